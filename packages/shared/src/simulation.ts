import { z } from 'zod';
import { zBodyId, zIdParam } from './common.ts';
import { defineEndpoint } from './contract.ts';
import type { UploadSpec } from './uploads.ts';
import { boundedRecord, tooLong } from './validation.ts';

/**
 * Mechanism-model simulation (spec 001 §2.5 jlmx, §4.6, §5.1, §7.2, §8, §9; issue 20): a
 * model's run by hand, the IoT-data run, parameter sweeps, template batches and the caller's
 * run history. The paths are ours (the spec shows none), under `/api/portalWeb/model/`.
 */

export const SIMULATION_TEXTS = {
  /** Spec 001 §5.1: the description names the parameter when there is one. */
  required: (label: string) => `请输入参数${label}的值`,
  notNumber: (label: string) => `参数${label}必须是数字`,
  notChoice: (label: string, choices: readonly string[]) => `参数${label}只能是 ${choices.join('、')}`,
  /** Spec 001 §8: a chart answer that is null. */
  noData: '获取数据失败，请联系管理员',
  /** A result that is not a finite number (a division by zero, an overflow). */
  notFinite: (label: string) => `计算结果「${label}」超出可计算范围，请检查输入`,
  noModel: '机理模型不存在',
  noBuiltin: '该模型没有可运行的计算',
  noIot: '该模型没有可接入物联网数据的参数',
  noReadings: '暂无物联网数据',
  sweepParameter: '请选择一个数值参数进行扫描',
  sweepSteps: (max: number) => `扫描步数必须在 2 到 ${max} 之间`,
  sweepRange: '扫描范围的起点与终点不能相同',
  /** Spec 001 §4.6, §8. */
  uploaded: '上传成功，系统正在解析中',
  finished: '解析并执行完成',
  templateType: '请上传 xlsx 格式的模板文件',
  templateSize: '模板文件不能超过 5MB',
  templateBroken: '模板文件无法读取，请下载模板后重新填写',
  templateEmpty: '模板中没有数据行',
  templateHeaders: '模板表头与模型参数不匹配，请下载模板后重新填写',
  templateRows: (max: number) => `模板最多 ${max} 行数据`,
  noBatch: '批量任务不存在',
  batchRunning: '批量任务尚未完成',
  batchFailed: '批量执行失败，请稍后重试',
} as const;

/** Spec 001 §9: at most 10 points on the time axis. */
export const IOT_CHART_POINTS = 10;
/** Spec 001 §9: the IoT record's identifying fields, never plotted. */
export const IOT_SKIPPED_FIELDS = ['machineNo', 'terminalNo'] as const;
/** Spec 001 §9: the result pane's height, px. */
export const RESULT_PANE_HEIGHT = 450;
/** Spec 001 §9: the template's name and its columns' width. */
export const TEMPLATE_FILE_NAME = '模板.xlsx';
export const TEMPLATE_COLUMN_WIDTH = 20;
/** Issue 20: a sweep's most steps, a batch's most rows, the runs kept per user and model. */
export const SWEEP_MAX_STEPS = 50;
export const BATCH_MAX_ROWS = 1000;
export const MODEL_HISTORY_SIZE = 20;

export const TEMPLATE_UPLOAD: UploadSpec = {
  field: 'file',
  accepts: { xlsx: 5 * 1024 * 1024 },
  maxPixels: 0,
};

/** A named number with its unit: an input or a scalar result. */
export const zQuantity = z.object({
  name: z.string(),
  label: z.string(),
  unit: z.string(),
  value: z.number(),
});
export type Quantity = z.infer<typeof zQuantity>;

/** A text input as it was used (a refrigerant, a product). */
export const zTextInput = z.object({ name: z.string(), label: z.string(), value: z.string() });

/** One curve along the chart's axis; a missing value is null (a gap, never an invented figure). */
export const zSeries = z.object({
  name: z.string(),
  label: z.string(),
  unit: z.string(),
  values: z.array(z.number().nullable()),
});
export type Series = z.infer<typeof zSeries>;

/** The chart's horizontal axis: numbers, or times (ISO, UTC; shown in China time). */
export const zAxis = z.object({
  name: z.string(),
  label: z.string(),
  unit: z.string(),
  kind: z.enum(['number', 'time']),
  values: z.array(z.union([z.number(), z.string()])),
});
export type Axis = z.infer<typeof zAxis>;

/** What a model computed: the inputs it used, its scalar results and its curves. */
export const zModelResult = z.object({
  inputs: z.array(zQuantity),
  texts: z.array(zTextInput),
  outputs: z.array(zQuantity),
  axis: zAxis,
  series: z.array(zSeries),
});
export type ModelResult = z.infer<typeof zModelResult>;

/** The demo cold room's readings the IoT run used (the parameter chart). */
export const zIotBody = z.object({
  machineNo: z.string(),
  terminalNo: z.string(),
  axis: zAxis,
  series: z.array(zSeries),
});
export type IotBody = z.infer<typeof zIotBody>;

// An empty value is an empty text (or the name left out); a boolean is refused as not a number.
const zParamValue = z.union([z.string().max(100, tooLong('参数值', 100)), z.number(), z.boolean()]);
/** Spec 001 §7.2: name-to-value pairs. */
const zParams = boundedRecord(z.string().max(100, tooLong('参数名', 100)), zParamValue, 50, '参数')
  .optional()
  .default({});

