import { setImmediate as nextTurn } from 'node:timers/promises';
import { USAGE_KINDS } from '@portal/shared/catalogue';
import {
  BATCH_MAX_ROWS,
  type BatchResult,
  type BatchStatus,
  IOT_CHART_POINTS,
  type IotBody,
  MODEL_HISTORY_SIZE,
  type ModelResult,
  type ModelRun,
  SIMULATION_TEXTS,
  type SweepAnswer,
  zModelResult,
  type zSimulateBody,
  type zSweepBody,
} from '@portal/shared/simulation';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { CheckedFile } from '../files/upload-check.ts';
import type { HeavyWork } from '../heavy/heavy-work.ts';
import { AppError, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { viewerOf } from '../lib/count-once.ts';
import type { Logger } from '../lib/logger.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { MINUTE_MS, nowIso } from '../lib/time.ts';
import { ForwardingError, type ForwardingOptions, sendForwarded } from '../micro/forwarding.ts';
import { refusalOf, registeredUrl } from '../micro/trial.service.ts';
import { countUse, logUse } from '../usage/usage.service.ts';
import { IOT_READINGS, type IotReadingName, type ModelDefinition } from './simulation/definition.ts';
import { MODEL_DEFINITIONS } from './simulation/models/index.ts';
import {
  checkedValue,
  checkedValues,
  compute,
  type ModelValues,
  type Params,
  runModel,
  summaryOf,
  usedInputs,
} from './simulation/run.ts';
import {
  claimModelBatch,
  findModelBatch,
  findSimulationTarget,
  finishModelBatch,
  insertModelBatch,
  insertModelRun,
  latestIotMachine,
  listIotReadings,
  listModelRuns,
  listStaleModelBatches,
  saveModelBatchProgress,
} from './simulation.repository.ts';

export interface SimulationDeps {
  db: Db;
  rateLimits: RateLimitStore;
  forwarding: ForwardingOptions;
  heavyWork: HeavyWork;
  log: Logger;
}

type SimulateBody = z.output<typeof zSimulateBody>;
type SweepBody = z.output<typeof zSweepBody>;
type Target = NonNullable<Awaited<ReturnType<typeof findSimulationTarget>>>;

async function targetOf(db: Db, id: number): Promise<Target> {
  const target = await findSimulationTarget(db, id);
  if (!target) throw notFound(SIMULATION_TEXTS.noModel);
  return target;
}

/** The model's built-in physics; a model registered with an external endpoint has none. */
function builtinOf(target: Target): ModelDefinition | undefined {
  return MODEL_DEFINITIONS.get(target.code);
}

function requireBuiltin(target: Target): ModelDefinition {
  const definition = builtinOf(target);
  if (!definition) throw new AppError(400, SIMULATION_TEXTS.noBuiltin);
  return definition;
}

/** A run in the caller's history, the usage log (spec 001 §7.2) and the model's use count. */
async function recordRun(
  deps: SimulationDeps,
  caller: Caller,
  target: Target,
  run: {
    kind: ModelRun['kind'];
    params: Params;
    summary: string;
    result: ModelResult | null;
    sweep?: ModelRun['sweep'];
  },
): Promise<void> {
  await insertModelRun(
    deps.db,
    {
      userId: caller.userId,
      modelId: target.id,
      kind: run.kind,
      params: JSON.stringify(run.params),
      summary: run.summary.slice(0, 500),
      result: run.result ? JSON.stringify(run.result) : null,
      sweep: run.sweep ? JSON.stringify(run.sweep) : null,
      createTime: nowIso(),
    },
    MODEL_HISTORY_SIZE,
  );
  await logUse(deps.db, caller, {
    meMiType: USAGE_KINDS.model,
    mid: target.id,
    status: 200,
    message: run.summary.slice(0, 2000),
  });
  await countUse(deps.db, viewerOf(deps.rateLimits, caller, caller.ip), USAGE_KINDS.model, target.id);
}

/**
 * A model registered with an external endpoint, called through the microservice trial's safe
 * forwarding (DESIGN.md): its registered address only, no redirect, bounded time and size. Its
 * answer must be a model result (`{ modelBody }`, in the envelope or not).
 */
async function runExternal(deps: SimulationDeps, target: Target, params: Params): Promise<ModelResult> {
  for (const field of target.fields) {
    const value = params[field.requestName];
    if (field.requiredFlag === 1 && (value === undefined || value === null || String(value).trim() === '')) {
      const label = field.requestDescribes.trim() || field.requestName;
      throw new AppError(400, SIMULATION_TEXTS.required(label), {
        fieldErrors: { [field.requestName]: SIMULATION_TEXTS.required(label) },
      });
    }
  }
  const url = registeredUrl(target, deps.forwarding.selfOrigin);
  let text: string;
  try {
    const answer = await sendForwarded(
      {
        method: 'POST',
        url,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ id: target.id, params }),
      },
      deps.forwarding,
    );
    if (answer.status >= 400 || answer.truncated) throw new AppError(502, SIMULATION_TEXTS.noData);
    text = answer.body.toString('utf8');
  } catch (error) {
    if (error instanceof ForwardingError) throw refusalOf(error, deps.forwarding.timeoutMs);
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError(502, SIMULATION_TEXTS.noData);
  }
  const wrapped = body as { data?: { modelBody?: unknown }; modelBody?: unknown; msg?: unknown };
  const parsed = zModelResult.safeParse(wrapped?.data?.modelBody ?? wrapped?.modelBody ?? body);
  if (!parsed.success) {
    // Spec 001 §8: an answer with a msg shows the msg.
    const msg = typeof wrapped?.msg === 'string' && wrapped.msg.trim() ? wrapped.msg.slice(0, 200) : null;
    throw new AppError(502, msg ?? SIMULATION_TEXTS.noData);
  }
  return parsed.data;
}

