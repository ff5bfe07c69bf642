import type { Envelope } from '@portal/shared/api';
import {
  FORWARDING_INTERFACE_PATH,
  LOGGED_OUT_CODES,
  REQUEST_TIMEOUT_MS,
  SUCCESS_CODE,
  SUPPLY_ADD_ORDER_PATH,
  TENANT_HOST_SUFFIX,
  TOKEN_INVALID_CODE,
  WEB_MARKER_HEADER,
} from '@portal/shared/constants';
import { type ErrorCode, isErrorCode } from '@portal/shared/errors';
import { MESSAGES } from '@portal/shared/messages';
import { type SessionAccess, sessionAccess } from '../session/useSession';
import { type Feedback, getFeedback } from './feedback';

export interface RequestConfig {
  /** The caller shows the error itself: no global toast. Token and logout handling still apply. */
  silent?: boolean;
  /** Cancels the call: it then rejects with the signal's reason (an AbortError) and says nothing. */
  signal?: AbortSignal;
  /** More query parameters. */
  params?: object;
  /** Request data; a GET sends it as query parameters (spec 002 §7.1). */
  data?: unknown;
}

/** A call that did not succeed. `code` is the envelope code, 0 when no envelope arrived. */
export class RequestError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  /** The HTTP status, when an answer arrived at all. */
  readonly httpStatus: number | undefined;
  /** Why the server refused (`errorCode` of its answer): what a screen decides by, never `msg`. */
  readonly errorCode: ErrorCode | undefined;

  constructor(init: {
    code: number;
    msg: string;
    data?: unknown;
    httpStatus?: number;
    errorCode?: ErrorCode | undefined;
    cause?: unknown;
  }) {
    super(init.msg, { cause: init.cause });
    this.name = 'RequestError';
    this.code = init.code;
    this.msg = init.msg;
    this.data = init.data ?? null;
    this.httpStatus = init.httpStatus;
    this.errorCode = init.errorCode;
  }

  /** The per-field messages of a failed validation (`data.fieldErrors`), if any. */
  get fieldErrors(): Record<string, string> | undefined {
    if (typeof this.data !== 'object' || this.data === null) return undefined;
    const fieldErrors = (this.data as { fieldErrors?: unknown }).fieldErrors;
    return typeof fieldErrors === 'object' && fieldErrors !== null
      ? (fieldErrors as Record<string, string>)
      : undefined;
  }
}

export interface RequestDeps {
  /** The stored token and tenant for the headers, through the one reader of the session. */
  session: SessionAccess;
  feedback: () => Feedback;
  reload: () => void;
  back: () => void;
  baseURL?: string;
  /** The browser's fetch unless given (tests pass one that records and answers). */
  fetch?: typeof fetch;
}

export interface Request {
  get<T>(url: string, params?: object, config?: RequestConfig): Promise<Envelope<T>>;
  post<T>(url: string, data?: unknown, config?: RequestConfig): Promise<Envelope<T>>;
  put<T>(url: string, data?: unknown, config?: RequestConfig): Promise<Envelope<T>>;
  delete<T>(url: string, params?: object, config?: RequestConfig): Promise<Envelope<T>>;
  /** GET as a blob (file downloads); an envelope answered instead of the file is an error. */
  download(url: string, params?: object, config?: RequestConfig): Promise<Blob>;
  /**
   * POST of a form with a file, reporting how much is sent (0–100): fetch cannot tell, so
   * this one call goes through XMLHttpRequest, under the same rules as the others.
   */
  upload<T>(url: string, form: FormData, config?: UploadConfig): Promise<Envelope<T>>;
}

export interface UploadConfig extends Pick<RequestConfig, 'silent'> {
  onProgress?: (percent: number) => void;
}

interface Answer {
  code: number;
  msg: string;
  data: unknown;
  httpStatus: number | undefined;
  errorCode: ErrorCode | undefined;
}

function isEnvelope(value: unknown): value is Envelope<unknown> & { errorCode?: unknown } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

function answerFrom(body: unknown, httpStatus: number | undefined): Answer {
  if (isEnvelope(body)) {
    return {
      code: body.code,
      msg: typeof body.msg === 'string' ? body.msg : '',
      data: body.data,
      httpStatus,
      errorCode: isErrorCode(body.errorCode) ? body.errorCode : undefined,
    };
  }
  // Not our envelope (a proxy's error page, say): a failure without a server message.
  return { code: 0, msg: '', data: null, httpStatus, errorCode: undefined };
}

