import {
  type MicroCard,
  type MicroGroup,
  type ModelCard,
  type ModelGroup,
  microApi,
  modelsApi,
} from '@portal/shared/catalogue';
import { type Endpoint, type EndpointInput, pathWith } from '@portal/shared/contract';
import { type AppCard, type AppDetail, type IndustryGroup, marketApi } from '@portal/shared/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/market/catalogue.service.ts';
import { createTestApp, engines, loginAs, type TestApp } from './helpers.ts';
import { appId, microId, modelId, userOf } from './market-support.ts';
import { type Caller, callAs, malformed } from './support/call.ts';

const UNPUBLISHED_APPS = ['冷链大数据驾驶舱（内测）', '旧版冷库监控（已下架）'];

describe.each(engines)('market catalogue on %s', (engine) => {
  let t: TestApp;
  /** A call answered as the raw response; a visitor's unless told. */
  const get = async <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, who: Caller = 'visitor') =>
    (await callAs(t, who, endpoint, input)).response;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());

  describe('apps', () => {
    it('groups published apps by industry: at least 5 industries of 8+, first 8 by installs', async () => {
      const res = await get(marketApi.groups, { body: {} });
      expect(res.statusCode).toBe(200);
      const groups = res.json().data as IndustryGroup[];
      expect(groups.length).toBeGreaterThanOrEqual(5);
      for (const group of groups) {
        expect(group.total).toBeGreaterThanOrEqual(8);
        expect(group.marketList.length).toBe(Math.min(8, group.total));
        const installs = group.marketList.map((app) => app.installNum);
        expect(installs).toEqual([...installs].sort((a, b) => b - a));
        expect(group.marketList.every((app) => app.industry === group.id)).toBe(true);
      }
      const names = groups.flatMap((group) => group.marketList.map((app) => app.name));
      for (const hidden of UNPUBLISHED_APPS) expect(names).not.toContain(hidden);
      // The cold-chain group has 9 published apps: the total counts them all.
      expect(groups.find((group) => group.name === '冷链物流')?.total).toBe(9);
    });

    it('filters the groups by keyword', async () => {
      const res = await get(marketApi.groups, { body: { keyword: '冷库' } });
      const groups = res.json().data as IndustryGroup[];
      const names = groups.flatMap((group) => group.marketList.map((app) => app.name));
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => name.includes('冷库'))).toBe(true);
    });

    it('lists the industries that have apps', async () => {
      const res = await get(marketApi.types, { body: {} });
      expect(res.statusCode).toBe(200);
      expect((res.json().data as { name: string }[]).map((type) => type.name)).toEqual([
        '冷链物流',
        '食品加工',
        '医药冷链',
        '智能制造',
        '能源管理',
        '农产品流通',
      ]);
    });

    it('pages the published apps only, whatever state is asked for', async () => {
      const res = await get(
        marketApi.list,
        // Unknown parameters (state, n) are ignored.
        malformed({ query: { currentPage: 1, pageSize: 12, state: 0, n: 123 } }),
      );
      expect(res.statusCode).toBe(200);
      const { list, pagination } = res.json().data as { list: AppCard[]; pagination: { total: number } };
      expect(list).toHaveLength(12);
      expect(pagination).toEqual({ currentPage: 1, pageSize: 12, total: 49 });
      const all: AppCard[] = [];
      for (let page = 1; page <= 5; page++) {
        all.push(
          ...(await get(marketApi.list, { query: { currentPage: page, pageSize: 12 } })).json().data.list,
        );
      }
      expect(all).toHaveLength(49);
      expect(new Set(all.map((app) => app.id)).size).toBe(49);
      for (const hidden of UNPUBLISHED_APPS) expect(all.map((app) => app.name)).not.toContain(hidden);
      expect(all.some((app) => app.charged) && all.some((app) => !app.charged)).toBe(true);
      expect(all.filter((app) => !app.charged).every((app) => app.minPrice === null && !app.isTrial)).toBe(
        true,
      );
    });

    it('filters by industry id, industry name and keyword, and sorts by installs', async () => {
      const types = (await get(marketApi.types, { body: {} })).json().data as {
        id: number;
        name: string;
      }[];
      const pharma = types.find((type) => type.name === '医药冷链') as { id: number };
      const byId = (await get(marketApi.list, { query: { industry: pharma.id, pageSize: 48 } })).json().data;
      const byName = (await get(marketApi.list, { query: { industryName: '医药冷链', pageSize: 48 } })).json()
        .data;
      expect(byId.pagination.total).toBe(8);
      expect(byName.list.map((app: AppCard) => app.id)).toEqual(byId.list.map((app: AppCard) => app.id));
      const keyword = (await get(marketApi.list, { query: { keyword: '物联网' } })).json().data
        .list as AppCard[];
      expect(keyword.map((app) => app.name).sort()).toEqual(['冷机物联网', '冷柜物联网']);
      const sorted = (
        await get(marketApi.list, { query: { sidx: 'installNum', sort: 'asc', pageSize: 48 } })
      ).json().data.list as AppCard[];
      const installs = sorted.map((app) => app.installNum);
      expect(installs).toEqual([...installs].sort((a, b) => a - b));
    });

    it('refuses bad list queries', async () => {
      expect((await get(marketApi.list, malformed({ query: { pageSize: 1000 } }))).statusCode).toBe(400);
      expect((await get(marketApi.list, malformed({ query: { currentPage: 0 } }))).statusCode).toBe(400);
      expect((await get(marketApi.list, malformed({ query: { sidx: 'password' } }))).statusCode).toBe(400);
      const wild = await get(marketApi.list, { query: { keyword: '%' } });
      expect(wild.json().data.pagination.total).toBe(0);
    });

    it('finds the machine-page apps by name, published ones only', async () => {
      const names = ['冷机物联网', '冷柜物联网', UNPUBLISHED_APPS[0]].join(',');
      const res = await get(marketApi.byNames, { query: { names } });
      expect(res.statusCode).toBe(200);
      expect((res.json().data as AppCard[]).map((app) => app.name).sort()).toEqual([
        '冷机物联网',
        '冷柜物联网',
      ]);
      expect((await get(marketApi.byNames, malformed({ query: {} }))).statusCode).toBe(400);
    });

    it('shows an app with yearly plans and associations; unknown and unpublished ids answer 404', async () => {
      const id = await appId(t, '冷库能耗优化');
      const res = await get(marketApi.detail, { params: { id } });
      expect(res.statusCode).toBe(200);
      const detail = res.json().data as AppDetail;
      expect(detail).toMatchObject({ name: '冷库能耗优化', charged: true, isTrial: true, trialTime: 3 });
      expect(detail.applicationMarketPriceEntityList.map((plan) => [plan.duration, plan.timeUnit])).toEqual([
        [1, '年'],
        [2, '年'],
        [3, '年'],
        [4, '年'],
        [5, '年'],
      ]);
      for (const plan of detail.applicationMarketPriceEntityList) {
        expect(plan.aid).toBe(id);
        expect(plan.originalPrice).toBeGreaterThan(plan.currentPrice);
      }
      expect(detail.minPrice).toBe(2280);
      expect(detail.associations.map((app) => app.name)).toEqual(['冷库温湿度监控']);
      expect(detail.details).toContain('<h2>核心功能</h2>');
      expect(detail).toMatchObject({ isSubscribe: false, inCart: false, isOwner: false });

      expect((await get(marketApi.detail, { params: { id: 999999 } })).statusCode).toBe(404);
      expect((await get(marketApi.detail, malformed({ params: { id: 'abc' } }))).statusCode).toBe(400);
      const hidden = await get(marketApi.detail, {
        params: { id: await appId(t, UNPUBLISHED_APPS[0] as string) },
      });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ code: 404, msg: '应用不存在或未上架', data: null });
    });

    it('tells the publishing tenant it owns an app; a free app has no plans', async () => {
      const token = await loginAs(t.app, '13800000003', 'tenant');
      const owned = (
        await get(marketApi.detail, { params: { id: await appId(t, '中央厨房生产管理') } }, { token })
      ).json().data as AppDetail;
      const sample = await userOf(t, '13800000003');
      expect(owned).toMatchObject({ isOwner: true, exploitTenantId: sample.tenantId });
      const free = (await get(marketApi.detail, { params: { id: await appId(t, '食品安全追溯') } })).json()
        .data as AppDetail;
      expect(free).toMatchObject({ charged: false, isTrial: false, applicationMarketPriceEntityList: [] });
    });

    it('lists associated apps, leaving out unpublished ones', async () => {
      const res = await get(marketApi.associations, { params: { id: await appId(t, '冷链运输调度') } });
      expect(res.json().data.map((app: { name: string }) => app.name)).toEqual(['车载冷机监控']);
      const wms = await get(marketApi.associations, { params: { id: await appId(t, '冷链仓储WMS') } });
      expect(wms.json().data).toEqual([]);
      expect((await get(marketApi.associations, { params: { id: 999999 } })).statusCode).toBe(404);
    });

    it('sanitises rich details when an app is saved', async () => {
      const industry = await t.database.db
        .selectFrom('marketIndustry')
        .select('id')
        .executeTakeFirstOrThrow();
      const id = await createApp(t.database.db, {
        name: '净化测试应用',
        industryId: industry.id,
        detailsRemake: '测试',
        details:
          '<p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>',
        state: 0,
        charged: false,
        isTrial: false,
        trialTime: null,
        exploitTenantId: null,
        installNum: 0,
        contactPerson: '',
        plans: [],
        createTime: new Date().toISOString(),
      });
      const row = await t.database.db
        .selectFrom('marketApp')
        .select(['details', 'logo'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // Handler, script and javascript: address gone; the link text stays.
      expect(row.details).toBe('<p>正文<a>链接</a></p>');
      expect(row.logo).toBe(pathWith(marketApi.logo.path, { kind: 'app', file: `${id}.svg` }));
    });
  });

  describe('microservices', () => {
    it('pages published microservices of all four types over several industries', async () => {
      const res = await get(microApi.list, { query: { pageSize: 48 } });
      expect(res.statusCode).toBe(200);
      const { list, pagination } = res.json().data as { list: MicroCard[]; pagination: { total: number } };
      expect(pagination.total).toBeGreaterThanOrEqual(20);
      expect(new Set(list.map((micro) => micro.type))).toEqual(new Set([0, 1, 2, 3]));
      expect(new Set(list.map((micro) => micro.industryName)).size).toBeGreaterThanOrEqual(4);
      expect(list.map((micro) => micro.name)).not.toContain('冷库巡检机器人接口（未发布）');
      expect(list.every((micro) => micro.category === micro.industryName && !micro.charged)).toBe(true);
    });

    it('filters by category (industry name), type and keyword', async () => {
      const pharma = (await get(microApi.list, { query: { category: '医药冷链', pageSize: 48 } })).json().data
        .list as MicroCard[];
      expect(pharma.length).toBeGreaterThan(0);
      expect(pharma.every((micro) => micro.category === '医药冷链')).toBe(true);
      const seals = (await get(microApi.list, { query: { type: 3 } })).json().data.list as MicroCard[];
      expect(seals.map((micro) => micro.name).sort()).toEqual(
        ['检验报告电子签章', '电子合同签章', '质量证明书盖章'].sort(),
      );
      const home = await get(microApi.list, { query: { currentPage: 1, pageSize: 10 } });
      expect(home.json().data.list).toHaveLength(10);
      expect((await get(microApi.list, malformed({ query: { type: 4 } }))).statusCode).toBe(400);
    });

    it('lists the microservice industries and groups of up to 8, most used first', async () => {
      const types = (await get(microApi.types, { body: {} })).json().data as { name: string }[];
      expect(types.map((type) => type.name)).toEqual([
        '冷链物流',
        '食品加工',
        '医药冷链',
        '智能制造',
        '能源管理',
      ]);
      const groups = (await get(microApi.groups, { body: {} })).json().data as MicroGroup[];
      expect(groups.map((group) => group.name)).toEqual(types.map((type) => type.name));
      for (const group of groups) {
        expect(group.microList.length).toBe(Math.min(8, group.total));
        const uses = group.microList.map((micro) => micro.uploadCount);
        expect(uses).toEqual([...uses].sort((a, b) => b - a));
      }
      expect(groups.find((group) => group.name === '冷链物流')?.total).toBeGreaterThan(5);
    });

    it('shows a microservice with its endpoint and parameters; unknown and unpublished answer 404', async () => {
      const res = await get(microApi.detail, { params: { id: await microId(t, '露点温度计算') } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        name: '露点温度计算',
        type: 1,
        request: { method: 'POST', protocol: 'HTTP', prefix: '/api/builtin', uri: '/micro/dew-point' },
        requestFields: [
          {
            requestName: 'temperature',
            requestDefaultValue: '25',
            requiredFlag: 1,
            requestLocation: 3,
            unit: '°C',
          },
          { requestName: 'relativeHumidity', unit: '%' },
        ],
      });
      expect((await get(microApi.detail, { params: { id: 999999 } })).statusCode).toBe(404);
      expect(
        (await get(microApi.detail, { params: { id: await microId(t, '冷库巡检机器人接口（未发布）') } }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('mechanism models', () => {
    it('pages published models only, even when another status is asked for', async () => {
      const res = await get(
        modelsApi.page,
        // Another status than published is not a filter a visitor may use: it is ignored.
        malformed({ query: { modelStatusCode: 1, pageSize: 48 } }),
      );
      expect(res.statusCode).toBe(200);
      const { list, pagination } = res.json().data as { list: ModelCard[]; pagination: { total: number } };
      // The seed's 18 published models (the draft and the one in review are not).
      expect(pagination.total).toBe(18);
      expect(list.every((model) => model.modelStatusCode === 3)).toBe(true);
      expect(list.map((model) => model.code)).not.toContain('defrost-draft');
      expect(list.map((model) => model.code)).not.toContain('carbon-review');
      expect(new Set(list.map((model) => model.modelSortCode)).size).toBeGreaterThanOrEqual(4);
    });

    it('gives a sort group 6 at a time, newest first', async () => {
      const res = await get(modelsApi.page, {
        query: { modelSortCode: 'heat', currentPage: 1, pageSize: 6, sort: 'desc' },
      });
      const { list, pagination } = res.json().data as { list: ModelCard[]; pagination: { total: number } };
      // envelope-heat, cold-room-load, multilayer-wall, heat-exchanger-ntu, pipe-pressure-drop,
      // defrost-energy, cold-room-live-load: a first page of 6.
      expect(pagination.total).toBe(7);
      expect(list).toHaveLength(6);
      expect(
        list.every((model) => model.modelSortCode === 'heat' && model.modelSortName === '传热传质'),
      ).toBe(true);
      const times = list.map((model) => model.createTime);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('lists the sorts and the portal groups of up to 6', async () => {
      const sorts = (await get(modelsApi.sorts, {})).json().data as {
        code: string;
      }[];
      expect(sorts.map((sort) => sort.code)).toEqual([
        'thermo',
        'refrigeration',
        'heat',
        'food',
        'transport',
      ]);
      const groups = (await get(modelsApi.portal, {})).json().data as ModelGroup[];
      expect(groups.length).toBe(5);
      for (const group of groups) {
        expect(group.list.length).toBe(Math.min(6, group.total));
        expect(group.list.every((model) => model.modelSortCode === group.code)).toBe(true);
      }
      expect(groups.reduce((sum, group) => sum + group.total, 0)).toBe(18);
    });

    it('shows a model with its request definition and fields; unpublished answer 404', async () => {
      const res = await get(modelsApi.info, { params: { id: await modelId(t, 'plank-freezing') } });
      expect(res.statusCode).toBe(200);
      const info = res.json().data;
      expect(info.mechanismModelVo).toMatchObject({
        modelName: 'Plank冻结时间模型',
        modelSortName: '食品冷加工',
      });
      expect(info.mechanismModelRequestVo).toMatchObject({
        method: 'POST',
        uri: '/model/plank-freezing',
        isRequestData: 0,
      });
      // Shape, thickness, density, latent heat, conductivity, surface coefficient, freezing point, air.
      expect(info.mechanismModelRequestFieldVoList.length).toBe(8);
      expect(
        (await get(modelsApi.info, { params: { id: await modelId(t, 'defrost-draft') } })).statusCode,
      ).toBe(404);
      expect((await get(modelsApi.info, { params: { id: 999999 } })).statusCode).toBe(404);
    });
  });

  describe('logos', () => {
    it('serves generated SVG logos for published entries only', async () => {
      const res = await get(marketApi.logo, {
        params: { kind: 'app', file: `${await appId(t, '冷机物联网')}.svg` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg /);
      expect(res.body).toContain('>冷机</text>');
      const micro = await get(marketApi.logo, {
        params: { kind: 'micro', file: `${await microId(t, '露点温度计算')}.svg` },
      });
      expect(micro.statusCode).toBe(200);
      const model = await get(marketApi.logo, {
        params: { kind: 'model', file: `${await modelId(t, 'carnot')}.svg` },
      });
      expect(model.statusCode).toBe(200);
      const hidden = await get(marketApi.logo, {
        params: { kind: 'app', file: `${await appId(t, UNPUBLISHED_APPS[0] as string)}.svg` },
      });
      expect(hidden.statusCode).toBe(404);
      expect(
        (await get(marketApi.logo, malformed({ params: { kind: 'app', file: '1.png' } }))).statusCode,
      ).toBe(400);
      expect(
        (await get(marketApi.logo, malformed({ params: { kind: 'other', file: '1.svg' } }))).statusCode,
      ).toBe(400);
    });
  });
});
