import { builtinApi } from '@portal/shared/builtin';
import { microApi, REQUEST_LOCATIONS, REQUEST_TYPES } from '@portal/shared/catalogue';
import {
  COMMUNITY_TEXTS,
  communityApi,
  type MicroSubmissionForm,
  PACKAGE_MAX_INFLATED_MB,
  SUBMISSION_STATUSES,
  submissionAdminApi,
} from '@portal/shared/community';
import { MICRO_ENDPOINT_TEXTS } from '@portal/shared/micro-endpoint';
import { trialApi } from '@portal/shared/trial';
import { auditLogApi } from '@portal/shared/user-admin';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/crypto.ts';
import { createServingTestApp, DEMO_PASSWORD_MD5, engines, loginAs, type TestApp } from './helpers.ts';
import { callAs } from './support/call.ts';
import { freshAddress, multipartBody } from './support/http.ts';

/**
 * The developer community (issue 22 item 3): a certified developer submits a microservice (an
 * endpoint forwarding may reach, its parameters, a package through `micro/uploadMs/{x}`); it
 * stays out of the catalogue while it waits; an operator rejects it with a reason the developer
 * reads, the developer corrects it, the operator approves it and it is in the catalogue and tried
 * at once, its use counted on the developer's list. Another developer finds none of it; a tenant
 * may not call; a published submission no longer changes; bad input changes nothing.
 */