/** True when the url (relative or absolute, with or without a query) is this path. */
function isPath(url: string | undefined, path: string): boolean {
  if (!url) return false;
  return new URL(url, 'http://portal.invalid').pathname === path;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/** The address of a call: the base joined to a relative url, then the query. */
function buildUrl(baseURL: string, url: string, params: Record<string, unknown>): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(url);
  const full = absolute || !baseURL ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    // Repeated keys are what the server's query parser reads as a list.
    for (const item of Array.isArray(value) ? value : [value]) {
      query.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = query.toString();
  if (!text) return full;
  return `${full}${full.includes('?') ? '&' : '?'}${text}`;
}

/** Objects and arrays travel as JSON; FormData, Blob, URLSearchParams and text as they are. */
function encodeBody(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (isPlainObject(data) || Array.isArray(data)) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(data);
  }
  return data as BodyInit;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Call {
  method: Method;
  url: string;
  params: object;
  data?: unknown;
  silent: boolean;
  signal: AbortSignal | undefined;
}

function callOf(
  method: Method,
  url: string,
  config: RequestConfig,
  parts: { params?: object | undefined; data?: unknown },
): Call {
  return {
    method,
    url,
    params: { ...config.params, ...parts.params },
    data: 'data' in parts ? parts.data : config.data,
    silent: config.silent ?? false,
    signal: config.signal,
  };
}

/** The fetch failed before an answer arrived: the time ran out, or the network is down. */
function transportErrorText(error: unknown, timedOut: boolean): string {
  if (timedOut) return MESSAGES.requestTimeout;
  // fetch rejects with a TypeError exactly when the network failed.
  if (error instanceof TypeError) return MESSAGES.networkError;
  return error instanceof Error && error.message ? error.message : MESSAGES.requestFailed;
}

/**
 * Set once by the server's rendering entry (entry-server.tsx): there, a page's calls are
 * answered in-process by the API (Fastify's inject), never over the network.
 */
let serverFetch: typeof fetch | null = null;
export function setServerFetch(fetcher: typeof fetch): void {
  serverFetch = fetcher;
}

export function createRequest(deps: RequestDeps): Request {
  const baseURL = deps.baseURL ?? import.meta.env.VITE_API_BASE ?? '';
  const doFetch: typeof fetch = deps.fetch ?? ((input, init) => (serverFetch ?? fetch)(input, init));

  function headersFor(url: string): Headers {
    const headers = new Headers();
    const token = deps.session.token();
    if (token) {
      headers.set('token', token);
      headers.set('Authorization', token);
    }
    const tenantId = deps.session.tenantId();
    if (tenantId) {
      headers.set('tenantHostName', tenantId + TENANT_HOST_SUFFIX);
      headers.set('TenantId', tenantId);
    }
    if (!isPath(url, SUPPLY_ADD_ORDER_PATH)) headers.set(WEB_MARKER_HEADER, '1');
    return headers;
  }

  function resetTokenAndReload(): void {
    deps.session.forgetToken();
    deps.reload();
  }

  /** Spec 002 §8.1 for an answer whose code is not 200; returns the error to reject with. */
  function handleFailedAnswer(
    answer: Answer,
    call: { url: string; silent: boolean; defaultText: string },
  ): RequestError {
    const text = answer.msg || call.defaultText;
    if (answer.code === TOKEN_INVALID_CODE) {
      const hadToken = deps.session.token() !== null;
      deps.session.forgetToken();
      if (!hadToken) {
        // A visitor never had a session: reloading would only meet 600 again, forever.
        if (!call.silent) deps.feedback().message('error', text);
      } else if (isPath(call.url, FORWARDING_INTERFACE_PATH)) {
        deps.back();
        // Shown even for silent calls: the caller's page is being left, it cannot explain.
        deps.feedback().message('error', text);
      } else {
        deps.reload();
      }
    } else {
      if (!call.silent) deps.feedback().message('error', text);
      if ((LOGGED_OUT_CODES as readonly number[]).includes(answer.code)) {
        deps.feedback().confirmLogout(resetTokenAndReload);
      }
    }
    return new RequestError({ ...answer, msg: text });
  }

  /**
   * One fetch under the spec's rules: the `n` timestamp, the headers, 50 s for the whole
   * exchange (reading the answer included). `read` turns the response into what the caller
   * needs while the time still runs.
   */
  async function exchange<T>(call: Call, read: (response: Response) => Promise<T>): Promise<T> {
    // GET sends its data as query parameters (spec 002 §7.1).
    const getData = call.method === 'GET' && isPlainObject(call.data) ? call.data : {};
    // The timestamp `n` keeps caches from answering (spec 002 §7.1).
    const address = buildUrl(baseURL, call.url, { ...getData, ...call.params, n: Date.now() });
    const headers = headersFor(call.url);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, REQUEST_TIMEOUT_MS);
    const { signal } = call;
    const cancel = () => controller.abort(signal?.reason);
    if (signal?.aborted) cancel();
    else signal?.addEventListener('abort', cancel, { once: true });

    try {
      const body = call.method === 'GET' ? undefined : encodeBody(call.data, headers);
      const response = await doFetch(address, {
        method: call.method,
        headers,
        body,
        signal: controller.signal,
      });
      return await read(response);
    } catch (error) {
      // A caller that cancels (a page left) expects no message.
      if (signal?.aborted && !timedOut) throw error;
      const text = transportErrorText(error, timedOut);
      if (!call.silent) deps.feedback().message('error', text);
      throw new RequestError({ code: 0, msg: text, cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  async function send<T>(call: Call): Promise<Envelope<T>> {
    const { status, body } = await exchange(call, async (response) => ({
      status: response.status,
      body: parseJson(await response.text()),
    }));
    // Our server answers errors with a true HTTP status and the envelope: one rule for all.
    const answer = answerFrom(body, status);
    if (answer.code !== SUCCESS_CODE) {
      throw handleFailedAnswer(answer, {
        url: call.url,
        silent: call.silent,
        defaultText: MESSAGES.requestFailed,
      });
    }
    return body as Envelope<T>;
  }

  async function download(url: string, params?: object, config: RequestConfig = {}): Promise<Blob> {
    const call = callOf('GET', url, config, { params });
    const outcome = await exchange(call, async (response): Promise<{ file: Blob } | { failed: Answer }> => {
      const status = response.status;
      // A JSON answer is the server explaining why there is no file (spec 002 §8.1).
      if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
        const answer = answerFrom(parseJson(await response.text()), status);
        // Even a code 200 envelope is not the file that was asked for.
        return { failed: answer.code === SUCCESS_CODE ? { ...answer, code: 0, msg: '' } : answer };
      }
      if (!response.ok) return { failed: answerFrom(null, status) };
      return { file: await response.blob() };
    });
    if ('file' in outcome) return outcome.file;
    throw handleFailedAnswer(outcome.failed, {
      url,
      silent: call.silent,
      defaultText: MESSAGES.downloadFailed,
    });
  }

  function upload<T>(url: string, form: FormData, config: UploadConfig = {}): Promise<Envelope<T>> {
    const address = buildUrl(baseURL, url, { n: Date.now() });
    const silent = config.silent ?? false;
    return new Promise<Envelope<T>>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', address);
      xhr.timeout = REQUEST_TIMEOUT_MS;
      headersFor(url).forEach((value, key) => {
        xhr.setRequestHeader(key, value);
      });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) config.onProgress?.(Math.round((100 * event.loaded) / event.total));
      };
      const failed = (text: string) => {
        if (!silent) deps.feedback().message('error', text);
        reject(new RequestError({ code: 0, msg: text }));
      };
      xhr.onerror = () => failed(MESSAGES.networkError);
      xhr.ontimeout = () => failed(MESSAGES.requestTimeout);
      xhr.onload = () => {
        const body = parseJson(xhr.responseText);
        const answer = answerFrom(body, xhr.status);
        if (answer.code === SUCCESS_CODE) resolve(body as Envelope<T>);
        else reject(handleFailedAnswer(answer, { url, silent, defaultText: MESSAGES.requestFailed }));
      };
      xhr.send(form);
    });
  }

  return {
    upload,
    get: (url, params, config = {}) => send(callOf('GET', url, config, { params })),
    post: (url, data, config = {}) => send(callOf('POST', url, config, { data })),
    put: (url, data, config = {}) => send(callOf('PUT', url, config, { data })),
    delete: (url, params, config = {}) => send(callOf('DELETE', url, config, { params })),
    download,
  };
}

/** The app's request layer. */
export const request = createRequest({
  session: sessionAccess,
  feedback: getFeedback,
  reload: () => window.location.reload(),
  back: () => window.history.back(),
});
