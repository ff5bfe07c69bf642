import {
  FORWARDING_INTERFACE_PATH,
  MESSAGES,
  STORAGE_KEYS,
  SUPPLY_ADD_ORDER_PATH,
  TENANT_HOST_SUFFIX,
  WEB_MARKER_HEADER,
} from '@portal/shared';
import axios, { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feedback, FeedbackType } from './feedback';
import { createRequest, RequestError, request } from './request';
import { storage } from './storage';

interface Reply {
  status?: number;
  data: unknown;
}
type Replier = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

const ok = (data: unknown = null): Reply => ({ data: { code: 200, msg: '成功', data } });

/**
 * A request layer wired to fakes: the adapter records what would go on the wire and
 * answers like axios' own adapters do (non-2xx rejects with the response attached).
 */
function setup(
  replier: Replier = () => ok(),
  options: { baseURL?: string } = { baseURL: 'http://api.test' },
) {
  const sent: InternalAxiosRequestConfig[] = [];
  const messages: Array<{ type: FeedbackType; text: string }> = [];
  const logoutConfirms: Array<() => void> = [];
  const reload = vi.fn();
  const back = vi.fn();
  const feedback: Feedback = {
    message: (type, text) => messages.push({ type, text }),
    confirmLogout: (onConfirm) => logoutConfirms.push(onConfirm),
  };
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const reply = await replier(config);
    const response = { data: reply.data, status: reply.status ?? 200, statusText: '', headers: {}, config };
    if (!config.validateStatus || config.validateStatus(response.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  const api = createRequest({ storage, feedback: () => feedback, reload, back, adapter, ...options });
  const lastSent = () => {
    const config = sent.at(-1);
    if (!config) throw new Error('nothing was sent');
    return config;
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

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('outgoing requests (spec 002 §7.1)', () => {
  it('goes to the base address with a 50-second timeout', async () => {
    const { api, lastSent } = setup();

    await api.get('/api/portalWeb/news');

    expect(lastSent().baseURL).toBe('http://api.test');
    expect(lastSent().timeout).toBe(50_000);
    expect(api.axios.getUri(lastSent())).toMatch(/^http:\/\/api\.test\/api\/portalWeb\/news\?/);
  });

  it('takes the base address from VITE_API_BASE when none is given', async () => {
    vi.stubEnv('VITE_API_BASE', 'https://host.example');
    const { api, lastSent } = setup(undefined, {});

    await api.get('/api/portalWeb/news');

    expect(lastSent().baseURL).toBe('https://host.example');
  });

  it('appends the timestamp n to every request, GET and POST', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_123);
    const { api, sent } = setup();

    await api.get('/api/portalWeb/news', { currentPage: 2 });
    await api.post('/api/portalWeb/microLog/save', { id: 1 });
    await api.put('/api/portalWeb/x', { id: 1 });
    await api.delete('/api/portalWeb/x', { id: 1 });

    expect(sent).toHaveLength(4);
    for (const config of sent) expect(config.params.n).toBe(1_700_000_000_123);
    expect(sent[0]?.params).toEqual({ currentPage: 2, n: 1_700_000_000_123 });
    expect(api.axios.getUri(sent[1])).toContain('?n=1700000000123');
  });

  it('sends GET data as query parameters', async () => {
    const { api, lastSent } = setup();

    await api.get(
      '/api/portalWeb/market/selectMarketList',
      { currentPage: 1 },
      { data: { keyword: '冷库' } },
    );

    expect(lastSent().params).toMatchObject({ currentPage: 1, keyword: '冷库' });
    expect(lastSent().data).toBeUndefined();
  });

  it('keeps POST data in the body', async () => {
    const { api, lastSent } = setup();

    await api.post('/api/portalWeb/microLog/save', { id: 1 });

    expect(JSON.parse(lastSent().data)).toEqual({ id: 1 });
    expect(lastSent().params).not.toHaveProperty('id');
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

    for (const config of sent) expect(config.headers.get(WEB_MARKER_HEADER)).toBe('1');
  });

  it('leaves the web marker off the supply-demand addOrder call', async () => {
    const { api, sent } = setup();

    await api.post(SUPPLY_ADD_ORDER_PATH, { title: '求购冷库' });
    await api.post(`${SUPPLY_ADD_ORDER_PATH}?from=board`, { title: '求购冷库' });

    for (const config of sent) expect(config.headers.has(WEB_MARKER_HEADER)).toBe(false);
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
  const failWith = (code: string, message: string): Replier => {
    return (config) => {
      throw new AxiosError(message, code, config, {});
    };
  };

  it('shows the timeout text', async () => {
    const { api, messages } = setup(failWith('ECONNABORTED', 'timeout of 50000ms exceeded'));

    const error = await rejectionOf(api.get('/api/portalWeb/news'));

    expect(messages).toEqual([{ type: 'error', text: '请求超时，请稍后重试' }]);
    expect(error).toMatchObject({ code: 0, msg: '请求超时，请稍后重试', httpStatus: undefined });
  });

  it('shows the network text', async () => {
    const { api, messages } = setup(failWith('ERR_NETWORK', 'Network Error'));

    await rejectionOf(api.get('/api/portalWeb/news'));

    expect(messages).toEqual([{ type: 'error', text: '网络异常，请检查网络连接' }]);
  });

  it("shows any other error's own message", async () => {
    const { api, messages } = setup(() => {
      throw new Error('socket hang up');
    });

    await rejectionOf(api.get('/api/portalWeb/news'));

    expect(messages).toEqual([{ type: 'error', text: 'socket hang up' }]);
  });

  it('stays quiet when the caller cancels the call', async () => {
    const { api, messages } = setup(async (config) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (config.signal?.aborted) throw new axios.CanceledError(undefined, undefined, config);
      return ok();
    });
    const controller = new AbortController();

    const call = api.get('/api/portalWeb/news', undefined, { signal: controller.signal });
    controller.abort();

    await expect(call).rejects.toSatisfy((error) => axios.isCancel(error));
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
    const { api, messages } = setup((config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
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

    expect(lastSent()).not.toHaveProperty('silent');
  });
});

describe('blob downloads', () => {
  const jsonBlob = (body: unknown) => new Blob([JSON.stringify(body)], { type: 'application/json' });

  it('asks for a blob, appends n and resolves with the file', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const { api, lastSent, messages } = setup(() => ({ data: pdf }));

    const blob = await api.download('/api/portalWeb/files/contract.pdf', { id: 3 });

    expect(blob).toBe(pdf);
    expect(lastSent().responseType).toBe('blob');
    expect(lastSent().method).toBe('get');
    expect(lastSent().params).toMatchObject({ id: 3, n: expect.any(Number) });
    expect(messages).toEqual([]);
  });

  it('shows the msg of a JSON blob as an error and rejects', async () => {
    const { api, messages } = setup(() => ({ data: jsonBlob({ code: 500, msg: '文件不存在', data: null }) }));

    const error = await rejectionOf(api.download('/api/portalWeb/files/contract.pdf'));

    expect(messages).toEqual([{ type: 'error', text: '文件不存在' }]);
    expect(error).toMatchObject({ code: 500, msg: '文件不存在' });
  });

  it('shows 下载失败 for a JSON blob without a msg', async () => {
    const { api, messages } = setup(() => ({ data: jsonBlob({ code: 500, data: null }) }));

    await rejectionOf(api.download('/api/portalWeb/files/contract.pdf'));

    expect(messages).toEqual([{ type: 'error', text: MESSAGES.downloadFailed }]);
  });

  it('never resolves with a JSON blob, even one saying 200', async () => {
    const { api, messages } = setup(() => ({ data: jsonBlob({ code: 200, msg: '成功', data: null }) }));

    await rejectionOf(api.download('/api/portalWeb/files/contract.pdf'));

    expect(messages).toEqual([{ type: 'error', text: MESSAGES.downloadFailed }]);
  });

  it('applies the code 600 rule to a JSON blob from an HTTP 401', async () => {
    storage.set(STORAGE_KEYS.token, 'old');
    const { api, reload } = setup(() => ({
      status: 401,
      data: jsonBlob({ code: 600, msg: '登录已过期', data: null }),
    }));

    await rejectionOf(api.download('/api/portalWeb/files/contract.pdf'));

    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows 下载失败 for a non-2xx answer that is not JSON', async () => {
    const { api, messages } = setup(() => ({
      status: 404,
      data: new Blob(['<html>'], { type: 'text/html' }),
    }));

    const error = await rejectionOf(api.download('/api/portalWeb/files/missing.pdf'));

    expect(messages).toEqual([{ type: 'error', text: MESSAGES.downloadFailed }]);
    expect(error.httpStatus).toBe(404);
  });
});

describe('the app request layer', () => {
  it('is configured with the 50-second timeout', () => {
    expect(request.axios.defaults.timeout).toBe(50_000);
  });
});
