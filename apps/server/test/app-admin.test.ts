import {
  APP_ADMIN_TEXTS,
  type AppForm,
  appAdminApi,
  INDUSTRY_ADMIN_TEXTS,
  industryAdminApi,
  MODEL_SORT_ADMIN_TEXTS,
  modelSortAdminApi,
} from '@portal/shared/app-admin';
import { modelsApi } from '@portal/shared/catalogue';
import { pathWith } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import { auditLogApi } from '@portal/shared/user-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeUnreferencedUploads } from '../src/files/files.service.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs } from './support/call.ts';
import { multipartBody, TINY_PNG } from './support/http.ts';

/**
 * The console's 应用管理 (issue 22 item 2): every app listed (unpublished ones too), filtered and
 * sorted on the server; created and edited with plans (yuan in, fen stored, ids kept per year
 * count), trial, owner, logo and associations (a cycle is told, not refused); the public market
 * and its fee data change at once; deleting is refused while tenants or other apps hold the app;
 * refusals change nothing; every write on the audit log.
 */
describe.each(engines)('app administration on %s', (engine) => {
  let t: TestApp;
  let industryId: number;
  let serial = 0;

  const form = (overrides: Partial<AppForm> = {}): AppForm => {
    serial += 1;
    return {
      name: `测试应用-${engine}-${serial}`,
      industryId,
      detailsRemake: '测试应用简介',
      details: '<p>测试应用详情</p>',
      state: 1,
      charged: true,
      isTrial: true,
      trialTime: 3,
      plans: [
        { duration: 1, originalPrice: 1200, currentPrice: 999.5 },
        { duration: 2, originalPrice: 2400, currentPrice: 1800 },
      ],
      associations: [],
      ...overrides,
    };
  };
  const count = async () => {
    const row = await t.database.db
      .selectFrom('marketApp')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const publicNames = async () => {
    const { body } = await callAs(t, 'visitor', marketApi.list, { query: { pageSize: 100 } });
    return body.data.list.map((app) => app.name);
  };
  const create = async (overrides: Partial<AppForm> = {}) => {
    const created = await callAs(t, 'operator', appAdminApi.create, { body: form(overrides) });
    expect(created.status, created.body.msg).toBe(200);
    return created.body.data;
  };

  const updateCheck = async (id: number, name: string, logo: string) => {
    const saved = await callAs(t, 'operator', appAdminApi.update, {
      params: { id },
      body: form({ name, logo }),
    });
    expect(saved.body.data.logo).toBe(logo);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    const industry = await t.database.db
      .selectFrom('marketIndustry')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    industryId = industry.id;
  });
  afterAll(() => t.close());

  it('creates an app with plans, shows it on the market at once, edits it and keeps plan ids', async () => {
    // Warm the cached public list first: the write must drop it.
    const before = await publicNames();
    const app = await create();
    expect(app).toMatchObject({ state: 1, charged: true, isTrial: true, trialTime: 3, planCount: 2 });
    expect(app.plans.map((plan) => [plan.duration, plan.originalPrice, plan.currentPrice])).toEqual([
      [1, 1200, 999.5],
      [2, 2400, 1800],
    ]);
    expect(app.logo).toBe(pathWith(marketApi.logo.path, { kind: 'app', file: `${app.id}.svg` }));
    const stored = await t.database.db
      .selectFrom('marketPricePlan')
      .select(['currentPriceFen'])
      .where('appId', '=', app.id)
      .orderBy('duration')
      .execute();
    expect(stored.map((plan) => plan.currentPriceFen)).toEqual([99_950, 180_000]);
    expect(await publicNames()).toEqual(expect.arrayContaining([...before, app.name]));

    const renamed = `${app.name}-改`;
    const oneYear = app.plans[0]?.id;
    const updated = await callAs(t, 'operator', appAdminApi.update, {
      params: { id: app.id },
      body: form({
        name: renamed,
        plans: [
          { duration: 1, originalPrice: 1200, currentPrice: 888 },
          { duration: 3, originalPrice: 3600, currentPrice: 2500 },
        ],
      }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.msg).toBe(APP_ADMIN_TEXTS.updated);
    expect(updated.body.data.plans.map((plan) => plan.duration)).toEqual([1, 3]);
    expect(updated.body.data.plans[0]?.id).toBe(oneYear);
    const names = await publicNames();
    expect(names).toContain(renamed);
    expect(names).not.toContain(app.name);
    // The fee dialog reads the public detail: the new plans at once.
    const detail = await callAs(t, 'visitor', marketApi.detail, { params: { id: app.id } });
    expect(
      detail.body.data.applicationMarketPriceEntityList.map((plan) => [plan.duration, plan.currentPrice]),
    ).toEqual([
      [1, 888],
      [3, 2500],
    ]);
    expect(detail.body.data).toMatchObject({ name: renamed, isTrial: true, trialTime: 3 });

    // Withdrawn (已下架): off the market at once.
    const withdrawn = await callAs(t, 'operator', appAdminApi.update, {
      params: { id: app.id },
      body: form({ name: renamed, state: 2 }),
    });
    expect(withdrawn.body.data.state).toBe(2);
    expect(await publicNames()).not.toContain(renamed);
    expect((await callAs(t, 'visitor', marketApi.detail, { params: { id: app.id } })).status).toBe(404);

    const audit = await callAs(t, 'operator', auditLogApi.list, { query: { action: 'app.', pageSize: 100 } });
    const entries = audit.body.data.list.filter((entry) => entry.targetId === String(app.id));
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'app.create',
      'app.update',
      'app.update',
    ]);
    const update = entries.find((entry) => entry.action === 'app.update');
    expect(JSON.parse(update?.before ?? 'null')).toMatchObject({ state: '已上架' });
    expect(JSON.parse(update?.after ?? 'null')).toMatchObject({ state: '已下架', name: renamed });
  });

  it('makes a free app without plans or trial, sanitises details and lists by filter and order', async () => {
    const free = await create({
      charged: false,
      isTrial: true,
      plans: [{ duration: 1, originalPrice: 1, currentPrice: 1 }],
      details: '<p onclick="x()">详情<script>alert(1)</script></p>',
      state: 0,
    });
    expect(free).toMatchObject({
      charged: false,
      isTrial: false,
      trialTime: null,
      planCount: 0,
      minPrice: null,
    });
    const detail = await callAs(t, 'operator', appAdminApi.detail, { params: { id: free.id } });
    expect(detail.body.data.details).toBe('<p>详情</p>');
    expect(await publicNames()).not.toContain(free.name);

    const drafts = await callAs(t, 'operator', appAdminApi.list, {
      query: { state: 0, charged: 'free', keyword: free.name, industry: industryId },
    });
    expect(drafts.body.data.list.map((app) => app.name)).toEqual([free.name]);
    const charged = await callAs(t, 'operator', appAdminApi.list, {
      query: { charged: 'charged', sort: 'installNumDesc', pageSize: 100 },
    });
    const installs = charged.body.data.list.map((app) => app.installNum);
    expect(installs).toEqual([...installs].sort((a, b) => b - a));
    expect(charged.body.data.list.every((app) => app.charged)).toBe(true);
    // Unpublished demo apps are listed here too.
    const all = await callAs(t, 'operator', appAdminApi.list, { query: { pageSize: 100 } });
    expect(all.body.data.list.some((app) => app.state === 2)).toBe(true);
    expect(all.body.data.pagination.total).toBe(await count());
  });

  it('refuses invalid apps with Chinese messages and changes nothing', async () => {
    const existing = await create();
    const total = await count();
    const cases: [Partial<AppForm>, RegExp][] = [
      [{ name: '  ' }, /请输入应用名称/],
      [{ name: '名'.repeat(51) }, /最多/],
      [{ plans: [] }, /收费应用请至少添加一个收费标准/],
      [
        {
          plans: [
            { duration: 1, originalPrice: 10, currentPrice: 9 },
            { duration: 1, originalPrice: 10, currentPrice: 9 },
          ],
        },
        /每个年限只能有一个收费标准/,
      ],
      [{ plans: [{ duration: 1, originalPrice: 10, currentPrice: 11 }] }, /现价不能高于原价/],
      [{ plans: [{ duration: 6, originalPrice: 10, currentPrice: 9 }] }, /年限须为1-5年/],
      [{ plans: [{ duration: 1, originalPrice: 10.001, currentPrice: 9 }] }, /两位小数/],
      [{ trialTime: 0 }, /试用时长/],
      [{ logo: 'https://evil.example/a.png' }, /图标地址不正确/],
      [{ industryId: 2_000_000 }, /所选行业不存在/],
      [{ exploitTenantId: 2_000_000 }, /所选发布租户不存在/],
      [{ associations: [2_000_000] }, /关联的应用不存在/],
      [{ name: existing.name }, /应用名称已存在/],
      [{ details: '<script>alert(1)</script>' }, /应用详情清理后为空/],
    ];
    for (const [overrides, message] of cases) {
      const refused = await callAs(t, 'operator', appAdminApi.create, { body: form(overrides) });
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(refused.body.msg).toMatch(message);
    }
    expect(await count()).toBe(total);

    const self = await callAs(t, 'operator', appAdminApi.update, {
      params: { id: existing.id },
      body: form({ name: existing.name, associations: [existing.id], state: 0 }),
    });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe(APP_ADMIN_TEXTS.associationSelf);
    const row = await t.database.db
      .selectFrom('marketApp')
      .select(['state'])
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe(1);
    expect(
      (await callAs(t, 'operator', appAdminApi.update, { params: { id: 2_000_000 }, body: form() })).status,
    ).toBe(404);
  });

  it('tells an association cycle and refuses to delete an app another app brings along', async () => {
    const first = await create();
    const second = await create({ associations: [first.id] });
    expect(second.cycle).toBeNull();
    const closing = await callAs(t, 'operator', appAdminApi.update, {
      params: { id: first.id },
      body: form({ name: first.name, associations: [second.id] }),
    });
    expect(closing.status).toBe(200);
    expect(closing.body.data.cycle).toEqual([first.name, second.name, first.name]);
    expect(closing.body.data.associations).toEqual([{ id: second.id, name: second.name }]);
    const publicAssociations = await callAs(t, 'visitor', marketApi.associations, {
      params: { id: first.id },
    });
    expect(publicAssociations.body.data.map((app) => app.id)).toEqual([second.id]);

    const refused = await callAs(t, 'operator', appAdminApi.remove, { params: { id: first.id }, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`应用【${second.name}】关联了当前应用,不能删除`);
    expect((await callAs(t, 'operator', appAdminApi.detail, { params: { id: first.id } })).status).toBe(200);
  });

  it('deletes an app nothing holds and refuses one with subscriptions or orders', async () => {
    const loose = await create();
    const removed = await callAs(t, 'operator', appAdminApi.remove, { params: { id: loose.id }, body: {} });
    expect(removed.status).toBe(200);
    expect(removed.body.msg).toBe(APP_ADMIN_TEXTS.removed);
    expect((await callAs(t, 'operator', appAdminApi.detail, { params: { id: loose.id } })).status).toBe(404);
    expect(await publicNames()).not.toContain(loose.name);
    expect(
      (await callAs(t, 'operator', appAdminApi.remove, { params: { id: loose.id }, body: {} })).status,
    ).toBe(404);

    const held = await create();
    const tenant = await t.database.db
      .selectFrom('userAccount')
      .select(['id', 'tenantId'])
      .where('account', '=', '13800000001')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('marketSubscription')
      .values({
        tenantId: tenant.tenantId as number,
        marketId: held.id,
        userId: tenant.id,
        type: 0,
        duration: 3,
        timeUnit: '月',
        createTime: now,
        startTime: now,
        endTime: new Date(Date.now() + 90 * 86_400_000).toISOString(),
      })
      .execute();
    const refused = await callAs(t, 'operator', appAdminApi.remove, { params: { id: held.id }, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(APP_ADMIN_TEXTS.inUse(1, 0));
    expect((await callAs(t, 'operator', appAdminApi.detail, { params: { id: held.id } })).status).toBe(200);
  });

  it('uploads a logo checked by its content, serves it to anyone and keeps it on the app', async () => {
    const upload = multipartBody([{ name: 'file', value: TINY_PNG, filename: 'a.png', type: 'image/png' }]);
    const stored = await callAs(t, 'operator', appAdminApi.uploadLogo, { body: undefined } as never, upload);
    expect(stored.status).toBe(200);
    const address = stored.body.data as string;
    expect(address).toMatch(/^\/api\/portalWeb\/market\/logos\/[A-Za-z0-9_-]+\.png$/);
    const name = address.split('/').pop() as string;
    const shown = await callAs(t, 'visitor', appAdminApi.logo, { params: { name } });
    expect(shown.status).toBe(200);
    expect(shown.response.headers['content-type']).toBe('image/png');

    const app = await create({ logo: address });
    expect(app.logo).toBe(address);
    const detail = await callAs(t, 'visitor', marketApi.detail, { params: { id: app.id } });
    expect(detail.body.data.logo).toBe(address);
    // Back to the generated tile.
    const generated = await callAs(t, 'operator', appAdminApi.update, {
      params: { id: app.id },
      body: form({ name: app.name, logo: '' }),
    });
    expect(generated.body.data.logo).toBe(
      pathWith(marketApi.logo.path, { kind: 'app', file: `${app.id}.svg` }),
    );

    // The clean-up of unreferenced uploads keeps a logo an app shows and a picture in its
    // details, and removes a stray one.
    const stray = await callAs(t, 'operator', appAdminApi.uploadLogo, { body: undefined } as never, upload);
    const strayName = (stray.body.data as string).split('/').pop() as string;
    const inDetails = await callAs(
      t,
      'operator',
      appAdminApi.uploadLogo,
      { body: undefined } as never,
      upload,
    );
    const pictured = await create({
      details: `<p>图文详情</p><p><img src="${inDetails.body.data}" alt="应用图片"></p>`,
    });
    expect(pictured.details).toContain(`<img src="${inDetails.body.data}" alt="应用图片" />`);
    const inDetailsName = (inDetails.body.data as string).split('/').pop() as string;
    await updateCheck(app.id, app.name, address);
    await removeUnreferencedUploads(t.database.db, t.app.files, new Date(Date.now() + 25 * 3600_000));
    expect((await callAs(t, 'visitor', appAdminApi.logo, { params: { name } })).status).toBe(200);
    expect((await callAs(t, 'visitor', appAdminApi.logo, { params: { name: strayName } })).status).toBe(404);
    expect((await callAs(t, 'visitor', appAdminApi.logo, { params: { name: inDetailsName } })).status).toBe(
      200,
    );

    const fake = multipartBody([
      { name: 'file', value: Buffer.from('<svg/>'), filename: 'a.png', type: 'image/png' },
    ]);
    const refused = await callAs(t, 'operator', appAdminApi.uploadLogo, { body: undefined } as never, fake);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(APP_ADMIN_TEXTS.logoType);
  });

  it('adds, renames, orders and deletes industries; the market follows; one in use stays', async () => {
    const name = `测试行业-${engine}`;
    const created = await callAs(t, 'operator', industryAdminApi.create, {
      body: { name: `  ${name} `, sort: 0 },
    });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe(INDUSTRY_ADMIN_TEXTS.created);
    expect(created.body.data).toMatchObject({ name, sort: 0, appCount: 0, microCount: 0 });
    const id = created.body.data.id;
    // Shown on the market only once a published app is filed under it.
    const types = async () =>
      (await callAs(t, 'visitor', marketApi.types, {})).body.data.map((type) => type.name);
    expect(await types()).not.toContain(name);
    const app = await create({ industryId: id });
    expect(app.industryName).toBe(name);
    expect(await types()).toContain(name);

    const renamed = `${name}-改`;
    const updated = await callAs(t, 'operator', industryAdminApi.update, {
      params: { id },
      body: { name: renamed, sort: 0 },
    });
    expect(updated.body.data).toMatchObject({ name: renamed, appCount: 1 });
    expect(await types()).toContain(renamed);
    const groups = await callAs(t, 'visitor', marketApi.groups, { body: {} });
    expect(groups.body.data.map((group) => group.name)).toContain(renamed);

    const taken = await callAs(t, 'operator', industryAdminApi.create, { body: { name: renamed, sort: 1 } });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe(INDUSTRY_ADMIN_TEXTS.nameTaken);
    const bad = await callAs(t, 'operator', industryAdminApi.create, { body: { name: ' ', sort: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/请输入行业名称/);

    const inUse = await callAs(t, 'operator', industryAdminApi.remove, { params: { id }, body: {} });
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toBe(INDUSTRY_ADMIN_TEXTS.inUse(1, 0));
    expect(
      (await callAs(t, 'operator', appAdminApi.remove, { params: { id: app.id }, body: {} })).status,
    ).toBe(200);
    const removed = await callAs(t, 'operator', industryAdminApi.remove, { params: { id }, body: {} });
    expect(removed.status).toBe(200);
    expect(await types()).not.toContain(renamed);
    const listed = await callAs(t, 'operator', industryAdminApi.list, { query: { keyword: name } });
    expect(listed.body.data.list).toEqual([]);
    expect((await callAs(t, 'operator', industryAdminApi.remove, { params: { id }, body: {} })).status).toBe(
      404,
    );

    const audit = await callAs(t, 'operator', auditLogApi.list, {
      query: { action: 'industry.', pageSize: 100 },
    });
    const actions = audit.body.data.list
      .filter((entry) => entry.targetId === String(id))
      .map((entry) => entry.action);
    expect(actions.reverse()).toEqual(['industry.create', 'industry.update', 'industry.delete']);
  });

  it('adds, renames and deletes model sorts; the /Mechanism sorts follow; one in use stays', async () => {
    const code = `test-${engine}`;
    const sorts = async () => (await callAs(t, 'visitor', modelsApi.sorts, {})).body.data;
    await sorts();
    const created = await callAs(t, 'operator', modelSortAdminApi.create, {
      body: { code, name: '测试分类', sort: 0 },
    });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe(MODEL_SORT_ADMIN_TEXTS.created);
    expect(created.body.data).toEqual({ code, name: '测试分类', sort: 0, modelCount: 0 });
    expect((await sorts()).map((sort) => sort.code)).toContain(code);

    const taken = await callAs(t, 'operator', modelSortAdminApi.create, {
      body: { code, name: '又一个', sort: 0 },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe(MODEL_SORT_ADMIN_TEXTS.codeTaken);
    const badCode = await callAs(t, 'operator', modelSortAdminApi.create, {
      body: { code: '中文编码', name: '分类', sort: 0 },
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.msg).toMatch(/分类编码只能包含字母、数字/);

    const updated = await callAs(t, 'operator', modelSortAdminApi.update, {
      params: { code },
      body: { name: '测试分类-改', sort: 3 },
    });
    expect(updated.body.data).toMatchObject({ code, name: '测试分类-改', sort: 3 });
    expect((await sorts()).find((sort) => sort.code === code)?.name).toBe('测试分类-改');

    // A sort the demo models are filed under stays.
    const listed = await callAs(t, 'operator', modelSortAdminApi.list, { query: { pageSize: 100 } });
    const used = listed.body.data.list.find((sort) => sort.modelCount > 0);
    expect(used).toBeDefined();
    const inUse = await callAs(t, 'operator', modelSortAdminApi.remove, {
      params: { code: used?.code as string },
      body: {},
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toBe(MODEL_SORT_ADMIN_TEXTS.inUse(used?.modelCount as number));

    const removed = await callAs(t, 'operator', modelSortAdminApi.remove, { params: { code }, body: {} });
    expect(removed.status).toBe(200);
    expect((await sorts()).map((sort) => sort.code)).not.toContain(code);
    expect(
      (await callAs(t, 'operator', modelSortAdminApi.remove, { params: { code }, body: {} })).status,
    ).toBe(404);
  });

  it('answers the form options and refuses visitors (600), tenants and developers (403)', async () => {
    const options = await callAs(t, 'operator', appAdminApi.options, {});
    expect(options.status).toBe(200);
    expect(options.body.data.industries.length).toBeGreaterThan(0);
    expect(options.body.data.tenants.length).toBeGreaterThan(0);
    expect(options.body.data.apps.length).toBe(await count());

    const total = await count();
    for (const who of ['developer', 'tenantAdmin', 'tenantMember'] as const) {
      expect((await callAs(t, who, appAdminApi.create, { body: form() })).status).toBe(403);
      expect((await callAs(t, who, appAdminApi.list, { query: {} })).status).toBe(403);
      expect((await callAs(t, who, appAdminApi.remove, { params: { id: 1 }, body: {} })).status).toBe(403);
    }
    const visitor = await callAs(t, 'visitor', appAdminApi.create, { body: form() });
    expect(visitor.status).toBe(401);
    expect(visitor.response.json().code).toBe(600);
    expect(await count()).toBe(total);
  });
});
