import {
  type Envelope,
  FORWARDING_INTERFACE_PATH,
  LOGGED_OUT_CODES,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  STORAGE_KEYS,
  SUCCESS_CODE,
  SUPPLY_ADD_ORDER_PATH,
  TENANT_HOST_SUFFIX,
  TOKEN_INVALID_CODE,
  WEB_MARKER_HEADER,
} from '@portal/shared';
import axios, {
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { type Feedback, getFeedback } from './feedback';
import { type PortalStorage, storage } from './storage';

export interface RequestConfig extends AxiosRequestConfig {
  /** The caller shows the error itself: no global toast. Token and logout handling still apply. */
  silent?: boolean;
}

/** A call that did not succeed. `code` is the envelope code, 0 when no envelope arrived. */
export class RequestError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  /** The HTTP status, when an answer arrived at all. */
  readonly httpStatus: number | undefined;

  constructor(init: { code: number; msg: string; data?: unknown; httpStatus?: number; cause?: unknown }) {
    super(init.msg, { cause: init.cause });
    this.name = 'RequestError';
    this.code = init.code;
    this.msg = init.msg;
    this.data = init.data ?? null;
    this.httpStatus = init.httpStatus;
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
  storage: Pick<PortalStorage, 'get' | 'remove'>;
  feedback: () => Feedback;
  reload: () => void;
  back: () => void;
  baseURL?: string;
  adapter?: AxiosAdapter;
}

export interface Request {
  get<T>(url: string, params?: object, config?: RequestConfig): Promise<Envelope<T>>;
  post<T>(url: string, data?: unknown, config?: RequestConfig): Promise<Envelope<T>>;
  put<T>(url: string, data?: unknown, config?: RequestConfig): Promise<Envelope<T>>;
  delete<T>(url: string, params?: object, config?: RequestConfig): Promise<Envelope<T>>;
  /** GET as a blob (file downloads); an envelope answered instead of the file is an error. */
  download(url: string, params?: object, config?: RequestConfig): Promise<Blob>;
  /** The configured instance (base, timeout, `n`, headers) without the envelope handling. */
  axios: AxiosInstance;
}

interface Answer {
  code: number;
  msg: string;
  data: unknown;
  httpStatus: number | undefined;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
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
    };
  }
  // Not our envelope (a proxy's error page, say): a failure without a server message.
  return { code: 0, msg: '', data: null, httpStatus };
}

/** True when the url (relative or absolute, with or without a query) is this path. */
function isPath(url: string | undefined, path: string): boolean {
  if (!url) return false;
  return new URL(url, 'http://portal.invalid').pathname === path;
}

function transportErrorText(error: unknown): string {
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return MESSAGES.requestTimeout;
    if (error.code === 'ERR_NETWORK') return MESSAGES.networkError;
  }
  return error instanceof Error && error.message ? error.message : MESSAGES.requestFailed;
}

async function answerFromBlob(blob: Blob, httpStatus: number | undefined): Promise<Answer> {
  try {
    return answerFrom(JSON.parse(await blob.text()), httpStatus);
  } catch {
    return answerFrom(null, httpStatus);
  }
}

