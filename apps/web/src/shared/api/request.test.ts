import {
  FORWARDING_INTERFACE_PATH,
  STORAGE_KEYS,
  SUPPLY_ADD_ORDER_PATH,
  TENANT_HOST_SUFFIX,
  WEB_MARKER_HEADER,
} from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAccess } from '../session/useSession';
import type { Feedback, FeedbackType } from './feedback';
import { createRequest, RequestError, request } from './request';
import { storage } from './storage';

interface Reply {
  status?: number;
  /** Text is answered as it is (text/html unless `type` says otherwise); anything else as JSON. */
  data: unknown;
  type?: string;
}

/** What went on the wire. */
interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
}
type Replier = (sent: Sent) => Reply | Promise<Reply>;

const ok = (data: unknown = null): Reply => ({ data: { code: 200, msg: '成功', data } });

function toResponse(reply: Reply): Response {
  const status = reply.status ?? 200;
  if (reply.data instanceof ReadableStream) {
    return new Response(reply.data, { status, headers: { 'Content-Type': 'application/json' } });
  }
  const text = typeof reply.data === 'string';
  return new Response(text ? (reply.data as string) : JSON.stringify(reply.data), {
    status,
    headers: { 'Content-Type': reply.type ?? (text ? 'text/html' : 'application/json; charset=utf-8') },
  });
}

/** A fetch that records what would go on the wire and answers what the replier says. */
function fakeFetch(replier: Replier, sent: Sent[] = []): typeof fetch {
  return async (input, init = {}) => {
    const call: Sent = {
      url: new URL(String(input), window.location.href),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal,
    };
    sent.push(call);
    return toResponse(await replier(call));
  };
}

/** The rejection the browser's fetch gives for an aborted signal. */
function whenAborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason));
  });
}

/** A request layer wired to fakes: fetch records what would go on the wire. */
function setup(
  replier: Replier = () => ok(),
  options: { baseURL?: string } = { baseURL: 'http://api.test' },
) {
  const sent: Sent[] = [];
  const messages: Array<{ type: FeedbackType; text: string }> = [];
  const logoutConfirms: Array<() => void> = [];
  const reload = vi.fn();
  const back = vi.fn();
  const feedback: Feedback = {
    message: (type, text) => messages.push({ type, text }),
    confirmLogout: (onConfirm) => logoutConfirms.push(onConfirm),
  };
  const fetch = fakeFetch(replier, sent);
  const api = createRequest({
    session: sessionAccess,
    feedback: () => feedback,
    reload,
    back,
    fetch,
    ...options,
  });
  const lastSent = () => {
    const call = sent.at(-1);
    if (!call) throw new Error('nothing was sent');
    return call;
  };
  return { api, sent, lastSent, messages, logoutConfirms, reload, back };
}

