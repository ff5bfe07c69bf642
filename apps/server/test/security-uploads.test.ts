import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { filesApi } from '@portal/shared/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppInstance, buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { removeUnreferencedUploads, UPLOAD_URL_PREFIX } from '../src/files/files.service.ts';
import { createTestDatabase, engines, loginAs, type TestDatabase } from './helpers.ts';
import { TINY_PNG } from './support/http.ts';

const BOUNDARY = '----portal-security-boundary';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

const textPart = (name: string, value: string | Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
const filePart = (content: Buffer, filename = 'card.png') =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);

describe.each(engines)('upload hardening on %s', (engine) => {
  let database: TestDatabase;
  let app: AppInstance;
  let dataDir: string;
  const logLines: Record<string, unknown>[] = [];
  let ipCounter = 0;
  const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await prepareDatabase(database.db, { loadDemoContent: true });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-'));
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    });
    app = await buildApp({
      database,
      webDist: null,
      dataDir,
      production: false,
      logLevel: 'info',
      logStream,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (payload: Buffer, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: filesApi.upload.path,
      payload,
      headers: { ...MULTIPART, ...headers },
      remoteAddress: freshIp(),
    });

  it('still takes a normal PNG', async () => {
    const res = await upload(Buffer.concat([filePart(TINY_PNG), closing]));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatch(/^\/api\/tenant\/upload\/files\/[A-Za-z0-9_-]+\.png$/);
  });

  it('refuses 200 text fields of 1 MB before a PNG at once, in the envelope, in Chinese', async () => {
    const field = textPart('junk', Buffer.alloc(1024 * 1024, 'a'));
    const tail = Buffer.concat([filePart(TINY_PNG), closing]);
    // Streamed as it is read, so the test itself does not hold 200 MB.
    const payload = Readable.from(
      (function* () {
        for (let i = 0; i < 200; i++) yield field;
        yield tail;
      })(),
    );
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: filesApi.upload.path,
      payload,
      headers: { ...MULTIPART, 'content-length': String(200 * field.length + tail.length) },
      remoteAddress: freshIp(),
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '请求内容过大', data: null, errorCode: 'TOO_LARGE' });
  });

  /** A real socket: what the server answers while the client has sent only the start of a body. */
  async function answerToStart(headers: Record<string, string>, start: Buffer) {
    const server = http.createServer((req, res) => app.routing(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: filesApi.upload.path,
          headers,
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.write(start);
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('answers a body announced too large before it arrives, without reading it', async () => {
    // Only the first field is ever sent: the answer must not wait for the other 199 MB.
    const answer = await answerToStart(
      { ...MULTIPART, 'content-length': String(200 * 1024 * 1024) },
      textPart('junk', Buffer.alloc(64 * 1024, 'a')),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      code: 413,
      msg: '请求内容过大',
      data: null,
      errorCode: 'TOO_LARGE',
    });
  });

  it('refuses an upload whose length is not announced (chunked), before reading it', async () => {
    const answer = await answerToStart(
      { ...MULTIPART, 'transfer-encoding': 'chunked' },
      textPart('junk', Buffer.alloc(64 * 1024, 'a')),
    );
    expect(answer.status).toBe(411);
    expect(JSON.parse(answer.body)).toEqual({
      code: 411,
      msg: '上传请求缺少长度（Content-Length）',
      data: null,
      errorCode: 'LENGTH_REQUIRED',
    });
  });

  it('refuses more small fields than a form has', async () => {
    const parts = Array.from({ length: 30 }, (_, i) => textPart(`f${i}`, 'x'));
    const many = await upload(Buffer.concat([...parts, filePart(TINY_PNG), closing]));
    expect(many.statusCode).toBe(413);
    expect(many.json()).toEqual({ code: 413, msg: '上传内容的字段过多', data: null, errorCode: 'TOO_LARGE' });
  });

  it('answers a malformed multipart body with 400 in the envelope and logs no stack', async () => {
    const cases: { payload: Buffer; headers?: Record<string, string> }[] = [
      // Cut off in the middle of the file.
      { payload: Buffer.concat([filePart(TINY_PNG)]).subarray(0, 120) },
      // Part headers that never end.
      { payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"`) },
      // No boundary in the content type.
      {
        payload: Buffer.concat([filePart(TINY_PNG), closing]),
        headers: { 'content-type': 'multipart/form-data' },
      },
      // Garbage.
      { payload: Buffer.from('not a multipart body at all') },
    ];
    const before = logLines.length;
    for (const { payload, headers } of cases) {
      const res = await upload(payload, headers);
      expect(res.statusCode, payload.toString('latin1').slice(0, 60)).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(res.json().data).toBeNull();
    }
    await new Promise((resolve) => setImmediate(resolve));
    const logged = JSON.stringify(logLines.slice(before));
    expect(logged).not.toMatch(/"stack"|\n\s+at /);
    expect(logLines.slice(before).filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it('serves an uploaded PNG+HTML polyglot as an image that cannot run, and a non-image as a download', async () => {
    const polyglot = Buffer.concat([
      TINY_PNG,
      Buffer.from('<html><body><script>alert(document.domain)</script>'),
    ]);
    const token = await loginAs(app, '13800000001', 'tenant');
    const saved = await upload(Buffer.concat([filePart(polyglot, 'x.html'), closing]), { token });
    expect(saved.statusCode).toBe(200);
    const url: string = saved.json().data;
    const name = url.slice(UPLOAD_URL_PREFIX.length);

    const res = await app.inject({ method: 'GET', url, headers: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${name}"`);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cache-control']).toBe('no-store');

    // Should a stored file stop being an image (changed on disk), it is never shown inline.
    await app.files.put('uploads', name, Buffer.from('<html><script>alert(1)</script></html>'));
    const changed = await app.inject({ method: 'GET', url, headers: { token } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['content-type']).toBe('application/octet-stream');
    expect(changed.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(changed.headers['x-content-type-options']).toBe('nosniff');
  });

  it('removes uploads that nothing refers to after a day, and keeps the rest', async () => {
    const save = async (token?: string) => {
      const res = await upload(Buffer.concat([filePart(TINY_PNG), closing]), token ? { token } : {});
      const url: string = res.json().data;
      return url.slice(UPLOAD_URL_PREFIX.length);
    };
    const token = await loginAs(app, '13800000003', 'tenant');
    const anonymous = await save();
    const owned = await save(token);
    const referenced = await save();
    const owner = await database.db
      .selectFrom('userAccount')
      .select('id')
      .where('account', '=', '13800000003')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('registration')
      .set({ businessLicense: UPLOAD_URL_PREFIX + referenced })
      .where('userId', '=', owner.id)
      .execute();
    const exists = async (name: string) => {
      const row = await database.db
        .selectFrom('uploadedFile')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst();
      return { row: row !== undefined, file: await app.files.has('uploads', name) };
    };

    const now = Date.now();
    // Within the day everything stays.
    expect(await removeUnreferencedUploads(database.db, app.files, new Date(now + 23 * 3600_000))).toBe(0);
    for (const name of [anonymous, owned, referenced])
      expect(await exists(name)).toEqual({ row: true, file: true });

    // After it, what no record refers to is gone, file and row; the referenced one stays.
    const removed = await removeUnreferencedUploads(database.db, app.files, new Date(now + 25 * 3600_000));
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await exists(anonymous)).toEqual({ row: false, file: false });
    expect(await exists(owned)).toEqual({ row: false, file: false });
    expect(await exists(referenced)).toEqual({ row: true, file: true });
  });
});
