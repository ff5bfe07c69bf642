import type { Role } from '@portal/shared/accounts';
import type { Envelope } from '@portal/shared/api';
import { STORAGE_KEYS } from '@portal/shared/constants';
import type { AppDetail } from '@portal/shared/market';
import { type MyApps, type SubscriptionCheck, subscriptionsApi } from '@portal/shared/subscriptions';
import { vi } from 'vitest';
import type { Feedback, FeedbackType } from '../../shared/api/feedback';
import { storage } from '../../shared/api/storage';

/** Test data and helpers for the market's component tests. */

export const TENANT_ID = 7;
export const USER_ID = 70;

export function loginAs(role: Role, isAdministrator: boolean): void {
  storage.set(STORAGE_KEYS.token, 'tok');
  storage.set(STORAGE_KEYS.role, role);
  const tenantId = role === 'tenant' ? TENANT_ID : null;
  storage.setJson(STORAGE_KEYS.userInfo, {
    userId: USER_ID,
    account: '13800000001',
    realName: '王建国',
    userAccount: '13800000001',
    role,
    tenantId,
    tenantName: tenantId ? '演示冷链科技有限公司' : null,
    isAdministrator,
  });
  if (tenantId) storage.set(STORAGE_KEYS.tenantId, String(tenantId));
}

export function appDetail(overrides: Partial<AppDetail> = {}): AppDetail {
  return {
    id: 11,
    name: '冷机物联网',
    logo: '',
    detailsRemake: '冷机设备联网监控',
    industry: 1,
    industryName: '冷链物流',
    charged: true,
    isTrial: true,
    trialTime: 3,
    installNum: 326,
    exploitTenantId: null,
    minPrice: 1680,
    createTime: '2026-01-05T02:00:00.000Z',
    details: '<p>冷机设备联网监控</p>',
    contactPerson: '李工',
    modifyTime: '2026-02-05T02:00:00.000Z',
    applicationMarketPriceEntityList: [
      { id: 101, aid: 11, duration: 1, timeUnit: '年', originalPrice: 2200, currentPrice: 1680 },
      { id: 102, aid: 11, duration: 2, timeUnit: '年', originalPrice: 4400, currentPrice: 3100 },
    ],
    associations: [{ id: 12, name: '冷链设备接入网关' }],
    isSubscribe: false,
    inCart: false,
    isOwner: false,
    ...overrides,
  };
}

/** The tenant's app states (`subscriptionsApi.mine`): nothing unless told. */
export const MY_APPS_URL = subscriptionsApi.mine.path;
export function myApps(overrides: Partial<MyApps> = {}): MyApps {
  return { subscriptions: [], trialUsed: [], inCart: [], pendingOrders: [], ...overrides };
}

export function check(overrides: Partial<SubscriptionCheck> = {}): SubscriptionCheck {
  return { subscribed: false, type: null, trialUsed: false, trialAvailable: true, ...overrides };
}

export function envelope<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: 200, msg, data };
}

/** A feedback that records what the app says. */
export function recordingFeedback(): Feedback & { said: [FeedbackType, string][] } {
  const said: [FeedbackType, string][] = [];
  return {
    said,
    message: vi.fn((type: FeedbackType, text: string) => {
      said.push([type, text]);
    }),
    confirmLogout: vi.fn(),
  };
}

/** A promise with its resolve handle, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// jsdom has no ResizeObserver; antd's Table and Select measure themselves with it.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, configurable: true });
}
