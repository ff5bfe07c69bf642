import { authApi } from '@portal/shared/accounts';
import {
  BANNER_ADMIN_TEXTS,
  BANNER_IMAGE_PATH,
  type BannerForm,
  bannerAdminApi,
} from '@portal/shared/banner-admin';
import { contentApi } from '@portal/shared/content';
import { pathWith } from '@portal/shared/contract';
import {
  type SecondDomainForm,
  SITE_SETTINGS_TEXTS,
  sitePrivacyApi,
  siteSettingsApi,
} from '@portal/shared/site-settings';
import { auditLogApi } from '@portal/shared/user-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeUnreferencedUploads } from '../src/files/files.service.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs } from './support/call.ts';
import { multipartBody, TINY_PNG } from './support/http.ts';

/**
 * The console's 轮播图管理 and 站点设置 (issue 22): banners of every type listed (hidden ones
 * too), filtered on the server, created, edited, shown and hidden, deleted, with pictures
 * uploaded by content; the privacy agreement saved as sanitised rich text and reset to the
 * built-in text; the second-domain addresses saved by a URL rule. The public calls follow at
 * once; refusals change nothing; every write is on the audit log.
 */
describe.each(engines)('content administration on %s', (engine) => {
  let t: TestApp;

  const banner = (overrides: Partial<BannerForm> = {}): BannerForm => ({
    type: 1,
    title: '冷链轮播图',
    snapshot: '副标题',
    url: pathWith(contentApi.image.path, { name: 'banner-1-1.svg' }),
    textColor: '#FFCC00',
    sortCode: 9000,
    shown: true,
    ...overrides,
  });
  const publicTitles = async (type: number) => {
    const { status, body } = await callAs(t, 'visitor', contentApi.banners, { query: { type } });
    expect(status).toBe(200);
    return body.data.list.map((item) => item.title);
  };
  const bannerCount = async () => {
    const row = await t.database.db
      .selectFrom('banner')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('creates a banner (on the public call at once), hides, edits, shows and deletes it', async () => {
    const first = await publicTitles(2);
    const title = `解决方案轮播-${engine}`;
    const created = await callAs(t, 'operator', bannerAdminApi.create, {
      body: banner({ type: 2, title: `  ${title}  `, sortCode: 9999 }),
    });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe(BANNER_ADMIN_TEXTS.created);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      title,
      type: 2,
      status: 1,
      textColor: '#ffcc00',
      sortCode: 9999,
    });
    expect(await publicTitles(2)).toEqual([title, ...first]);
    // Another type's page is not touched.
    expect(await publicTitles(10)).not.toContain(title);

    const hidden = await callAs(t, 'operator', bannerAdminApi.setStatus, {
      params: { id },
      body: { shown: false },
    });
    expect(hidden.body).toMatchObject({ msg: BANNER_ADMIN_TEXTS.hidden, data: { status: 0 } });
    expect(await publicTitles(2)).toEqual(first);

    const edited = await callAs(t, 'operator', bannerAdminApi.update, {
      params: { id },
      body: banner({ type: 2, title: `${title}改`, textColor: '#000000', sortCode: 0, shown: true }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.msg).toBe(BANNER_ADMIN_TEXTS.updated);
    // Sort code 0: after the demo banners of the type.
    expect(await publicTitles(2)).toEqual([...first, `${title}改`]);
    const shown = await callAs(t, 'visitor', contentApi.banners, { query: { type: 2 } });
    expect(shown.body.data.list.at(-1)).toMatchObject({ textColor: '#000000', status: '1' });

    const removed = await callAs(t, 'operator', bannerAdminApi.remove, { params: { id }, body: {} });
    expect(removed.body.msg).toBe(BANNER_ADMIN_TEXTS.removed);
    expect(await publicTitles(2)).toEqual(first);
    expect((await callAs(t, 'operator', bannerAdminApi.remove, { params: { id }, body: {} })).status).toBe(
      404,
    );

    const audit = await callAs(t, 'operator', auditLogApi.list, {
      query: { action: 'banner.', pageSize: 100 },
    });
    const entries = audit.body.data.list.filter((entry) => entry.targetId === String(id));
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'banner.create',
      'banner.hide',
      'banner.update',
      'banner.delete',
    ]);
    const update = entries.find((entry) => entry.action === 'banner.update');
    expect(JSON.parse(update?.before ?? 'null')).toMatchObject({ state: '已隐藏', title });
    expect(JSON.parse(update?.after ?? 'null')).toMatchObject({ state: '显示中', title: `${title}改` });
  });

  it('lists every banner by type, status and keyword, paged on the server', async () => {
    const tag = `列表轮播${engine}`;
    const ids: number[] = [];
    for (const [i, shown] of [true, false, true].entries()) {
      const res = await callAs(t, 'operator', bannerAdminApi.create, {
        body: banner({ type: 6, title: `${tag}-${i}`, sortCode: i, shown }),
      });
      ids.push(res.body.data.id);
    }
    const [a, b, c] = ids as [number, number, number];
    const page = async (query: Record<string, unknown>) =>
      (await callAs(t, 'operator', bannerAdminApi.list, { query: { keyword: tag, ...query } })).body.data;
    expect((await page({})).list.map((item) => item.id)).toEqual([c, b, a]);
    expect((await page({ status: 0 })).list.map((item) => item.id)).toEqual([b]);
    expect((await page({ status: 1, type: 6 })).list.map((item) => item.id)).toEqual([c, a]);
    expect((await page({ type: 7 })).list).toEqual([]);
    const paged = await page({ pageSize: 2, currentPage: 2 });
    expect(paged.list.map((item) => item.id)).toEqual([a]);
    expect(paged.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 3 });
    // Every type of the seed, hidden ones too.
    const all = await callAs(t, 'operator', bannerAdminApi.list, { query: { pageSize: 100 } });
    expect(new Set(all.body.data.list.map((item) => item.type)).size).toBeGreaterThan(5);

    const refused = await callAs(t, 'operator', bannerAdminApi.list, { query: { type: 11 } as never });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain(BANNER_ADMIN_TEXTS.type);
  });

  it('refuses an invalid banner with Chinese messages and changes nothing', async () => {
    const total = await bannerCount();
    const cases: [Partial<BannerForm>, RegExp][] = [
      [{ title: '   ' }, /请输入轮播图标题/],
      [{ title: '标'.repeat(101) }, /最多 100/],
      [{ snapshot: '副'.repeat(201) }, /最多 200/],
      [{ type: 0 }, /轮播图类型只能是 1 到 10/],
      [{ url: '' }, /请上传轮播图图片/],
      [{ url: 'https://evil.example/a.png' }, /图片地址不正确/],
      [{ url: 'javascript:alert(1)' }, /图片地址不正确/],
      [{ textColor: 'red' }, /文字颜色须为 #RRGGBB/],
      [{ textColor: '#fff' }, /文字颜色须为 #RRGGBB/],
      [{ sortCode: -1 }, /排序值须在 0 到 9999 之间/],
      [{ sortCode: 1.5 }, /排序值须为整数/],
    ];
    for (const [overrides, message] of cases) {
      const refused = await callAs(t, 'operator', bannerAdminApi.create, { body: banner(overrides) });
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(refused.body.msg).toMatch(message);
    }
    expect(await bannerCount()).toBe(total);

    const kept = await callAs(t, 'operator', bannerAdminApi.create, {
      body: banner({ type: 9, title: '不变的轮播图', shown: false }),
    });
    const id = kept.body.data.id;
    const refused = await callAs(t, 'operator', bannerAdminApi.update, {
      params: { id },
      body: banner({ title: '' }),
    });
    expect(refused.status).toBe(400);
    const row = await t.database.db
      .selectFrom('banner')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: '不变的轮播图', status: '0', type: 9 });
    expect(
      (await callAs(t, 'operator', bannerAdminApi.update, { params: { id: 2_000_000 }, body: banner() }))
        .status,
    ).toBe(404);
    expect(
      (
        await callAs(t, 'operator', bannerAdminApi.setStatus, {
          params: { id: 2_000_000 },
          body: { shown: true },
        })
      ).status,
    ).toBe(404);
  });

  it('uploads a banner picture checked by its content, serves it, and keeps it while a banner names it', async () => {
    const upload = multipartBody([{ name: 'file', value: TINY_PNG, filename: 'a.png', type: 'image/png' }]);
    const stored = await callAs(
      t,
      'operator',
      bannerAdminApi.uploadImage,
      { body: undefined } as never,
      upload,
    );
    expect(stored.status).toBe(200);
    expect(stored.body.msg).toBe(BANNER_ADMIN_TEXTS.imageUploaded);
    const address = stored.body.data as string;
    expect(address.startsWith(BANNER_IMAGE_PATH)).toBe(true);
    const name = address.split('/').pop() as string;
    const shown = await callAs(t, 'visitor', bannerAdminApi.image, { params: { name } });
    expect(shown.status).toBe(200);
    expect(shown.response.headers['content-type']).toBe('image/png');

    const created = await callAs(t, 'operator', bannerAdminApi.create, {
      body: banner({ type: 8, title: `上传轮播-${engine}`, url: address }),
    });
    expect(created.status).toBe(200);
    // Two days on, the clean-up removes unreferenced uploads, not the banner's picture.
    await removeUnreferencedUploads(t.database.db, t.app.files, new Date(Date.now() + 2 * 86_400_000));
    expect((await callAs(t, 'visitor', bannerAdminApi.image, { params: { name } })).status).toBe(200);

    const fake = multipartBody([
      { name: 'file', value: Buffer.from('<svg/>'), filename: 'a.png', type: 'image/png' },
    ]);
    const refused = await callAs(
      t,
      'operator',
      bannerAdminApi.uploadImage,
      { body: undefined } as never,
      fake,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(BANNER_ADMIN_TEXTS.imageType);
    expect(
      (await callAs(t, 'visitor', bannerAdminApi.image, { params: { name: 'nothere.png' } })).status,
    ).toBe(404);
  });

  it('saves the privacy agreement as plain paragraphs (no HTML), public at once, and resets it', async () => {
    const before = await callAs(t, 'visitor', sitePrivacyApi.privacy, {});
    expect(before.body.data).toEqual({ text: null, updateTime: null });

    const saved = await callAs(t, 'operator', siteSettingsApi.savePrivacy, {
      body: {
        text: `  ##   隐私协议-${engine}\r\n\n 正文 <script>alert(1)</script>\u0007 \n-  第一点\n- 第二点\n-\n##\n`,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe(SITE_SETTINGS_TEXTS.privacySaved);
    // Kept in its canonical form: one block a line, bare marks and control characters dropped;
    // the pages draw it as text, so the tag is only text.
    expect(saved.body.data.text).toBe(
      `## 隐私协议-${engine}\n正文 <script>alert(1)</script>\n- 第一点\n- 第二点`,
    );
    const shown = await callAs(t, 'visitor', sitePrivacyApi.privacy, {});
    expect(shown.body.data).toEqual(saved.body.data);

    const empty = await callAs(t, 'operator', siteSettingsApi.savePrivacy, { body: { text: '##\n-\n' } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(SITE_SETTINGS_TEXTS.privacyEmpty);
    const blank = await callAs(t, 'operator', siteSettingsApi.savePrivacy, { body: { text: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('请输入隐私协议正文');
    const long = await callAs(t, 'operator', siteSettingsApi.savePrivacy, {
      body: { text: 'a'.repeat(100_001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('最多');
    expect((await callAs(t, 'visitor', sitePrivacyApi.privacy, {})).body.data).toEqual(saved.body.data);

    const reset = await callAs(t, 'operator', siteSettingsApi.resetPrivacy, { body: {} });
    expect(reset.body).toMatchObject({ msg: SITE_SETTINGS_TEXTS.privacyReset, data: { text: null } });
    expect((await callAs(t, 'visitor', sitePrivacyApi.privacy, {})).body.data).toEqual({
      text: null,
      updateTime: null,
    });

    const audit = await callAs(t, 'operator', auditLogApi.list, { query: { action: 'settings.privacy' } });
    expect(audit.body.data.list.map((entry) => entry.action).slice(0, 2)).toEqual([
      'settings.privacyReset',
      'settings.privacy',
    ]);
  });

  it('saves the second-domain addresses by the address rule, refusing others with a Chinese message', async () => {
    const domains: SecondDomainForm = {
      system: 'https://system.example.com',
      community: 'http://10.0.0.5:8080/community',
      workbench: '/workbench',
      clubsys: '/community',
      b2b: 'https://b2b.example.com/publish',
    };
    const saved = await callAs(t, 'operator', siteSettingsApi.saveSecondDomain, { body: domains });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe(SITE_SETTINGS_TEXTS.secondDomainSaved);
    expect((await callAs(t, 'visitor', authApi.secondDomain, {})).body.data).toEqual(domains);

    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      'ftp://x.example',
      'system',
      'https://a b',
      '',
    ]) {
      const refused = await callAs(t, 'operator', siteSettingsApi.saveSecondDomain, {
        body: { ...domains, system: bad },
      });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.msg).toMatch(
        bad === '' ? /请输入运营管理系统地址/ : /站点地址须为以 \/ 开头的站内路径/,
      );
    }
    expect((await callAs(t, 'visitor', authApi.secondDomain, {})).body.data).toEqual(domains);

    const audit = await callAs(t, 'operator', auditLogApi.list, {
      query: { action: 'settings.secondDomain' },
    });
    expect(JSON.parse(audit.body.data.list[0]?.after ?? 'null')).toEqual(domains);
    // Back to the built-in sites for the other tests of the file.
    await callAs(t, 'operator', siteSettingsApi.saveSecondDomain, {
      body: {
        system: '/system',
        community: '/community',
        workbench: '/workbench',
        clubsys: '/community',
        b2b: '/supplyPublish',
      },
    });
  });

  it('refuses visitors (600), tenants and developers (403)', async () => {
    const total = await bannerCount();
    for (const who of ['developer', 'tenantAdmin', 'tenantMember'] as const) {
      expect((await callAs(t, who, bannerAdminApi.create, { body: banner() })).status).toBe(403);
      expect((await callAs(t, who, bannerAdminApi.list, { query: {} })).status).toBe(403);
      expect((await callAs(t, who, siteSettingsApi.savePrivacy, { body: { text: '正文' } })).status).toBe(
        403,
      );
    }
    const visitor = await callAs(t, 'visitor', bannerAdminApi.create, { body: banner() });
    expect(visitor.status).toBe(401);
    expect(visitor.response.json().code).toBe(600);
    expect(await bannerCount()).toBe(total);
  });
});