async function rejectionOf(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

const query = (call: Sent | undefined) => Object.fromEntries(call?.url.searchParams ?? []);

/** Settles the promise's state into a flag, so a test can see it still pending. */
function track(promise: Promise<unknown>) {
  const state = { settled: false, error: undefined as unknown };
  promise.then(
    () => {
      state.settled = true;
    },
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('outgoing requests (spec 002 §7.1)', () => {
  it('goes to the base address', async () => {
    const { api, lastSent } = setup();

    await api.get('/api/portalWeb/news');

    expect(lastSent().url.href).toMatch(/^http:\/\/api\.test\/api\/portalWeb\/news\?n=\d+$/);
  });

  it('gives up after 50 seconds with the timeout text, not a moment earlier', async () => {
    vi.useFakeTimers();
    const { api, messages } = setup((call) => whenAborted(call.signal));

    const call = api.get('/api/portalWeb/news');
    const state = track(call);
    await vi.advanceTimersByTimeAsync(49_999);
    expect(state.settled).toBe(false);
    expect(messages).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect(state.error).toBeInstanceOf(RequestError);
    expect(state.error).toMatchObject({ code: 0, msg: '请求超时，请稍后重试', httpStatus: undefined });
    expect(messages).toEqual([{ type: 'error', text: '请求超时，请稍后重试' }]);
  });

  it('counts the 50 seconds over reading the answer too', async () => {
    vi.useFakeTimers();
    // The headers arrive at once; the body never ends (until the call is aborted).
    const { api, messages } = setup((call) => ({
      data: new ReadableStream({
        start(controller) {
          call.signal?.addEventListener('abort', () => controller.error(call.signal?.reason));
        },
      }),
    }));

    const state = track(api.get('/api/portalWeb/news'));
    await vi.advanceTimersByTimeAsync(49_999);
    expect(state.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toMatchObject({ code: 0, msg: '请求超时，请稍后重试' });
    expect(messages).toEqual([{ type: 'error', text: '请求超时，请稍后重试' }]);
  });

  it('takes the base address from VITE_API_BASE when none is given', async () => {
    vi.stubEnv('VITE_API_BASE', 'https://host.example');
    const { api, lastSent } = setup(undefined, {});

    await api.get('/api/portalWeb/news');

    expect(lastSent().url.origin).toBe('https://host.example');
  });

  it('appends the timestamp n to every request, GET and POST', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_123);
    const { api, sent } = setup();

    await api.get('/api/portalWeb/news', { currentPage: 2 });
    await api.post('/api/portalWeb/microLog/save', { id: 1 });
    await api.put('/api/portalWeb/x', { id: 1 });
    await api.delete('/api/portalWeb/x', { id: 1 });

    expect(sent).toHaveLength(4);
    for (const call of sent) expect(call.url.searchParams.get('n')).toBe('1700000000123');
    expect(query(sent[0])).toEqual({ currentPage: '2', n: '1700000000123' });
    expect(sent[1]?.url.href).toBe('http://api.test/api/portalWeb/microLog/save?n=1700000000123');
    expect(query(sent[3])).toEqual({ id: '1', n: '1700000000123' });
  });

  it('sends GET data as query parameters', async () => {
    const { api, lastSent } = setup();

    await api.get(
      '/api/portalWeb/market/selectMarketList',
      { currentPage: 1 },
      { data: { keyword: '冷库' } },
    );

    expect(query(lastSent())).toMatchObject({ currentPage: '1', keyword: '冷库' });
    expect(lastSent().method).toBe('GET');
    expect(lastSent().body).toBeUndefined();
  });

  it('keeps POST data in the body', async () => {
    const { api, lastSent } = setup();

    await api.post('/api/portalWeb/microLog/save', { id: 1 });

    expect(lastSent().method).toBe('POST');
    expect(lastSent().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(lastSent().body))).toEqual({ id: 1 });
    expect(query(lastSent())).not.toHaveProperty('id');
  });

  it('sends form data (uploads) as it is, so the browser writes the multipart boundary', async () => {
    const { api, lastSent } = setup(() => ok('/uploads/a.png'));
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'a.png');

    const answer = await api.post<string>('/api/tenant/upload', form);

    expect(lastSent().body).toBe(form);
    expect(lastSent().headers.has('Content-Type')).toBe(false);
    expect(answer.data).toBe('/uploads/a.png');
  });

  it('sends the stored token as both token and Authorization', async () => {
    storage.set(STORAGE_KEYS.token, 'tok-123');
    const { api, lastSent } = setup();

    await api.get('/api/oauth/CurrentUser');

    expect(lastSent().headers.get('token')).toBe('tok-123');
    expect(lastSent().headers.get('Authorization')).toBe('tok-123');
  });

  it('sends no token headers when no token is stored', async () => {
    const { api, lastSent } = setup();

    await api.get('/api/portalWeb/news');

    expect(lastSent().headers.has('token')).toBe(false);
    expect(lastSent().headers.has('Authorization')).toBe(false);
  });

  it('sends tenantHostName and TenantId when a tenant id is stored', async () => {
    storage.set(STORAGE_KEYS.tenantId, 't-42');
    const { api, lastSent } = setup();

    await api.get('/api/portalWeb/news');

    expect(lastSent().headers.get('tenantHostName')).toBe(`t-42${TENANT_HOST_SUFFIX}`);
    expect(lastSent().headers.get('TenantId')).toBe('t-42');
  });

  it('sends no tenant headers without a stored tenant id', async () => {
    const { api, lastSent } = setup();

    await api.get('/api/portalWeb/news');

    expect(lastSent().headers.has('tenantHostName')).toBe(false);
    expect(lastSent().headers.has('TenantId')).toBe(false);
  });

  it('sends the web marker on ordinary calls', async () => {
    const { api, sent } = setup();

    await api.get('/api/portalWeb/news');
    await api.post('/api/portalWeb/microLog/save', {});

    for (const call of sent) expect(call.headers.get(WEB_MARKER_HEADER)).toBe('1');
  });

  it('leaves the web marker off the supply-demand addOrder call', async () => {
    const { api, sent } = setup();

    await api.post(SUPPLY_ADD_ORDER_PATH, { title: '求购冷库' });
    await api.post(`${SUPPLY_ADD_ORDER_PATH}?from=board`, { title: '求购冷库' });

    for (const call of sent) expect(call.headers.has(WEB_MARKER_HEADER)).toBe(false);
  });
});

