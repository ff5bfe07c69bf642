import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dropAreas, shareInvalidation } from './cache-invalidation.ts';
import { type CacheArea, cachedJson } from './json-cache.ts';

const log = { warn: () => undefined, error: () => undefined };
const zAnswer = z.object({ n: z.number() });

/** A cached probe answer: `computed()` tells how often it was computed, so how often it was dropped. */
function probe(db: object, area: CacheArea) {
  let count = 0;
  const read = () => cachedJson(db, area, 'probe', zAnswer, async () => ({ n: ++count }));
  return { read, computed: () => count };
}

describe('dropping areas without Redis', () => {
  it('drops the areas of that database only, here', async () => {
    const db = {};
    const other = {};
    const news = probe(db, 'news');
    const pages = probe(db, 'pages');
    const otherNews = probe(other, 'news');
    await Promise.all([news.read(), pages.read(), otherNews.read()]);
    await dropAreas(db, ['news']);
    await Promise.all([news.read(), pages.read(), otherNews.read()]);
    expect([news.computed(), pages.computed(), otherNews.computed()]).toEqual([2, 1, 1]);
  });
});

const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : null;
afterAll(() => redis?.quit());

describe.runIf(redis)('dropping areas shared through Redis', () => {
  const server = redis as Redis;
  const channel = () => `portal:test:${randomBytes(6).toString('hex')}:cache`;
  const subscribers = async (name: string) => ((await server.pubsub('NUMSUB', name)) as [string, number])[1];

  it('drops the area in every process on the channel, not in its own twice, and stops on close', async () => {
    const name = channel();
    const [a, b, elsewhere] = [{}, {}, {}];
    const stopA = await shareInvalidation(a, { redis: server, channel: name, log });
    const stopB = await shareInvalidation(b, { redis: server, channel: name, log });
    // Another deployment on its own channel hears nothing.
    const stopElsewhere = await shareInvalidation(elsewhere, { redis: server, channel: channel(), log });
    expect(await subscribers(name)).toBe(2);

    const [aNews, bNews, bPages, elsewhereNews] = [
      probe(a, 'news'),
      probe(b, 'news'),
      probe(b, 'pages'),
      probe(elsewhere, 'news'),
    ];
    await Promise.all([aNews.read(), bNews.read(), bPages.read(), elsewhereNews.read()]);

    await dropAreas(a, ['news']);
    await aNews.read();
    await vi.waitFor(
      async () => {
        await bNews.read();
        expect(bNews.computed()).toBe(2);
      },
      { timeout: 5_000, interval: 20 },
    );
    await Promise.all([aNews.read(), bPages.read(), elsewhereNews.read()]);
    // A dropped its own area once, at the write; its own message changed nothing more.
    expect([aNews.computed(), bPages.computed(), elsewhereNews.computed()]).toEqual([2, 1, 1]);

    await stopA();
    expect(await subscribers(name)).toBe(1);
    await stopB();
    await stopElsewhere();
    expect(await subscribers(name)).toBe(0);
  });

  it('ignores messages it cannot read and areas it does not know', async () => {
    const name = channel();
    const db = {};
    const stop = await shareInvalidation(db, { redis: server, channel: name, log });
    const news = probe(db, 'news');
    await news.read();
    await server.publish(name, 'not json');
    await server.publish(name, JSON.stringify({ from: 'elsewhere', areas: ['everything', 42] }));
    await server.publish(name, JSON.stringify({ from: 'elsewhere', areas: ['news'] }));
    await vi.waitFor(
      async () => {
        await news.read();
        expect(news.computed()).toBe(2);
      },
      { timeout: 5_000, interval: 20 },
    );
    await stop();
  });

  it('drops everything after its listener lost the connection, since drops may have been missed', async () => {
    const name = channel();
    const db = {};
    const stop = await shareInvalidation(db, { redis: server, channel: name, log });
    const [news, site] = [probe(db, 'news'), probe(db, 'site')];
    await Promise.all([news.read(), site.read()]);
    const clients = (await server.client('LIST')) as string;
    const id = clients
      .split('\n')
      .find((line) => line.includes(` name=listener:${name} `))
      ?.match(/^id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await server.client('KILL', 'ID', id as string);
    await vi.waitFor(
      async () => {
        await Promise.all([news.read(), site.read()]);
        expect([news.computed(), site.computed()]).toEqual([2, 2]);
      },
      { timeout: 10_000, interval: 50 },
    );
    // Listening again.
    await vi.waitFor(async () => expect(await subscribers(name)).toBe(1), { timeout: 5_000 });
    await stop();
  });
});
