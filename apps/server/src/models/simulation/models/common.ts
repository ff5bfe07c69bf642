import { BuiltinInputError } from '../../../builtin/input.ts';
import { ModelInputError } from '../definition.ts';

export { round } from '../../../builtin/input.ts';

/** Absolute zero, °C: the lowest bound of any temperature input. */
export const ABSOLUTE_ZERO_C = -273.15;

/** `count` evenly spaced values from `from` to `to`, both included. */
export function linspace(from: number, to: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => from + ((to - from) * i) / (count - 1));
}

/**
 * A built-in microservice's calculation: its refusal becomes the model's. The models declare
 * bounds at least as strict as the service's, so only its physics checks can reach here.
 */
export function viaBuiltin<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof BuiltinInputError) throw new ModelInputError(error.message);
    throw error;
  }
}

/** A curve point the physics refuses (outside a table, a formula's range) is a gap, not a figure. */
export function orNull(run: () => number): number | null {
  try {
    const value = run();
    return Number.isFinite(value) ? value : null;
  } catch (error) {
    if (error instanceof BuiltinInputError || error instanceof ModelInputError) return null;
    throw error;
  }
}

export const num = (values: Readonly<Record<string, number | string>>, name: string) =>
  values[name] as number;
export const str = (values: Readonly<Record<string, number | string>>, name: string) =>
  values[name] as string;
