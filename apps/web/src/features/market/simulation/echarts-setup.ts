import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the simulation's charts draw: lines and bars on a grid, a legend and tooltips.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface DrawnChart {
  draw(option: object): void;
  resize(): void;
  dispose(): void;
}

/** An ECharts instance on the element (canvas); `draw` replaces the whole option. */
export function createChart(element: HTMLElement): DrawnChart {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  return {
    draw: (option) => chart.setOption(option as echarts.EChartsCoreOption, { notMerge: true }),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
