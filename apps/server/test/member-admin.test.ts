import {
  type MarkerForm,
  MEMBER_ADMIN_TEXTS,
  type MemberForm,
  markerAdminApi,
  memberAdminApi,
} from '@portal/shared/member-admin';
import { siteApi } from '@portal/shared/site';
import { auditLogApi } from '@portal/shared/user-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeUnreferencedUploads } from '../src/files/files.service.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs } from './support/call.ts';
import { multipartBody, TINY_PNG } from './support/http.ts';

/**
 * The console's 会员与地图 (issue 22, spec 000 §2.13): platform members (a logo uploaded, or a
 * badge made from the name) and the customer map's markers, listed, created, edited and deleted;
 * /PlatformMembers' and /Maps' calls follow at once; refusals change nothing; writes audited.
 */
describe.each(engines)('members and map markers on %s', (engine) => {
  let t: TestApp;

  const member = (overrides: Partial<MemberForm> = {}): MemberForm => ({
    name: '冷链测试会员',
    logo: '',
    level: '理事单位',
    city: '郑州',
    intro: '专注冷库运营。',
    sort: 0,
    ...overrides,
  });
  const marker = (overrides: Partial<MarkerForm> = {}): MarkerForm => ({
    title: '测试冷库',
    lng: 113.62,
    lat: 34.75,
    address: '河南省郑州市金水区',
    width: 32,
    height: 40,
    message: '日吞吐 500 吨',
    sort: 0,
    ...overrides,
  });
  const publicMembers = async () => (await callAs(t, 'visitor', siteApi.members, {})).body.data;
  const publicMarkers = async () => (await callAs(t, 'visitor', siteApi.markers, {})).body.data;
  const count = async (table: 'platformMember' | 'mapMarker') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('creates a member with a badge, gives it an uploaded logo, and deletes it, public at once', async () => {
    await publicMembers();
    const name = `冷链会员-${engine}`;
    const created = await callAs(t, 'operator', memberAdminApi.create, { body: member({ name }) });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe(MEMBER_ADMIN_TEXTS.memberCreated);
    const id = created.body.data.id;
    expect(created.body.data.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await publicMembers()).find((item) => item.id === id)?.name).toBe(name);

    // The badge sent back unchanged is kept; another data address is refused.
    const kept = await callAs(t, 'operator', memberAdminApi.update, {
      params: { id },
      body: member({ name, logo: created.body.data.logo, city: '新乡' }),
    });
    expect(kept.body.data).toMatchObject({ logo: created.body.data.logo, city: '新乡' });
    const forged = await callAs(t, 'operator', memberAdminApi.update, {
      params: { id },
      body: member({ name, logo: 'data:image/svg+xml;base64,PHN2Zy8+' }),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.msg).toBe(MEMBER_ADMIN_TEXTS.logo);

    const upload = multipartBody([{ name: 'file', value: TINY_PNG, filename: 'a.png', type: 'image/png' }]);
    const stored = await callAs(
      t,
      'operator',
      memberAdminApi.uploadLogo,
      { body: undefined } as never,
      upload,
    );
    expect(stored.status).toBe(200);
    const address = stored.body.data as string;
    await callAs(t, 'operator', memberAdminApi.update, {
      params: { id },
      body: member({ name, logo: address }),
    });
    expect((await publicMembers()).find((item) => item.id === id)?.logo).toBe(address);
    await removeUnreferencedUploads(t.database.db, t.app.files, new Date(Date.now() + 2 * 86_400_000));
    const logoName = address.split('/').pop() as string;
    expect((await callAs(t, 'visitor', memberAdminApi.logo, { params: { name: logoName } })).status).toBe(
      200,
    );

    const removed = await callAs(t, 'operator', memberAdminApi.remove, { params: { id }, body: {} });
    expect(removed.body.msg).toBe(MEMBER_ADMIN_TEXTS.memberRemoved);
    expect((await publicMembers()).some((item) => item.id === id)).toBe(false);
    expect((await callAs(t, 'operator', memberAdminApi.remove, { params: { id }, body: {} })).status).toBe(
      404,
    );
    const audit = await callAs(t, 'operator', auditLogApi.list, {
      query: { action: 'member.', pageSize: 100 },
    });
    expect(
      audit.body.data.list
        .filter((entry) => entry.targetId === String(id))
        .map((entry) => entry.action)
        .reverse(),
    ).toEqual(['member.create', 'member.update', 'member.update', 'member.delete']);
  });

  it('creates, edits and deletes a map marker, public at once', async () => {
    await publicMarkers();
    const title = `测试冷库-${engine}`;
    const created = await callAs(t, 'operator', markerAdminApi.create, { body: marker({ title }) });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect((await publicMarkers()).find((item) => item.id === id)).toMatchObject({
      title,
      lng: 113.62,
      lat: 34.75,
    });
    await callAs(t, 'operator', markerAdminApi.update, {
      params: { id },
      body: marker({ title, lng: 114.3 }),
    });
    expect((await publicMarkers()).find((item) => item.id === id)?.lng).toBe(114.3);
    const listed = await callAs(t, 'operator', markerAdminApi.list, { query: { keyword: title } });
    expect(listed.body.data.list.map((item) => item.id)).toEqual([id]);
    await callAs(t, 'operator', markerAdminApi.remove, { params: { id }, body: {} });
    expect((await publicMarkers()).some((item) => item.id === id)).toBe(false);
  });

  it('refuses invalid members and markers with Chinese messages and changes nothing', async () => {
    const before = [await count('platformMember'), await count('mapMarker')];
    const memberCases: [Partial<MemberForm>, RegExp][] = [
      [{ name: ' ' }, /请输入会员名称/],
      [{ intro: '介'.repeat(501) }, /会员简介最多 500 个字符/],
      [{ logo: 'https://evil.example/a.png' }, /会员标志地址不正确/],
      [{ logo: 'data:image/svg+xml;base64,PHN2Zy8+' }, /会员标志地址不正确/],
      [{ sort: -1 }, /排序值须在 0 到 9999 之间/],
    ];
    for (const [overrides, message] of memberCases) {
      const refused = await callAs(t, 'operator', memberAdminApi.create, { body: member(overrides) });
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(refused.body.msg).toMatch(message);
    }
    const markerCases: [Partial<MarkerForm>, RegExp][] = [
      [{ title: '' }, /请输入标注名称/],
      [{ lng: 181 }, /经度须在 -180 到 180 之间/],
      [{ lat: -91 }, /纬度须在 -90 到 90 之间/],
      [{ width: 8 }, /图标宽度须在 12 到 96 像素之间/],
      [{ address: '' }, /请输入地址/],
    ];
    for (const [overrides, message] of markerCases) {
      const refused = await callAs(t, 'operator', markerAdminApi.create, { body: marker(overrides) });
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(refused.body.msg).toMatch(message);
    }
    expect([await count('platformMember'), await count('mapMarker')]).toEqual(before);
  });

  it('refuses visitors (600), tenants and developers (403)', async () => {
    for (const who of ['developer', 'tenantAdmin', 'tenantMember'] as const) {
      expect((await callAs(t, who, memberAdminApi.create, { body: member() })).status).toBe(403);
      expect((await callAs(t, who, markerAdminApi.list, { query: {} })).status).toBe(403);
    }
    const visitor = await callAs(t, 'visitor', markerAdminApi.create, { body: marker() });
    expect(visitor.status).toBe(401);
    expect(visitor.response.json().code).toBe(600);
  });
});
