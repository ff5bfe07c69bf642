import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authApi } from '@portal/shared/accounts';
import { healthApi } from '@portal/shared/api';
import { contentApi } from '@portal/shared/content';
import { pathWith } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD_MD5, engines, loginAs, type TestApp } from './helpers.ts';
import { API_DOCS, NO_SUCH_CALL } from './support/addresses.ts';
import { callAs } from './support/call.ts';

const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><title>冷链工业互联网平台</title>' +
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-AbC123.css"></head>' +
  '<body><div id="root"></div></body></html>';

const RESOURCE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

function webDist(indexHtml = INDEX_HTML): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.css'), 'body{margin:0}');
  return dist;
}

/** The directives of a policy, by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy'], what).toMatch(/camera=\(\)/);
  expect(res.headers['permissions-policy'], what).toMatch(/geolocation=\(\)/);
  expect(res.headers['content-security-policy'], what).toBeDefined();
}

describe.each(engines)('security headers on %s', (engine) => {
  let t: TestApp;
  let dist: string;
  let imageName: string;
  let appId: number;

  beforeAll(async () => {
    dist = webDist();
    t = await createTestApp(engine, { webDist: dist, seed: true });
    await t.app.ready();
    imageName = (await t.database.db.selectFrom('contentImage').select('name').executeTakeFirstOrThrow())
      .name;
    appId = (
      await t.database.db
        .selectFrom('marketApp')
        .select('id')
        .where('state', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const logoUrl = () => pathWith(marketApi.logo.path, { kind: 'app', file: `${appId}.svg` });
  const imageUrl = () => pathWith(contentApi.image.path, { name: imageName });

  it('gives pages a policy that runs only our own scripts and cannot be framed', async () => {
    for (const url of ['/', '/News', '/Login', '/NewsDetail?id=1', '/Maps']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toContain('text/html');
      expectCommonHeaders(res, url);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['base-uri'], url).toEqual(["'self'"]);
      expect(csp['connect-src'], url).toEqual(["'self'"]);
      expect(csp['img-src'], url).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['style-src'], url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(JSON.stringify(csp)).not.toContain('unsafe-eval');
    }
  });

  it('writes no script that runs inline into a page, the home page with its banners included', async () => {
    const home = await get('/');
    expect(home.body).toContain('<script id="boot-data" type="application/json">');
    const scripts = home.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc="\/assets\/|type="application\/json"/);
  });

  it('puts the headers on every other kind of answer, with a policy that runs nothing', async () => {
    const answers: Record<string, LightMyRequestResponse> = {
      'API JSON': await get(healthApi.health.path),
      'API 404': await get(NO_SUCH_CALL),
      'API 400': await t.app.inject({
        method: 'POST',
        url: authApi.login.path,
        payload: '{"account":',
        headers: { 'content-type': 'application/json' },
      }),
      'API 401': await get(authApi.currentUser.path),
      script: await get('/assets/index-AbC123.js'),
      style: await get('/assets/index-AbC123.css'),
      favicon: await get('/favicon.svg'),
      'content image': await get(imageUrl()),
      'app logo': await get(logoUrl()),
      'API docs JSON': await get(`${API_DOCS}/json`),
    };
    for (const [what, res] of Object.entries(answers)) {
      expectCommonHeaders(res, what);
      expect(res.headers['content-security-policy'], what).toBe(RESOURCE_POLICY);
    }
    expect(answers['app logo']?.headers['content-type']).toContain('image/svg+xml');
    expect(answers['content image']?.headers['content-type']).toContain('image/svg+xml');
  });

  it("keeps a visitor's answers cacheable as before, and never lets a logged-in answer be stored", async () => {
    const logo = logoUrl();
    const image = imageUrl();
    expect((await get(logo)).headers['cache-control']).toBe('public, max-age=86400');
    expect((await get(image)).headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/assets/index-AbC123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers['cache-control']).toBe('no-cache');

    const token = await loginAs(t.app, '13800000001', 'tenant');
    for (const headers of [{ token }, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
      for (const url of [authApi.currentUser.path, logo, image, healthApi.health.path, NO_SUCH_CALL]) {
        const res = await get(url, headers);
        expect(res.headers['cache-control'], `${url} ${Object.keys(headers)[0]}`).toBe('no-store');
        expectCommonHeaders(res, url);
      }
    }
    // The answers that hand out a session, and writes, are never stored either.
    const { response: login } = await callAs(t, 'visitor', authApi.login, {
      body: { account: '13800000001', password: DEMO_PASSWORD_MD5, role: 'tenant' },
    });
    expect(login.json().data.token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
    const { response: address } = await callAs(t, { token }, authApi.judgment, {
      body: { target: 'workbench' },
    });
    const code = new URL(address.json().data, 'http://x').searchParams.get('code');
    const { response: exchange } = await callAs(t, 'visitor', authApi.exchange, {
      query: { code: code as string },
    });
    expect(exchange.json().data.token).toBeTruthy();
    expect(exchange.headers['cache-control']).toBe('no-store');
    // An expired or forged token is still a session header: nothing of that answer is kept.
    expect((await get(authApi.currentUser.path, { token: 'forged' })).headers['cache-control']).toBe(
      'no-store',
    );
  });
});

describe('pages of a web app built with an online map', () => {
  it('allow images from the declared tile hosts, and only well-formed https origins', async () => {
    const declared =
      '<meta name="portal-img-src" content="https://a.tiles.example.com https://b.tiles.example.com:8443 http://plain.example.com javascript:alert(1) *">';
    const dist = webDist(INDEX_HTML.replace('</head>', `${declared}</head>`));
    const t = await createTestApp('sqlite', { webDist: dist });
    await t.app.ready();
    try {
      const page = await t.app.inject({ method: 'GET', url: '/Maps' });
      expect(directives(page.headers['content-security-policy'] as string)['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://a.tiles.example.com',
        'https://b.tiles.example.com:8443',
      ]);
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
