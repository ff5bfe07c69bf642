import { REQUEST_LOCATIONS, REQUEST_TYPES, type RequestField, USAGE_KINDS } from '@portal/shared/catalogue';
import {
  type ForwardingAnswer,
  MICRO_HISTORY_SIZE,
  type MicroCall,
  strPartOf,
  TRIAL_TEXTS,
  type zForwardingStr,
} from '@portal/shared/trial';
import { FormData } from 'undici';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { AppError, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { viewerOf } from '../lib/count-once.ts';
import type { Logger } from '../lib/logger.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { nowIso } from '../lib/time.ts';
import { countUse, logUse } from '../usage/usage.service.ts';
import {
  type ForwardedAnswer,
  ForwardingError,
  type ForwardingOptions,
  type OutgoingRequest,
  sendForwarded,
} from './forwarding.ts';
import { findTrialTarget, insertMicroCall, listMicroCalls } from './micro.repository.ts';

/** A file the user sent for a file parameter, checked against the call's upload declaration. */
export interface TrialFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

export interface TrialDeps {
  db: Db;
  rateLimits: RateLimitStore;
  forwarding: ForwardingOptions;
  log: Logger;
}

type Str = z.output<typeof zForwardingStr>;
type Value = Str['body'][string];

/** Spec 001 §4.4, §9: three calls within 5 s, then 5 s of refusals; per user and address. */
export const CLICK_GUARD = { clicks: 3, windowMs: 5000, blockMs: 5000 } as const;

/**
 * Counts a trial call before anything is read, shared across processes through the rate-limit
 * store. The spec's client also weighs the calls' time (under 3 s in all); the server, which
 * cannot see a click, counts the calls started in the window.
 */
export async function guardTrialClicks(
  store: RateLimitStore,
  caller: Caller,
  scope: 'trial' | 'model' = 'trial',
): Promise<void> {
  const key = `${scope}-click:${caller.userId}:${caller.ip}`;
  if ((await store.get(`${key}:blocked`)) > 0) throw new AppError(429, TRIAL_TEXTS.tooFrequent);
  if ((await store.increment(key, CLICK_GUARD.windowMs)) > CLICK_GUARD.clicks) {
    await store.claim(`${key}:blocked`, CLICK_GUARD.blockMs);
    await store.reset(key);
    throw new AppError(429, TRIAL_TEXTS.tooFrequent);
  }
}

const NUMERIC_TYPES: readonly number[] = [
  REQUEST_TYPES.int,
  REQUEST_TYPES.long,
  REQUEST_TYPES.float,
  REQUEST_TYPES.number,
];
const INTEGER_TYPES: readonly number[] = [REQUEST_TYPES.int, REQUEST_TYPES.long];

const isEmpty = (value: Value | undefined) => value === undefined || value === null || value === '';

function refuse(field: RequestField, message: string): never {
  throw new AppError(400, message, { fieldErrors: { [field.requestName]: message } });
}

function numberOf(field: RequestField, value: string | number | boolean): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(number)) refuse(field, TRIAL_TEXTS.notNumber(field.requestName));
  if (INTEGER_TYPES.includes(field.requestType) && !Number.isInteger(number)) {
    refuse(field, TRIAL_TEXTS.notInteger(field.requestName));
  }
  return number;
}

/** A parameter's value as it is sent: numbers as numbers (type 8 may be an object of them), text as text. */
function checkedValue(field: RequestField, value: Value): unknown {
  if (!NUMERIC_TYPES.includes(field.requestType))
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (value !== null && typeof value === 'object') {
    if (field.requestType !== REQUEST_TYPES.number) refuse(field, TRIAL_TEXTS.notNumber(field.requestName));
    return Object.fromEntries(
      Object.entries(value).map(([key, part]) => {
        if (isEmpty(part) || typeof part === 'boolean')
          refuse(field, TRIAL_TEXTS.notNumbers(field.requestName));
        return [key, numberOf(field, part as string | number)];
      }),
    );
  }
  return numberOf(field, value as string | number | boolean);
}

