import type { LoginResult } from '@portal/shared/accounts';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { RequestError, request } from '../../shared/api/request';
import { storage } from '../../shared/api/storage';
import MinddlePage from './MinddlePage';

const result: LoginResult = {
  token: 'tok-dev',
  account: '13800000002',
  realName: '李开发',
  user: {
    userId: 2,
    account: '13800000002',
    realName: '李开发',
    userAccount: '13800000002',
    role: 'develop',
    tenantId: null,
    tenantName: null,
    isAdministrator: false,
  },
};

let codes = 0;
/** Each test its own code: exchanges are shared per code. */
const freshCode = () => `code-${++codes}`;

function renderAt(url: string) {
  const page = (text: string) => <p>{text}</p>;
  return renderRoutes(
    [
      { path: '/minddle', element: <MinddlePage /> },
      { path: '/Login', element: page('登录页') },
      { path: '*', element: page('其他页') },
    ],
    url,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/minddle', () => {
  it.each([
    ['/News?id=3', '/News', '?id=3'],
    ['/Developer', '/Developer', ''],
    ['//evil.example/steal', '/', ''],
    ['https://evil.example/', '/', ''],
    ['/\\evil.example', '/', ''],
    [null, '/', ''],
  ])(
    'exchanges the code, stores the session and goes to redirect %j → %s',
    async (redirect, pathname, search) => {
      const get = vi.spyOn(request, 'get').mockResolvedValue({ code: 200, msg: '成功', data: result });
      const code = freshCode();
      const query = new URLSearchParams({ code, ...(redirect === null ? {} : { redirect }) });

      const { router } = renderAt(`/minddle?${query}`);

      await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
      expect(router.state.location.search).toBe(search);
      expect(get).toHaveBeenCalledWith('/api/oauth/kc/login', { code }, { silent: false });
      expect(storage.get(STORAGE_KEYS.token)).toBe('tok-dev');
      expect(storage.get(STORAGE_KEYS.role)).toBe('develop');
    },
  );

  it('goes to login when the code is refused', async () => {
    vi.spyOn(request, 'get').mockRejectedValue(
      new RequestError({ code: 401, msg: '登录凭证无效或已过期，请重新登录', data: null }),
    );

    const { router } = renderAt(`/minddle?code=${freshCode()}&redirect=%2FNews`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
  });

  it('goes to login without a code, asking nothing of the server', async () => {
    const get = vi.spyOn(request, 'get');

    const { router } = renderAt('/minddle?redirect=%2FNews');

    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(get).not.toHaveBeenCalled();
  });
});
