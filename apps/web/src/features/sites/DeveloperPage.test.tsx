import { STORAGE_KEYS } from '@portal/shared/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../app/test-utils';
import { request } from '../../shared/api/request';
import { storage } from '../../shared/api/storage';
import { closeLoginDialog, isLoginDialogOpen } from '../../shared/session/login-dialog';
import DeveloperPage from './DeveloperPage';

const renderPage = () => renderRoutes([{ path: '*', element: <DeveloperPage /> }], '/Developer');

afterEach(() => {
  vi.restoreAllMocks();
  closeLoginDialog();
});

describe('/Developer (spec 000 §6)', () => {
  it('tells a visitor which account to log in with and opens the login dialog', async () => {
    const post = vi.spyOn(request, 'post');
    renderPage();

    expect(await screen.findByText('请登录【开发者】账号或【租户管理员】账号')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(isLoginDialogOpen()).toBe(true);
    expect(post).not.toHaveBeenCalled();
  });

  it('tells a tenant member the same', async () => {
    storage.set(STORAGE_KEYS.token, 'tok');
    storage.set(STORAGE_KEYS.role, 'tenant');
    storage.setJson(STORAGE_KEYS.userInfo, { role: 'tenant', isAdministrator: false });
    const post = vi.spyOn(request, 'post');

    renderPage();

    expect(await screen.findByText('请登录【开发者】账号或【租户管理员】账号')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['a developer', 'develop', false, null],
    ['a tenant administrator', 'tenant', true, 7],
  ])('hands %s over to the community', async (_, role, isAdministrator, tenantId) => {
    storage.set(STORAGE_KEYS.token, 'tok');
    storage.set(STORAGE_KEYS.role, role);
    storage.setJson(STORAGE_KEYS.userInfo, { role, isAdministrator, tenantId });
    // The address never arrives here: the page stays in its handing-over state.
    const post = vi.spyOn(request, 'post').mockReturnValue(new Promise(() => {}));

    renderPage();

    expect(await screen.findByText('正在进入开发者社区…')).toBeTruthy();
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/oauth/judgment', { target: 'community' }));
  });
});
