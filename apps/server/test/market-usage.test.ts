import { type UsageLogEntry, usageApi } from '@portal/shared/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { auth, microId, modelId } from './market-support.ts';
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

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? auth(token) : {} });
  const logs = (meMiType: number, mid: number, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/portalWeb/market/selectMarketLog/${meMiType}/${mid}`,
      headers: auth(token),
    });

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
    const before = await t.app.inject({ method: 'GET', url: `/api/portalWeb/micro/${dewPoint}` });
    const listed = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/portalWeb/micro/selectList?pageSize=48' });
      return res.json().data.list.find((micro: { id: number }) => micro.id === dewPoint).uploadCount;
    };
    expect(await listed()).toBe(before.json().data.uploadCount);
    const res = await post(
      '/api/portalWeb/microLog/save',
      { meMiType: 1, mid: dewPoint, name: '露点温度计算' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(before.json().data.uploadCount + 1);
    const after = await t.app.inject({ method: 'GET', url: `/api/portalWeb/micro/${dewPoint}` });
    expect(after.json().data.uploadCount).toBe(before.json().data.uploadCount + 1);
    // The cached public list shows the new count at once.
    expect(await listed()).toBe(before.json().data.uploadCount + 1);

    const model = await post('/api/portalWeb/microLog/save', { meMiType: 2, mid: plank }, developer);
    const info = await t.app.inject({ method: 'GET', url: `/api/portalWeb/model/info/${plank}` });
    expect(model.json().data.count).toBe(info.json().data.mechanismModelVo.useCount);
  });

  it('needs a login, a known published item and a known kind', async () => {
    expect(
      (await callAs(t, 'visitor', usageApi.count, { body: { meMiType: 1, mid: dewPoint } })).status,
    ).toBe(401);
    expect(
      (await callAs(t, 'tenantAdmin', usageApi.count, malformed({ body: { meMiType: 3, mid: dewPoint } })))
        .body.errorCode,
    ).toBe('VALIDATION_FAILED');
    expect((await post('/api/portalWeb/microLog/save', { meMiType: 1, mid: 999999 }, admin)).statusCode).toBe(
      404,
    );
    const hidden = await microId(t, '冷库巡检机器人接口（未发布）');
    expect((await post('/api/portalWeb/microLog/save', { meMiType: 1, mid: hidden }, admin)).statusCode).toBe(
      404,
    );
    const draft = await modelId(t, 'defrost-draft');
    expect((await post('/api/portalWeb/microLog/save', { meMiType: 2, mid: draft }, admin)).statusCode).toBe(
      404,
    );
    expect(
      (await post('/api/portalWeb/microLog/save', { meMiType: 3, mid: dewPoint }, admin)).statusCode,
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
      const res = await post(
        '/api/portalWeb/microLog/saveLog',
        { meMiType: 1, mid: dewPoint, name: '忽略的名称', status, message, type: 'body' },
        token,
      );
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
      (await t.app.inject({ method: 'GET', url: `/api/portalWeb/market/selectMarketLog/1/${dewPoint}` }))
        .statusCode,
    ).toBe(401);
  });
});