function isJsonBlob(value: unknown): value is Blob {
  return value instanceof Blob && value.type.includes('application/json');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

export function createRequest(deps: RequestDeps): Request {
  const instance = axios.create({
    baseURL: deps.baseURL ?? import.meta.env.VITE_API_BASE ?? '',
    timeout: REQUEST_TIMEOUT_MS,
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    // GET sends its data as query parameters (spec 002 §7.1).
    const getData = config.method === 'get' && isPlainObject(config.data) ? config.data : {};
    if (config.method === 'get') config.data = undefined;
    // The timestamp `n` keeps caches from answering (spec 002 §7.1).
    config.params = { ...getData, ...config.params, n: Date.now() };

    const token = deps.storage.get(STORAGE_KEYS.token);
    if (token) {
      config.headers.set('token', token);
      config.headers.set('Authorization', token);
    }
    const tenantId = deps.storage.get(STORAGE_KEYS.tenantId);
    if (tenantId) {
      config.headers.set('tenantHostName', tenantId + TENANT_HOST_SUFFIX);
      config.headers.set('TenantId', tenantId);
    }
    if (!isPath(config.url, SUPPLY_ADD_ORDER_PATH)) {
      config.headers.set(WEB_MARKER_HEADER, '1');
    }
    return config;
  });

  function resetTokenAndReload(): void {
    deps.storage.remove(STORAGE_KEYS.token);
    deps.reload();
  }

  /** Spec 002 §8.1 for an answer whose code is not 200; returns the error to reject with. */
  function handleFailedAnswer(
    answer: Answer,
    call: { url: string | undefined; silent: boolean; defaultText: string },
  ): RequestError {
    const text = answer.msg || call.defaultText;
    if (answer.code === TOKEN_INVALID_CODE) {
      const hadToken = deps.storage.get(STORAGE_KEYS.token) !== null;
      deps.storage.remove(STORAGE_KEYS.token);
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

  function handleTransportError(error: unknown, silent: boolean): RequestError {
    const text = transportErrorText(error);
    if (!silent) deps.feedback().message('error', text);
    return new RequestError({ code: 0, msg: text, cause: error });
  }

  async function send<T>(config: RequestConfig): Promise<Envelope<T>> {
    const { silent = false, ...axiosConfig } = config;
    let response: AxiosResponse<unknown>;
    try {
      response = await instance.request(axiosConfig);
    } catch (error) {
      // A caller that cancels (a page left) expects no message.
      if (axios.isCancel(error)) throw error;
      if (!(axios.isAxiosError(error) && error.response)) throw handleTransportError(error, silent);
      // Our server answers errors with a true HTTP status and the envelope: same rules as for 2xx.
      response = error.response;
    }
    const answer = answerFrom(response.data, response.status);
    if (answer.code !== SUCCESS_CODE) {
      throw handleFailedAnswer(answer, { url: axiosConfig.url, silent, defaultText: MESSAGES.requestFailed });
    }
    return response.data as Envelope<T>;
  }

  async function download(url: string, params?: object, config: RequestConfig = {}): Promise<Blob> {
    const { silent = false, ...axiosConfig } = config;
    let response: AxiosResponse<unknown>;
    let httpOk = true;
    try {
      response = await instance.request({
        ...axiosConfig,
        method: 'get',
        url,
        params: { ...axiosConfig.params, ...params },
        responseType: 'blob',
      });
    } catch (error) {
      if (axios.isCancel(error)) throw error;
      if (!(axios.isAxiosError(error) && error.response)) throw handleTransportError(error, silent);
      response = error.response;
      httpOk = false;
    }
    const { data, status } = response;
    if (httpOk && data instanceof Blob && !isJsonBlob(data)) return data;

    // A JSON blob is the server explaining why there is no file (spec 002 §8.1).
    const answer = isJsonBlob(data) ? await answerFromBlob(data, status) : answerFrom(null, status);
    // Even a code 200 envelope is not the file that was asked for.
    const failed = answer.code === SUCCESS_CODE ? { ...answer, code: 0, msg: '' } : answer;
    throw handleFailedAnswer(failed, { url, silent, defaultText: MESSAGES.downloadFailed });
  }

  return {
    get: (url, params, config = {}) =>
      send({ ...config, method: 'get', url, params: { ...config.params, ...params } }),
    post: (url, data, config = {}) => send({ ...config, method: 'post', url, data }),
    put: (url, data, config = {}) => send({ ...config, method: 'put', url, data }),
    delete: (url, params, config = {}) =>
      send({ ...config, method: 'delete', url, params: { ...config.params, ...params } }),
    download,
    axios: instance,
  };
}

/** The app's request layer. */
export const request = createRequest({
  storage,
  feedback: getFeedback,
  reload: () => window.location.reload(),
  back: () => window.history.back(),
});
