import { builtinApi } from '@portal/shared/builtin';
import { microApi, modelsApi } from '@portal/shared/catalogue';
import { communityApi } from '@portal/shared/community';
import { dataSourceApi } from '@portal/shared/datasource';
import { simulationApi } from '@portal/shared/simulation';
import { trialApi } from '@portal/shared/trial';
import { describe, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { api, baseURL, useBrowser, VIEWPORTS } from '../support/browser.ts';
import { type ApiRole, apiLogin, apiSession } from '../support/login.ts';
import { signedThroughApi } from '../support/signing.ts';

/**
 * Every account screen passes axe-core's WCAG 2.1 AA rules (DESIGN.md), checked on the page
 * the account that uses it sees once its data has arrived (the public screens:
 * accessibility-public.e2e.ts).
 */

const { freshPage } = useBrowser();

interface AppCard {
  id: number;
  charged: boolean;
  isTrial: boolean;
}

/** A write through the API as the account; answers the envelope's data (or null when refused). */
async function write<T>(token: string, apiPath: string, body: unknown): Promise<T | null> {
  const res = await fetch(`${baseURL}${apiPath}`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.ok ? ((await res.json()) as { data: T }).data : null;
}

/**
 * The second demo tenant with something on each account screen (in this file's own database):
 * a free subscription, a trial and an order awaiting payment (an app that has one already is
 * refused again, and keeps it). Answers that order's id.
 */
async function tenantWithSubscriptionsAndOrder(account: string): Promise<number> {
  const token = await apiLogin(account, 'tenant');
  const { list } = await api<{ list: AppCard[] }>('/api/portalWeb/market/selectMarketList?pageSize=50');
  const free = list.find((app) => !app.charged);
  const trial = list.find((app) => app.charged && app.isTrial);
  const bought = list.filter((app) => app.charged && app.id !== trial?.id).at(-1);
  if (!free || !trial || !bought)
    throw new Error('the demo catalogue lacks a free, a trial or a charged app');
  await write(token, '/api/portalWeb/market/subscribe', { id: free.id, data: { type: 1 } });
  await write(token, '/api/portalWeb/market/subscribe', { id: trial.id, data: { type: 0 } });
  await write(token, '/api/portalWeb/marketOrder/purchase', { marketId: bought.id, duration: 1 });
  const orders = await fetch(`${baseURL}/api/portalWeb/marketOrder/selectList?status=1`, {
    headers: { token },
  });
  const { data } = (await orders.json()) as { data: { list: { id: number; status: number }[] } };
  const pending = data.list.find((order) => order.status === 1);
  if (!pending) throw new Error('the tenant has no order awaiting payment');
  return pending.id;
}

/**
 * The dew-point console with a call in its history (an empty table hides its tags): one trial
 * through the forwarding call, as the console sends it. Answers the console's address.
 */
async function microTrialWithHistory(account: string): Promise<string> {
  const token = await apiLogin(account, 'develop');
  const { list } = await api<{ list: { id: number; name: string }[] }>(
    `${microApi.list.path}?keyword=${encodeURIComponent('露点温度计算')}`,
  );
  const id = list.find((micro) => micro.name === '露点温度计算')?.id;
  if (!id) throw new Error('the demo catalogue lacks 露点温度计算');
  const form = new FormData();
  form.append('str', JSON.stringify({ id, body: { temperature: 25, relativeHumidity: 60 } }));
  const res = await fetch(`${baseURL}${trialApi.forward.path}`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  if (!res.ok) throw new Error(`the trial call was refused: ${res.status} ${await res.text()}`);
  return `/Trial?page=micr&title=gywfwzj&catalogue=${id}`;
}

/** The reversed-Carnot simulation with a run in its history and its charts drawn. Answers its address. */
async function modelTrialWithHistory(account: string): Promise<string> {
  const token = await apiLogin(account, 'develop');
  const { list } = await api<{ list: { id: number; modelName: string }[] }>(
    `${modelsApi.page.path}?keyword=${encodeURIComponent('逆卡诺循环效率模型')}`,
  );
  const id = list.find((model) => model.modelName === '逆卡诺循环效率模型')?.id;
  if (!id) throw new Error('the demo catalogue lacks 逆卡诺循环效率模型');
  const res = await fetch(`${baseURL}${simulationApi.simulate.path}`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({ id, params: { coldTemp: -20, hotTemp: 35 } }),
  });
  if (!res.ok) throw new Error(`the run was refused: ${res.status} ${await res.text()}`);
  return `/Trial?page=jlmx&title=jlmx&catalogue=${id}`;
}

/** A microservice the developer submitted through the API, waiting for review. Answers its id. */
async function submittedMicro(account: string): Promise<number> {
  const token = await apiLogin(account, 'develop');
  const industries = await fetch(`${baseURL}${communityApi.industries.path}`, { headers: { token } });
  const { data } = (await industries.json()) as { data: { id: number }[] };
  const submission = await write<{ id: number }>(token, communityApi.createMicro.path, {
    name: `无障碍检查微服务${Date.now() % 100_000}`,
    industryId: data[0]?.id,
    contentRemake: '由空气温度与相对湿度计算露点',
    method: 'POST',
    protocol: 'HTTP',
    domain: '',
    uri: builtinApi.dewPoint.path,
    fields: [
      {
        requestName: 'temperature',
        requestDescribes: '空气温度',
        requestType: 6,
        requestLocation: 3,
        required: true,
        requestDefaultValue: '25',
        unit: '°C',
      },
    ],
  });
  if (!submission) throw new Error('the submission was refused');
  return submission.id;
}

/** A data source of the tenant, so 数据配置 opens on a row (an empty table hides its tags). */
async function tenantWithDataSource(account: string): Promise<string> {
  const token = await apiLogin(account, 'tenant');
  await write(token, dataSourceApi.create.path, {
    dbHost: 'db.example.com',
    dbPort: 5432,
    dbUsername: 'reporter',
    dbPassword: 'secret-1',
    dbName: 'cold_chain',
    dbType: 'PostgreSQL',
    isPublish: 1,
  });
  return '/admin/dataSource';
}

/** The account's 电子签章 list, with a document it signed through the API. */
async function signedListOf(account: string): Promise<string> {
  await signedThroughApi(baseURL, await apiLogin(account, 'develop'));
  return '/admin/signing';
}

const ACCOUNT_SCREENS: {
  account: string;
  /** Which of the account's screens, when they are checked in parts. */
  part?: string;
  role: ApiRole;
  addresses: () => Promise<string[]>;
}[] = [
  {
    account: '13800000003',
    role: 'tenant',
    addresses: async () => {
      const orderId = await tenantWithSubscriptionsAndOrder('13800000003');
      return [
        '/admin/appList',
        '/admin/orderList',
        `/admin/orderDetail?id=${orderId}`,
        await tenantWithDataSource('13800000003'),
        '/admin/appMarket',
        '/Application',
        '/preViewPdf?type=1',
      ];
    },
  },
  { account: '13800000004', role: 'tenant', addresses: async () => ['/admin/personTent'] },
  {
    account: '13800000002',
    role: 'develop',
    // The publishing area on the developer's seeded entries, and the demands that fit them.
    addresses: async () => [
      '/admin/personDev',
      // 电子签章 with a signed document on its list.
      await signedListOf('13800000002'),
      await microTrialWithHistory('13800000002'),
      await modelTrialWithHistory('13800000002'),
      '/supplyPublish',
      '/supplyPublish?tab=matches',
      // The developer community with a submission on its list, and its form.
      `/community/submit?id=${await submittedMicro('13800000002')}`,
      '/community/model',
      '/community',
    ],
  },
  // The operator's screens in two parts, each well within a test's time on a loaded machine.
  {
    account: 'operator',
    part: 'content and orders',
    role: 'operate',
    addresses: async () => {
      // An order awaiting payment, so the payment desk has a row (an empty table hides its tags).
      await tenantWithSubscriptionsAndOrder('13800000001');
      // The seeded board has entries awaiting moderation, so 供需审核 opens on rows.
      return [
        '/system/dashboard',
        '/system/review',
        '/system/payment',
        '/system/supplyModeration',
        '/system/supplyTypes',
        '/system/users',
        '/system/audit',
        '/system/notices',
        '/system/messages',
        '/system/news',
        '/system/banners',
        '/system/orders',
      ];
    },
  },
  {
    account: 'operator',
    part: 'site and catalogue',
    role: 'operate',
    addresses: async () => {
      // A developer's submission, so 开发者提交 opens on a row.
      await submittedMicro('13800000002');
      return [
        '/system/solutions',
        '/system/members',
        '/system/settings',
        '/system/subscriptions',
        '/system/submissions',
        '/system/apps',
        '/system/micros',
        '/system/models',
        '/system/industries',
        '/system/modelSorts',
      ];
    },
  },
];

describe('account screens', () => {
  for (const { account, part, role, addresses } of ACCOUNT_SCREENS) {
    it(`${account}'s screens${part ? ` (${part})` : ''} pass WCAG 2.1 AA`, async () => {
      const screens = await addresses();
      // Logged in through the API: the screens are what is checked here.
      const { page, close } = await freshPage(VIEWPORTS.desktop, await apiSession(account, role));
      for (const address of screens) await expectAccessible(page, address);
      await close();
    });
  }
});
