import { Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DrawnChart } from './echarts-setup';

interface SimChartProps {
  /** What the chart shows, said to a screen reader (the canvas itself says nothing). */
  label: string;
  option: object;
  height?: number;
}

/** One chart of the simulation page; ECharts is loaded with the first chart drawn. */
export function SimChart({ label, option, height = 300 }: SimChartProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const chart = useRef<DrawnChart | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const alive = useRef(true);

  const load = useCallback(() => {
    setStatus('loading');
    import('./echarts-setup')
      .then(({ createChart }) => {
        if (!alive.current || !canvas.current) return;
        chart.current?.dispose();
        chart.current = createChart(canvas.current);
        setStatus('ready');
      })
      .catch(() => {
        if (alive.current) setStatus('failed');
      });
  }, []);

  useEffect(() => {
    alive.current = true;
    load();
    return () => {
      alive.current = false;
      chart.current?.dispose();
      chart.current = null;
    };
  }, [load]);

  useEffect(() => {
    if (status === 'ready') chart.current?.draw(option);
  }, [status, option]);

  // The chart follows its box (a phone turned, the side by side panes stacked).
  useEffect(() => {
    const element = canvas.current;
    if (status !== 'ready' || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => chart.current?.resize());
    observer.observe(element);
    return () => observer.disconnect();
  }, [status]);

  return (
    <div className="sim-chart" style={{ height }}>
      <div ref={canvas} className="sim-chart__canvas" role="img" aria-label={label} />
      {status === 'loading' ? (
        <div className="sim-chart__state">
          <Spin size="small" />
          <span>图表加载中…</span>
        </div>
      ) : null}
      {status === 'failed' ? (
        <div className="sim-chart__state">
          <span>图表加载失败</span>
          <Button size="small" onClick={load}>
            重新加载
          </Button>
        </div>
      ) : null}
    </div>
  );
}
