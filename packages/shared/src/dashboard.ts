import { z } from 'zod';
import { zDay } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { formatDate } from './format.ts';

/**
 * The operator console's 工作台 (/system/dashboard), issue 22 item 7: its first page. What needs
 * attention (counts, each opening its screen filtered) and figures per China day over the last
 * DASHBOARD_DAYS days, in one call.
 */

/** The days the figures cover, today (China time) included. */
export const DASHBOARD_DAYS = 30;

export const DASHBOARD_TEXTS = {
  title: '工作台',
  attention: '待处理事项',
  trends: `近 ${DASHBOARD_DAYS} 天趋势`,
  loadFailed: '工作台数据加载失败',
  retry: '重新加载',
  chartFailed: '图表加载失败',
  noFigures: `近 ${DASHBOARD_DAYS} 天暂无数据`,
} as const;

export const zDashboardAttention = z.object({
  /** Certifications under review (the review desk's queue). */
  certifications: z.number().int(),
  /** Supply and demand entries awaiting moderation. */
  supplyEntries: z.number().int(),
  /** Orders awaiting payment (the payment desk's list). */
  unpaidOrders: z.number().int(),
  /** Contact messages not yet read. */
  unreadMessages: z.number().int(),
  /** Developers' submissions waiting for review (the review queue's 待审核). */
  developerSubmissions: z.number().int(),
});
export type DashboardAttention = z.infer<typeof zDashboardAttention>;

/** The figures of one China day. */
export const zDashboardDay = z.object({
  day: zDay,
  /** Accounts registered. */
  registrations: z.number().int(),
  /** Subscriptions created (trials included). */
  subscriptions: z.number().int(),
  /** Orders created. */
  orders: z.number().int(),
  /** Microservice calls logged (usage log, meMiType 1). */
  microserviceCalls: z.number().int(),
});
export type DashboardDay = z.infer<typeof zDashboardDay>;
export type DashboardFigure = Exclude<keyof DashboardDay, 'day'>;

/** The figures in the order the charts draw them, with their names. */
export const DASHBOARD_FIGURES: readonly { key: DashboardFigure; label: string }[] = [
  { key: 'registrations', label: '注册用户' },
  { key: 'subscriptions', label: '新增订阅' },
  { key: 'orders', label: '新增订单' },
  { key: 'microserviceCalls', label: '微服务调用' },
];

export const zDashboard = z.object({
  attention: zDashboardAttention,
  /** DASHBOARD_DAYS days, oldest first, ending today (China time); a day without any is 0. */
  days: z.array(zDashboardDay),
});
export type Dashboard = z.infer<typeof zDashboard>;

const DAY_MS = 24 * 3600_000;

/** The `count` China days ending with the day of `now` (China time), oldest first: `2026-11-01`… */
export function chinaDaysEnding(now: Date, count: number = DASHBOARD_DAYS): string[] {
  return Array.from({ length: count }, (_, index) =>
    formatDate(now.getTime() - (count - 1 - index) * DAY_MS),
  );
}

export const dashboardApi = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/system/dashboard',
    tag: 'dashboard',
    summary: `工作台：待处理事项数量与近 ${DASHBOARD_DAYS} 天（按北京时间日）注册、订阅、订单与微服务调用数`,
    access: 'operator',
    data: zDashboard,
  }),
};