/** 手动仿真: the model run with the caller's values. */
export async function simulate(
  deps: SimulationDeps,
  caller: Caller,
  body: SimulateBody,
): Promise<ModelResult> {
  const target = await targetOf(deps.db, body.id);
  const definition = builtinOf(target);
  const result = definition
    ? runModel(definition, target.fields, body.params)
    : await runExternal(deps, target, body.params);
  await recordRun(deps, caller, target, {
    kind: 'manual',
    params: body.params,
    summary: summaryOf(result.outputs),
    result,
  });
  return result;
}

/**
 * The IoT-data run (spec 001 §7.2, §9): the model at each of the demo cold room's last readings
 * (at most 10), its sensor values in place of the inputs they feed; a reading that is missing
 * or refused leaves a gap at that time, never a figure.
 */
export async function simulateIot(
  deps: SimulationDeps,
  caller: Caller,
  body: SimulateBody,
): Promise<{ modelBody: ModelResult; iotBody: IotBody }> {
  const target = await targetOf(deps.db, body.id);
  const definition = requireBuiltin(target);
  const feeds = Object.entries(definition.iot ?? {}) as [IotReadingName, string][];
  if (feeds.length === 0) throw new AppError(400, SIMULATION_TEXTS.noIot);
  const machine = await latestIotMachine(deps.db);
  const readings = machine ? await listIotReadings(deps.db, machine, IOT_CHART_POINTS) : [];
  const last = readings.at(-1);
  if (!last) throw notFound(SIMULATION_TEXTS.noReadings);

  // The other inputs are the caller's (or their defaults), checked once.
  const fed = new Set(feeds.map(([, input]) => input));
  const base: ModelValues = {};
  for (const input of definition.inputs) {
    if (fed.has(input.name)) continue;
    const field = target.fields.find((candidate) => candidate.requestName === input.name);
    base[input.name] = checkedValue(input, field, body.params[input.name]);
  }

  let lastValues: ModelValues | null = null;
  let lastOutputs: ModelResult['outputs'] | null = null;
  let firstRefusal: AppError | null = null;
  const points = readings.map((reading) => {
    try {
      const values: ModelValues = { ...base };
      for (const [readingName, inputName] of feeds) {
        const input = definition.inputs.find((candidate) => candidate.name === inputName);
        const field = target.fields.find((candidate) => candidate.requestName === inputName);
        if (!input) throw new Error(`model ${definition.code} has no input ${inputName}`);
        values[inputName] = checkedValue(input, field, reading[readingName]);
      }
      const { outputs } = compute(definition, values);
      lastValues = values;
      lastOutputs = outputs;
      return outputs;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      firstRefusal ??= error;
      return null;
    }
  });
  if (!lastValues || !lastOutputs) throw firstRefusal ?? notFound(SIMULATION_TEXTS.noReadings);
  const outputs: ModelResult['outputs'] = lastOutputs;
  const axis = {
    name: 'readTime',
    label: '时间',
    unit: '',
    kind: 'time' as const,
    values: readings.map((reading) => reading.readTime),
  };
  const modelBody: ModelResult = {
    ...usedInputs(definition, lastValues),
    outputs,
    axis,
    series: outputs.map((output) => ({
      name: output.name,
      label: output.label,
      unit: output.unit,
      values: points.map(
        (point) => point?.find((candidate) => candidate.name === output.name)?.value ?? null,
      ),
    })),
  };
  const iotBody: IotBody = {
    machineNo: last.machineNo,
    terminalNo: last.terminalNo,
    axis,
    series: feeds.map(([readingName]) => ({
      name: readingName,
      ...IOT_READINGS[readingName],
      values: readings.map((reading) => reading[readingName]),
    })),
  };
  await recordRun(deps, caller, target, {
    kind: 'iot',
    params: body.params,
    summary: `物联网数据 ${readings.length} 个时刻；最新：${summaryOf(outputs)}`,
    result: modelBody,
  });
  return { modelBody, iotBody };
}

