import { contentApi } from '@portal/shared/content';
import { NOTICE_ADMIN_TEXTS, noticeAdminApi } from '@portal/shared/notice-admin';
import { auditLogApi } from '@portal/shared/user-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs } from './support/call.ts';

/**
 * The console's 公告管理 (issue 22): notices written as drafts, edited, published (the public
 * notices call lists them at once), withdrawn (gone from it) and deleted; refusals change
 * nothing; every write on the audit log with before and after.
 */
describe.each(engines)('notice administration on %s', (engine) => {
  let t: TestApp;

  const publicTitles = async () => {
    const { status, body } = await callAs(t, 'visitor', contentApi.notices, {});
    expect(status).toBe(200);
    return body.data.map((notice) => notice.title);
  };
  const count = async () => {
    const row = await t.database.db
      .selectFrom('notice')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('creates, edits, publishes, withdraws and deletes a notice, the public call following at once', async () => {
    // Fill the public call's cache before the writes.
    const first = await publicTitles();
    const title = `平台维护公告-${engine}`;
    const created = await callAs(t, 'operator', noticeAdminApi.create, {
      body: { title: `  ${title}草稿  `, content: '本周六凌晨进行系统维护。' },
    });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe(NOTICE_ADMIN_TEXTS.created);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ title: `${title}草稿`, state: 0 });
    expect(await publicTitles()).toEqual(first);

    const edited = await callAs(t, 'operator', noticeAdminApi.update, {
      params: { id },
      body: { title, content: '本周六凌晨 2:00 至 4:00 进行系统维护。' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title, state: 0 });

    const listed = await callAs(t, 'operator', noticeAdminApi.list, { query: { keyword: title, state: 0 } });
    expect(listed.body.data.list.map((notice) => notice.id)).toEqual([id]);
    expect(listed.body.data.pagination.total).toBe(1);

    const before = Date.now();
    const published = await callAs(t, 'operator', noticeAdminApi.publish, { params: { id }, body: {} });
    expect(published.status).toBe(200);
    expect(published.body.data.state).toBe(1);
    expect(Date.parse(published.body.data.publishTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(published.body.data.publishTime.endsWith('Z')).toBe(true);
    const shown = await publicTitles();
    expect(shown[0]).toBe(title);
    const drafts = await callAs(t, 'operator', noticeAdminApi.list, { query: { keyword: title, state: 0 } });
    expect(drafts.body.data.pagination.total).toBe(0);

    const withdrawn = await callAs(t, 'operator', noticeAdminApi.unpublish, { params: { id }, body: {} });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.state).toBe(0);
    expect(await publicTitles()).not.toContain(title);

    await callAs(t, 'operator', noticeAdminApi.publish, { params: { id }, body: {} });
    expect(await publicTitles()).toContain(title);
    const removed = await callAs(t, 'operator', noticeAdminApi.remove, { params: { id }, body: {} });
    expect(removed.status).toBe(200);
    expect(await publicTitles()).not.toContain(title);
    expect((await callAs(t, 'operator', noticeAdminApi.publish, { params: { id }, body: {} })).status).toBe(
      404,
    );

    const audit = await callAs(t, 'operator', auditLogApi.list, {
      query: { action: 'notice.', pageSize: 100 },
    });
    const entries = audit.body.data.list.filter((entry) => entry.targetId === String(id));
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'notice.create',
      'notice.update',
      'notice.publish',
      'notice.unpublish',
      'notice.publish',
      'notice.delete',
    ]);
    const publish = entries.find((entry) => entry.action === 'notice.publish');
    expect(JSON.parse(publish?.before ?? 'null')).toMatchObject({ state: 'draft', title });
    expect(JSON.parse(publish?.after ?? 'null')).toMatchObject({ state: 'published', title });
    const deleted = entries.find((entry) => entry.action === 'notice.delete');
    expect(JSON.parse(deleted?.before ?? 'null')).toMatchObject({ title });
    expect(deleted?.after).toBeNull();
  });

  it('refuses invalid notices with Chinese messages and changes nothing', async () => {
    const total = await count();
    const cases = [
      { title: '   ', content: '内容' },
      { title: '标题', content: '' },
      { title: '标'.repeat(101), content: '内容' },
      { title: '标题', content: '内'.repeat(2001) },
    ];
    for (const body of cases) {
      const refused = await callAs(t, 'operator', noticeAdminApi.create, { body });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/请输入公告|最多/);
    }
    expect(await count()).toBe(total);

    const draft = await callAs(t, 'operator', noticeAdminApi.create, {
      body: { title: '不变的公告', content: '原文' },
    });
    const id = draft.body.data.id;
    const refused = await callAs(t, 'operator', noticeAdminApi.update, {
      params: { id },
      body: { title: '标'.repeat(101), content: '新文' },
    });
    expect(refused.status).toBe(400);
    const row = await t.database.db
      .selectFrom('notice')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: '不变的公告', content: '原文', published: 0 });
    expect(
      (
        await callAs(t, 'operator', noticeAdminApi.update, {
          params: { id: 2_000_000 },
          body: { title: '标题', content: '内容' },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses non-operators (403) and visitors (600)', async () => {
    const total = await count();
    for (const who of ['developer', 'tenantAdmin'] as const) {
      const refused = await callAs(t, who, noticeAdminApi.create, {
        body: { title: '越权', content: '越权' },
      });
      expect(refused.status).toBe(403);
      expect((await callAs(t, who, noticeAdminApi.list, { query: {} })).status).toBe(403);
    }
    const visitor = await callAs(t, 'visitor', noticeAdminApi.create, {
      body: { title: '越权', content: '越权' },
    });
    expect(visitor.status).toBe(401);
    expect(visitor.response.json().code).toBe(600);
    expect(await count()).toBe(total);
  });
});
