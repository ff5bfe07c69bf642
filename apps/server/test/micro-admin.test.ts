import { appAdminApi } from '@portal/shared/app-admin';
import { builtinApi } from '@portal/shared/builtin';
import { microApi, REQUEST_LOCATIONS, REQUEST_TYPES, USAGE_KINDS, usageApi } from '@portal/shared/catalogue';
import { communityApi, submissionAdminApi } from '@portal/shared/community';
import { pathWith } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import { MICRO_ADMIN_TEXTS, type MicroForm, microAdminApi } from '@portal/shared/micro-admin';
import { MICRO_ENDPOINT_TEXTS } from '@portal/shared/micro-endpoint';
import { auditLogApi } from '@portal/shared/user-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeUnreferencedUploads } from '../src/files/files.service.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs } from './support/call.ts';
import { multipartBody, TINY_PNG } from './support/http.ts';

/** Where the built-in services live: the dew point's path before `/micro/`. */
const BUILTIN_PREFIX = builtinApi.dewPoint.path.slice(0, builtinApi.dewPoint.path.indexOf('/micro/'));

/**
 * The console's 微服务管理 (issue 22 item 2): every microservice listed (unpublished and
 * developers' ones too), filtered and sorted on the server; created and edited with the endpoint
 * held to the forwarding allow-list and the parameters replaced in order; the catalogue, the
 * detail and the trial's parameters change at once; deleting is refused while tenants have tried
 * it or its submission waits; refusals change nothing; every write on the audit log.
 */
