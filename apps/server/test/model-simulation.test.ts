import http from 'node:http';
import type net from 'node:net';
import { TOKEN_INVALID_CODE } from '@portal/shared/constants';
import { SIMULATION_TEXTS, simulationApi } from '@portal/shared/simulation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModel } from '../src/market/catalogue.service.ts';
import { createServingTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { modelId } from './market-support.ts';
import { callAs } from './support/call.ts';
import { freshAddress, TINY_PNG } from './support/http.ts';
import { templateUpload, workbookOf } from './support/workbook.ts';

/** An external model endpoint of the test: answers a model result, or nonsense. */
function startModelService() {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const sent = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { params?: { x?: number } };
      res.setHeader('content-type', 'application/json');
      if (req.url === '/models/square') {
        const x = Number(sent.params?.x);
        res.end(
          JSON.stringify({
            code: 200,
            msg: '成功',
            data: {
              modelBody: {
                inputs: [{ name: 'x', label: '边长', unit: 'm', value: x }],
                texts: [],
                outputs: [{ name: 'area', label: '面积', unit: 'm²', value: x * x }],
                axis: { name: 'x', label: '边长', unit: 'm', kind: 'number', values: [0, x] },
                series: [{ name: 'area', label: '面积', unit: 'm²', values: [0, x * x] }],
              },
            },
          }),
        );
      } else {
        res.end(JSON.stringify({ code: 500, msg: '模型服务维护中', data: null }));
      }
    });
  });
}