/** The value of a parameter: from the part of `str` of its location first, then any part. */
function valueFor(field: RequestField, str: Str): Value | undefined {
  const own = str[strPartOf(field.requestLocation)];
  const name = field.requestName;
  for (const part of [own, str.body, str.params, str.header]) {
    if (Object.hasOwn(part, name) && !isEmpty(part[name])) return part[name];
  }
  return undefined;
}

/** Headers a parameter may never set: they belong to the connection or to the platform. */
const RESERVED_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'content-type',
  'transfer-encoding',
  'te',
  'upgrade',
  'trailer',
  'keep-alive',
  'proxy-authorization',
  'expect',
  'cookie',
  'token',
]);
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;

type Target = NonNullable<Awaited<ReturnType<typeof findTrialTarget>>>;

/**
 * The outgoing request, built only from the registered endpoint (protocol, domain, prefix, path,
 * method) and the values placed by each parameter's requestLocation. Nothing of `str` but the
 * values is read: its url, method and protocol never change the target.
 */
/** The endpoint registered for an item (an empty domain is this platform), never another origin. */
export function registeredUrl(
  target: { protocol: string; domain: string; prefix: string; uri: string },
  selfOrigin: string,
): URL {
  const origin = target.domain === '' ? selfOrigin : `${target.protocol.toLowerCase()}://${target.domain}`;
  try {
    const base = new URL(origin);
    const url = new URL(`${target.prefix}${target.uri}`, base);
    // A registered path like `//other.host/x` would name another host: refused.
    if (url.origin !== base.origin) throw new Error('origin');
    return url;
  } catch {
    throw new AppError(400, TRIAL_TEXTS.targetBadAddress);
  }
}

export function buildOutgoing(
  target: Target,
  str: Str,
  files: TrialFile[],
  selfOrigin: string,
): { outgoing: OutgoingRequest; inputs: Record<string, unknown> } {
  const url = registeredUrl(target, selfOrigin);
  const method = target.method.toUpperCase();
  const sendsBody = method !== 'GET' && method !== 'HEAD';
  const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
  const body: Record<string, unknown> = {};
  const inputs: Record<string, unknown> = {};
  const fileFields = target.fields.filter((field) => field.requestType === REQUEST_TYPES.file);
  if (files.length > fileFields.length) throw new AppError(400, TRIAL_TEXTS.tooManyFiles);

  for (const field of target.fields) {
    const name = field.requestName;
    if (field.requestType === REQUEST_TYPES.file) {
      const file = files[fileFields.indexOf(field)];
      if (!file && field.requiredFlag === 1) refuse(field, TRIAL_TEXTS.fileRequired(name));
      if (file) inputs[name] = file.fileName;
      continue;
    }
    const raw = valueFor(field, str);
    if (raw === undefined) {
      if (field.requiredFlag === 1) refuse(field, TRIAL_TEXTS.required(name));
      continue;
    }
    const value = checkedValue(field, raw);
    inputs[name] = value;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (field.requestLocation === REQUEST_LOCATIONS.header) {
      if (!HEADER_NAME.test(name) || RESERVED_HEADERS.has(name.toLowerCase())) continue;
      if (/[\r\n\0]/.test(text)) refuse(field, TRIAL_TEXTS.badHeader(name));
      headers[name] = text;
    } else if (field.requestLocation === REQUEST_LOCATIONS.query || !sendsBody) {
      url.searchParams.append(name, text);
    } else {
      body[name] = value;
    }
  }

  const outgoing: OutgoingRequest = { method, url, headers };
  if (sendsBody && fileFields.length > 0) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) {
      form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    for (const [index, file] of files.entries()) {
      const field = fileFields[index] as RequestField;
      form.append(field.requestName, new Blob([file.content], { type: file.mimeType }), file.fileName);
    }
    outgoing.body = form;
  } else if (sendsBody) {
    headers['content-type'] = 'application/json';
    outgoing.body = JSON.stringify(body);
  }
  return { outgoing, inputs };
}