/** Evenly spaced values from `from` to `to`, both included, rounded against binary noise. */
function stepsBetween(from: number, to: number, steps: number): number[] {
  return Array.from({ length: steps }, (_, index) => {
    const value = from + ((to - from) * index) / (steps - 1);
    return Number(value.toPrecision(12));
  });
}

/**
 * A parameter sweep: the model at each step of one numeric input, the other inputs as given.
 * A step whose value the model refuses is listed with its reason; a refusal of the other inputs
 * refuses the sweep.
 */
export async function sweep(deps: SimulationDeps, caller: Caller, body: SweepBody): Promise<SweepAnswer> {
  const target = await targetOf(deps.db, body.id);
  const definition = requireBuiltin(target);
  const input = definition.inputs.find((candidate) => candidate.name === body.parameter);
  if (!input || input.choices) {
    throw new AppError(400, SIMULATION_TEXTS.sweepParameter, {
      fieldErrors: { parameter: SIMULATION_TEXTS.sweepParameter },
    });
  }
  if (body.from === body.to) throw new AppError(400, SIMULATION_TEXTS.sweepRange);
  const field = target.fields.find((candidate) => candidate.requestName === input.name);
  // The other inputs first: their refusal is the whole sweep's.
  const others = checkedValues(
    { ...definition, inputs: definition.inputs.filter((candidate) => candidate !== input) },
    target.fields,
    body.params,
  );

  let outputs: SweepAnswer['outputs'] = [];
  const rows = stepsBetween(body.from, body.to, body.steps).map((value) => {
    try {
      const values = { ...others, [input.name]: checkedValue(input, field, value) };
      const computed = compute(definition, values).outputs;
      if (outputs.length === 0) outputs = computed.map(({ name, label, unit }) => ({ name, label, unit }));
      return {
        value,
        outputs: Object.fromEntries(computed.map((output) => [output.name, output.value])),
        error: null,
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { value, outputs: null, error: error.message };
    }
  });
  const label = field?.requestDescribes.trim() || input.label;
  await recordRun(deps, caller, target, {
    kind: 'sweep',
    params: { ...body.params, [input.name]: `${body.from}~${body.to}（${body.steps} 步）` },
    summary: `扫描${label} ${body.from}→${body.to}${input.unit}，${body.steps} 步`,
    result: null,
    sweep: { parameter: input.name, from: body.from, to: body.to, steps: body.steps },
  });
  return { parameter: { name: input.name, label, unit: input.unit }, outputs, rows };
}

/** The caller's last runs of a published model, newest first. */
export async function modelHistory(db: Db, caller: Caller, modelId: number): Promise<ModelRun[]> {
  await targetOf(db, modelId);
  const rows = await listModelRuns(db, caller.userId, modelId, MODEL_HISTORY_SIZE);
  return rows.map((row) => ({
    id: row.id,
    modelId: row.modelId,
    kind: row.kind,
    params: JSON.parse(row.params) as ModelRun['params'],
    summary: row.summary,
    result: row.result ? (JSON.parse(row.result) as ModelResult) : null,
    sweep: row.sweep ? (JSON.parse(row.sweep) as ModelRun['sweep']) : null,
    createTime: row.createTime,
  }));
}

// ---------- template batches (spec 001 §4.6, §5.1, §9) ----------

/** How long a process holds a running batch between progress reports. */
const BATCH_LEASE_MS = MINUTE_MS;
/** Rows run between progress reports (and turns of the event loop). */
const BATCH_CHUNK = 50;

type BatchParams = Record<string, string | number | null>;

function statusOf(row: {
  id: number;
  modelId: number;
  state: BatchStatus['state'];
  done: number;
  total: number;
  message: string;
}): BatchStatus {
  return {
    id: row.id,
    modelId: row.modelId,
    state: row.state,
    done: row.done,
    total: row.total,
    message: row.message,
  };
}

/** Each header matched to the parameter it fills, by name or description (spec 001 §5.1). */
function matchColumns(target: Target, headers: readonly string[]) {
  return headers.flatMap((header, index) => {
    const field = target.fields.find(
      (candidate) => candidate.requestName === header || candidate.requestDescribes.trim() === header,
    );
    return header && field ? [{ header, name: field.requestName, index }] : [];
  });
}

/**
 * 上传模板: the workbook is read in the worker pool, its headers matched to the parameters, and
 * its rows stored as a batch that runs in the background; the answer is the batch's progress.
 * A bad workbook is refused whole and runs nothing.
 */
export async function uploadTemplate(
  deps: SimulationDeps,
  caller: Caller,
  modelId: number,
  file: CheckedFile,
  start: (batchId: number) => void,
): Promise<BatchStatus> {
  const target = await targetOf(deps.db, modelId);
  requireBuiltin(target);
  const sheet = await deps.heavyWork.run('readTemplate', { content: file.content, maxRows: BATCH_MAX_ROWS });
  if (!sheet.ok) {
    const problems = {
      broken: SIMULATION_TEXTS.templateBroken,
      empty: SIMULATION_TEXTS.templateEmpty,
      tooManyRows: SIMULATION_TEXTS.templateRows(BATCH_MAX_ROWS),
    };
    throw new AppError(400, problems[sheet.problem]);
  }
  const columns = matchColumns(target, sheet.headers);
  if (columns.length === 0) throw new AppError(400, SIMULATION_TEXTS.templateHeaders);
  const rows: BatchParams[] = sheet.rows.map((cells) =>
    Object.fromEntries(columns.map((column) => [column.name, cells[column.index] ?? null])),
  );
  const now = nowIso();
  const id = await insertModelBatch(deps.db, {
    userId: caller.userId,
    modelId: target.id,
    state: 'running',
    total: rows.length,
    columns: JSON.stringify(columns.map(({ header, name }) => ({ header, name }))),
    rows: JSON.stringify(rows),
    results: null,
    // Free to be claimed at once: by this process's runner, or after a crash by the job.
    leaseUntil: now,
    createTime: now,
  });
  start(id);
  return { id, modelId: target.id, state: 'running', done: 0, total: rows.length, message: '' };
}

/**
 * Runs a batch this process claims (a new one, or one a stopped process left): each row
 * checked and computed like a run by hand, a refused row keeps its reason; progress is saved
 * every 50 rows, letting other requests in between.
 */
export async function runModelBatch(
  deps: SimulationDeps,
  batchId: number,
  signal?: AbortSignal,
): Promise<void> {
  const lease = () => new Date(Date.now() + BATCH_LEASE_MS).toISOString();
  const batch = await claimModelBatch(deps.db, batchId, nowIso(), lease());
  if (!batch) return;
  try {
    const target = await findSimulationTarget(deps.db, batch.modelId);
    if (!target) throw new AppError(404, SIMULATION_TEXTS.noModel);
    const definition = requireBuiltin(target);
    const rows = JSON.parse(batch.rows) as BatchParams[];
    const results: BatchResult['rows'] = [];
    let outputs: BatchResult['outputs'] = [];
    for (const [index, params] of rows.entries()) {
      if (signal?.aborted) return; // left running: the job takes it up again after the lease
      try {
        const computed = compute(definition, checkedValues(definition, target.fields, params)).outputs;
        if (outputs.length === 0) outputs = computed.map(({ name, label, unit }) => ({ name, label, unit }));
        results.push({
          row: index + 2,
          params,
          outputs: Object.fromEntries(computed.map((output) => [output.name, output.value])),
          error: null,
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ row: index + 2, params, outputs: null, error: error.message });
      }
      if ((index + 1) % BATCH_CHUNK === 0 && index + 1 < rows.length) {
        await saveModelBatchProgress(deps.db, batchId, index + 1, lease());
        await nextTurn();
      }
    }
    const columns = JSON.parse(batch.columns) as BatchResult['columns'];
    await finishModelBatch(deps.db, batchId, {
      state: 'done',
      done: rows.length,
      message: SIMULATION_TEXTS.finished,
      results: JSON.stringify({ columns, outputs, rows: results } satisfies BatchResult),
    });
  } catch (error) {
    deps.log.error({ err: error, batchId }, 'model batch failed');
    await finishModelBatch(deps.db, batchId, {
      state: 'failed',
      done: 0,
      message: SIMULATION_TEXTS.batchFailed,
      results: null,
    });
  }
}

/** The batches a stopped process left running (the job's body). */
export async function resumeModelBatches(deps: SimulationDeps, signal: AbortSignal): Promise<number> {
  const stale = await listStaleModelBatches(deps.db, nowIso());
  for (const id of stale) {
    if (signal.aborted) break;
    await runModelBatch(deps, id, signal);
  }
  return stale.length;
}

async function ownBatch(db: Db, caller: Caller, id: number) {
  const batch = await findModelBatch(db, id, caller.userId);
  if (!batch) throw notFound(SIMULATION_TEXTS.noBatch);
  return batch;
}

export async function modelBatchStatus(db: Db, caller: Caller, id: number): Promise<BatchStatus> {
  return statusOf(await ownBatch(db, caller, id));
}

export async function modelBatchResult(db: Db, caller: Caller, id: number): Promise<BatchResult> {
  const batch = await ownBatch(db, caller, id);
  if (batch.state !== 'done' || !batch.results) throw new AppError(409, SIMULATION_TEXTS.batchRunning);
  return JSON.parse(batch.results) as BatchResult;
}
