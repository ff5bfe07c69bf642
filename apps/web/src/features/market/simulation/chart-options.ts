import { formatDateTime } from '@portal/shared/format';
import {
  type Axis,
  IOT_CHART_POINTS,
  type IotBody,
  type ModelResult,
  type ModelRun,
  type Quantity,
  type Series,
  type SweepAnswer,
} from '@portal/shared/simulation';

/**
 * The simulation's charts as ECharts options, built without ECharts (it is loaded only when a
 * chart is drawn). A missing value stays null, which ECharts draws as a gap: no figure on screen
 * is invented (DESIGN.md). Times are drawn in China time whatever the browser's zone: the time
 * axis is ECharts' own in UTC mode, over moments moved by +8 h.
 */

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** A name with its unit: `库温（°C）`, or the name alone. */
export const withUnit = (label: string, unit: string) => (unit ? `${label}（${unit}）` : label);

/** A value with its unit, as a tooltip says it; a gap reads 无数据. */
export const valueText = (value: number | null | undefined, unit = '') =>
  value === null || value === undefined || !Number.isFinite(value)
    ? '无数据'
    : `${value}${unit ? ` ${unit}` : ''}`;

export type ChartPoint = [x: number, y: number | null];

export interface LineSeries {
  name: string;
  unit: string;
  points: ChartPoint[];
  /** Drawn dashed (the second run of a comparison). */
  dashed?: boolean;
}

/** A run's time to the second in China time (two runs of one minute stay apart): `2026-11-27 14:50:12`. */
export function runTime(createTime: string): string {
  const seconds = String(new Date(createTime).getUTCSeconds()).padStart(2, '0');
  return `${formatDateTime(createTime)}:${seconds}`;
}

/** Spec 001 §9: a time axis shows at most IOT_CHART_POINTS points, the latest ones. */
export function lastPoints<T>(values: readonly T[], axis: Axis): T[] {
  return axis.kind === 'time' ? values.slice(-IOT_CHART_POINTS) : [...values];
}

/** Where each point of the axis sits: its number, or its moment moved to China time. */
export function axisPositions(axis: Axis): number[] {
  return lastPoints(axis.values, axis).map((value) =>
    axis.kind === 'time' ? new Date(String(value)).getTime() + CHINA_OFFSET_MS : Number(value),
  );
}

/** One curve of a result along its axis; a null stays a gap. */
export function seriesPoints(axis: Axis, series: Series): ChartPoint[] {
  const xs = axisPositions(axis);
  const ys = lastPoints(series.values, axis);
  return xs.map((x, index) => [x, ys[index] ?? null]);
}

/** The distinct units of the curves, in order (one vertical axis each, at most two). */
function unitsOf(series: readonly LineSeries[]): string[] {
  return [...new Set(series.map((line) => line.unit))].slice(0, 2);
}

export interface LineChartInput {
  /** The horizontal axis: its name with its unit, and whether it holds times. */
  x: { name: string; time: boolean };
  series: readonly LineSeries[];
  /** The vertical axis' name when all curves share a unit (else each axis names its unit). */
  yName?: string;
}

/** A line chart: curves over a number or time axis, a vertical axis by unit, gaps kept. */
export function lineOption({ x, series, yName }: LineChartInput) {
  const units = unitsOf(series);
  const yAxisOf = (unit: string) => Math.max(0, units.indexOf(unit));
  return {
    animation: false,
    // The time axis reads its moments (moved to China time) as UTC.
    useUTC: true,
    grid: { left: 12, right: 16, top: 48, bottom: 28, containLabel: true },
    legend: { type: 'scroll', top: 0 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number | null) => valueText(value),
    },
    xAxis: {
      type: x.time ? 'time' : 'value',
      name: x.name,
      nameLocation: 'middle',
      nameGap: 26,
      scale: true,
      axisLabel: x.time ? { formatter: '{MM}-{dd} {HH}:{mm}', hideOverlap: true } : { hideOverlap: true },
    },
    yAxis: units.map((unit, index) => ({
      type: 'value',
      name: units.length === 1 && yName ? yName : unit,
      scale: true,
      position: index === 0 ? 'left' : 'right',
      alignTicks: units.length > 1,
    })),
    series: series.map((line) => ({
      type: 'line',
      name: withUnit(line.name, line.unit),
      data: line.points,
      yAxisIndex: yAxisOf(line.unit),
      connectNulls: false,
      showSymbol: true,
      ...(line.dashed ? { lineStyle: { type: 'dashed' }, symbol: 'triangle' } : {}),
      tooltip: { valueFormatter: (value: number | null) => valueText(value, line.unit) },
    })),
  };
}

