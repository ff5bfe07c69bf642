import type { RequestField } from '@portal/shared/catalogue';
import type { BatchResult, ModelResult, ModelRun, SweepAnswer } from '@portal/shared/simulation';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../shared/api/request';
import { fieldLabel } from '../trial/ConsoleParts';
import { missingValue } from '../trial/trial-form';
import {
  axisPositions,
  compareOption,
  inputsOption,
  iotOption,
  resultOption,
  sweepOption,
  valueText,
} from './chart-options';
import { outcomeOf } from './outcome';
import { paramsOf } from './SimulationConsole';
import { rangeAround, refusedSteps } from './sweep-rules';
import { batchTable, sweepTable, templateTable, workbookBlob } from './workbook';

const field = (requestName: string, requestDescribes: string, requestType: number, value = '', unit = '') =>
  ({
    id: requestName.length,
    requestName,
    requestDescribes,
    requestDefaultValue: value,
    requestType,
    requestLocation: 3,
    requiredFlag: 1,
    unit,
  }) satisfies RequestField;

const FIELDS = [
  field('coldTemp', '低温热源温度', 6, '-20', '°C'),
  field('refrigerant', '', 1, 'R717'),
  field('log', '记录文件', 10),
  field('count', '台数', 2, '3'),
];

const result: ModelResult = {
  inputs: [
    { name: 'coldTemp', label: '低温热源温度', unit: '°C', value: -20 },
    { name: 'hotTemp', label: '高温热源温度', unit: '°C', value: 35 },
  ],
  texts: [],
  outputs: [{ name: 'cop', label: '逆卡诺制冷系数', unit: '', value: 4.6 }],
  axis: { name: 'hotTemp', label: '高温热源温度', unit: '°C', kind: 'number', values: [25, 35, 45] },
  series: [{ name: 'cop', label: '逆卡诺制冷系数', unit: '', values: [5.6, null, 3.9] }],
};

describe('the template (spec 001 §4.6, §9)', () => {
  it('has a column per non-file parameter, headed by its description or its name, the defaults as an example row', () => {
    expect(templateTable(FIELDS)).toEqual({
      headers: ['低温热源温度', 'refrigerant', '台数'],
      rows: [[-20, 'R717', 3]],
    });
  });

  it('is one sheet of 20-wide columns when written (exceljs)', async () => {
    const blob = await workbookBlob('模板', templateTable(FIELDS));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([undefined, '低温热源温度', 'refrigerant', '台数']);
    expect(sheet.getRow(2).values).toEqual([undefined, -20, 'R717', 3]);
    expect(sheet.getColumn(1).width).toBe(20);
  });

  it('writes a batch’s results: inputs, outputs with units, and an 错误 column per row', () => {
    const batch: BatchResult = {
      columns: [
        { header: '低温热源温度', name: 'coldTemp' },
        { header: 'hotTemp', name: 'hotTemp' },
      ],
      outputs: [{ name: 'cop', label: '逆卡诺制冷系数', unit: '' }],
      rows: [
        { row: 2, params: { coldTemp: -20, hotTemp: 35 }, outputs: { cop: 4.6 }, error: null },
        {
          row: 3,
          params: { coldTemp: 40, hotTemp: 35 },
          outputs: null,
          error: '参数高温热源温度必须高于低温热源温度',
        },
      ],
    };
    expect(batchTable(batch)).toEqual({
      headers: ['行号', '低温热源温度', 'hotTemp', '逆卡诺制冷系数', '错误'],
      rows: [
        [2, -20, 35, 4.6, null],
        [3, 40, 35, null, '参数高温热源温度必须高于低温热源温度'],
      ],
    });
  });
});

describe('the required check of a model (spec 001 §5.1)', () => {
  it('names the parameter by its description when it has one', () => {
    const required = (candidate: RequestField) => `请输入参数${fieldLabel(candidate)}的值`;
    expect(missingValue([FIELDS[0] as RequestField], { coldTemp: null }, {}, required)).toBe(
      '请输入参数低温热源温度的值',
    );
    expect(missingValue([FIELDS[1] as RequestField], { refrigerant: ' ' }, {}, required)).toBe(
      '请输入参数refrigerant的值',
    );
  });

  it('sends the values given and leaves the empty ones out', () => {
    expect(paramsOf({ a: 1, b: '', c: null, d: undefined, e: 'R717', f: 0 })).toEqual({
      a: 1,
      e: 'R717',
      f: 0,
    });
  });
});

describe('the result pane’s errors (spec 001 §8)', () => {
  it('shows a string answer as the error, null as 获取数据失败，请联系管理员, a msg as the error', () => {
    expect(outcomeOf('模型服务维护中')).toEqual({ kind: 'error', message: '模型服务维护中' });
    expect(outcomeOf(null)).toEqual({ kind: 'error', message: '获取数据失败，请联系管理员' });
    expect(outcomeOf({ modelBody: null })).toEqual({ kind: 'error', message: '获取数据失败，请联系管理员' });
    expect(outcomeOf(new RequestError({ code: 400, msg: '请勿频繁操作', httpStatus: 429 }))).toEqual({
      kind: 'error',
      message: '请勿频繁操作',
    });
    expect(outcomeOf({ code: 500, msg: '参数低温热源温度必须是数字', data: null })).toEqual({
      kind: 'error',
      message: '参数低温热源温度必须是数字',
    });
    expect(outcomeOf(new RequestError({ code: 0, msg: '' }))).toEqual({
      kind: 'error',
      message: '获取数据失败，请联系管理员',
    });
  });

  it('draws only a model result', () => {
    expect(outcomeOf({ modelBody: result })).toEqual({ kind: 'result', modelBody: result, iotBody: null });
  });
});

