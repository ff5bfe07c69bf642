import { UPLOAD_TEXTS } from '@portal/shared/uploads';
import { afterAll, describe, expect, it } from 'vitest';
import { createHeavyWork } from './heavy-work.ts';

/** The pool's admission: tasks wait for a thread up to a budget of bytes, then are refused as busy. */
describe('the heavy-work queue', () => {
  const heavy = createHeavyWork({ threads: 1, queueBytes: 1_000 });
  afterAll(() => heavy.close());
  const check = (bytes: number) =>
    heavy.run('verifyImage', { format: 'png', content: new Uint8Array(bytes) });

  it('lets a burst of small files wait its turn: a hundred at once, none refused', async () => {
    await heavy.warm();
    const answers = await Promise.all(Array.from({ length: 100 }, () => check(8)));
    // Eight zero bytes are no PNG: every one was decoded and answered.
    expect(answers).toEqual(Array.from({ length: 100 }, () => false));
  });

  it('refuses, as busy, a file that would take the waiting files past their budget, and takes it once they are done', async () => {
    const first = check(600);
    await expect(check(600)).rejects.toMatchObject({ status: 503, message: UPLOAD_TEXTS.busy });
    expect(await first).toBe(false);
    expect(await check(600)).toBe(false);
  });

  it('always takes a file when nothing waits, even one larger than the budget', async () => {
    expect(await check(5_000)).toBe(false);
  });
});
