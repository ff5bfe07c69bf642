import type { Axis, Quantity, Series } from '@portal/shared/simulation';

/**
 * A built-in mechanism model: pure physics, no I/O. The simulation service checks the inputs
 * against `inputs` (required, numeric, in range: the messages name the parameter) before
 * `compute` runs, and refuses a result that is not a finite number; `compute` throws a
 * `ModelInputError` for what only the physics can tell (a target the medium never reaches).
 */
export interface ModelInput {
  /** The catalogue's requestName. */
  name: string;
  /** The catalogue's requestDescribes (the name a message uses). */
  label: string;
  unit: string;
  /** Numbers unless `choices` is given (then one of those texts). */
  choices?: readonly string[];
  /** Inclusive bounds, in the input's unit. */
  min?: number;
  max?: number;
  /** Strictly greater than this (a zero area, a zero thickness). */
  above?: number;
}

/** The sensors of the demo cold room (the IoT-data run). */
export const IOT_READINGS = {
  insideTemp: { label: '库温', unit: '°C' },
  insideHumidity: { label: '库内相对湿度', unit: '%' },
  outsideTemp: { label: '室外温度', unit: '°C' },
} as const;
export type IotReadingName = keyof typeof IOT_READINGS;

export interface ModelComputation {
  /** Scalar results, most important first (the first two make a run's summary). */
  outputs: Quantity[];
  /** The curves' horizontal axis: time for a dynamic model, else the model's natural variable. */
  axis: Omit<Axis, 'kind' | 'values'> & { values: number[] };
  series: Series[];
}

export interface ModelDefinition {
  /** The catalogue's model code (`mechanismModel.code`). */
  code: string;
  inputs: readonly ModelInput[];
  /** Inputs the demo cold room's sensors feed in the IoT-data run: reading → input name. */
  iot?: Partial<Record<IotReadingName, string>>;
  /** Values by input name: numbers, or the chosen text for an input with `choices`. */
  compute(values: Readonly<Record<string, number | string>>): ModelComputation;
}

/** The physics refuses the input (its message is the user's, in Chinese). */
export class ModelInputError extends Error {}
