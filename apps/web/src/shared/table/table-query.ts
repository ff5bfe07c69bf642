import type { Endpoint } from '@portal/shared/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's query lives in the address (`?status=1&currentPage=2`), so Back, reload and a shared
 * link keep the filters and the page. The endpoint's own query schema reads it: what the
 * contract refuses is dropped (its default applies), never sent.
 */

/** A list endpoint: a GET whose query the contract declares. */
export type ListEndpoint = Endpoint & { method: 'GET'; query: NonNullable<Endpoint['query']> };

export const PAGE_PARAMS = ['currentPage', 'pageSize'] as const;

/**
 * The query from the address: the parameters the table knows (`names`), absent ones at their
 * `defaults`, empty ones left out (an empty value is "all", overriding a default), then parsed by
 * the contract; a parameter it refuses falls back to its default (or is dropped) and the rest is
 * parsed again.
 */
export function queryFromAddress(
  schema: ListEndpoint['query'],
  params: URLSearchParams,
  names: readonly string[],
  defaults: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const raw: Record<string, string> = {};
  for (const name of new Set([...PAGE_PARAMS, ...names])) {
    const value = params.get(name) ?? defaults[name];
    if (value !== undefined && value.trim() !== '') raw[name] = value;
  }
  const attempts = Object.keys(raw).length * 2 + 1;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data as Record<string, unknown>;
    const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    // A refused value gives way to its default; a refused default, to nothing.
    for (const name of refused) {
      const fallback = defaults[name];
      if (fallback !== undefined && raw[name] !== fallback && fallback.trim() !== '') raw[name] = fallback;
      else delete raw[name];
    }
    if (refused.size === 0) break;
  }
  return schema.parse({}) as Record<string, unknown>;
}

/** The address's text of one parameter, or its default. */
export function addressValue(
  params: URLSearchParams,
  name: string,
  defaults: Readonly<Record<string, string>> = {},
): string {
  return params.get(name) ?? defaults[name] ?? '';
}

/**
 * The address after changing parameters: a value equal to its default leaves the address (an
 * empty one stays only to override a default), and any filter change goes back to page 1.
 */
export function nextAddress(
  params: URLSearchParams,
  changes: Readonly<Record<string, string>>,
  defaults: Readonly<Record<string, string>> = {},
  options: { keepPage?: boolean } = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    const fallback = defaults[name] ?? '';
    if (value === fallback) next.delete(name);
    else next.set(name, value);
  }
  if (!options.keepPage) next.delete('currentPage');
  return next;
}

/** The table's query and the ways to change it, read from and written to the address. */
export function useAddressQuery(
  schema: ListEndpoint['query'],
  names: readonly string[],
  defaults: Readonly<Record<string, string>>,
) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's text stands for `params`
  const query = useMemo(
    () => queryFromAddress(schema, params, names, defaults),
    [key, schema, names, defaults],
  );
  const pageDefaults = useMemo(() => {
    const empty = schema.parse({}) as { currentPage?: number; pageSize?: number };
    return { currentPage: String(empty.currentPage ?? 1), pageSize: String(empty.pageSize ?? 10) };
  }, [schema]);
  const change = useCallback(
    (changes: Record<string, string>, options: { keepPage?: boolean } = {}) =>
      // Each change is a new history entry: Back returns to the previous filters and page.
      setParams((old) => nextAddress(old, changes, { ...defaults, ...pageDefaults }, options)),
    [setParams, defaults, pageDefaults],
  );
  return { query, params, change, pageDefaults };
}
