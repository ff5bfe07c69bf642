/**
 * A built-in microservice's refusal of its input: the Chinese sentence the caller reads. The
 * services are pure functions; their routes turn this into a 400.
 */
export class BuiltinInputError extends Error {}

/** A finite number within [min, max], or a refusal naming the value and its range. */
export function inRange(label: string, value: number, min: number, max: number, unit = ''): number {
  if (!Number.isFinite(value)) throw new BuiltinInputError(`${label}必须是数字`);
  if (value < min || value > max) {
    throw new BuiltinInputError(`${label}必须在 ${min}${unit} 到 ${max}${unit} 之间`);
  }
  return value;
}

/**
 * A record's own entry for a name the caller typed, never an inherited one: `constructor` or
 * `__proto__` is a name like any other, found in no table.
 */
export function ownEntry<V>(table: Readonly<Record<string, V>>, name: string): V | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** Rounded for an answer a person reads (the inputs are rarely better than this). */
export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