describe.each(engines)('mechanism-model simulation on %s', (engine) => {
  let t: TestApp;
  let service: http.Server;
  let admin: string;
  let developer: string;
  let carnot: number;

  const as = (token: string) => ({ token });
  const simulate = (token: string | 'visitor', id: number, params: Record<string, string | number>) =>
    callAs(
      t,
      token === 'visitor' ? 'visitor' : as(token),
      simulationApi.simulate,
      { body: { id, params } },
      {
        remoteAddress: freshAddress(),
      },
    );
  const history = async (token: string, id: number) =>
    (await callAs(t, as(token), simulationApi.history, { params: { id } })).body.data;
  const upload = async (token: string, id: number, content: Buffer, filename?: string) =>
    callAs(
      t,
      as(token),
      simulationApi.uploadTemplate,
      { params: { id } },
      {
        ...templateUpload(content, filename),
        remoteAddress: freshAddress(),
      },
    );
  const batchCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('modelBatch')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Polls the batch until it leaves `running`. */
  const finished = async (token: string, id: number) => {
    for (let tries = 0; tries < 250; tries += 1) {
      const { body } = await callAs(t, as(token), simulationApi.batchStatus, { params: { id } });
      if (body.data.state !== 'running') return body.data;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the batch did not finish');
  };

  /** A published model of the test whose physics is at an external endpoint. */
  const registerExternal = (code: string, domain: string, uri: string) =>
    createModel(t.database.db, {
      modelName: code,
      code,
      describes: code,
      modelSortCode: 'heat',
      modelTypeName: '机理模型',
      professionSortName: '测试',
      principle: '外部模型',
      modelStatusCode: 3,
      useCount: 0,
      isRequestData: 0,
      method: 'POST',
      protocol: 'HTTP',
      prefix: '/models',
      uri,
      domain,
      fields: [
        {
          requestName: 'x',
          requestDescribes: '边长',
          requestDefaultValue: '2',
          requestType: 6,
          requestLocation: 3,
          requiredFlag: 1,
          unit: 'm',
        },
      ],
      createTime: new Date().toISOString(),
    });

  beforeAll(async () => {
    service = startModelService();
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const port = (service.address() as net.AddressInfo).port;
    t = await createServingTestApp(engine, { seed: true, allowedHosts: [`127.0.0.1:${port}`] });
    [admin, developer] = await Promise.all([
      loginAs(t.app, '13800000001', 'tenant'),
      loginAs(t.app, '13800000002', 'develop'),
    ]);
    carnot = await modelId(t, 'carnot');
    await registerExternal('external-square', `127.0.0.1:${port}`, '/square');
    await registerExternal('external-broken', `127.0.0.1:${port}`, '/broken');
    await registerExternal('external-private', '10.0.0.1', '/square');
  });
  afterAll(async () => {
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
    await t.close();
  });

  it('runs a model by hand: the inputs used, its results with units and its curve, then in the history', async () => {
    const { status, body } = await simulate(developer, carnot, { coldTemp: '-20', hotTemp: 35 });
    expect(status).toBe(200);
    const result = body.data.modelBody;
    // Reversed Carnot: 253.15 K / (308.15 − 253.15) K = 4.60.
    expect(result.outputs[0]?.value).toBeCloseTo(4.6, 1);
    expect(result.inputs).toEqual([
      expect.objectContaining({ name: 'coldTemp', value: -20, unit: '°C' }),
      expect.objectContaining({ name: 'hotTemp', value: 35, unit: '°C' }),
    ]);
    expect(result.axis.kind).toBe('number');
    expect(result.series[0]?.values).toHaveLength(result.axis.values.length);
    expect(
      result.series.flatMap((series) => series.values).every((v) => v === null || Number.isFinite(v)),
    ).toBe(true);

    const runs = await history(developer, carnot);
    expect(runs[0]).toMatchObject({ kind: 'manual', params: { coldTemp: '-20', hotTemp: 35 } });
    expect(runs[0]?.summary).toContain('4.6');
    expect(runs[0]?.result?.outputs[0]?.value).toBe(result.outputs[0]?.value);
    // Another user's history does not show it.
    expect((await history(admin, carnot)).some((run) => run.id === runs[0]?.id)).toBe(false);
  });

  it('refuses bad input with the parameter named, and runs nothing', async () => {
    const before = (await history(developer, carnot)).length;
    const missing = await simulate(developer, carnot, { hotTemp: 35 });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请输入参数低温热源温度的值');
    expect((missing.body.data as unknown as { fieldErrors: unknown }).fieldErrors).toEqual({
      coldTemp: '请输入参数低温热源温度的值',
    });
    const text = await simulate(developer, carnot, { coldTemp: '冷', hotTemp: 35 });
    expect(text.body.msg).toBe('参数低温热源温度必须是数字');
    const belowZero = await simulate(developer, carnot, { coldTemp: -300, hotTemp: 35 });
    expect(belowZero.body.msg).toBe('参数低温热源温度不能低于绝对零度（-273.15°C）');
    const reversed = await simulate(developer, carnot, { coldTemp: 20, hotTemp: 10 });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toContain('高温热源温度');
    expect(await history(developer, carnot)).toHaveLength(before);
  });

  it('answers code 600 to a visitor and 404 for a model that is not published', async () => {
    const visitor = await simulate('visitor', carnot, { coldTemp: -20, hotTemp: 35 });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(TOKEN_INVALID_CODE);
    const draft = await modelId(t, 'defrost-draft');
    const hidden = await simulate(developer, draft, {});
    expect(hidden.status).toBe(404);
    expect(hidden.body.msg).toBe(SIMULATION_TEXTS.noModel);
  });

  it('runs a model on the demo cold room’s last 10 readings; a missing reading is a gap, never a figure', async () => {
    const id = await modelId(t, 'envelope-heat');
    const { status, body } = await callAs(
      t,
      as(developer),
      simulationApi.simulateIot,
      // The sensors feed the temperatures; the rest is the form's, as for a run by hand.
      { body: { id, params: { area: 1200, uValue: 0.25 } } },
      { remoteAddress: freshAddress() },
    );
    expect([status, body.msg]).toEqual([200, '成功']);
    const { modelBody, iotBody } = body.data;
    expect(iotBody).toMatchObject({ machineNo: 'LK-SH-0101', terminalNo: 'T-0101-A' });
    expect(iotBody.axis).toMatchObject({ kind: 'time', label: '时间' });
    // Spec 001 §9: at most 10 points on the time axis; oldest first, an hour apart.
    const times = iotBody.axis.values.map((value) => new Date(String(value)).getTime());
    expect(times).toHaveLength(10);
    expect(times.slice(1).map((time, index) => time - (times[index] as number))).toEqual(
      Array(9).fill(3_600_000),
    );
    // Only the readings that fed the model; machineNo and terminalNo are never series.
    expect(iotBody.series.map((series) => series.name).sort()).toEqual(['insideTemp', 'outsideTemp']);
    // The outdoor probe's dropout four hours before the last reading: a gap in both charts.
    const outside = iotBody.series.find((series) => series.name === 'outsideTemp');
    expect(outside?.values[5]).toBeNull();
    expect(outside?.values.filter((value) => value === null)).toHaveLength(1);
    expect(modelBody.axis.values).toEqual(iotBody.axis.values);
    for (const series of modelBody.series) {
      expect(series.values[5]).toBeNull();
      expect(series.values.filter((value) => value !== null).every(Number.isFinite)).toBe(true);
      expect(series.values.filter((value) => value === null)).toHaveLength(1);
    }
    expect((await history(developer, id))[0]).toMatchObject({ kind: 'iot' });

    const noFeed = await callAs(
      t,
      as(developer),
      simulationApi.simulateIot,
      { body: { id: carnot, params: {} } },
      { remoteAddress: freshAddress() },
    );
    expect([noFeed.status, noFeed.body.msg]).toEqual([400, SIMULATION_TEXTS.noIot]);
  });

  it('holds 手动仿真 to the click guard: the fourth run within 5 s from one address is refused', async () => {
    const address = freshAddress();
    const run = () =>
      callAs(
        t,
        as(admin),
        simulationApi.simulate,
        { body: { id: carnot, params: { coldTemp: -20, hotTemp: 35 } } },
        {
          remoteAddress: address,
        },
      );
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await run()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await run()).body.msg).toBe('请勿频繁操作');
  });

  it('sweeps one parameter: each step computed, a refused step listed with its reason', async () => {
    const { status, body } = await callAs(
      t,
      as(developer),
      simulationApi.sweep,
      {
        body: {
          id: carnot,
          params: { coldTemp: -20, hotTemp: 35 },
          parameter: 'hotTemp',
          from: -30,
          to: 50,
          steps: 5,
        },
      },
      { remoteAddress: freshAddress() },
    );
    expect(status).toBe(200);
    expect(body.data.parameter).toEqual({ name: 'hotTemp', label: '高温热源温度', unit: '°C' });
    expect(body.data.rows.map((row) => row.value)).toEqual([-30, -10, 10, 30, 50]);
    // Below the cold source the cycle does not exist: refused steps, with the reason.
    expect(body.data.rows[0]?.outputs).toBeNull();
    expect(body.data.rows[0]?.error).toContain('高温热源温度');
    // 253.15 / (303.15 − 253.15) = 5.06.
    expect(body.data.rows[3]?.outputs?.[body.data.outputs[0]?.name ?? '']).toBeCloseTo(5.06, 1);
    expect((await history(developer, carnot))[0]).toMatchObject({
      kind: 'sweep',
      result: null,
      sweep: { parameter: 'hotTemp', from: -30, to: 50, steps: 5 },
    });

    const tooMany = await callAs(
      t,
      as(developer),
      simulationApi.sweep,
      { body: { id: carnot, params: {}, parameter: 'hotTemp', from: 0, to: 50, steps: 51 } },
      { remoteAddress: freshAddress() },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toContain('扫描步数必须在 2 到 50 之间');
    const notNumeric = await callAs(
      t,
      as(developer),
      simulationApi.sweep,
      { body: { id: carnot, params: {}, parameter: 'nothing', from: 0, to: 50, steps: 5 } },
      { remoteAddress: freshAddress() },
    );
    expect(notNumeric.body.msg).toBe(SIMULATION_TEXTS.sweepParameter);
  });

  it('runs a filled template in the background: headers by name or description, a row refused with its reason', async () => {
    const workbook = await workbookOf([
      ['低温热源温度', 'hotTemp', '备注'],
      [-20, 35, '一号库'],
      [-10, null, '缺少高温'],
      [-30, 30, null],
    ]);
    const { status, body } = await upload(admin, carnot, workbook);
    expect(status).toBe(200);
    expect(body.msg).toBe('上传成功，系统正在解析中');
    expect(body.data).toMatchObject({ state: 'running', total: 3, done: 0 });
    const done = await finished(admin, body.data.id);
    expect(done).toMatchObject({ state: 'done', done: 3, total: 3, message: '解析并执行完成' });

    const result = await callAs(t, as(admin), simulationApi.batchResult, { params: { id: body.data.id } });
    expect(result.body.data.columns).toEqual([
      { header: '低温热源温度', name: 'coldTemp' },
      { header: 'hotTemp', name: 'hotTemp' },
    ]);
    const [first, second, third] = result.body.data.rows;
    expect(first).toMatchObject({ row: 2, params: { coldTemp: -20, hotTemp: 35 }, error: null });
    expect(Object.values(first?.outputs ?? {})[0]).toBeCloseTo(4.6, 1);
    expect(second).toMatchObject({ row: 3, outputs: null, error: '请输入参数高温热源温度的值' });
    // 243.15 / (303.15 − 243.15) = 4.05.
    expect(Object.values(third?.outputs ?? {})[0]).toBeCloseTo(4.05, 1);

    // Another user can neither follow nor read it.
    const other = await callAs(t, as(developer), simulationApi.batchResult, { params: { id: body.data.id } });
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe(SIMULATION_TEXTS.noBatch);
  });

  it('runs again, through its job, a batch a stopped process left running', async () => {
    const user = await t.database.db
      .selectFrom('userAccount')
      .select('id')
      .where('account', '=', '13800000001')
      .executeTakeFirstOrThrow();
    const left = new Date(Date.now() - 1000).toISOString();
    // As a process that stopped after storing the rows leaves it: running, its lease passed.
    const { id } = await t.database.db
      .insertInto('modelBatch')
      .values({
        userId: user.id,
        modelId: carnot,
        state: 'running',
        total: 1,
        columns: JSON.stringify([
          { header: 'coldTemp', name: 'coldTemp' },
          { header: 'hotTemp', name: 'hotTemp' },
        ]),
        rows: JSON.stringify([{ coldTemp: -20, hotTemp: 35 }]),
        results: null,
        leaseUntil: left,
        createTime: left,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await t.app.jobs.runDue(new Date(Date.now() + 2 * 60_000))).toContain('models.resumeBatches');
    const { body } = await callAs(t, as(admin), simulationApi.batchStatus, { params: { id } });
    expect(body.data).toMatchObject({ state: 'done', done: 1, total: 1 });
  });

  it('refuses a bad workbook with a clear message and runs nothing', async () => {
    const before = await batchCount();
    const cases: [Buffer, string][] = [
      [TINY_PNG, SIMULATION_TEXTS.templateType],
      [Buffer.from('低温热源温度,高温热源温度\n-20,35\n'), SIMULATION_TEXTS.templateType],
      [
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
        SIMULATION_TEXTS.templateBroken,
      ],
      [
        await workbookOf([
          ['甲', '乙'],
          [1, 2],
        ]),
        SIMULATION_TEXTS.templateHeaders,
      ],
      [await workbookOf([['低温热源温度', '高温热源温度']]), SIMULATION_TEXTS.templateEmpty],
      [
        await workbookOf([
          ['低温热源温度', '高温热源温度'],
          ...Array.from({ length: 1001 }, () => [-20, 35]),
        ]),
        SIMULATION_TEXTS.templateRows(1000),
      ],
      [
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024 + 1)]),
        SIMULATION_TEXTS.templateSize,
      ],
    ];
    for (const [content, message] of cases) {
      const { status, body } = await upload(admin, carnot, content);
      expect([status, body.msg]).toEqual([400, message]);
    }
    expect(await batchCount()).toBe(before);
  });

  it('calls a model registered with an external endpoint through the safe forwarding', async () => {
    const square = await modelId(t, 'external-square');
    const { status, body } = await simulate(developer, square, { x: 3 });
    expect(status).toBe(200);
    expect(body.data.modelBody.outputs).toEqual([{ name: 'area', label: '面积', unit: 'm²', value: 9 }]);
    const missing = await simulate(developer, square, {});
    expect(missing.body.msg).toBe('请输入参数边长的值');
    // Not a model result: its msg is the error (spec 001 §8).
    const broken = await simulate(developer, await modelId(t, 'external-broken'), { x: 3 });
    expect([broken.status, broken.body.msg]).toEqual([502, '模型服务维护中']);
    // A private address nobody allowed is never called.
    const inside = await simulate(developer, await modelId(t, 'external-private'), { x: 3 });
    expect([inside.status, inside.body.msg]).toEqual([403, '该微服务的地址指向内部网络，平台拒绝转发']);
  });
});
