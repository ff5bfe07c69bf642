import {
  AccountBookOutlined,
  AuditOutlined,
  CodeSandboxOutlined,
  FileSearchOutlined,
  MessageOutlined,
} from '@ant-design/icons';
import {
  DASHBOARD_FIGURES,
  DASHBOARD_TEXTS,
  type DashboardAttention,
  type DashboardDay,
} from '@portal/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Spin } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useNarrow } from '../../shared/components/useNarrow';
import { dashboardKeys, fetchDashboard } from './api';
import type { TrendChart } from './dashboard-charts';
import { attentionLinks, chartOption, DASHBOARD_CHARTS, hasFigures } from './dashboard-view';

const ATTENTION_ICONS: Record<keyof DashboardAttention, ReactNode> = {
  certifications: <AuditOutlined />,
  supplyEntries: <FileSearchOutlined />,
  unpaidOrders: <AccountBookOutlined />,
  unreadMessages: <MessageOutlined />,
  developerSubmissions: <CodeSandboxOutlined />,
};

/**
 * /system/dashboard (工作台), the console's first page: what waits for an operator (each count
 * opens its screen filtered to it) and the figures of the last 30 China days as charts, with the
 * same figures as a table for screen readers and for reading exact values.
 */
export default function DashboardPage() {
  const query = useQuery({ queryKey: dashboardKeys.overview, queryFn: fetchDashboard, staleTime: 0 });

  return (
    <section className="review-desk dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="review-desk__title">
        {DASHBOARD_TEXTS.title}
      </h1>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          message={DASHBOARD_TEXTS.loadFailed}
          description="请检查网络后重新加载。"
          action={
            <Button size="small" onClick={() => query.refetch()}>
              {DASHBOARD_TEXTS.retry}
            </Button>
          }
        />
      ) : (
        <>
          <section aria-labelledby="dashboard-attention" className="dashboard__block">
            <h2 id="dashboard-attention" className="dashboard__heading">
              {DASHBOARD_TEXTS.attention}
            </h2>
            <ul className="dashboard__attention">
              {attentionLinks(query.data.attention).map((item) => (
                <li key={item.key}>
                  <Link
                    to={item.to}
                    className={`dashboard__card${item.count > 0 ? ' dashboard__card--waiting' : ''}`}
                    aria-label={`${item.label}：${item.count}`}
                  >
                    <span className="dashboard__card-icon" aria-hidden="true">
                      {ATTENTION_ICONS[item.key]}
                    </span>
                    <span className="dashboard__card-label">{item.label}</span>
                    <span className="dashboard__card-count" data-testid={`attention-${item.key}`}>
                      {item.count}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="dashboard-trends" className="dashboard__block">
            <h2 id="dashboard-trends" className="dashboard__heading">
              {DASHBOARD_TEXTS.trends}
            </h2>
            <div className="dashboard__charts">
              {DASHBOARD_CHARTS.map((chart) => (
                <TrendPanel key={chart.key} days={query.data.days} chart={chart} />
              ))}
            </div>
            <FiguresTable days={query.data.days} />
          </section>
        </>
      )}
    </section>
  );
}

type ChartState = 'loading' | 'ready' | 'failed';

function TrendPanel({ days, chart }: { days: DashboardDay[]; chart: (typeof DASHBOARD_CHARTS)[number] }) {
  const element = useRef<HTMLDivElement>(null);
  const drawn = useRef<TrendChart | null>(null);
  const [state, setState] = useState<ChartState>('loading');
  const [attempt, setAttempt] = useState(0);
  const narrow = useNarrow(576);
  const empty = !hasFigures(days, chart.figures);
  const option = chartOption(days, chart, narrow);
  const latest = useRef(option);
  latest.current = option;

  // ECharts arrives with the first chart (a file of the console alone), then draws each chart.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for a new try
  useEffect(() => {
    if (empty) return;
    let alive = true;
    setState('loading');
    import('./dashboard-charts')
      .then(({ createTrendChart }) => {
        if (!alive || !element.current) return;
        drawn.current = createTrendChart(element.current, latest.current);
        setState('ready');
      })
      .catch(() => {
        if (alive) setState('failed');
      });
    return () => {
      alive = false;
      drawn.current?.dispose();
      drawn.current = null;
    };
  }, [empty, attempt]);

  const optionKey = JSON.stringify(option.series) + String(narrow);
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when what it shows changes
  useEffect(() => {
    drawn.current?.update(latest.current);
  }, [optionKey]);

  const resize = useCallback(() => drawn.current?.resize(), []);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(resize);
    observer.observe(target);
    return () => observer.disconnect();
  }, [resize]);

  const titleId = `dashboard-chart-${chart.key}`;
  return (
    <figure className="dashboard__chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="dashboard__chart-title">
        {chart.title}
      </figcaption>
      {empty ? (
        // Plain text, not antd's Empty: importing it here would split it from the public pages' chunks.
        <p className="dashboard__chart-empty">{DASHBOARD_TEXTS.noFigures}</p>
      ) : (
        <div className="dashboard__chart-area">
          <div
            ref={element}
            className="dashboard__chart-canvas"
            data-testid={`chart-${chart.key}`}
            role="img"
            aria-label={`${chart.title}折线与柱状图，数值见下方每日数据表`}
          />
          {state === 'loading' ? (
            // A plain div may not carry a name: the loading state is named on a status region.
            <div className="dashboard__chart-overlay" role="status" aria-label="图表加载中">
              <Spin />
            </div>
          ) : null}
          {state === 'failed' ? (
            <div className="dashboard__chart-overlay">
              <Alert
                type="error"
                showIcon
                message={DASHBOARD_TEXTS.chartFailed}
                action={
                  <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
                    {DASHBOARD_TEXTS.retry}
                  </Button>
                }
              />
            </div>
          ) : null}
        </div>
      )}
    </figure>
  );
}

/** The same figures as a table, newest day first, folded away until asked for. */
function FiguresTable({ days }: { days: DashboardDay[] }) {
  return (
    <details className="dashboard__figures">
      <summary>查看每日数据</summary>
      <div className="dashboard__figures-scroll">
        <table>
          <caption className="dashboard__figures-caption">每日数据（北京时间）</caption>
          <thead>
            <tr>
              <th scope="col">日期</th>
              {DASHBOARD_FIGURES.map((figure) => (
                <th key={figure.key} scope="col">
                  {figure.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                {DASHBOARD_FIGURES.map((figure) => (
                  <td key={figure.key}>{day[figure.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
