import type { RequestField } from '@portal/shared/catalogue';
import type { SweepAnswer } from '@portal/shared/simulation';
import { fieldKind } from '../trial/trial-form';

/** The settings of a sweep: the parameter varied, its range and the steps. */
export interface SweepSettings {
  parameter: string | null;
  from: number | null;
  to: number | null;
  steps: number;
}

export const DEFAULT_SWEEP_STEPS = 11;

/** The parameters a sweep may vary: the numeric ones (types 2, 4, 6). */
export const sweepableFields = (fields: readonly RequestField[]) =>
  fields.filter((field) => ['integer', 'decimal', 'numbers'].includes(fieldKind(field)));

/** A range around the parameter's current value: half of it each way, or ±10 around zero. */
export function rangeAround(value: number | null | undefined): { from: number; to: number } {
  const center = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const span = center === 0 ? 10 : Math.abs(center) / 2;
  const round = (number: number) => Number(number.toPrecision(6));
  return { from: round(center - span), to: round(center + span) };
}

/** The steps the model refused, with their values and reasons. */
export const refusedSteps = (answer: SweepAnswer) =>
  answer.rows.flatMap((row, index) =>
    row.error ? [{ step: index + 1, value: row.value, error: row.error }] : [],
  );
