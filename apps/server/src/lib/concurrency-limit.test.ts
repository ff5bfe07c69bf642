import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

/** Work that runs until `finish` is called, noting when it started. */
function heldWork(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe('concurrencyLimit', () => {
  it('runs at most its slots at once; the next in line starts as one ends', async () => {
    const limit = concurrencyLimit(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldWork(started, name)) as [
      ReturnType<typeof heldWork>,
      ReturnType<typeof heldWork>,
      ReturnType<typeof heldWork>,
      ReturnType<typeof heldWork>,
    ];
    const results = [a, b, c, d].map(({ work }) => limit(work));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    b.finish();
    await results[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c']);
    a.finish();
    c.finish();
    d.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives the slot back when the work fails', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('失败')))).rejects.toThrow('失败');
    expect(await limit(async () => 'next')).toBe('next');
  });
});