describe.each(engines)('developer community on %s', (engine) => {
  let t: TestApp;
  let industryId: number;
  let counter = 0;

  const form = (overrides: Partial<MicroSubmissionForm> = {}): MicroSubmissionForm => ({
    name: `社区露点服务-${engine}`,
    industryId,
    contentRemake: '开发者提交的露点计算',
    detailsRemake: '采用 Magnus 公式。',
    method: 'POST',
    protocol: 'HTTP',
    domain: '',
    uri: builtinApi.dewPoint.path,
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
      {
        requestName: 'relativeHumidity',
        requestDescribes: '相对湿度',
        requestType: REQUEST_TYPES.float,
        requestLocation: REQUEST_LOCATIONS.body,
        required: true,
        requestDefaultValue: '60',
        unit: '%',
      },
    ],
    ...overrides,
  });

  /** A second certified developer (or a certified tenant administrator) of its own. */
  async function newAccount(role: 'develop' | 'tenant'): Promise<string> {
    counter += 1;
    const account = `1370${String(process.pid % 10_000).padStart(4, '0')}${String(counter).padStart(3, '0')}`;
    const now = new Date().toISOString();
    const db = t.database.db;
    const tenant =
      role === 'tenant'
        ? await db
            .insertInto('tenant')
            .values({ name: `社区租户${account.slice(-4)}`, code: null, createTime: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        : null;
    const user = await db
      .insertInto('userAccount')
      .values({
        account,
        phone: account,
        realName: `社区${account.slice(-4)}`,
        passwordHash: await hashPassword(DEMO_PASSWORD_MD5),
        role,
        tenantId: tenant?.id ?? null,
        isAdministrator: role === 'tenant' ? 1 : 0,
        createTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('registration')
      .values({
        userId: user.id,
        type: role === 'tenant' ? 0 : 1,
        status: 2,
        createTime: now,
        updateTime: now,
      })
      .execute();
    return loginAs(t.app, account, role);
  }

  const catalogueNames = async () => {
    const { status, body } = await callAs(t, 'visitor', microApi.list, { query: { pageSize: 100 } });
    expect(status).toBe(200);
    return body.data.list.map((micro) => micro.name);
  };
  const zip = (files: Record<string, string>) =>
    Buffer.from(
      zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
    );
  const upload = (who: 'developer' | { token: string }, id: number, content: Buffer, name = 'service.zip') =>
    callAs(
      t,
      who,
      communityApi.uploadPackage,
      { params: { x: id } },
      {
        ...multipartBody([{ name: 'file', value: content, filename: name, type: 'application/zip' }]),
        remoteAddress: freshAddress(),
      },
    );
  const storedPackages = () => t.app.files.list('packages');
  const submit = async (overrides: Partial<MicroSubmissionForm> = {}) => {
    const res = await callAs(t, 'developer', communityApi.createMicro, { body: form(overrides) });
    expect(res.status, res.response.body).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    // Listening, its forwarding allowed to reach itself: the built-in service is really called.
    t = await createServingTestApp(engine, { seed: true });
    const industry = await t.database.db
      .selectFrom('marketIndustry')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    industryId = industry.id;
  });
  afterAll(() => t.close());

  it('submits, is rejected with a reason, corrects, is approved, and is tried at once', async () => {
    const name = `社区露点服务-${engine}`;
    const created = await callAs(t, 'developer', communityApi.createMicro, {
      body: form({ name: `  ${name}  ` }),
    });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe(COMMUNITY_TEXTS.created);
    const submission = created.body.data;
    expect(submission).toMatchObject({
      name,
      status: SUBMISSION_STATUSES.byKey.waiting,
      uri: builtinApi.dewPoint.path,
      domain: '',
      fields: [
        { requestName: 'temperature', required: true, unit: '°C' },
        { requestName: 'relativeHumidity', required: true },
      ],
    });

    // Waiting: not in the catalogue, its detail and trial unknown to the public.
    expect(await catalogueNames()).not.toContain(name);
    expect((await callAs(t, 'visitor', microApi.detail, { params: { id: submission.itemId } })).status).toBe(
      404,
    );

    // The package, streamed and measured.
    const packageBytes = zip({ 'README.md': '# 露点服务', 'app/main.py': 'print(1)' });
    const uploaded = await upload('developer', submission.id, packageBytes);
    expect(uploaded.status, uploaded.response.body).toBe(200);
    expect(uploaded.body.msg).toBe(COMMUNITY_TEXTS.packageUploaded);
    expect(uploaded.body.data).toMatchObject({ packageName: 'service.zip' });
    expect(uploaded.body.data.packageSize).toBeGreaterThan(0);

    // The operator's queue shows it; the operator rejects with a reason the developer reads.
    const queue = await callAs(t, 'operator', submissionAdminApi.list, {
      query: { status: 0, keyword: name },
    });
    expect(queue.status).toBe(200);
    expect(queue.body.data.list.map((row) => row.id)).toEqual([submission.id]);
    expect(queue.body.data.list[0]).toMatchObject({
      developerAccount: '13800000002',
      packageName: 'service.zip',
    });
    const reviewed = await callAs(t, 'operator', submissionAdminApi.detail, {
      params: { id: submission.id },
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.data).toMatchObject({
      name,
      method: 'POST',
      protocol: 'HTTP',
      uri: builtinApi.dewPoint.path,
      packageName: 'service.zip',
      developerAccount: '13800000002',
    });
    expect(reviewed.body.data.fields).toHaveLength(2);
    expect((await callAs(t, 'operator', submissionAdminApi.detail, { params: { id: 999_999 } })).status).toBe(
      404,
    );
    // The reviewer downloads the package as it came.
    const downloaded = await callAs(t, 'operator', submissionAdminApi.package, {
      params: { id: submission.id },
    });
    expect(downloaded.status).toBe(200);
    expect(downloaded.response.headers['content-type']).toBe('application/zip');
    expect(downloaded.response.rawPayload.equals(packageBytes)).toBe(true);
    const rejected = await callAs(t, 'operator', submissionAdminApi.reject, {
      params: { id: submission.id },
      body: { reason: '  请补充参数单位  ' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 2, rejectReason: '请补充参数单位' });
    const mine = await callAs(t, 'developer', communityApi.list, { query: { keyword: name } });
    expect(mine.body.data.list[0]).toMatchObject({ status: 2, rejectReason: '请补充参数单位' });
    // Approving a rejected one is refused: it must be corrected first.
    expect(
      (await callAs(t, 'operator', submissionAdminApi.approve, { params: { id: submission.id }, body: {} }))
        .status,
    ).toBe(409);

    // Corrected, it waits again.
    const corrected = await callAs(t, 'developer', communityApi.updateMicro, {
      params: { id: submission.id },
      body: form({ name, detailsRemake: '补充了单位。' }),
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({ status: 0, rejectReason: '', detailsRemake: '补充了单位。' });

    // Approved: in the catalogue and its detail at once, tried through the forwarding.
    const approved = await callAs(t, 'operator', submissionAdminApi.approve, {
      params: { id: submission.id },
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(approved.body.msg).toBe(COMMUNITY_TEXTS.approved);
    expect(await catalogueNames()).toContain(name);
    const detail = await callAs(t, 'visitor', microApi.detail, { params: { id: submission.itemId } });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ name, type: 1, contactPerson: expect.any(String) });
    expect(detail.body.data.requestFields.map((field) => field.requestName)).toEqual([
      'temperature',
      'relativeHumidity',
    ]);

    const { payload, headers } = multipartBody([
      {
        name: 'str',
        value: JSON.stringify({ id: submission.itemId, body: { temperature: 25, relativeHumidity: 60 } }),
      },
    ]);
    const tried = await callAs(
      t,
      'tenantAdmin',
      trialApi.forward,
      {},
      { payload, headers, remoteAddress: freshAddress() },
    );
    expect(tried.status, tried.response.body).toBe(200);
    expect(JSON.stringify(tried.body.data.body)).toContain('16.69');

    // The developer's list counts its use; a published one no longer changes.
    const published = await callAs(t, 'developer', communityApi.list, {
      query: { status: 1, keyword: name },
    });
    expect(published.body.data.list[0]).toMatchObject({ status: 1, calls: 1 });
    expect(published.body.data.list[0]?.uses).toBeGreaterThanOrEqual(1);
    const overview = await callAs(t, 'developer', communityApi.overview, {});
    expect(overview.body.data).toMatchObject({ certificationStatus: 2 });
    expect(overview.body.data.published).toBeGreaterThanOrEqual(1);
    const frozen = await callAs(t, 'developer', communityApi.updateMicro, {
      params: { id: submission.id },
      body: form({ name }),
    });
    expect(frozen.status).toBe(409);
    expect(frozen.body.msg).toBe(COMMUNITY_TEXTS.notEditable);
    expect((await upload('developer', submission.id, zip({ 'a.txt': 'a' }))).status).toBe(409);
    expect(
      (await callAs(t, 'operator', submissionAdminApi.approve, { params: { id: submission.id }, body: {} }))
        .status,
    ).toBe(409);

    // Both reviews are on the audit log, with before and after.
    const log = await callAs(t, 'operator', auditLogApi.list, { query: { action: 'submission.' } });
    const entries = log.body.data.list.filter((entry) => entry.targetId === String(submission.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['submission.approve', 'submission.reject']);
    expect(entries.find((entry) => entry.action === 'submission.reject')?.after).toContain('请补充参数单位');
  });

  it('offers every industry to choose from, with or without a published app', async () => {
    const { status, body } = await callAs(t, 'developer', communityApi.industries, {});
    expect(status).toBe(200);
    const all = await t.database.db.selectFrom('marketIndustry').select(['id', 'name']).execute();
    expect(body.data.map((industry) => industry.id).sort((a, b) => a - b)).toEqual(
      all.map((industry) => industry.id).sort((a, b) => a - b),
    );
    expect((await callAs(t, 'tenantAdmin', communityApi.industries, {})).status).toBe(403);
    expect((await callAs(t, 'visitor', communityApi.overview, {})).status).toBe(401);
  });

  it('shows a developer only their own submissions: another developer finds none, a tenant may not call', async () => {
    const own = await submit({ name: `自己的服务-${engine}` });
    const other = await newAccount('develop');
    const tenant = await newAccount('tenant');

    expect((await callAs(t, { token: other }, communityApi.detail, { params: { id: own.id } })).status).toBe(
      404,
    );
    const update = await callAs(t, { token: other }, communityApi.updateMicro, {
      params: { id: own.id },
      body: form({ name: '别人的修改' }),
    });
    expect(update.status).toBe(404);
    expect(update.body.msg).toBe(COMMUNITY_TEXTS.notFound);
    expect((await upload({ token: other }, own.id, zip({ 'a.txt': 'a' }))).status).toBe(404);
    // Without a package there is none to download.
    const none = await callAs(t, 'operator', submissionAdminApi.package, { params: { id: own.id } });
    expect(none.status).toBe(404);
    expect(none.body.msg).toBe(COMMUNITY_TEXTS.packageNone);
    const othersList = await callAs(t, { token: other }, communityApi.list, { query: {} });
    expect(othersList.body.data.pagination.total).toBe(0);

    expect((await callAs(t, { token: tenant }, communityApi.detail, { params: { id: own.id } })).status).toBe(
      403,
    );
    expect((await callAs(t, { token: tenant }, communityApi.list, { query: {} })).status).toBe(403);
    expect((await callAs(t, 'developer', submissionAdminApi.list, { query: {} })).status).toBe(403);

    // Nothing changed.
    const still = await callAs(t, 'developer', communityApi.detail, { params: { id: own.id } });
    expect(still.body.data).toMatchObject({ name: `自己的服务-${engine}`, packageName: '' });
  });

  it('refuses endpoints forwarding may not reach and malformed parameters, changing nothing', async () => {
    const count = async () => {
      const row = await t.database.db
        .selectFrom('developerSubmission')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const before = await count();
    const cases: [Partial<MicroSubmissionForm>, string][] = [
      [{ domain: '', uri: submissionAdminApi.list.path }, COMMUNITY_TEXTS.selfPath],
      [{ domain: '127.0.0.1:6379', uri: '/x' }, COMMUNITY_TEXTS.internalHost],
      [{ domain: '10.0.0.8', uri: '/x' }, COMMUNITY_TEXTS.internalHost],
      [{ domain: 'localhost:8080', uri: '/x' }, COMMUNITY_TEXTS.internalHost],
      [{ domain: 'api.example.com/evil', uri: '/x' }, '域名格式不正确'],
      [{ uri: builtinApi.dewPoint.path.replace('micro/dew-point', '../system') }, '接口路径须以 / 开头'],
      [{ uri: '//other.example.com/x' }, '接口路径须以 / 开头'],
      [{ industryId: 999_999 }, COMMUNITY_TEXTS.industryMissing],
      [{ name: '' }, '请输入微服务名称'],
      [{ name: '名'.repeat(51) }, '微服务名称最多 50 个字符'],
    ];
    for (const [overrides, message] of cases) {
      const res = await callAs(t, 'developer', communityApi.createMicro, { body: form(overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.msg).toContain(message);
    }
    const duplicate = form();
    const first = duplicate.fields?.[0];
    if (!first) throw new Error('no field');
    const twice = await callAs(t, 'developer', communityApi.createMicro, {
      body: { ...duplicate, fields: [first, { ...first }] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain(MICRO_ENDPOINT_TEXTS.duplicateField('temperature'));
    const badType = await callAs(t, 'developer', communityApi.createMicro, {
      body: { ...duplicate, fields: [{ ...first, requestType: 3 }] },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toContain('参数类型不正确');
    expect(await count()).toBe(before);

    const rejectEmpty = await callAs(t, 'operator', submissionAdminApi.reject, {
      params: { id: (await submit({ name: `待驳回-${engine}` })).id },
      body: { reason: '   ' },
    });
    expect(rejectEmpty.status).toBe(400);
    expect(rejectEmpty.body.msg).toContain('请输入驳回原因');
  });

  it('takes a zip package only: refuses other files, broken zips and declared bombs, replaces the old one', async () => {
    const { id } = await submit({ name: `安装包-${engine}` });
    const files = (await storedPackages()).length;

    const png = await upload('developer', id, Buffer.from('89504e470d0a1a0a0000', 'hex'), 'a.zip');
    expect(png.status).toBe(400);
    expect(png.body.msg).toBe(COMMUNITY_TEXTS.packageType);

    const whole = zip({ 'README.md': 'hello' });
    const cut = await upload('developer', id, whole.subarray(0, whole.length - 30));
    expect(cut.status).toBe(400);
    expect(cut.body.msg).toBe(COMMUNITY_TEXTS.packageBroken);

    // A central directory declaring more than the inflated bound (its size field rewritten).
    const bomb = Buffer.from(whole);
    const directory = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE((PACKAGE_MAX_INFLATED_MB + 1) * 1024 * 1024, directory + 24);
    const declared = await upload('developer', id, bomb);
    expect(declared.status).toBe(400);
    expect(declared.body.msg).toBe(COMMUNITY_TEXTS.packageTooLargeInflated(PACKAGE_MAX_INFLATED_MB));
    expect((await storedPackages()).length).toBe(files);

    const first = await upload('developer', id, whole, 'v1.zip');
    expect(first.status).toBe(200);
    expect((await storedPackages()).length).toBe(files + 1);
    const second = await upload('developer', id, zip({ 'README.md': 'v2' }), 'v2.zip');
    expect(second.status).toBe(200);
    expect(second.body.data.packageName).toBe('v2.zip');
    // The replaced file is gone.
    expect((await storedPackages()).length).toBe(files + 1);
    const row = await t.database.db
      .selectFrom('developerSubmission')
      .select('packageFile')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await t.app.files.has('packages', row.packageFile)).toBe(true);
  });
});
