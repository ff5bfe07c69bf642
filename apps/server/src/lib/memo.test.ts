import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoPerDatabase } from './memo.ts';

afterEach(() => vi.useRealTimers());

describe('memoPerDatabase', () => {
  it('loads once per handle within the time, again after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn(async (db: { name: string }) => `${db.name}:${load.mock.calls.length}`);
    const read = memoPerDatabase(1_000, load);
    const a = { name: 'a' };
    const b = { name: 'b' };
    expect(await Promise.all([read(a), read(a)])).toEqual(['a:1', 'a:1']);
    expect(await read(b)).toBe('b:2');
    vi.setSystemTime(Date.now() + 1_001);
    expect(await read(a)).toBe('a:3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not remember a failure', async () => {
    let fail = true;
    const read = memoPerDatabase(60_000, async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    const db = {};
    await expect(read(db)).rejects.toThrow('down');
    fail = false;
    expect(await read(db)).toBe('ok');
  });
});