describe('answers (spec 002 §8.1)', () => {
  it('resolves code 200 with the envelope and says nothing', async () => {
    const { api, messages } = setup(() => ok({ list: [1, 2] }));

    const envelope = await api.get<{ list: number[] }>('/api/portalWeb/news');

    expect(envelope).toEqual({ code: 200, msg: '成功', data: { list: [1, 2] } });
    expect(messages).toEqual([]);
  });

  it('shows the server msg as an error and rejects with code, msg and data for any other code', async () => {
    const { api, messages, reload, logoutConfirms } = setup(() => ({
      data: { code: 500, msg: '应用不存在', data: { id: 9 } },
    }));

    const error = await rejectionOf(api.get('/api/portalWeb/market/9'));

    expect(messages).toEqual([{ type: 'error', text: '应用不存在' }]);
    expect(error).toMatchObject({ code: 500, msg: '应用不存在', data: { id: 9 }, httpStatus: 200 });
    expect(reload).not.toHaveBeenCalled();
    expect(logoutConfirms).toHaveLength(0);
  });

  it('shows the default text when the failed answer has no msg', async () => {
    const { api, messages } = setup(() => ({ data: { code: 500, msg: '', data: null } }));

    const error = await rejectionOf(api.get('/api/portalWeb/news'));

    expect(messages).toEqual([{ type: 'error', text: MESSAGES.requestFailed }]);
    expect(error.msg).toBe('请求出错，请重试');
  });

  it('handles a non-2xx HTTP answer carrying the envelope by the same rules (400 with field errors)', async () => {
    const fieldErrors = { phone: '请正确输入您的手机号' };
    const { api, messages } = setup(() => ({
      status: 400,
      data: { code: 400, msg: '参数错误', data: { fieldErrors } },
    }));

    const error = await rejectionOf(api.post('/api/tenant/tenantUser/create', {}));

    expect(messages).toEqual([{ type: 'error', text: '参数错误' }]);
    expect(error).toMatchObject({ code: 400, msg: '参数错误', httpStatus: 400 });
    expect(error.fieldErrors).toEqual(fieldErrors);
  });

  it.each([404, 429, 500])('shows the envelope msg of an HTTP %i answer', async (status) => {
    const { api, messages } = setup(() => ({
      status,
      data: { code: status, msg: `错误${status}`, data: null },
    }));

    const error = await rejectionOf(api.get('/api/portalWeb/news'));

    expect(messages).toEqual([{ type: 'error', text: `错误${status}` }]);
    expect(error).toMatchObject({ code: status, httpStatus: status });
  });

  it('resolves an envelope with code 200 even if the HTTP status says otherwise', async () => {
    const { api, messages } = setup(() => ({ status: 404, data: { code: 200, msg: '成功', data: 1 } }));

    await expect(api.get('/api/portalWeb/news')).resolves.toEqual({ code: 200, msg: '成功', data: 1 });
    expect(messages).toEqual([]);
  });

  it('treats an answer that is not an envelope as a failure with the default text', async () => {
    const { api, messages } = setup(() => ({ status: 502, data: '<html>Bad Gateway</html>' }));

    const error = await rejectionOf(api.get('/api/portalWeb/news'));

    expect(messages).toEqual([{ type: 'error', text: MESSAGES.requestFailed }]);
    expect(error).toMatchObject({ code: 0, httpStatus: 502 });
  });

  describe('code 600 (token missing or expired)', () => {
    it('resets the token and reloads the page (HTTP 401 with code 600)', async () => {
      storage.set(STORAGE_KEYS.token, 'old');
      storage.set(STORAGE_KEYS.tenantId, 't-1');
      const { api, reload, back, messages } = setup(() => ({
        status: 401,
        data: { code: 600, msg: '登录已过期', data: null },
      }));

      const error = await rejectionOf(api.get('/api/oauth/CurrentUser'));

      expect(storage.get(STORAGE_KEYS.token)).toBeNull();
      expect(storage.get(STORAGE_KEYS.tenantId)).toBe('t-1');
      expect(reload).toHaveBeenCalledTimes(1);
      expect(back).not.toHaveBeenCalled();
      // The page is reloading; a toast would only flash.
      expect(messages).toEqual([]);
      expect(error.code).toBe(600);
    });

    it('goes back in history and shows the msg for the forwarding-interface call', async () => {
      storage.set(STORAGE_KEYS.token, 'old');
      const { api, reload, back, messages } = setup(() => ({
        status: 401,
        data: { code: 600, msg: '登录已过期', data: null },
      }));

      await rejectionOf(api.post(FORWARDING_INTERFACE_PATH, 'id=1'));

      expect(storage.get(STORAGE_KEYS.token)).toBeNull();
      expect(back).toHaveBeenCalledTimes(1);
      expect(reload).not.toHaveBeenCalled();
      expect(messages).toEqual([{ type: 'error', text: '登录已过期' }]);
    });

    it('does not reload for a visitor who never had a token (no reload loop)', async () => {
      const { api, reload, messages } = setup(() => ({
        status: 401,
        data: { code: 600, msg: '登录已过期，请重新登录', data: null },
      }));

      await rejectionOf(api.get('/api/oauth/CurrentUser'));

      expect(reload).not.toHaveBeenCalled();
      expect(messages).toEqual([{ type: 'error', text: '登录已过期，请重新登录' }]);
    });

    it('shows the default text on the forwarding-interface call when there is no msg', async () => {
      storage.set(STORAGE_KEYS.token, 'old');
      const { api, messages } = setup(() => ({ data: { code: 600, msg: '', data: null } }));

      await rejectionOf(api.post(FORWARDING_INTERFACE_PATH, 'id=1'));

      expect(messages).toEqual([{ type: 'error', text: MESSAGES.requestFailed }]);
    });
  });

  describe.each([50008, 50012, 50014])('code %i (logged out)', (code) => {
    it('shows the msg and opens the logout confirm box; confirming resets the token and reloads', async () => {
      storage.set(STORAGE_KEYS.token, 'old');
      const { api, messages, logoutConfirms, reload } = setup(() => ({
        data: { code, msg: '你已被登出', data: null },
      }));

      const error = await rejectionOf(api.get('/api/portalWeb/news'));

      expect(error.code).toBe(code);
      expect(messages).toEqual([{ type: 'error', text: '你已被登出' }]);
      expect(logoutConfirms).toHaveLength(1);
      // Nothing happens until the user chooses 重新登录.
      expect(storage.get(STORAGE_KEYS.token)).toBe('old');
      expect(reload).not.toHaveBeenCalled();

      logoutConfirms[0]?.();

      expect(storage.get(STORAGE_KEYS.token)).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  it('opens no logout box for other failure codes', async () => {
    const { api, logoutConfirms } = setup(() => ({
      status: 401,
      data: { code: 401, msg: '未授权', data: null },
    }));

    await rejectionOf(api.get('/api/portalWeb/news'));

    expect(logoutConfirms).toHaveLength(0);
  });
});

describe('transport errors', () => {
  it('shows the network text when fetch fails', async () => {
    const { api, messages } = setup(() => {
      // What the browser's fetch rejects with when the network is down.
      throw new TypeError('Failed to fetch');
    });

    const error = await rejectionOf(api.get('/api/portalWeb/news'));

    expect(messages).toEqual([{ type: 'error', text: '网络异常，请检查网络连接' }]);
    expect(error).toMatchObject({ code: 0, msg: '网络异常，请检查网络连接', httpStatus: undefined });
  });

  it("shows any other error's own message", async () => {
    const { api, messages } = setup(() => {
      throw new Error('socket hang up');
    });

    await rejectionOf(api.get('/api/portalWeb/news'));

    expect(messages).toEqual([{ type: 'error', text: 'socket hang up' }]);
  });

  it('stays quiet when the caller cancels the call', async () => {
    const { api, messages } = setup((call) => whenAborted(call.signal));
    const controller = new AbortController();

    const call = api.get('/api/portalWeb/news', undefined, { signal: controller.signal });
    controller.abort();

    const error = await call.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(messages).toEqual([]);
  });

  it('does not start a call whose signal is already aborted', async () => {
    const { api, messages } = setup((call) =>
      call.signal?.aborted ? Promise.reject(call.signal.reason) : ok(),
    );
    const controller = new AbortController();
    controller.abort();

    await expect(
      api.get('/api/portalWeb/news', undefined, { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(messages).toEqual([]);
  });
});

describe('silent calls (the caller shows the error itself)', () => {
  it('shows no toast for a failed answer but still rejects with the details', async () => {
    const { api, messages } = setup(() => ({
      status: 400,
      data: { code: 400, msg: '参数错误', data: null },
    }));

    const error = await rejectionOf(api.post('/api/oauth/Login', {}, { silent: true }));

    expect(messages).toEqual([]);
    expect(error).toMatchObject({ code: 400, msg: '参数错误' });
  });

  it('shows no toast for a transport error', async () => {
    const { api, messages } = setup(() => {
      throw new TypeError('Failed to fetch');
    });

    const error = await rejectionOf(api.get('/api/oauth/Logout', undefined, { silent: true }));

    expect(messages).toEqual([]);
    expect(error.msg).toBe('网络异常，请检查网络连接');
  });

  it('still resets the token and reloads on code 600', async () => {
    storage.set(STORAGE_KEYS.token, 'old');
    const { api, reload } = setup(() => ({ status: 401, data: { code: 600, msg: '', data: null } }));

    await rejectionOf(api.get('/api/oauth/CurrentUser', undefined, { silent: true }));

    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still opens the logout box on 50008', async () => {
    const { api, messages, logoutConfirms } = setup(() => ({
      data: { code: 50008, msg: '登出', data: null },
    }));

    await rejectionOf(api.get('/api/portalWeb/news', undefined, { silent: true }));

    expect(messages).toEqual([]);
    expect(logoutConfirms).toHaveLength(1);
  });

  it('does not send the silent flag on the wire', async () => {
    const { api, lastSent } = setup();

    await api.get('/api/portalWeb/news', undefined, { silent: true });

    expect(query(lastSent())).not.toHaveProperty('silent');
    expect([...lastSent().headers.keys()].some((name) => /silent/i.test(name))).toBe(false);
  });
});

describe('blob downloads', () => {
  const json = (body: unknown): Reply => ({ data: body });

  it('asks with GET, appends n and resolves with the file', async () => {
    const { api, lastSent, messages } = setup(() => ({ data: '%PDF-1.7', type: 'application/pdf' }));

    const blob = await api.download('/api/portalWeb/files/contract.pdf', { id: 3 });

    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(lastSent().method).toBe('GET');
    expect(query(lastSent())).toMatchObject({ id: '3', n: expect.stringMatching(/^\d+$/) });
    expect(messages).toEqual([]);
  });

  it('shows the msg of a JSON blob as an error and rejects', async () => {
    const { api, messages } = setup(() => json({ code: 500, msg: '文件不存在', data: null }));

    const error = await rejectionOf(api.download('/api/portalWeb/files/contract.pdf'));

    expect(messages).toEqual([{ type: 'error', text: '文件不存在' }]);
    expect(error).toMatchObject({ code: 500, msg: '文件不存在' });
  });

  it('shows 下载失败 for a JSON blob without a msg', async () => {
    const { api, messages } = setup(() => json({ code: 500, data: null }));

    await rejectionOf(api.download('/api/portalWeb/files/contract.pdf'));

    expect(messages).toEqual([{ type: 'error', text: MESSAGES.downloadFailed }]);
  });

  it('never resolves with a JSON blob, even one saying 200', async () => {
    const { api, messages } = setup(() => json({ code: 200, msg: '成功', data: null }));

    await rejectionOf(api.download('/api/portalWeb/files/contract.pdf'));

    expect(messages).toEqual([{ type: 'error', text: MESSAGES.downloadFailed }]);
  });

  it('applies the code 600 rule to a JSON blob from an HTTP 401', async () => {
    storage.set(STORAGE_KEYS.token, 'old');
    const { api, reload } = setup(() => ({
      status: 401,
      data: { code: 600, msg: '登录已过期', data: null },
    }));

    await rejectionOf(api.download('/api/portalWeb/files/contract.pdf'));

    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows 下载失败 for a non-2xx answer that is not JSON', async () => {
    const { api, messages } = setup(() => ({
      status: 404,
      data: '<html>',
    }));

    const error = await rejectionOf(api.download('/api/portalWeb/files/missing.pdf'));

    expect(messages).toEqual([{ type: 'error', text: MESSAGES.downloadFailed }]);
    expect(error.httpStatus).toBe(404);
  });
});

describe('the app request layer', () => {
  it("uses the browser's fetch with the 50-second timeout", async () => {
    vi.useFakeTimers();
    const sent: Sent[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((call) => whenAborted(call.signal), sent),
    );

    const state = track(request.get('/api/portalWeb/news', undefined, { silent: true }));
    await vi.advanceTimersByTimeAsync(49_999);
    expect(sent).toHaveLength(1);
    expect(state.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toMatchObject({ code: 0, msg: '请求超时，请稍后重试' });
  });
});
