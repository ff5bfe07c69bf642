import { createHash } from 'node:crypto';
import { accountsApi, authApi } from '@portal/shared/accounts';
import { pathWith } from '@portal/shared/contract';
import { ENTRY_STATE_PUBLISHED } from '@portal/shared/supply';
import { type EditableEntry, supplyPublishingApi } from '@portal/shared/supply-publishing';
import { DEMO_PASSWORD } from './demo.ts';

/**
 * Calls to a server named by its address (the tests that run several servers, or restart one,
 * cannot use the spec file's own `baseURL`), and the writes the crash and scale tests keep
 * sending.
 */

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One call; anything but a 200 envelope throws (the client was not told it succeeded). */
export async function call<T>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  { token, body, headers }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (!res.ok || envelope.code !== 200) throw new Error(`${method} ${path}: ${res.status} ${envelope.msg}`);
  return envelope;
}

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Registers an account on the server at `base` through the calls (registration itself is
 * register.e2e.ts's journey): asks for a code, reads it from the SMS outbox (a route that exists
 * only outside production) and creates the account. `headers` may name the caller's address
 * (a server that trusts the proxy sends one address two codes an hour without the drag slider).
 */
export async function registerThroughApi(
  base: string,
  account: { phone: string; password: string; type: 0 | 1 | 2 },
  headers: Record<string, string> = {},
): Promise<void> {
  const sent = await fetch(`${base}${pathWith(accountsApi.registerCode.path, { phone: account.phone })}`, {
    headers,
  });
  if (!sent.ok) throw new Error(`no code was sent to ${account.phone}: ${await sent.text()}`);
  const { data } = await call<{ list: { code: string; purpose: string }[] }>(
    base,
    'GET',
    `${accountsApi.devSmsOutbox.path}?phone=${account.phone}`,
  );
  const code = data.list.find((entry) => entry.purpose === 'register')?.code;
  if (!code) throw new Error(`the outbox holds no register code for ${account.phone}`);
  await call(base, 'POST', accountsApi.register.path, {
    body: { account: account.phone, code, password: md5(account.password), type: account.type, agree: true },
    headers,
  });
}

export async function login(
  base: string,
  account: string,
  role: 'tenant' | 'develop' | 'operate',
  headers: Record<string, string> = {},
): Promise<string> {
  const { data } = await call<{ token: string }>(base, 'POST', authApi.login.path, {
    body: { account, password: md5(DEMO_PASSWORD), role },
    headers,
  });
  return data.token;
}

/** A date `days` from today in China time, as the forms send it. */
export function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every item of a paged list of the caller's (100 a page). */
export async function allPages<T>(base: string, token: string, path: string, query: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { data } = await call<{ list: T[]; pagination: { total: number } }>(
      base,
      'GET',
      `${path}?${query}&currentPage=${page}&pageSize=100`,
      { token },
    );
    items.push(...data.list);
    if (items.length >= data.pagination.total || data.list.length === 0) return items;
  }
}

/**
 * Sends writes until told to stop, `inFlight` at a time; answers what each acknowledged write
 * was (by the id the server gave it). A write that failed was never acknowledged: it is counted
 * as cut, and its lane stops (`afterFailure: 'stop'`, a server that went away) or goes on
 * (`'goOn'`, another process behind the balancer takes the next one).
 */
export function keepWriting<W>(
  write: (n: number) => Promise<W>,
  {
    inFlight = 4,
    afterFailure = 'stop',
    limit = Number.POSITIVE_INFINITY,
  }: {
    inFlight?: number;
    afterFailure?: 'stop' | 'goOn';
    /** At most this many writes in all (a kind the server caps, such as orders awaiting payment). */
    limit?: number;
  } = {},
): {
  /** How many were acknowledged so far. */
  count: () => number;
  /** Why writes failed so far (the first few). */
  failures: readonly string[];
  stop: () => Promise<{ acknowledged: W[]; cut: number; failures: string[] }>;
} {
  const acknowledged: W[] = [];
  /** Why writes failed (the first few), for the test's message. */
  const failures: string[] = [];
  let cut = 0;
  let running = true;
  let next = 0;
  const lanes = Array.from({ length: inFlight }, async () => {
    while (running && next < limit) {
      try {
        acknowledged.push(await write(next++));
      } catch (error) {
        cut += 1;
        if (failures.length < 5) failures.push(error instanceof Error ? error.message : String(error));
        if (afterFailure === 'stop') return;
      }
    }
  });
  return {
    count: () => acknowledged.length,
    failures,
    async stop() {
      running = false;
      await Promise.all(lanes);
      return { acknowledged, cut, failures };
    },
  };
}

export type DemandForm = Omit<Extract<EditableEntry, { kind: 'demand' }>, 'id' | 'kind' | 'state'>;

/** The demand form of one the demo tenant published (its type and that type's fields), to post more like it. */
export async function demoDemandForm(base: string, tenantToken: string): Promise<DemandForm> {
  const [template] = await allPages<{ id: number }>(
    base,
    tenantToken,
    supplyPublishingApi.entries.path,
    'kind=demand',
  );
  if (!template) throw new Error('the demo tenant has no demand to copy the form of');
  const { data: form } = await call<EditableEntry>(
    base,
    'GET',
    pathWith(supplyPublishingApi.entry.path, { kind: 'demand', id: template.id }),
    { token: tenantToken },
  );
  if (form.kind !== 'demand') throw new Error('not a demand');
  const { id: _id, kind: _kind, state: _state, ...demandForm } = form;
  return demandForm;
}

/** A published, open supply of the demo tenant's, for buy orders. */
export async function openDemoSupply(base: string, tenantToken: string): Promise<number> {
  const supplies = await allPages<{ id: number; state: number; expired: boolean }>(
    base,
    tenantToken,
    supplyPublishingApi.entries.path,
    'kind=supply',
  );
  const supplyId = supplies.find((entry) => entry.state === ENTRY_STATE_PUBLISHED && !entry.expired)?.id;
  if (supplyId === undefined) throw new Error('the demo tenant has no open published supply');
  return supplyId;
}

/** Posts one demand like the form, named `proName`; answers its id. */
export async function postDemand(
  base: string,
  tenantToken: string,
  form: DemandForm,
  proName: string,
  n: number,
) {
  const { data } = await call<{ id: number }>(base, 'POST', supplyPublishingApi.saveDemand.path, {
    token: tenantToken,
    body: { ...form, proName, buyNumber: n + 1, validityTime: chinaDay(30) },
  });
  return data.id;
}

/** Polls until `done` holds, or fails after `ms` saying `what` (a function: what it says then). */
export async function eventually(
  done: () => boolean | Promise<boolean>,
  what: string | (() => string),
  ms = 10_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) {
      throw new Error(`not within ${ms} ms: ${typeof what === 'string' ? what : what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