/** The x axis of a result's axis: its label with its unit, time or number. */
const xOf = (axis: Axis) => ({ name: withUnit(axis.label, axis.unit), time: axis.kind === 'time' });

/** The result chart: the model's curves along its axis (spec 001 §2.5). */
export function resultOption(body: ModelResult) {
  const series = body.series.map((line) => ({
    name: line.label,
    unit: line.unit,
    points: seriesPoints(body.axis, line),
  }));
  const [first] = body.series;
  const shared = first && body.series.every((line) => line.unit === first.unit);
  return lineOption({
    x: xOf(body.axis),
    series,
    yName: shared && first ? withUnit(first.label, first.unit) : undefined,
  });
}

/** The parameter chart of a run by hand: the inputs used as bars, each named with its unit. */
export function inputsOption(inputs: readonly Quantity[]) {
  return {
    animation: false,
    grid: { left: 12, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      formatter: (items: { dataIndex: number }[]) => {
        const input = inputs[items[0]?.dataIndex ?? -1];
        return input ? `${input.label}：${valueText(input.value, input.unit)}` : '';
      },
    },
    xAxis: {
      type: 'category',
      data: inputs.map((input) => withUnit(input.label, input.unit)),
      axisLabel: { interval: 0, width: 90, overflow: 'break' },
    },
    yAxis: { type: 'value', name: '参数值', scale: false },
    series: [
      {
        type: 'bar',
        name: '参数值',
        barMaxWidth: 48,
        data: inputs.map((input) => input.value),
        label: {
          show: true,
          position: 'top',
          formatter: ({ dataIndex }: { dataIndex: number }) => {
            const input = inputs[dataIndex];
            return input ? valueText(input.value, input.unit) : '';
          },
        },
      },
    ],
  };
}

/** The parameter chart of an IoT run: the readings used, over time (at most 10 points). */
export function iotOption(iot: IotBody) {
  return lineOption({
    x: xOf(iot.axis),
    series: iot.series.map((line) => ({
      name: line.label,
      unit: line.unit,
      points: seriesPoints(iot.axis, line),
    })),
  });
}

/** A sweep's chart: one result against the varied parameter; a refused step is a gap. */
export function sweepOption(answer: SweepAnswer, outputName: string) {
  const output = answer.outputs.find((candidate) => candidate.name === outputName);
  const unit = output?.unit ?? '';
  return lineOption({
    x: { name: withUnit(answer.parameter.label, answer.parameter.unit), time: false },
    series: [
      {
        name: output?.label ?? outputName,
        unit,
        points: answer.rows.map((row) => [row.value, row.outputs?.[outputName] ?? null]),
      },
    ],
    yName: output ? withUnit(output.label, output.unit) : undefined,
  });
}

/** The runs' names on a comparison: their times, told apart by their order when they are the same. */
export function runNames(runs: readonly ModelRun[]): string[] {
  const times = runs.map((run) => runTime(run.createTime));
  return times.map((time, index) =>
    times.filter((other) => other === time).length > 1 ? `${time}（${index + 1}）` : time,
  );
}

/** Two runs on one chart: each run's curves named with its time (China time). */
export function compareOption(runs: readonly ModelRun[]) {
  const withResults = runs.filter((run): run is ModelRun & { result: ModelResult } => run.result !== null);
  const [first] = withResults;
  // Curves along different axes (a run by hand and an IoT run) share no horizontal axis.
  if (!first || withResults.some((run) => run.result.axis.kind !== first.result.axis.kind)) return null;
  return lineOption({
    x: xOf(first.result.axis),
    series: withResults.flatMap((run, index) =>
      run.result.series.map((line) => ({
        name: `${runNames(withResults)[index]} ${line.label}`,
        unit: line.unit,
        points: seriesPoints(run.result.axis, line),
        dashed: index > 0,
      })),
    ),
  });
}

/** The option's type as the chart component takes it. */
export type ChartOption = ReturnType<typeof lineOption> | ReturnType<typeof inputsOption>;