describe.each(engines)('microservice administration on %s', (engine) => {
  let t: TestApp;
  let industryId: number;
  let serial = 0;
  const ALLOWED = 'iot.example.com:443';

  const form = (overrides: Partial<MicroForm> = {}): MicroForm => {
    serial += 1;
    return {
      name: `测试微服务-${engine}-${serial}`,
      industryId,
      contentRemake: '测试微服务简介',
      detailsRemake: '测试说明',
      content: '<p>测试详情</p><script>alert(1)</script>',
      contactPerson: '运营部',
      type: 1,
      state: 1,
      charged: false,
      method: 'POST',
      protocol: 'HTTP',
      domain: '',
      prefix: BUILTIN_PREFIX,
      uri: '/micro/dew-point',
      fields: [
        {
          requestName: 'temperature',
          requestDescribes: '空气温度',
          requestType: REQUEST_TYPES.float,
          requestLocation: REQUEST_LOCATIONS.body,
          required: true,
          requestDefaultValue: '25',
          unit: '°C',
        },
      ],
      ...overrides,
    };
  };
  const create = async (overrides: Partial<MicroForm> = {}) => {
    const created = await callAs(t, 'operator', microAdminApi.create, { body: form(overrides) });
    expect(created.status, created.body.msg).toBe(200);
    return created.body.data;
  };
  const count = async () => {
    const row = await t.database.db
      .selectFrom('microservice')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const publicNames = async () => {
    const { body } = await callAs(t, 'visitor', microApi.list, { query: { pageSize: 100 } });
    return body.data.list.map((micro) => micro.name);
  };
  const auditActions = async (targetId: number) => {
    const { body } = await callAs(t, 'operator', auditLogApi.list, {
      query: { action: 'micro.', pageSize: 100 },
    });
    return body.data.list.filter((entry) => entry.targetId === String(targetId)).map((entry) => entry.action);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true, forwarding: { allowedHosts: [ALLOWED] } });
    await t.app.ready();
    const industry = await t.database.db
      .selectFrom('marketIndustry')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    industryId = industry.id;
  });
  afterAll(() => t.close());

  it('creates a published microservice that the catalogue, its detail and its trial show at once', async () => {
    // Warm the cached public list first: the write must drop it.
    const before = await publicNames();
    const micro = await create();
    expect(micro).toMatchObject({ state: 1, type: 1, charged: false, uploadCount: 0, submission: null });
    expect(micro.icon).toBe(pathWith(marketApi.logo.path, { kind: 'micro', file: `${micro.id}.svg` }));
    // The details are sanitised with the shared allow-list.
    expect(micro.content).toBe('<p>测试详情</p>');
    expect(await publicNames()).toEqual(expect.arrayContaining([...before, micro.name]));
    const detail = await callAs(t, 'visitor', microApi.detail, { params: { id: micro.id } });
    expect(detail.body.data.request).toEqual({
      method: 'POST',
      protocol: 'HTTP',
      prefix: BUILTIN_PREFIX,
      uri: '/micro/dew-point',
      domain: '',
    });
    expect(detail.body.data.requestFields.map((field) => [field.requestName, field.requiredFlag])).toEqual([
      ['temperature', 1],
    ]);
    expect(await auditActions(micro.id)).toEqual(['micro.create']);
  });

  it('edits the parameters in order and the detail shows them at once', async () => {
    const micro = await create();
    await callAs(t, 'visitor', microApi.detail, { params: { id: micro.id } });
    const [first] = form().fields ?? [];
    const updated = await callAs(t, 'operator', microAdminApi.update, {
      params: { id: micro.id },
      body: form({
        name: micro.name,
        fields: [
          {
            requestName: 'unit',
            requestDescribes: '单位制',
            requestType: REQUEST_TYPES.text,
            requestLocation: REQUEST_LOCATIONS.query,
            required: false,
          },
          first as NonNullable<typeof first>,
        ],
      }),
    });
    expect(updated.status, updated.body.msg).toBe(200);
    expect(updated.body.msg).toBe(MICRO_ADMIN_TEXTS.updated);
    expect(
      updated.body.data.fields.map((field) => [field.requestName, field.requestLocation, field.required]),
    ).toEqual([
      ['unit', REQUEST_LOCATIONS.query, false],
      ['temperature', REQUEST_LOCATIONS.body, true],
    ]);
    const detail = await callAs(t, 'visitor', microApi.detail, { params: { id: micro.id } });
    expect(detail.body.data.requestFields.map((field) => field.requestName)).toEqual(['unit', 'temperature']);
    const stored = await t.database.db
      .selectFrom('requestField')
      .select(['requestName', 'sort'])
      .where('ownerKind', '=', 'micro')
      .where('ownerId', '=', micro.id)
      .orderBy('sort')
      .execute();
    expect(stored).toEqual([
      { requestName: 'unit', sort: 0 },
      { requestName: 'temperature', sort: 1 },
    ]);

    // Unpublished, it leaves the catalogue at once and stays in the console's list.
    await callAs(t, 'operator', microAdminApi.update, {
      params: { id: micro.id },
      body: form({ name: micro.name, state: 0 }),
    });
    expect(await publicNames()).not.toContain(micro.name);
    expect((await callAs(t, 'visitor', microApi.detail, { params: { id: micro.id } })).status).toBe(404);
    const listed = await callAs(t, 'operator', microAdminApi.list, {
      query: { keyword: micro.name, state: 0 },
    });
    expect(listed.body.data.list.map((row) => row.id)).toEqual([micro.id]);
    expect(await auditActions(micro.id)).toEqual(['micro.update', 'micro.update', 'micro.create']);
  });

  it('holds the endpoint to the forwarding allow-list and shows the list in the options', async () => {
    const options = await callAs(t, 'operator', microAdminApi.options, {});
    expect(options.body.data.allowedHosts).toEqual([ALLOWED]);
    expect(options.body.data.industries.length).toBeGreaterThan(0);

    const before = await count();
    const refused = await callAs(t, 'operator', microAdminApi.create, {
      body: form({ protocol: 'HTTPS', domain: 'api.example.com', prefix: '', uri: '/v1/calc' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(MICRO_ENDPOINT_TEXTS.notAllowed('api.example.com:443', [ALLOWED]));
    const self = await callAs(t, 'operator', microAdminApi.create, {
      body: form({ prefix: '', uri: microAdminApi.list.path }),
    });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe(MICRO_ENDPOINT_TEXTS.selfPath);
    // The same host on another port is another host.
    const port = await callAs(t, 'operator', microAdminApi.create, {
      body: form({ protocol: 'HTTP', domain: 'iot.example.com', prefix: '', uri: '/v1/calc' }),
    });
    expect(port.status).toBe(400);
    expect(await count()).toBe(before);

    const allowed = await create({
      protocol: 'HTTPS',
      domain: 'iot.example.com',
      prefix: '/v1',
      uri: '/calc',
    });
    expect(allowed).toMatchObject({ domain: 'iot.example.com', prefix: '/v1', uri: '/calc' });
  });

  it('keeps an uploaded icon and a picture in the details through the upload clean-up', async () => {
    const upload = () =>
      multipartBody([{ name: 'file', value: TINY_PNG, filename: 'a.png', type: 'image/png' }]);
    const picture = async () => {
      const stored = await callAs(
        t,
        'operator',
        appAdminApi.uploadLogo,
        { body: undefined } as never,
        upload(),
      );
      expect(stored.status).toBe(200);
      return stored.body.data as string;
    };
    const [icon, inDetails, stray] = [await picture(), await picture(), await picture()];
    const micro = await create({
      icon,
      content: `<p>图文</p><p><img src="${inDetails}" alt="微服务图片"></p>`,
    });
    expect(micro.icon).toBe(icon);
    const cards = await callAs(t, 'visitor', microApi.list, { query: { keyword: micro.name } });
    expect(cards.body.data.list[0]?.icon).toBe(icon);
    const nameOf = (address: string) => address.split('/').pop() as string;
    await removeUnreferencedUploads(t.database.db, t.app.files, new Date(Date.now() + 25 * 3600_000));
    const served = async (address: string) =>
      (await callAs(t, 'visitor', appAdminApi.logo, { params: { name: nameOf(address) } })).status;
    expect([await served(icon), await served(inDetails), await served(stray)]).toEqual([200, 200, 404]);
    const wrong = await callAs(t, 'operator', microAdminApi.create, {
      body: form({ icon: 'https://evil.example/x.png' }),
    });
    expect(wrong.status).toBe(400);
  });

  it('refuses what the contract refuses and a name already taken, changing nothing', async () => {
    const before = await count();
    const duplicate = await callAs(t, 'operator', microAdminApi.create, {
      body: form({
        fields: [
          { requestName: 'a', requestDescribes: '甲', requestType: 1, requestLocation: 3, required: true },
          { requestName: 'a', requestDescribes: '乙', requestType: 1, requestLocation: 2, required: false },
        ],
      }),
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.msg).toContain(MICRO_ENDPOINT_TEXTS.duplicateField('a'));
    const badPrefix = await callAs(t, 'operator', microAdminApi.create, {
      body: form({ prefix: `${BUILTIN_PREFIX}/` }),
    });
    expect(badPrefix.status).toBe(400);
    const taken = await callAs(t, 'operator', microAdminApi.create, { body: form({ name: '露点温度计算' }) });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe(MICRO_ADMIN_TEXTS.nameTaken);
    expect(await count()).toBe(before);
    const missing = await callAs(t, 'operator', microAdminApi.update, {
      params: { id: 999_999 },
      body: form(),
    });
    expect(missing.status).toBe(404);
    expect((await callAs(t, 'operator', microAdminApi.detail, { params: { id: 999_999 } })).status).toBe(404);
  });

  it('lists every microservice with its source, filtered and sorted on the server', async () => {
    const submitted = await callAs(t, 'developer', communityApi.createMicro, {
      body: {
        name: `开发者微服务-${engine}`,
        industryId,
        contentRemake: '开发者的微服务',
        method: 'POST',
        protocol: 'HTTP',
        domain: '',
        uri: builtinApi.dewPoint.path,
      },
    });
    expect(submitted.status, submitted.body.msg).toBe(200);
    const waiting = await callAs(t, 'operator', microAdminApi.list, {
      query: { keyword: `开发者微服务-${engine}` },
    });
    expect(waiting.body.data.list).toEqual([
      expect.objectContaining({
        state: 0,
        submission: expect.objectContaining({ status: 0, developerName: expect.any(String) }),
      }),
    ]);
    const byUses = await callAs(t, 'operator', microAdminApi.list, {
      query: { sort: 'usesDesc', state: 1, type: 1, pageSize: 5 },
    });
    const uses = byUses.body.data.list.map((row) => row.uploadCount);
    expect(uses).toEqual(uses.toSorted((a, b) => b - a));
    expect(byUses.body.data.list.every((row) => row.state === 1 && row.type === 1)).toBe(true);
    expect(byUses.body.data.pagination.total).toBeGreaterThan(5);
    const byName = await callAs(t, 'operator', microAdminApi.list, {
      query: { industry: industryId, sort: 'nameAsc' },
    });
    expect(byName.body.data.list.every((row) => row.industryId === industryId)).toBe(true);
    const refused = await callAs(t, 'operator', microAdminApi.list, { query: { state: 7 } } as never);
    expect(refused.status).toBe(400);
  });

  it('refuses deleting a microservice tenants have tried or whose submission waits, and deletes one nothing holds', async () => {
    const tried = await create();
    const log = await callAs(t, 'tenantAdmin', usageApi.log, {
      body: { meMiType: USAGE_KINDS.micro, mid: tried.id, status: 200, message: 'ok', type: 1 },
    });
    expect(log.status, log.body.msg).toBe(200);
    const refused = await callAs(t, 'operator', microAdminApi.remove, { params: { id: tried.id }, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(MICRO_ADMIN_TEXTS.triedByTenants(1));
    expect(await publicNames()).toContain(tried.name);

    const submitted = await callAs(t, 'developer', communityApi.createMicro, {
      body: {
        name: `待审核微服务-${engine}`,
        industryId,
        contentRemake: '等待审核',
        method: 'POST',
        protocol: 'HTTP',
        domain: '',
        uri: builtinApi.dewPoint.path,
      },
    });
    const waitingId = submitted.body.data.itemId;
    // Published only through the review, not by the form.
    const published = await callAs(t, 'operator', microAdminApi.update, {
      params: { id: waitingId },
      body: form({ name: submitted.body.data.name, state: 1 }),
    });
    expect(published.status).toBe(400);
    expect(published.body.msg).toBe(MICRO_ADMIN_TEXTS.publishWaiting);
    const waiting = await callAs(t, 'operator', microAdminApi.remove, {
      params: { id: waitingId },
      body: {},
    });
    expect(waiting.status).toBe(409);
    expect(waiting.body.msg).toBe(MICRO_ADMIN_TEXTS.submissionWaiting);
    // Rejected, it may go, with its submission.
    await callAs(t, 'operator', submissionAdminApi.reject, {
      params: { id: submitted.body.data.id },
      body: { reason: '接口说明不完整' },
    });
    const gone = await callAs(t, 'operator', microAdminApi.remove, { params: { id: waitingId }, body: {} });
    expect(gone.status, gone.body.msg).toBe(200);
    expect(
      (await callAs(t, 'developer', communityApi.detail, { params: { id: submitted.body.data.id } })).status,
    ).toBe(404);

    const plain = await create();
    await publicNames();
    const removed = await callAs(t, 'operator', microAdminApi.remove, { params: { id: plain.id }, body: {} });
    expect(removed.status).toBe(200);
    expect(removed.body.msg).toBe(MICRO_ADMIN_TEXTS.removed);
    expect(await publicNames()).not.toContain(plain.name);
    const fields = await t.database.db
      .selectFrom('requestField')
      .select('id')
      .where('ownerKind', '=', 'micro')
      .where('ownerId', '=', plain.id)
      .execute();
    expect(fields).toEqual([]);
    expect(await auditActions(plain.id)).toEqual(['micro.delete', 'micro.create']);
    expect(
      (await callAs(t, 'operator', microAdminApi.remove, { params: { id: plain.id }, body: {} })).status,
    ).toBe(404);
  });
});
