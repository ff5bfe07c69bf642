import { gunzipSync } from 'node:zlib';
import { authApi } from '@portal/shared/accounts';
import { contentApi } from '@portal/shared/content';
import { pathWith } from '@portal/shared/contract';
import { newsAdminApi } from '@portal/shared/news-admin';
import { supplyApi } from '@portal/shared/supply';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs, urlOf } from './support/call.ts';
import { signIn } from './support/roles.ts';

/**
 * The visitors' front door (http/kept-addresses.ts): a visitor's GET whose address was answered
 * from the read cache is answered from it again at the first hook. It must give what the whole
 * path gives, byte for byte and header for header, follow the cache's drops, and never answer a
 * caller with a session or a call that is not the same for every visitor.
 */
describe.each(engines)('kept addresses on %s', (engine) => {
  let t: TestApp;
  /** As a browser asks (compressed answers welcome), or as a script asks (`plain`). */
  const get = (url: string, headers: Record<string, string> = {}, plain = false) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(plain ? {} : { 'accept-encoding': 'gzip' }), ...headers },
    });
  const masked = async (url: string, headers: Record<string, string> = {}) =>
    (await get(url, headers, true)).json().data.companyEntity.masked;
  const served = () => t.app.keptAddresses.served;
  /** The headers but the request id, which is each request's own, and the connection's. */
  const sameForAll = (headers: Record<string, unknown>) => {
    const { 'x-request-id': _id, date: _date, connection: _c, 'keep-alive': _k, ...rest } = headers;
    return rest;
  };

  /** The app over HTTP (listening from the first test that asks), where the door before the framework is. */
  let origin: Promise<string> | undefined;
  const listening = () => {
    origin ??= t.app.listen({ port: 0, host: '127.0.0.1' });
    return origin;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('answers a kept read again at the door, the same bytes and headers as the whole way', async () => {
    const url = urlOf(contentApi.news, { query: { currentPage: 1, pageSize: 10 } });
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const before = served();
    const second = await get(url);
    expect(served()).toBe(before + 1);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(sameForAll(second.headers)).toEqual(sameForAll(first.headers));
    expect(second.headers['x-request-id']).toBeTruthy();
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // The request layer's cache buster changes nothing.
    const busted = await get(`${url}&n=${Date.now()}`);
    expect(served()).toBe(before + 2);
    expect(busted.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers a kept read before the framework over HTTP: the same bytes and headers as the hook', async () => {
    const url = urlOf(contentApi.news, { query: { currentPage: 1, pageSize: 10 } });
    const fetchRaw = async (headers: Record<string, string> = {}) => {
      const res = await fetch(`${await listening()}${url}`, {
        headers: { 'accept-encoding': 'gzip', ...headers },
      });
      return { headers: Object.fromEntries(res.headers), text: await res.text() };
    };
    const whole = await fetchRaw();
    const hook = await get(url);
    const before = t.app.keptAddresses.servedRaw;
    const raw = await fetchRaw();
    expect(t.app.keptAddresses.servedRaw).toBe(before + 1);
    expect(raw.text).toBe(whole.text);
    expect(raw.text).toBe(gunzipSync(hook.rawPayload).toString());
    expect(sameForAll(raw.headers)).toEqual(sameForAll(hook.headers));
    expect(sameForAll(raw.headers)).toEqual(sameForAll(whole.headers));
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The caller's own request id, when sane, goes back as it came.
    expect((await fetchRaw({ 'x-request-id': 'trace-7' })).headers['x-request-id']).toBe('trace-7');
    // A caller with a session goes the whole way.
    const token = await signIn(t.app, 'developer');
    await fetchRaw({ token });
    expect(t.app.keptAddresses.servedRaw).toBe(before + 2);
  });

  it('follows the cache: a write that drops the area is seen by the next visitor', async () => {
    const url = urlOf(contentApi.news, { query: { currentPage: 1, pageSize: 40 } });
    await get(url);
    await get(url);
    const headline = `门前新闻-${engine}`;
    const created = await callAs(t, 'operator', newsAdminApi.create, {
      body: {
        headline,
        summary: '摘要',
        poster: pathWith(contentApi.image.path, { name: 'news-poster-1.svg' }),
        body: '<p>正文</p>',
        publishTime: new Date(Date.now() - 60_000).toISOString(),
        published: true,
      },
    });
    expect(created.status).toBe(200);
    const after = await get(url, {}, true);
    expect(after.json().data.list.map((item: { headline: string }) => item.headline)).toContain(headline);
  });

  it('never answers a caller with a session at the door: a logged-in caller gets contacts in full', async () => {
    const entry = await t.database.db
      .selectFrom('supplyEntry')
      .select('id')
      .where('state', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = urlOf(supplyApi.supplyDetail, { params: { id: entry.id } });
    expect(await masked(url)).toBe(true);
    const before = served();
    expect(await masked(url)).toBe(true);
    expect(served()).toBe(before + 1);
    const token = await signIn(t.app, 'developer');
    expect(await masked(url, { token })).toBe(false);
    expect(served()).toBe(before + 1);
    // Nor with a token that is no good: the whole way decides what it is (here a visitor).
    expect(await masked(url, { token: 'not-a-session' })).toBe(true);
    expect(served()).toBe(before + 1);
  });

  it("answers a logged-in caller's CurrentUser before the framework from their recent session: their own bytes, never after logout", async () => {
    const url = `${urlOf(authApi.currentUser, {})}?n=1`;
    const currentUser = async (token: string) => {
      const res = await fetch(`${await listening()}${url}`, { headers: { token } });
      return { status: res.status, headers: Object.fromEntries(res.headers), text: await res.text() };
    };
    const raw = () => t.app.keptAddresses.servedRaw;
    const developer = await signIn(t.app, 'developer');
    const tenant = await signIn(t.app, 'tenantAdmin');
    // The first call goes the whole way: it reads the session and keeps the answer.
    const whole = await currentUser(developer);
    expect(whole.status).toBe(200);
    const before = raw();
    const door = await currentUser(developer);
    expect(raw()).toBe(before + 1);
    expect(door.text).toBe(whole.text);
    expect(sameForAll(door.headers)).toEqual(sameForAll(whole.headers));
    expect(door.headers['cache-control']).toBe('no-store');
    // Another caller gets their own answer, the whole way first, then at the door.
    const tenantWhole = await currentUser(tenant);
    const tenantDoor = await currentUser(tenant);
    expect(raw()).toBe(before + 2);
    expect(tenantDoor.text).toBe(tenantWhole.text);
    expect(JSON.parse(tenantDoor.text).data.account).not.toBe(JSON.parse(door.text).data.account);
    // A token that is no session goes the whole way, and is refused there.
    expect((await currentUser('not-a-session')).status).toBe(401);
    expect(raw()).toBe(before + 2);
    // Logged out: the door no longer knows the session, and the whole way refuses it.
    const logout = await fetch(`${await listening()}${urlOf(authApi.logout, {})}`, {
      headers: { token: developer },
    });
    expect(logout.status).toBe(200);
    expect((await currentUser(developer)).status).toBe(401);
    expect(raw()).toBe(before + 2);
    expect((await currentUser(tenant)).status).toBe(200);
  });

  it('remembers nothing the whole way refused', async () => {
    const url = `${contentApi.news.path}?currentPage=abc`;
    const before = served();
    expect((await get(url)).statusCode).toBe(400);
    expect((await get(url)).statusCode).toBe(400);
    expect(served()).toBe(before);
  });
});
