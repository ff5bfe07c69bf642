import { siteApi } from '@portal/shared/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs, malformed } from './support/call.ts';

describe.each(engines)('platform members and map markers on %s', (engine) => {
  let seeded: TestApp;
  let empty: TestApp;

  beforeAll(async () => {
    seeded = await createTestApp(engine, { seed: true });
    empty = await createTestApp(engine);
    await Promise.all([seeded.app.ready(), empty.app.ready()]);
  });
  afterAll(() => Promise.all([seeded.close(), empty.close()]));

  describe('GET /api/portalWeb/member/list', () => {
    it('lists the four demo members in order, each with a generated SVG logo', async () => {
      const { response: res } = await callAs(
        seeded,
        'visitor',
        siteApi.members,
        malformed({ query: { n: 1 } }),
      );
      expect(res.statusCode).toBe(200);
      const { code, data } = res.json();
      expect(code).toBe(200);
      expect(data.map((m: { name: string }) => m.name)).toEqual([
        '豫冷智联冷链物流有限公司',
        '华冰制冷设备股份有限公司',
        '鲜达食品供应链管理有限公司',
        '恒温云仓储科技有限公司',
      ]);
      for (const member of data) {
        expect(member).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          logo: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
          level: expect.any(String),
          city: expect.any(String),
          intro: expect.any(String),
        });
        const svg = Buffer.from(member.logo.split(',')[1], 'base64').toString('utf8');
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(svg).not.toMatch(/<script|href=|on\w+=/i);
      }
      expect(data[0].city).toContain('河南');
    });

    it('answers an empty list when there are no members', async () => {
      const { response: res } = await callAs(empty, 'visitor', siteApi.members, {});
      expect(res.json()).toEqual({ code: 200, msg: '成功', data: [] });
    });
  });

  describe('GET /api/portalWeb/map/markers', () => {
    it('lists six markers inside China with address, title, icon size and message', async () => {
      const { response: res } = await callAs(seeded, 'visitor', siteApi.markers, {});
      expect(res.statusCode).toBe(200);
      const markers = res.json().data;
      expect(markers).toHaveLength(6);
      for (const marker of markers) {
        expect(marker).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          lng: expect.any(Number),
          lat: expect.any(Number),
          address: expect.any(String),
          width: 28,
          height: 36,
          message: expect.any(String),
        });
        expect(marker.lng).toBeGreaterThan(73);
        expect(marker.lng).toBeLessThan(136);
        expect(marker.lat).toBeGreaterThan(18);
        expect(marker.lat).toBeLessThan(54);
      }
      expect(markers[0]).toMatchObject({
        title: '豫冷智联郑州冷链物流园',
        lng: 113.7412,
        lat: 34.7105,
        address: '河南省郑州市经济技术开发区经北一路 138 号',
      });
      // Spread across the country, not one city.
      const provinces = new Set(markers.map((m: { address: string }) => m.address.slice(0, 2)));
      expect(provinces.size).toBe(6);
    });

    it('answers an empty list when there are no markers', async () => {
      const { response: res } = await callAs(empty, 'visitor', siteApi.markers, {});
      expect(res.json()).toEqual({ code: 200, msg: '成功', data: [] });
    });
  });
});