export const zSimulateBody = z.object({ id: zBodyId, params: zParams });
export type SimulateBody = z.input<typeof zSimulateBody>;

export const zSweepBody = z.object({
  id: zBodyId,
  params: zParams,
  /** The numeric parameter varied. */
  parameter: z.string().min(1, SIMULATION_TEXTS.sweepParameter).max(100, tooLong('扫描参数', 100)),
  from: z.number(),
  to: z.number(),
  steps: z
    .number()
    .int(SIMULATION_TEXTS.sweepSteps(SWEEP_MAX_STEPS))
    .min(2, SIMULATION_TEXTS.sweepSteps(SWEEP_MAX_STEPS))
    .max(SWEEP_MAX_STEPS, SIMULATION_TEXTS.sweepSteps(SWEEP_MAX_STEPS)),
});
export type SweepBody = z.input<typeof zSweepBody>;

export const zSweepAnswer = z.object({
  parameter: z.object({ name: z.string(), label: z.string(), unit: z.string() }),
  /** The scalar results each step has, in the model's order. */
  outputs: z.array(z.object({ name: z.string(), label: z.string(), unit: z.string() })),
  rows: z.array(
    z.object({
      value: z.number(),
      /** By output name; null when the step was refused. */
      outputs: z.record(z.string(), z.number()).nullable(),
      /** Why the step was refused (its input out of range), else null. */
      error: z.string().nullable(),
    }),
  ),
});
export type SweepAnswer = z.infer<typeof zSweepAnswer>;

export const MODEL_RUN_KINDS = ['manual', 'iot', 'sweep'] as const;

export const zModelRun = z.object({
  id: z.number().int(),
  modelId: z.number().int(),
  kind: z.enum(MODEL_RUN_KINDS),
  /** The values by parameter name, as sent (a sweep's varied parameter shows its range). */
  params: z.record(z.string(), z.unknown()),
  /** The main results in one line. */
  summary: z.string(),
  /** The whole result, for comparing two runs on one chart; null for a sweep. */
  result: zModelResult.nullable(),
  /** A sweep's parameter, range and steps (run again as they were); null for other runs. */
  sweep: z
    .object({ parameter: z.string(), from: z.number(), to: z.number(), steps: z.number().int() })
    .nullable(),
  createTime: z.string(),
});
export type ModelRun = z.infer<typeof zModelRun>;

export const BATCH_STATES = ['running', 'done', 'failed'] as const;

export const zBatchStatus = z.object({
  id: z.number().int(),
  modelId: z.number().int(),
  state: z.enum(BATCH_STATES),
  done: z.number().int(),
  total: z.number().int(),
  /** Why it failed, else empty. */
  message: z.string(),
});
export type BatchStatus = z.infer<typeof zBatchStatus>;

export const zBatchResult = z.object({
  /** The template's headers, in its column order, with the parameter each one filled. */
  columns: z.array(z.object({ header: z.string(), name: z.string() })),
  outputs: z.array(z.object({ name: z.string(), label: z.string(), unit: z.string() })),
  rows: z.array(
    z.object({
      /** The row's number in the workbook (the header is row 1). */
      row: z.number().int(),
      params: z.record(z.string(), z.unknown()),
      outputs: z.record(z.string(), z.number()).nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type BatchResult = z.infer<typeof zBatchResult>;

export const simulationApi = {
  /** Spec 001 §7.2: the id and name-to-value pairs in, `data.modelBody` out. */
  simulate: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/model/simulate',
    tag: 'simulation',
    summary: '机理模型手动仿真：按参数计算，返回输入、结果与曲线（modelBody）',
    access: 'certified',
    body: zSimulateBody,
    data: z.object({ modelBody: zModelResult }),
  }),
  /** Spec 001 §7.2: the IoT-data request also returns `data.iotBody` (the readings used). */
  simulateIot: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/model/simulateIot',
    tag: 'simulation',
    summary: '机理模型物联网数据仿真：以示范冷库最近的传感器数据计算（modelBody 与 iotBody）',
    access: 'certified',
    body: zSimulateBody,
    data: z.object({ modelBody: zModelResult, iotBody: zIotBody }),
  }),
  sweep: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/model/sweep',
    tag: 'simulation',
    summary: '参数扫描：一个数值参数在范围内取 2~50 步，逐步计算',
    access: 'certified',
    body: zSweepBody,
    data: zSweepAnswer,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/model/history/:id',
    tag: 'simulation',
    summary: '本人对该模型最近 20 次仿真（参数、摘要与结果）',
    access: 'certified',
    params: zIdParam,
    data: z.array(zModelRun),
  }),
  /** Spec 001 §4.6: the filled template in, a background batch out. */
  uploadTemplate: defineEndpoint({
    method: 'POST',
    path: '/api/portalWeb/model/template/:id',
    tag: 'simulation',
    summary: '上传模板（xlsx，至多 1000 行、5MB）：逐行仿真的后台批量任务',
    access: 'certified',
    kind: 'multipart',
    upload: TEMPLATE_UPLOAD,
    params: zIdParam,
    data: zBatchStatus,
  }),
  batchStatus: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/model/batch/:id',
    tag: 'simulation',
    summary: '本人批量任务的进度',
    access: 'certified',
    params: zIdParam,
    data: zBatchStatus,
  }),
  batchResult: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/model/batch/:id/result',
    tag: 'simulation',
    summary: '本人已完成批量任务的逐行输入、结果与错误',
    access: 'certified',
    params: zIdParam,
    data: zBatchResult,
  }),
};