describe('chart options', () => {
  it('draws the result along its axis with units in the axis names; a null is a gap, never a figure', () => {
    const option = resultOption(result);
    expect(option.xAxis).toMatchObject({ type: 'value', name: '高温热源温度（°C）' });
    expect(option.yAxis).toEqual([expect.objectContaining({ name: '逆卡诺制冷系数' })]);
    expect(option.series[0]?.data).toEqual([
      [25, 5.6],
      [35, null],
      [45, 3.9],
    ]);
    expect(option.series[0]?.connectNulls).toBe(false);
    expect(option.series[0]?.tooltip.valueFormatter(null)).toBe('无数据');
  });

  it('shows the inputs as bars, each named and labelled with its unit', () => {
    const option = inputsOption(result.inputs);
    expect(option.xAxis.data).toEqual(['低温热源温度（°C）', '高温热源温度（°C）']);
    expect(option.series[0]?.data).toEqual([-20, 35]);
    expect(option.series[0]?.label.formatter({ dataIndex: 1 })).toBe('35 °C');
    expect(option.tooltip.formatter([{ dataIndex: 0 }])).toBe('低温热源温度：-20 °C');
  });

  it('draws readings over time in China time, at most 10 points', () => {
    const times = Array.from({ length: 12 }, (_, hour) =>
      new Date(Date.UTC(2026, 10, 26, hour)).toISOString(),
    );
    const iot = {
      machineNo: 'LK-SH-0101',
      terminalNo: 'T-0101-A',
      axis: { name: 'readTime', label: '时间', unit: '', kind: 'time' as const, values: times },
      series: [
        {
          name: 'insideTemp',
          label: '库温',
          unit: '°C',
          values: times.map((_, index) => (index === 6 ? null : -18 + index / 10)),
        },
      ],
    };
    const option = iotOption(iot);
    expect(option.xAxis.type).toBe('time');
    expect(option.useUTC).toBe(true);
    const data = option.series[0]?.data ?? [];
    expect(data).toHaveLength(10);
    // 02:00 UTC is 10:00 in China, drawn as a UTC moment.
    expect(new Date(data[0]?.[0] as number).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(data[4]?.[1]).toBeNull();
    expect(option.series[0]?.name).toBe('库温（°C）');
    expect(axisPositions(iot.axis)).toHaveLength(10);
  });

  it('plots one sweep output against the parameter; refused steps are gaps, listed with their reason', () => {
    const answer: SweepAnswer = {
      parameter: { name: 'hotTemp', label: '高温热源温度', unit: '°C' },
      outputs: [{ name: 'cop', label: '逆卡诺制冷系数', unit: '' }],
      rows: [
        { value: -30, outputs: null, error: '参数高温热源温度必须高于低温热源温度' },
        { value: 0, outputs: { cop: 12.6 }, error: null },
        { value: 30, outputs: { cop: 5.1 }, error: null },
      ],
    };
    const option = sweepOption(answer, 'cop');
    expect(option.xAxis.name).toBe('高温热源温度（°C）');
    expect(option.series[0]?.data).toEqual([
      [-30, null],
      [0, 12.6],
      [30, 5.1],
    ]);
    expect(refusedSteps(answer)).toEqual([
      { step: 1, value: -30, error: '参数高温热源温度必须高于低温热源温度' },
    ]);
    expect(sweepTable(answer).rows[0]).toEqual([-30, null, '参数高温热源温度必须高于低温热源温度']);
    expect(sweepTable(answer).headers).toEqual(['高温热源温度（°C）', '逆卡诺制冷系数', '错误']);
  });

  it('overlays two runs, each curve named with its run’s China time', () => {
    const run = (id: number, createTime: string): ModelRun => ({
      id,
      modelId: 1,
      kind: 'manual',
      params: {},
      sweep: null,
      summary: '',
      result,
      createTime,
    });
    const option = compareOption([run(1, '2026-11-26T02:00:05.000Z'), run(2, '2026-11-26T02:00:40.000Z')]);
    expect(option?.series.map((series) => series.name)).toEqual([
      '2026-11-26 10:00:05 逆卡诺制冷系数',
      '2026-11-26 10:00:40 逆卡诺制冷系数',
    ]);
    expect(option?.series[1]).toMatchObject({ lineStyle: { type: 'dashed' } });
    // Two runs of the same second stay apart by their order.
    const same = compareOption([run(1, '2026-11-26T02:00:05.000Z'), run(2, '2026-11-26T02:00:05.400Z')]);
    expect(same?.series.map((series) => series.name)).toEqual([
      '2026-11-26 10:00:05（1） 逆卡诺制冷系数',
      '2026-11-26 10:00:05（2） 逆卡诺制冷系数',
    ]);
    expect(valueText(4.6, '°C')).toBe('4.6 °C');
  });
});

describe('sweep settings', () => {
  it('starts around the current value', () => {
    expect(rangeAround(35)).toEqual({ from: 17.5, to: 52.5 });
    expect(rangeAround(-20)).toEqual({ from: -30, to: -10 });
    expect(rangeAround(0)).toEqual({ from: -10, to: 10 });
  });
});
