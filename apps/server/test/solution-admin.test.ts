import { contentApi } from '@portal/shared/content';
import { pathWith } from '@portal/shared/contract';
import {
  type CaseForm,
  SOLUTION_ADMIN_TEXTS,
  SOLUTION_IMAGE_PATH,
  type SolutionForm,
  solutionAdminApi,
} from '@portal/shared/solution-admin';
import { auditLogApi } from '@portal/shared/user-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeUnreferencedUploads } from '../src/files/files.service.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs } from './support/call.ts';
import { multipartBody, TINY_PNG } from './support/http.ts';

/**
 * The console's 解决方案管理 (issue 22): solutions with their pain points and values and their
 * cases, drafts too, listed and filtered on the server; a draft is not public, a published one is
 * on /Solution and /Case at once; rich text sanitised; a solution with cases is not deleted;
 * refusals change nothing; pictures uploaded by content; every write on the audit log.
 */
describe.each(engines)('solution administration on %s', (engine) => {
  let t: TestApp;
  const PICTURE = pathWith(contentApi.image.path, { name: 'industry-1.svg' });

  const solution = (overrides: Partial<SolutionForm> = {}): SolutionForm => ({
    title: '冷库节能方案',
    digest: '降低冷库能耗。',
    icon: PICTURE,
    picture: PICTURE,
    content: '<p>方案正文</p>',
    painPoints: [
      { title: '能耗高', text: '电费占运营成本的四成。' },
      { title: '温控难', text: '人工巡检难以及时发现异常。' },
    ],
    values: [{ title: '节能', text: '综合节能 15%。' }],
    sortCode: 0,
    published: true,
    ...overrides,
  });
  const caseForm = (industryId: number, overrides: Partial<CaseForm> = {}): CaseForm => ({
    industryId,
    title: '某冷链物流园节能改造',
    customer: '某冷链物流园',
    summary: '改造后年省电 120 万度。',
    picture: PICTURE,
    content: '<p>案例正文</p>',
    sortCode: 0,
    published: true,
    ...overrides,
  });
  const publicTitles = async () => {
    const { body } = await callAs(t, 'visitor', contentApi.industries, { query: { pageSize: 50 } });
    return body.data.list.map((item) => item.title);
  };
  const count = async (table: 'industry' | 'industryCase') => {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('creates a draft solution (not public), publishes it with its points and a case, edits and deletes them', async () => {
    await publicTitles();
    const title = `冷库节能方案-${engine}`;
    const created = await callAs(t, 'operator', solutionAdminApi.create, {
      body: solution({ title: `  ${title} `, published: false }),
    });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe(SOLUTION_ADMIN_TEXTS.solutionCreated);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ title, status: 0, caseCount: 0 });
    expect(created.body.data.painPoints.map((point) => point.title)).toEqual(['能耗高', '温控难']);
    expect(await publicTitles()).not.toContain(title);
    expect((await callAs(t, 'visitor', contentApi.industryDetail, { params: { id } })).status).toBe(404);

    const published = await callAs(t, 'operator', solutionAdminApi.update, {
      params: { id },
      body: solution({
        title,
        painPoints: [{ title: '温控难', text: '改过的说明' }],
        content: '<p onclick="alert(1)">正文<script>alert(1)</script></p>',
      }),
    });
    expect(published.body.data).toMatchObject({ status: 1, content: '<p>正文</p>' });
    expect(await publicTitles()).toContain(title);
    const detail = await callAs(t, 'visitor', contentApi.industryDetail, { params: { id } });
    expect(detail.body.data.painPoints).toEqual([{ title: '温控难', text: '改过的说明' }]);
    expect(detail.body.data.values.map((point) => point.title)).toEqual(['节能']);

    const story = await callAs(t, 'operator', solutionAdminApi.createCase, { body: caseForm(id) });
    expect(story.status).toBe(200);
    expect(story.body.data).toMatchObject({ industryId: id, industryTitle: title, status: 1 });
    const caseId = story.body.data.id;
    const withCase = await callAs(t, 'visitor', contentApi.industryDetail, { params: { id } });
    expect(withCase.body.data.cases.map((item) => item.id)).toEqual([caseId]);
    expect(
      (await callAs(t, 'visitor', contentApi.caseDetail, { params: { id: caseId } })).body.data,
    ).toMatchObject({
      industryTitle: title,
      content: '<p>案例正文</p>',
    });

    // A solution with a case is not deleted.
    const refused = await callAs(t, 'operator', solutionAdminApi.remove, { params: { id }, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(SOLUTION_ADMIN_TEXTS.solutionHasCases);
    expect(await publicTitles()).toContain(title);

    const hidden = await callAs(t, 'operator', solutionAdminApi.updateCase, {
      params: { id: caseId },
      body: caseForm(id, { published: false }),
    });
    expect(hidden.body.data.status).toBe(0);
    expect((await callAs(t, 'visitor', contentApi.caseDetail, { params: { id: caseId } })).status).toBe(404);
    expect(
      (await callAs(t, 'operator', solutionAdminApi.removeCase, { params: { id: caseId }, body: {} })).body
        .msg,
    ).toBe(SOLUTION_ADMIN_TEXTS.caseRemoved);
    const removed = await callAs(t, 'operator', solutionAdminApi.remove, { params: { id }, body: {} });
    expect(removed.body.msg).toBe(SOLUTION_ADMIN_TEXTS.solutionRemoved);
    expect(await publicTitles()).not.toContain(title);
    expect((await callAs(t, 'operator', solutionAdminApi.remove, { params: { id }, body: {} })).status).toBe(
      404,
    );

    const audit = await callAs(t, 'operator', auditLogApi.list, {
      query: { action: 'solution', pageSize: 100 },
    });
    const actions = audit.body.data.list
      // This test's own entries: another test's case may have this solution's id.
      .filter(
        (entry) =>
          (entry.targetType === 'solution' && entry.targetId === String(id)) ||
          (entry.targetType === 'solutionCase' && entry.targetId === String(caseId)),
      )
      .map((entry) => entry.action)
      .reverse();
    expect(actions).toEqual([
      'solution.create',
      'solution.update',
      'solutionCase.create',
      'solutionCase.update',
      'solutionCase.delete',
      'solution.delete',
    ]);
  });

  it('lists solutions and cases filtered by keyword, state and solution, paged on the server', async () => {
    const tag = `列表方案${engine}`;
    const ids: number[] = [];
    for (const [i, published] of [true, false].entries()) {
      const res = await callAs(t, 'operator', solutionAdminApi.create, {
        body: solution({ title: `${tag}-${i}`, sortCode: 9000 + i, published }),
      });
      ids.push(res.body.data.id);
    }
    const [a, b] = ids as [number, number];
    const page = async (query: Record<string, unknown>) =>
      (await callAs(t, 'operator', solutionAdminApi.list, { query: { keyword: tag, ...query } })).body.data;
    expect((await page({})).list.map((item) => item.id)).toEqual([a, b]);
    expect((await page({ status: 0 })).list.map((item) => item.id)).toEqual([b]);
    expect((await page({ pageSize: 1, currentPage: 2 })).pagination).toEqual({
      currentPage: 2,
      pageSize: 1,
      total: 2,
    });

    await callAs(t, 'operator', solutionAdminApi.createCase, {
      body: caseForm(a, { title: `${tag}案例甲` }),
    });
    await callAs(t, 'operator', solutionAdminApi.createCase, {
      body: caseForm(b, { title: `${tag}案例乙`, published: false }),
    });
    const cases = async (query: Record<string, unknown>) =>
      (
        await callAs(t, 'operator', solutionAdminApi.cases, { query: { keyword: tag, ...query } })
      ).body.data.list.map((item) => item.title);
    expect(await cases({})).toEqual([`${tag}案例甲`, `${tag}案例乙`]);
    expect(await cases({ industryId: b })).toEqual([`${tag}案例乙`]);
    expect(await cases({ status: 1 })).toEqual([`${tag}案例甲`]);
    expect((await page({})).list.map((item) => item.caseCount)).toEqual([1, 1]);
    // The seed's solutions and their cases are listed too.
    const all = await callAs(t, 'operator', solutionAdminApi.cases, { query: { pageSize: 100 } });
    expect(all.body.data.pagination.total).toBeGreaterThan(2);
  });

  it('refuses invalid solutions and cases with Chinese messages and changes nothing', async () => {
    const before = [await count('industry'), await count('industryCase')];
    const cases: [Partial<SolutionForm>, RegExp][] = [
      [{ title: '  ' }, /请输入方案名称/],
      [{ title: '方'.repeat(101) }, /方案名称最多 100 个字符/],
      [{ icon: 'https://evil.example/a.png' }, /方案图标地址不正确/],
      [{ picture: '' }, /请上传方案配图/],
      [{ content: '<script>alert(1)</script>' }, /正文清理后为空/],
      [
        { painPoints: Array.from({ length: 13 }, () => ({ title: '点', text: '说明' })) },
        /行业痛点最多 12 个/,
      ],
      [{ values: [{ title: '', text: '说明' }] }, /请输入方案价值标题/],
      [{ sortCode: 10_000 }, /排序值须在 0 到 9999 之间/],
    ];
    for (const [overrides, message] of cases) {
      const refused = await callAs(t, 'operator', solutionAdminApi.create, { body: solution(overrides) });
      expect(refused.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(refused.body.msg).toMatch(message);
    }
    const missing = await callAs(t, 'operator', solutionAdminApi.createCase, { body: caseForm(2_000_000) });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe(SOLUTION_ADMIN_TEXTS.solutionNotFound);
    const noCustomer = await callAs(t, 'operator', solutionAdminApi.createCase, {
      body: caseForm(1, { customer: '' }),
    });
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.msg).toMatch(/请输入客户名称/);
    expect([await count('industry'), await count('industryCase')]).toEqual(before);
    expect(
      (
        await callAs(t, 'operator', solutionAdminApi.updateCase, {
          params: { id: 2_000_000 },
          body: caseForm(1),
        })
      ).status,
    ).toBe(404);
  });

  it('uploads a picture checked by its content, serves it, and keeps it while a solution names it', async () => {
    const upload = multipartBody([{ name: 'file', value: TINY_PNG, filename: 'a.png', type: 'image/png' }]);
    const stored = await callAs(
      t,
      'operator',
      solutionAdminApi.uploadImage,
      { body: undefined } as never,
      upload,
    );
    expect(stored.status).toBe(200);
    const address = stored.body.data as string;
    expect(address.startsWith(SOLUTION_IMAGE_PATH)).toBe(true);
    const name = address.split('/').pop() as string;
    await callAs(t, 'operator', solutionAdminApi.create, {
      body: solution({ title: `上传方案-${engine}`, picture: address, published: false }),
    });
    await removeUnreferencedUploads(t.database.db, t.app.files, new Date(Date.now() + 2 * 86_400_000));
    const shown = await callAs(t, 'visitor', solutionAdminApi.image, { params: { name } });
    expect(shown.status).toBe(200);
    expect(shown.response.headers['content-type']).toBe('image/png');
    const fake = multipartBody([
      { name: 'file', value: Buffer.from('<svg/>'), filename: 'a.png', type: 'image/png' },
    ]);
    const refused = await callAs(
      t,
      'operator',
      solutionAdminApi.uploadImage,
      { body: undefined } as never,
      fake,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(SOLUTION_ADMIN_TEXTS.imageType);
  });

  it('refuses visitors (600), tenants and developers (403)', async () => {
    const before = await count('industry');
    for (const who of ['developer', 'tenantAdmin', 'tenantMember'] as const) {
      expect((await callAs(t, who, solutionAdminApi.create, { body: solution() })).status).toBe(403);
      expect((await callAs(t, who, solutionAdminApi.cases, { query: {} })).status).toBe(403);
    }
    const visitor = await callAs(t, 'visitor', solutionAdminApi.create, { body: solution() });
    expect(visitor.status).toBe(401);
    expect(visitor.response.json().code).toBe(600);
    expect(await count('industry')).toBe(before);
  });
});
