import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { healthApi } from '@portal/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { API_DOCS, NO_SUCH_CALL } from './support/addresses.ts';
import { documentPath } from './support/openapi.ts';

const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><title>冷链工业互联网平台</title></head><body><div id="root"></div></body></html>';
const ASSET = `console.log(${JSON.stringify('应用市场'.repeat(400))});`;

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), ASSET);
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'), zlib.brotliCompressSync(ASSET));
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.gz'), zlib.gzipSync(ASSET));
    t = await createTestApp('sqlite', { webDist: dist });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers any page path with index.html (history-mode fallback)', async () => {
    for (const url of ['/', '/News', '/NewsDetail?id=3&currentPage=2', '/admin/appList', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // The home page also carries its banner answer (none in this empty database).
      const withoutBootData = res.body.replace(/<script id="boot-data"[^<]*<\/script>/, '');
      expect(withoutBootData, url).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps API paths out of the fallback', async () => {
    const res = await t.app.inject({ method: 'GET', url: NO_SUCH_CALL });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null, errorCode: 'NOT_FOUND' });
  });

  it('caches hashed assets for a year and unhashed files not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(ASSET);
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends assets brotli- or gzip-compressed to clients that accept it', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(ASSET);
  });

  it('compresses large API answers too', async () => {
    const spec = await t.app.inject({
      method: 'GET',
      url: `${API_DOCS}/json`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(spec.headers['content-encoding']).toBe('gzip');
    expect(
      JSON.parse(zlib.gunzipSync(spec.rawPayload).toString()).paths[documentPath(healthApi.health.path)],
    ).toBeDefined();
  });
});

describe('without a web build', () => {
  it('tells the visitor how to build instead of failing silently', async () => {
    const t = await createTestApp('sqlite', { webDist: path.join(os.tmpdir(), 'no-such-dist') });
    await t.app.ready();
    const res = await t.app.inject({ method: 'GET', url: '/News' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    await t.close();
  });
});
