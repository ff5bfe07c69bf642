import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CACHE_MAX_ENTRIES, CACHE_TTL_MS, cachedJson, invalidateArea, sendJson } from './json-cache.ts';

afterEach(() => vi.useRealTimers());

const zAnswer = z.object({ code: z.number(), data: z.string() });

/** A computation that counts its calls and answers with the call number. */
function counter() {
  let calls = 0;
  const compute = vi.fn(async () => ({ code: 200, data: `call ${++calls}` }));
  return compute;
}

const text = (bytes: Buffer) => bytes.toString('utf8');

/** A computation that waits until the test lets it finish. */
function held<T>(value: T) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const compute = async () => {
    await gate;
    return value;
  };
  return { compute, release: () => release() };
}

describe('cachedJson', () => {
  it('computes once and answers the same validated JSON bytes from memory after', async () => {
    const db = {};
    const compute = counter();
    const first = await cachedJson(db, 'apps', 'k', zAnswer, compute);
    expect(JSON.parse(text(first))).toEqual({ code: 200, data: 'call 1' });
    expect(await cachedJson(db, 'apps', 'k', zAnswer, compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    // Another key of the same area is its own answer.
    expect(text(await cachedJson(db, 'apps', 'other', zAnswer, compute))).toContain('call 2');
  });

  it('drops what the schema does not declare, as the route serialiser would', async () => {
    const bytes = await cachedJson({}, 'pages', 'k', zAnswer, async () => ({
      code: 200,
      data: 'x',
      passwordHash: 'secret',
    }));
    expect(JSON.parse(text(bytes))).toEqual({ code: 200, data: 'x' });
  });

  it('computes again once the lifetime is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = {};
    const compute = counter();
    await cachedJson(db, 'site', 'k', zAnswer, compute);
    vi.setSystemTime(Date.now() + CACHE_TTL_MS - 1);
    expect(text(await cachedJson(db, 'site', 'k', zAnswer, compute))).toContain('call 1');
    vi.setSystemTime(Date.now() + 2);
    expect(text(await cachedJson(db, 'site', 'k', zAnswer, compute))).toContain('call 2');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('invalidating an area drops its answers and no other area’s', async () => {
    const db = {};
    const news = counter();
    const pages = counter();
    await cachedJson(db, 'news', 'list', zAnswer, news);
    await cachedJson(db, 'pages', 'list', zAnswer, pages);
    invalidateArea(db, 'news');
    expect(text(await cachedJson(db, 'news', 'list', zAnswer, news))).toContain('call 2');
    expect(text(await cachedJson(db, 'pages', 'list', zAnswer, pages))).toContain('call 1');
    expect(news).toHaveBeenCalledTimes(2);
    expect(pages).toHaveBeenCalledTimes(1);
  });

  it('does not keep an answer computed while a write to its area landed', async () => {
    const db = {};
    const slow = held({ code: 200, data: 'before the write' });
    const answer = cachedJson(db, 'apps', 'k', zAnswer, slow.compute);
    invalidateArea(db, 'apps');
    slow.release();
    // The caller that asked before the write still gets its answer …
    expect(text(await answer)).toContain('before the write');
    // … but the next one reads again.
    const after = counter();
    expect(text(await cachedJson(db, 'apps', 'k', zAnswer, after))).toContain('call 1');
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('a request after a write does not join a computation started before it', async () => {
    const db = {};
    const old = held({ code: 200, data: 'old' });
    const before = cachedJson(db, 'news', 'k', zAnswer, old.compute);
    invalidateArea(db, 'news');
    const fresh = held({ code: 200, data: 'new' });
    const after = cachedJson(db, 'news', 'k', zAnswer, fresh.compute);
    old.release();
    expect(text(await before)).toContain('old');
    // The late old computation neither replaces nor ends the fresh one: others still join it.
    const joiner = counter();
    const joined = cachedJson(db, 'news', 'k', zAnswer, joiner);
    fresh.release();
    expect(text(await joined)).toContain('new');
    expect(await after).toBe(await joined);
    expect(text(await cachedJson(db, 'news', 'k', zAnswer, joiner))).toContain('new');
    expect(joiner).not.toHaveBeenCalled();
  });

  it('keeps each database handle apart', async () => {
    const a = {};
    const b = {};
    const compute = counter();
    expect(text(await cachedJson(a, 'pages', 'k', zAnswer, compute))).toContain('call 1');
    expect(text(await cachedJson(b, 'pages', 'k', zAnswer, compute))).toContain('call 2');
    invalidateArea(a, 'pages');
    expect(text(await cachedJson(b, 'pages', 'k', zAnswer, compute))).toContain('call 2');
    expect(text(await cachedJson(a, 'pages', 'k', zAnswer, compute))).toContain('call 3');
  });

  it('lets concurrent misses of one key share a single computation', async () => {
    const db = {};
    const compute = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cachedJson(db, 'site', 'k', zAnswer, compute)));
    expect(compute).toHaveBeenCalledTimes(1);
    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).toBe(answers[0]);
  });

  it('does not keep a failed computation or an answer its schema refuses', async () => {
    const db = {};
    const failing = vi.fn(async () => {
      throw new Error('database down');
    });
    const [one, two] = [
      cachedJson(db, 'apps', 'k', zAnswer, failing),
      cachedJson(db, 'apps', 'k', zAnswer, failing),
    ];
    await expect(one).rejects.toThrow('database down');
    await expect(two).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(1);

    await expect(
      cachedJson(db, 'apps', 'k', zAnswer, async () => ({ code: 200, data: 5 }) as never),
    ).rejects.toThrow(z.ZodError);

    const compute = counter();
    expect(text(await cachedJson(db, 'apps', 'k', zAnswer, compute))).toContain('call 1');
    expect(text(await cachedJson(db, 'apps', 'k', zAnswer, compute))).toContain('call 1');
  });

  it('holds a bounded number of answers per area, the oldest making way', async () => {
    const db = {};
    const compute = counter();
    for (let i = 0; i <= CACHE_MAX_ENTRIES; i += 1) await cachedJson(db, 'apps', `k${i}`, zAnswer, compute);
    expect(compute).toHaveBeenCalledTimes(CACHE_MAX_ENTRIES + 1);
    // The newest is still there, the first was let go.
    await cachedJson(db, 'apps', `k${CACHE_MAX_ENTRIES}`, zAnswer, compute);
    expect(compute).toHaveBeenCalledTimes(CACHE_MAX_ENTRIES + 1);
    await cachedJson(db, 'apps', 'k0', zAnswer, compute);
    expect(compute).toHaveBeenCalledTimes(CACHE_MAX_ENTRIES + 2);
  });
});

describe('sendJson', () => {
  it('sends the bytes unchanged as UTF-8 JSON', async () => {
    const app = Fastify();
    const bytes = Buffer.from(JSON.stringify({ code: 200, msg: '成功', data: '冷链' }));
    app.get('/', (_request, reply) => sendJson(reply, bytes));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.json().data).toBe('冷链');
    await app.close();
  });
});
