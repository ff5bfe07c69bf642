import { microApi, modelsApi, type UsageLogEntry, usageApi } from '@portal/shared/catalogue';
import { marketApi } from '@portal/shared/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { microId, modelId } from './market-support.ts';
import { callAs, malformed } from './support/call.ts';

describe.each(engines)('usage counting and logs on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let sample: string;
  let developer: string;
  let operator: string;
  let dewPoint: number;
  let plank: number;

  /** Counts a use as the session `token`. */
  const count = async (body: { meMiType: 1 | 2; mid: number; name?: string }, token: string) =>
    (await callAs(t, { token }, usageApi.count, { body })).response;
  const logs = async (meMiType: 1 | 2, mid: number, token: string) =>
    (await callAs(t, { token }, usageApi.logs, { params: { meMiType, mid }, query: {} })).response;
  const microDetail = async (id: number) =>
    (await callAs(t, 'visitor', microApi.detail, { params: { id } })).response;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    [admin, member, sample, developer, operator] = await Promise.all([
      loginAs(t.app, '13800000001', 'tenant'),
      loginAs(t.app, '13800000005', 'tenant'),
      loginAs(t.app, '13800000003', 'tenant'),
      loginAs(t.app, '13800000002', 'develop'),
      loginAs(t.app, 'operator', 'operate'),
    ]);
    dewPoint = await microId(t, '露点温度计算');
    plank = await modelId(t, 'plank-freezing');
  });
  afterAll(() => t.close());

  it('counts a use of a microservice and of a model', async () => {
    const before = await microDetail(dewPoint);
    const listed = async () => {
      const { response: res } = await callAs(t, 'visitor', microApi.list, { query: { pageSize: 48 } });
      return res.json().data.list.find((micro: { id: number }) => micro.id === dewPoint).uploadCount;
    };
    expect(await listed()).toBe(before.json().data.uploadCount);
    const res = await count({ meMiType: 1, mid: dewPoint, name: '露点温度计算' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(before.json().data.uploadCount + 1);
    const after = await microDetail(dewPoint);
    expect(after.json().data.uploadCount).toBe(before.json().data.uploadCount + 1);
    // The cached public list shows the new count at once.
    expect(await listed()).toBe(before.json().data.uploadCount + 1);

    const model = await count({ meMiType: 2, mid: plank }, developer);
    const { response: info } = await callAs(t, 'visitor', modelsApi.info, { params: { id: plank } });
    expect(model.json().data.count).toBe(info.json().data.mechanismModelVo.useCount);
  });

  it("drops only its own kind's cached answers: the apps and the models stay in memory", async () => {
    const apps = async () =>
      (await callAs(t, 'visitor', marketApi.list, { query: { pageSize: 48 } })).response.json().data.list as {
        id: number;
        name: string;
      }[];
    const models = async () =>
      (await callAs(t, 'visitor', modelsApi.portal, {})).response.json().data as {
        list: { id: number; modelName: string }[];
      }[];
    const [appsBefore, modelsBefore] = [await apps(), await models()];
    const app = appsBefore[0] as { id: number; name: string };
    const model = modelsBefore[0]?.list[0] as { id: number; modelName: string };
    const rename = (appName: string, modelName: string) =>
      Promise.all([
        t.database.db.updateTable('marketApp').set({ name: appName }).where('id', '=', app.id).execute(),
        t.database.db.updateTable('mechanismModel').set({ modelName }).where('id', '=', model.id).execute(),
      ]);
    // Renamed behind the cache's back (no write names an area): an answer still cached shows the old name.
    await rename('改名的应用', '改名的模型');
    try {
      // A use that counts (the first of this user this hour): the microservices' area is dropped.
      const uses = (await microDetail(dewPoint)).json().data.uploadCount as number;
      expect((await count({ meMiType: 1, mid: dewPoint }, sample)).json().data.count).toBe(uses + 1);
      expect(await apps()).toEqual(appsBefore);
      expect(await models()).toEqual(modelsBefore);
    } finally {
      await rename(app.name, model.modelName);
    }
  });

  it('needs a login, a known published item and a known kind', async () => {
    expect(
      (await callAs(t, 'visitor', usageApi.count, { body: { meMiType: 1, mid: dewPoint } })).status,
    ).toBe(401);
    expect(
      (await callAs(t, 'tenantAdmin', usageApi.count, malformed({ body: { meMiType: 3, mid: dewPoint } })))
        .body.errorCode,
    ).toBe('VALIDATION_FAILED');
    expect((await count({ meMiType: 1, mid: 999999 }, admin)).statusCode).toBe(404);
    const hidden = await microId(t, '冷库巡检机器人接口（未发布）');
    expect((await count({ meMiType: 1, mid: hidden }, admin)).statusCode).toBe(404);
    const draft = await modelId(t, 'defrost-draft');
    expect((await count({ meMiType: 2, mid: draft }, admin)).statusCode).toBe(404);
    expect(
      (await callAs(t, { token: admin }, usageApi.count, malformed({ body: { meMiType: 3, mid: dewPoint } })))
        .status,
    ).toBe(400);
  });

  it('logs call outcomes; each reader sees only what is theirs', async () => {
    const entries: [string, number, string][] = [
      [admin, 200, '计算成功'],
      [member, 500, '参数错误'],
      [sample, 200, '示例租户的调用'],
      [developer, 200, '开发者的调用'],
    ];
    for (const [token, status, message] of entries) {
      const { response: res } = await callAs(t, { token }, usageApi.log, {
        body: { meMiType: 1, mid: dewPoint, name: '忽略的名称', status, message, type: 'body' },
      });
      expect(res.statusCode).toBe(200);
    }
    const messagesOf = async (token: string) =>
      ((await logs(1, dewPoint, token)).json().data.list as UsageLogEntry[]).map((entry) => entry.message);
    expect(await messagesOf(admin)).toEqual(['参数错误', '计算成功']);
    expect(await messagesOf(member)).toEqual(['参数错误', '计算成功']);
    expect(await messagesOf(sample)).toEqual(['示例租户的调用']);
    expect(await messagesOf(developer)).toEqual(['开发者的调用']);
    expect((await logs(1, dewPoint, operator)).json().data.pagination.total).toBe(4);

    const [entry] = (await logs(1, dewPoint, admin)).json().data.list as UsageLogEntry[];
    expect(entry).toMatchObject({
      meMiType: 1,
      mid: dewPoint,
      name: '露点温度计算',
      status: '500',
      type: 'body',
      userName: '赵明',
    });
    expect((await logs(2, plank, admin)).json().data.list).toEqual([]);
    expect((await logs(1, 999999, admin)).statusCode).toBe(404);
    expect(
      (await callAs(t, 'visitor', usageApi.logs, { params: { meMiType: 1, mid: dewPoint }, query: {} }))
        .status,
    ).toBe(401);
  });
});
