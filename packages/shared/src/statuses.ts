import { z } from 'zod';

/**
 * Statuses as data (issue 16 item 3): each status family (certification review, order, a
 * subscription's expiration) is one table of its values, each with the name the code uses, the
 * Chinese label every screen shows and the tone of its tag. The contract's schema, the server's
 * rules, the select options and the table columns all read that one table.
 */

/** The colour family of a status tag (the web's `StatusTag` draws them at WCAG AA contrast). */
export type StatusTone = 'success' | 'warning' | 'info' | 'neutral' | 'danger';

export interface StatusEntry {
  /** The name the code uses: `ORDER_STATUS.awaitingPayment`. */
  key: string;
  /** The value stored and sent. */
  value: number;
  /** What a user reads. */
  label: string;
  tone: StatusTone;
}

/** Shown for a value outside the family (never expected; a row must not break over it). */
export const UNKNOWN_STATUS_LABEL = '—';

export interface SelectOption<V> {
  value: V;
  label: string;
}

export interface StatusFamily<E extends readonly StatusEntry[]> {
  entries: E;
  /** The values, in the table's order. */
  values: E[number]['value'][];
  /** `{ key: value }`: `ORDER_STATUS.paid`. */
  byKey: { readonly [X in E[number] as X['key']]: X['value'] };
  label(value: number): string;
  tone(value: number): StatusTone;
  /** Select options of the given values (all, in the table's order, when none are given). */
  options(only?: readonly E[number]['value'][]): SelectOption<E[number]['value']>[];
  /** One of the values, as an answer carries it. */
  schema: z.ZodType<E[number]['value']>;
  /** One of the given values (all by default) as a query's text, refused with `message`. */
  query(message: string, only?: readonly E[number]['value'][]): z.ZodType<E[number]['value'], unknown>;
}

/** A status family from its table; the table's order is the order of options and filters. */
export function defineStatuses<const E extends readonly StatusEntry[]>(entries: E): StatusFamily<E> {
  type Value = E[number]['value'];
  const byValue = new Map<number, StatusEntry>(entries.map((entry) => [entry.value, entry]));
  const values = entries.map((entry) => entry.value) as Value[];
  const oneOf = (only: readonly Value[], message?: string) =>
    z.literal(only as [Value, ...Value[]], message ? { error: message } : undefined);
  return {
    entries,
    values,
    byKey: Object.fromEntries(entries.map((entry) => [entry.key, entry.value])) as StatusFamily<E>['byKey'],
    label: (value) => byValue.get(value)?.label ?? UNKNOWN_STATUS_LABEL,
    tone: (value) => byValue.get(value)?.tone ?? 'neutral',
    options: (only = values) =>
      only.map((value) => ({ value, label: byValue.get(value)?.label ?? UNKNOWN_STATUS_LABEL })),
    schema: oneOf(values) as unknown as z.ZodType<Value>,
    query: (message, only = values) =>
      z.coerce.number<unknown>(message ? { error: message } : undefined).pipe(oneOf(only, message)) as never,
  };
}
