import { CERTIFICATION_STATUS } from '@portal/shared/accounts';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../api/storage';
import { clearLoginData, saveLoginResult } from './session-store';
import { readSession, sessionAccess, useSession, VISITOR_SESSION } from './useSession';

const user = {
  userId: 70,
  account: '13800000001',
  realName: '王建国',
  userAccount: '13800000001',
  role: 'tenant' as const,
  tenantId: 7,
  tenantName: '演示冷链科技有限公司',
  isAdministrator: true,
};

function Greeting() {
  const session = useSession();
  return <p>{session.loggedIn ? `${session.user?.realName}（${session.role}）` : '访客'}</p>;
}

describe('the session (one reader of what a login stored)', () => {
  it('is a visitor without a token, whatever else is stored', () => {
    storage.setJson(STORAGE_KEYS.userInfo, user);
    storage.set(STORAGE_KEYS.role, 'tenant');
    expect(readSession()).toBe(VISITOR_SESSION);
  });

  it('reads the token, the chosen role (else the user info’s), the user and the tenant', () => {
    storage.set(STORAGE_KEYS.token, 'tok');
    storage.setJson(STORAGE_KEYS.userInfo, user);
    expect(readSession()).toEqual({
      loggedIn: true,
      role: 'tenant',
      user,
      tenantId: 7,
      isAdministrator: true,
      certified: true,
    });
    storage.set(STORAGE_KEYS.role, 'develop');
    expect(readSession().role).toBe('develop');
    // The same object while nothing changed (what useSyncExternalStore needs).
    expect(readSession()).toBe(readSession());
  });

  it('is uncertified while the looked-up registration is not approved', () => {
    storage.set(STORAGE_KEYS.token, 'tok');
    storage.setJson(STORAGE_KEYS.userInfo, user);
    const registration = { id: 5, type: 0, isTenantUser: false, account: user.account };
    for (const status of [CERTIFICATION_STATUS.incomplete, CERTIFICATION_STATUS.reviewing]) {
      storage.setJson(STORAGE_KEYS.registerInfo, { ...registration, status });
      expect(readSession().certified).toBe(false);
    }
    storage.setJson(STORAGE_KEYS.registerInfo, { ...registration, status: CERTIFICATION_STATUS.approved });
    expect(readSession().certified).toBe(true);
    // A member an administrator added has no registration of its own to complete.
    storage.setJson(STORAGE_KEYS.registerInfo, { ...registration, status: 0, isTenantUser: true });
    expect(readSession().certified).toBe(true);
  });

  it('re-renders its readers on login and logout in this tab, and on a change from another tab', () => {
    render(<Greeting />);
    expect(screen.getByText('访客')).toBeTruthy();

    act(() => saveLoginResult(storage, { token: 'tok', account: user.account, realName: '王建国', user }));
    expect(screen.getByText('王建国（tenant）')).toBeTruthy();

    act(() => clearLoginData(storage));
    expect(screen.getByText('访客')).toBeTruthy();

    act(() => {
      // Another tab logged in: the browser tells this one with a storage event.
      storage.set(STORAGE_KEYS.token, 'tok-2');
      storage.set(STORAGE_KEYS.role, 'operate');
      storage.setJson(STORAGE_KEYS.userInfo, { ...user, role: 'operate', realName: '平台运营' });
      window.dispatchEvent(new StorageEvent('storage'));
    });
    expect(screen.getByText('平台运营（operate）')).toBeTruthy();
  });

  it('gives the request layer the token and tenant, and forgets the token and nothing else', () => {
    storage.set(STORAGE_KEYS.token, 'abc');
    storage.set(STORAGE_KEYS.tenantId, 't1');
    storage.setJson(STORAGE_KEYS.userInfo, user);
    expect([sessionAccess.token(), sessionAccess.tenantId()]).toEqual(['abc', 't1']);
    render(<Greeting />);
    expect(screen.getByText('王建国（tenant）')).toBeTruthy();

    act(() => sessionAccess.forgetToken());

    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(storage.get(STORAGE_KEYS.tenantId)).toBe('t1');
    expect(screen.getByText('访客')).toBeTruthy();
  });
});