/** The answer as the result pane shows it: JSON parsed when it is whole JSON, else its text. */
function readAnswer(answer: ForwardedAnswer): unknown {
  const text = answer.body.toString('utf8');
  if (!answer.truncated && /json/i.test(answer.contentType)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** What the user is told: the microservice's own `msg` when it gives one (spec 001 §8). */
function messageOf(status: number, body: unknown): string {
  const msg = (body as { msg?: unknown } | null)?.msg;
  if (typeof msg === 'string' && msg.trim() !== '') return msg.slice(0, 500);
  return status < 400 ? TRIAL_TEXTS.succeeded : TRIAL_TEXTS.failed(status);
}

/** What the caller is told when a call was not forwarded (also a model's external endpoint). */
export function refusalOf(error: ForwardingError, timeoutMs: number): AppError {
  const refusal = error.refusal;
  switch (refusal.kind) {
    case 'badAddress':
      return new AppError(400, TRIAL_TEXTS.targetBadAddress);
    case 'unresolved':
      return new AppError(502, TRIAL_TEXTS.targetUnresolved);
    case 'refused':
      return new AppError(403, TRIAL_TEXTS.targetRefused);
    case 'redirect':
      return new AppError(502, TRIAL_TEXTS.redirectRefused(refusal.location));
    case 'timeout':
      return new AppError(504, TRIAL_TEXTS.timeout(Math.round(timeoutMs / 1000)));
    case 'failed':
      return new AppError(502, TRIAL_TEXTS.upstreamFailed);
  }
}

/**
 * One trial call: the registered endpoint with the user's values, the answer as the result pane
 * shows it; then, success or not, the usage log (spec 001 §7.2), the usage count and the
 * user's history.
 */
export async function forwardTrial(
  deps: TrialDeps,
  caller: Caller,
  str: Str,
  files: TrialFile[],
): Promise<{ msg: string; answer: ForwardingAnswer }> {
  const target = await findTrialTarget(deps.db, str.id);
  if (!target) throw notFound('微服务不存在');
  if (target.type !== 1) throw new AppError(400, TRIAL_TEXTS.notTrial);
  const { outgoing, inputs } = buildOutgoing(target, str, files, deps.forwarding.selfOrigin);

  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const record = async (status: number, message: string, durationMs: number) => {
    await insertMicroCall(
      deps.db,
      {
        userId: caller.userId,
        microId: target.id,
        inputs: JSON.stringify(inputs),
        status,
        durationMs,
        summary: message.slice(0, 500),
        createTime: nowIso(),
      },
      MICRO_HISTORY_SIZE,
    );
    await logUse(deps.db, caller, {
      meMiType: USAGE_KINDS.micro,
      mid: target.id,
      status,
      message: message.slice(0, 2000),
      type: target.type,
    });
    await countUse(deps.db, viewerOf(deps.rateLimits, caller, caller.ip), USAGE_KINDS.micro, target.id);
  };

  let forwarded: ForwardedAnswer;
  try {
    forwarded = await sendForwarded(outgoing, deps.forwarding);
  } catch (error) {
    if (!(error instanceof ForwardingError)) throw error;
    const refusal = refusalOf(error, deps.forwarding.timeoutMs);
    deps.log.warn({ microId: target.id, refusal: error.refusal }, 'trial call not forwarded');
    await record(refusal.status, refusal.message, elapsed());
    throw refusal;
  }
  const durationMs = elapsed();
  const body = readAnswer(forwarded);
  const msg = messageOf(forwarded.status, body);
  const summary = `${msg}：${(typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 300)}`;
  await record(forwarded.status, summary, durationMs);
  return {
    msg,
    answer: {
      status: forwarded.status,
      durationMs,
      contentType: forwarded.contentType,
      body,
      truncated: forwarded.truncated,
    },
  };
}

/** The caller's last calls of a published microservice, newest first. */
export async function trialHistory(db: Db, caller: Caller, microId: number): Promise<MicroCall[]> {
  const target = await findTrialTarget(db, microId);
  if (!target) throw notFound('微服务不存在');
  const rows = await listMicroCalls(db, caller.userId, microId, MICRO_HISTORY_SIZE);
  return rows.map((row) => ({
    id: row.id,
    mid: row.microId,
    inputs: JSON.parse(row.inputs) as Record<string, unknown>,
    status: row.status,
    durationMs: row.durationMs,
    summary: row.summary,
    createTime: row.createTime,
  }));
}
