import { zEnvelope, zErrorEnvelope } from '@portal/shared/api';
import { CAPTCHA, captchaApi } from '@portal/shared/site';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { consumeSliderTicket } from '../src/captcha/captcha.service.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs, malformed } from './support/call.ts';

/** A drag from 0 to the far end over `ms`, sampled every 16 ms like pointer events. */
function drag(distance: number, ms = 600, reach = distance) {
  const trail: { x: number; t: number }[] = [];
  for (let t = 0; t < ms; t += 16) trail.push({ x: Math.round((reach * t) / ms), t });
  trail.push({ x: reach, t: ms });
  return trail;
}

describe.each(engines)('captcha and slider on %s', (engine) => {
  let t: TestApp;
  let ipCounter = 0;
  const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    t = await createTestApp(engine);
    // A probe submission guarded by the slider, as a feature that uses the widget would have it.
    t.app.post(
      '/test/slider-guarded',
      {
        schema: {
          body: z.object({ ticket: z.string().default('') }),
          response: { 200: zEnvelope(z.null()), 400: zErrorEnvelope },
        },
      },
      async (request) => {
        await consumeSliderTicket(t.app.db, request.body.ticket);
        return { code: 200, msg: '成功', data: null };
      },
    );
    await t.app.ready();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const newImage = async (ip = freshIp()) =>
    (await callAs(t, 'visitor', captchaApi.image, {}, { remoteAddress: ip })).response;
  const newSlider = async () => {
    const { response: res } = await callAs(t, 'visitor', captchaApi.slider, {}, { remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    return res.json().data.id as string;
  };
  /** Sent as given: some tests send what the contract refuses. */
  const verify = async (payload: Record<string, unknown>) =>
    (await callAs(t, 'visitor', captchaApi.sliderVerify, malformed({ body: payload }))).response;
  const guarded = (ticket?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/test/slider-guarded',
      payload: ticket === undefined ? {} : { ticket },
    });
  /** A person needs a moment between seeing the slider and finishing the drag. */
  const later = (ms = 1_000) => vi.setSystemTime(Date.now() + ms);

  describe('image captcha', () => {
    it('draws 4 characters with 4 noise lines and 30 dots on 100×40, and remembers the answer', async () => {
      const res = await newImage();
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { id, svg } = res.json().data as { id: string; svg: string };
      expect(svg).toMatch(/^<svg [^>]*width="100" height="40"/);
      expect(svg.match(/<path [^>]*fill="none"/g)).toHaveLength(CAPTCHA.noiseLines);
      expect(svg.match(/<path fill=/g)).toHaveLength(CAPTCHA.length);
      expect(svg.match(/<circle /g)).toHaveLength(CAPTCHA.dots);
      const row = await t.database.db
        .selectFrom('captchaChallenge')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.kind).toBe('image');
      expect(row.answer).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/);
      expect(Date.parse(row.expireTime) - Date.parse(row.createTime)).toBe(5 * 60_000);
    });

    it('gives a new challenge and answer each time', async () => {
      const ids = new Set<string>();
      for (let i = 0; i < 5; i++) ids.add((await newImage()).json().data.id);
      expect(ids.size).toBe(5);
    });

    it('limits new challenges per address', async () => {
      const ip = '10.66.0.1';
      for (let i = 0; i < 60; i++) expect((await newImage(ip)).statusCode).toBe(200);
      const blocked = await newImage(ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        code: 429,
        msg: '获取验证码过于频繁，请稍后再试',
        data: null,
        errorCode: 'RATE_LIMITED',
      });
      expect((await newImage('10.66.0.2')).statusCode).toBe(200);
    });

    it('shows the answer on the development-only route, and 404 for an unknown id', async () => {
      const { id } = (await newImage()).json().data;
      const row = await t.database.db
        .selectFrom('captchaChallenge')
        .select('answer')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const { response: res } = await callAs(t, 'visitor', captchaApi.devImageAnswer, { params: { id } });
      expect(res.json()).toEqual({ code: 200, msg: '成功', data: { answer: row.answer } });
      const { response: unknown } = await callAs(t, 'visitor', captchaApi.devImageAnswer, {
        params: { id: 'nope' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().msg).toBe('验证码不存在');
    });
  });

  describe('slider', () => {
    it('passes a drag to the far end and gives a ticket good for one guarded submission', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const id = await newSlider();
      later();
      const res = await verify({ id, distance: 260, trail: drag(260) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, msg: '验证通过', data: { ticket: id } });

      expect((await guarded(id)).statusCode).toBe(200);
      const again = await guarded(id);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        code: 400,
        msg: '滑块验证已失效，请重新拖动滑块',
        data: { fieldErrors: { ticket: '滑块验证已失效，请重新拖动滑块' } },
        errorCode: 'VALIDATION_FAILED',
      });
    });

    it('refuses a guarded submission without a ticket, or with one never passed', async () => {
      const none = await guarded();
      expect(none.statusCode).toBe(400);
      expect(none.json().msg).toBe('请先拖动滑块完成验证');
      const notPassed = await guarded(await newSlider());
      expect(notPassed.statusCode).toBe(400);
      expect(notPassed.json().msg).toBe('滑块验证已失效，请重新拖动滑块');
      expect((await guarded('no-such-ticket')).statusCode).toBe(400);
    });

    it.each([
      ['released before the end', (d: number) => drag(d, 600, d - 30)],
      ['too fast for a hand', (d: number) => drag(d, 60)],
      ['a jump straight to the end', (d: number) => [{ x: d, t: 0 }]],
      [
        'with time running backwards',
        (d: number) => drag(d).map((p, i, all) => ({ x: p.x, t: (all[all.length - 1 - i] as typeof p).t })),
      ],
      ['beyond the track', (d: number) => [...drag(d), { x: d + 50, t: 700 }]],
    ])('refuses a drag %s and uses the challenge up', async (_name, trail) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const id = await newSlider();
      later();
      const res = await verify({ id, distance: 260, trail: trail(260) });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('验证失败，请重新拖动滑块');
      // The same challenge cannot be tried again, even with a good drag.
      const retry = await verify({ id, distance: 260, trail: drag(260) });
      expect(retry.statusCode).toBe(400);
      expect(retry.json().msg).toBe('滑块验证已失效，请重新拖动滑块');
      expect((await guarded(id)).statusCode).toBe(400);
    });

    it('refuses a drag finished sooner than a person could start', async () => {
      const id = await newSlider();
      const res = await verify({ id, distance: 260, trail: drag(260) });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('验证失败，请重新拖动滑块');
    });

    it('refuses a passed slider twice, an expired challenge and an expired ticket', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const id = await newSlider();
      later();
      expect((await verify({ id, distance: 200, trail: drag(200) })).statusCode).toBe(200);
      const twice = await verify({ id, distance: 200, trail: drag(200) });
      expect(twice.json().msg).toBe('滑块验证已失效，请重新拖动滑块');

      const stale = await newSlider();
      later(2 * 60_000 + 1_000);
      const expired = await verify({ id: stale, distance: 200, trail: drag(200) });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().msg).toBe('滑块验证已失效，请重新拖动滑块');

      const fresh = await newSlider();
      later();
      expect((await verify({ id: fresh, distance: 200, trail: drag(200) })).statusCode).toBe(200);
      later(2 * 60_000 + 1_000);
      expect((await guarded(fresh)).statusCode).toBe(400);
    });

    it('does not take an image captcha id as a slider', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { id } = (await newImage()).json().data;
      later();
      const res = await verify({ id, distance: 200, trail: drag(200) });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('滑块验证已失效，请重新拖动滑块');
    });

    it('checks the request shape', async () => {
      const res = await verify({ id: 'x', distance: 10, trail: [] });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().data.fieldErrors)).toEqual(expect.arrayContaining(['distance', 'trail']));
    });
  });
});

describe('captcha in production', () => {
  it('has no route that tells the answer', async () => {
    const t = await createTestApp('sqlite', { production: true });
    await t.app.ready();
    try {
      const { id } = (await callAs(t, 'visitor', captchaApi.image, {})).body.data;
      const { response: res } = await callAs(t, 'visitor', captchaApi.devImageAnswer, { params: { id } });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('接口不存在');
    } finally {
      await t.close();
    }
  });
});
