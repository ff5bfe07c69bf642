import type { RequestField } from '@portal/shared/catalogue';
import { type ModelResult, type Quantity, SIMULATION_TEXTS } from '@portal/shared/simulation';
import { AppError } from '../../http/errors.ts';
import {
  type ModelComputation,
  type ModelDefinition,
  type ModelInput,
  ModelInputError,
} from './definition.ts';
import { ABSOLUTE_ZERO_C } from './models/common.ts';

/** A value as the caller sent it (spec 001 §7.2: name-to-value pairs). */
export type ParamValue = string | number | boolean | null | undefined;
export type Params = Readonly<Record<string, ParamValue>>;
/** Checked values by input name: numbers, or the chosen text. */
export type ModelValues = Record<string, number | string>;

function refuse(name: string, message: string): never {
  throw new AppError(400, message, { fieldErrors: { [name]: message } });
}

const isEmpty = (value: ParamValue) => value === undefined || value === null || String(value).trim() === '';

/** The name a message uses: the parameter's description when it has one (spec 001 §5.1). */
function labelOf(input: ModelInput, field: RequestField | undefined): string {
  return field?.requestDescribes.trim() || input.label || input.name;
}

/** One input's value, checked: present (or its default when optional), numeric and in range. */
export function checkedValue(
  input: ModelInput,
  field: RequestField | undefined,
  raw: ParamValue,
): number | string {
  const label = labelOf(input, field);
  let value = raw;
  if (isEmpty(value)) {
    if (field?.requiredFlag === 1 || !field || field.requestDefaultValue.trim() === '') {
      refuse(input.name, SIMULATION_TEXTS.required(label));
    }
    value = field.requestDefaultValue;
  }
  const text = String(value).trim();
  if (input.choices) {
    if (!input.choices.includes(text)) refuse(input.name, SIMULATION_TEXTS.notChoice(label, input.choices));
    return text;
  }
  const number = typeof value === 'number' ? value : Number(text);
  if (!Number.isFinite(number)) refuse(input.name, SIMULATION_TEXTS.notNumber(label));
  const unit = input.unit;
  // Whatever a model's own range, no temperature is below absolute zero: said as such.
  if (input.unit === '°C' && number < ABSOLUTE_ZERO_C) {
    refuse(input.name, `参数${label}不能低于绝对零度（-273.15°C）`);
  }
  if (input.above !== undefined && number <= input.above) {
    refuse(input.name, `参数${label}必须大于 ${input.above}${unit}`);
  }
  const low = input.min !== undefined && number < input.min;
  const high = input.max !== undefined && number > input.max;
  if (low || high) {
    if (input.min !== undefined && input.max !== undefined) {
      refuse(input.name, `参数${label}必须在 ${input.min}${unit} 到 ${input.max}${unit} 之间`);
    }
    refuse(
      input.name,
      low ? `参数${label}不能小于 ${input.min}${unit}` : `参数${label}不能大于 ${input.max}${unit}`,
    );
  }
  return number;
}

/** Every input of the model, checked in the model's order; the first refusal is the answer. */
export function checkedValues(definition: ModelDefinition, fields: readonly RequestField[], params: Params) {
  const values: ModelValues = {};
  for (const input of definition.inputs) {
    const field = fields.find((candidate) => candidate.requestName === input.name);
    values[input.name] = checkedValue(input, field, params[input.name]);
  }
  return values;
}

function finite(label: string, value: number): number {
  if (!Number.isFinite(value)) throw new AppError(400, SIMULATION_TEXTS.notFinite(label));
  return value;
}

/** Runs the physics; its refusal and any result that is not a finite number are the caller's 400. */
export function compute(definition: ModelDefinition, values: ModelValues): ModelComputation {
  let computed: ModelComputation;
  try {
    computed = definition.compute(values);
  } catch (error) {
    if (error instanceof ModelInputError) throw new AppError(400, error.message);
    throw error;
  }
  for (const output of computed.outputs) finite(output.label, output.value);
  for (const value of computed.axis.values) finite(computed.axis.label, value);
  for (const series of computed.series) {
    for (const value of series.values) if (value !== null) finite(series.label, value);
  }
  return computed;
}

/** The inputs as they were used: the numbers with their units, the texts apart. */
export function usedInputs(definition: ModelDefinition, values: ModelValues) {
  const inputs: Quantity[] = [];
  const texts: ModelResult['texts'] = [];
  for (const input of definition.inputs) {
    const value = values[input.name];
    if (typeof value === 'number')
      inputs.push({ name: input.name, label: input.label, unit: input.unit, value });
    else if (value !== undefined) texts.push({ name: input.name, label: input.label, value });
  }
  return { inputs, texts };
}

/** One run by hand: checked values in, the whole result out. */
export function runModel(
  definition: ModelDefinition,
  fields: readonly RequestField[],
  params: Params,
): ModelResult {
  const values = checkedValues(definition, fields, params);
  const computed = compute(definition, values);
  return {
    ...usedInputs(definition, values),
    outputs: computed.outputs,
    axis: { ...computed.axis, kind: 'number' },
    series: computed.series,
  };
}

/** The main results in one line (the run history's summary). */
export function summaryOf(outputs: readonly Quantity[]): string {
  return outputs
    .slice(0, 3)
    .map((output) => `${output.label} ${output.value}${output.unit ? ` ${output.unit}` : ''}`)
    .join('，');
}
