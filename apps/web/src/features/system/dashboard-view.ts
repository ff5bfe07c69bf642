import { CERTIFICATION_STATUS } from '@portal/shared/accounts';
import { SUBMISSION_STATUS } from '@portal/shared/community';
import {
  DASHBOARD_FIGURES,
  type DashboardAttention,
  type DashboardDay,
  type DashboardFigure,
} from '@portal/shared/dashboard';
import { MESSAGE_READ } from '@portal/shared/messages-admin';
import { ENTRY_STATE } from '@portal/shared/supply';
import { paths } from '../../config/paths';

/**
 * What the 工作台 shows, as data (the page draws it; the tests read it): the counts that wait,
 * each with the screen that handles them and that screen's filter in the address, and the
 * charts' options built from the days of the answer.
 */

export interface AttentionLink {
  key: keyof DashboardAttention;
  label: string;
  count: number;
  /** The screen, filtered to what the count counts (its ContractTable reads the address). */
  to: string;
}

const ATTENTION: readonly { key: keyof DashboardAttention; label: string; to: string }[] = [
  {
    key: 'certifications',
    label: '待审核认证',
    to: `${paths.systemReview}?status=${CERTIFICATION_STATUS.reviewing}`,
  },
  {
    key: 'supplyEntries',
    label: '待审核供需',
    to: `${paths.systemSupplyModeration}?state=${ENTRY_STATE.awaiting}`,
  },
  // The payment desk lists exactly the orders awaiting payment.
  { key: 'unpaidOrders', label: '待确认收款订单', to: paths.systemPayment },
  { key: 'unreadMessages', label: '未读留言', to: `${paths.systemMessages}?read=${MESSAGE_READ.unread}` },
  {
    key: 'developerSubmissions',
    label: '待审核开发者提交',
    to: `${paths.systemSubmissions}?status=${SUBMISSION_STATUS.waiting}`,
  },
];

export function attentionLinks(attention: DashboardAttention): AttentionLink[] {
  return ATTENTION.map((item) => ({ ...item, count: attention[item.key] }));
}

/** The two charts: people (line) and business (bar). */
export const DASHBOARD_CHARTS: readonly {
  key: string;
  title: string;
  kind: 'line' | 'bar';
  figures: readonly DashboardFigure[];
}[] = [
  { key: 'people', title: '注册与订阅', kind: 'line', figures: ['registrations', 'subscriptions'] },
  { key: 'business', title: '订单与微服务调用', kind: 'bar', figures: ['orders', 'microserviceCalls'] },
];

const FIGURE_LABELS = Object.fromEntries(
  DASHBOARD_FIGURES.map((figure) => [figure.key, figure.label]),
) as Record<DashboardFigure, string>;

export const figureLabel = (figure: DashboardFigure): string => FIGURE_LABELS[figure];

/** `2026-11-27` → `11-27`: the axis has room for the month and the day. */
export const axisDay = (day: string): string => day.slice(5);

/** Whether any of the figures is above 0 on any day (else the chart shows its empty state). */
export function hasFigures(days: readonly DashboardDay[], figures: readonly DashboardFigure[]): boolean {
  return days.some((day) => figures.some((figure) => day[figure] > 0));
}

/** Colours at WCAG AA contrast on white for the lines and bars. */
const COLOURS = ['#1d5fbf', '#b35300', '#2f7d32', '#7b3fa0'];

/** An ECharts option (a plain object; the chart module loads ECharts itself) for one chart. */
export function chartOption(
  days: readonly DashboardDay[],
  chart: { kind: 'line' | 'bar'; figures: readonly DashboardFigure[] },
  narrow = false,
) {
  return {
    animation: false,
    color: COLOURS,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: chart.figures.map(figureLabel) },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: days.map((day) => axisDay(day.day)),
      axisLabel: { interval: narrow ? 6 : 'auto', hideOverlap: true },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: chart.figures.map((figure) => ({
      name: figureLabel(figure),
      type: chart.kind,
      data: days.map((day) => day[figure]),
      ...(chart.kind === 'line' ? { smooth: false, symbolSize: 5 } : { barMaxWidth: 14 }),
    })),
  };
}

export type ChartOption = ReturnType<typeof chartOption>;
