import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartOption } from './dashboard-view';

// Only what the 工作台 draws: line and bar series on a grid, their legend and tooltip, on canvas.
// This module is imported with import() by the dashboard alone, so ECharts stays out of every
// other page.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface TrendChart {
  update(option: ChartOption): void;
  resize(): void;
  dispose(): void;
}

export function createTrendChart(element: HTMLElement, option: ChartOption): TrendChart {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  chart.setOption(option);
  return {
    update: (next) => chart.setOption(next, { notMerge: true }),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
