import type { IotBody, ModelResult } from '@portal/shared/simulation';
import { SIMULATION_TEXTS } from '@portal/shared/simulation';
import { RequestError } from '../../../shared/api/request';

/** What the result pane shows: nothing yet, a run's result, or why there is none. */
export type Outcome =
  | { kind: 'idle' }
  | { kind: 'result'; modelBody: ModelResult; iotBody: IotBody | null }
  | { kind: 'error'; message: string };

const hasMsg = (value: unknown): value is { msg: string } =>
  typeof value === 'object' && value !== null && typeof (value as { msg?: unknown }).msg === 'string';

/**
 * A run's answer as the result pane shows it (spec 001 §8): a string answer is the error, a
 * null answer says 获取数据失败，请联系管理员, an answer with a msg (a refusal) shows that msg.
 * Only a model result is drawn: never a chart of invented numbers.
 */
export function outcomeOf(answer: unknown): Outcome {
  if (typeof answer === 'string') return { kind: 'error', message: answer.trim() || SIMULATION_TEXTS.noData };
  if (answer === null || answer === undefined) return { kind: 'error', message: SIMULATION_TEXTS.noData };
  if (answer instanceof RequestError || (hasMsg(answer) && !('modelBody' in answer))) {
    return { kind: 'error', message: answer.msg.trim() || SIMULATION_TEXTS.noData };
  }
  if (answer instanceof Error) return { kind: 'error', message: SIMULATION_TEXTS.noData };
  const { modelBody, iotBody } = answer as { modelBody?: unknown; iotBody?: unknown };
  if (typeof modelBody === 'string') return outcomeOf(modelBody);
  if (!modelBody || typeof modelBody !== 'object') return { kind: 'error', message: SIMULATION_TEXTS.noData };
  return {
    kind: 'result',
    modelBody: modelBody as ModelResult,
    iotBody: iotBody && typeof iotBody === 'object' ? (iotBody as IotBody) : null,
  };
}
