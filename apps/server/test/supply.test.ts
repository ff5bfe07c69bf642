import { formatDate } from '@portal/shared/format';
import {
  BUY_MAX_SUMS,
  type BuyOrder,
  type Company,
  SUPPLY_TEXTS,
  sumsMinText,
  supplyApi,
  zBoardSearch,
} from '@portal/shared/supply';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../src/lib/time.ts';
import {
  createCompany,
  createDemand,
  createProductType,
  createSupply,
  isExpired,
  maskEmail,
  maskPhone,
  type NewSupply,
  supplyPage,
} from '../src/supply/supply.service.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs, malformed } from './support/call.ts';

const PHONE = '13912345678';
const EMAIL = 'buyer.contact@example.com';

describe('masking and expiry rules', () => {
  it('masks a phone to its first 3 and last 4 digits and an email to its first character and domain', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('0371-6588')).toBe('037**6588');
    expect(maskPhone('12345')).toBe('*****');
    expect(maskEmail('wangjg@demo.cn')).toBe('w***@demo.cn');
    expect(maskEmail('nobody')).toBe('******');
  });

  it('expires after the end of the validity day in China time (UTC+8), whatever the server zone', () => {
    // 2026-03-18 ends at 2026-03-18T16:00:00Z.
    expect(isExpired('2026-03-18', new Date('2026-03-18T15:59:59.999Z'))).toBe(false);
    expect(isExpired('2026-03-18', new Date('2026-03-18T16:00:00.000Z'))).toBe(true);
    expect(isExpired('2026-03-18', new Date('2026-03-17T16:00:00.000Z'))).toBe(false);
    expect(isExpired(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});

describe.each(engines)('supply-and-demand board on %s', (engine) => {
  let t: TestApp;
  /** A type of the test's own, so counts and searches are exact whatever the demo holds. */
  let typeId: number;
  let fields: { text: number; number: number; day: number; hidden: number };
  let companyId: number;
  let otherCompanyId: number;
  const dayFromToday = (days: number) => formatDate(Date.now() + days * DAY_MS);

  const supply = (overrides: Partial<NewSupply> = {}) =>
    createSupply(t.app.db, {
      companyId,
      proType: typeId,
      proName: '测试冷风机',
      proPic: '',
      proPrice: 1200.5,
      unit: '台',
      setNum: 5,
      proGross: 500,
      proExplain: '测试用供应',
      validityTime: dayFromToday(30),
      location: '郑州市',
      state: 1,
      values: [
        { typeSonId: fields.text, fieldString: '比泽尔' },
        { typeSonId: fields.number, fieldInt: 50 },
        { typeSonId: fields.day, fieldTime: '2026-01-15' },
      ],
      ...overrides,
    });

  const rowCount = async (table: 'supplyBuyOrder') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A refusal's message: the spec's text, after the name of the field it is about (when one). */
  const expectMessage = (msg: string | undefined, message: string, label = message) =>
    expect(msg?.replace(/^「[^」]+」/, ''), label).toBe(message);

  const searchSupply = async (body: object, who: 'visitor' | 'tenantAdmin' = 'visitor') =>
    callAs(t, who, supplyApi.supplyPage, malformed({ body: { proType: typeId, ...body } }));

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    // Sessions are signed in now, before any test moves the clock.
    for (const who of ['tenantAdmin', 'developer', 'uncertified'] as const)
      await callAs(t, who, supplyApi.types, {});
    const type = await createProductType(t.app.db, {
      typeName: '测试类型',
      sortCode: 99,
      fields: [
        { filedName: '品牌', filedType: '文本', fieldQuery: true, fieldShow: true },
        { filedName: '制冷量(kW)', filedType: '数字', fieldQuery: true, fieldShow: true },
        { filedName: '出厂日期', filedType: '日期', fieldQuery: true, fieldShow: true },
        { filedName: '内部编号', filedType: '文本', fieldQuery: false, fieldShow: false },
      ],
    });
    typeId = type.id;
    const [text, number, day, hidden] = type.fieldIds as [number, number, number, number];
    fields = { text, number, day, hidden };
    companyId = await createCompany(t.app.db, {
      tenantId: null,
      userId: null,
      companyName: '测试供应企业',
      comAddress: '河南省郑州市测试路1号',
      linkPhone: PHONE,
      linkMan: '测试员',
      estTime: '2020-01-01',
      comEmail: EMAIL,
      comScale: '50-99人',
      recommended: 0,
    });
    otherCompanyId = await createCompany(t.app.db, {
      tenantId: null,
      userId: null,
      companyName: '另一家企业',
      comAddress: '上海市',
      linkPhone: '13700001111',
      linkMan: '李四',
      estTime: '2019-01-01',
      comEmail: 'other@example.com',
      comScale: '1-49人',
      recommended: 0,
    });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  describe('getAllType', () => {
    it('lists the types with their typed extended fields, the demo having at least 8 with all three types', async () => {
      const { status, body } = await callAs(t, 'visitor', supplyApi.types, {});
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThanOrEqual(9);
      const own = body.data.find((type) => type.id === typeId);
      expect(own?.listSon.map((field) => [field.filedName, field.filedType, field.fieldQuery])).toEqual([
        ['品牌', '文本', 1],
        ['制冷量(kW)', '数字', 1],
        ['出厂日期', '日期', 1],
        ['内部编号', '文本', 0],
      ]);
      const demoTypes = body.data.filter((type) => type.id !== typeId);
      expect(demoTypes.length).toBeGreaterThanOrEqual(8);
      for (const type of demoTypes)
        expect(new Set(type.listSon.map((field) => field.filedType))).toEqual(
          new Set(['文本', '数字', '日期']),
        );
    });
  });

  describe('front/supplyPage and front/demandPage', () => {
    it('lists only published entries, newest first, with the spec field names and data.pagination.total', async () => {
      const published = await supply({ proName: '已发布的单列冷风机' });
      await supply({ proName: '待审核的单列冷风机', state: 0 });
      await supply({ proName: '已关闭的单列冷风机', state: 3 });
      const { status, body } = await searchSupply({ keyword: '的单列冷风机', state: 1 });
      expect(status).toBe(200);
      expect(body.data.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 1 });
      const [item] = body.data.list;
      expect(item?.supplyEntitys).toMatchObject({
        proId: published,
        proName: '已发布的单列冷风机',
        proType: typeId,
        typeName: '测试类型',
        proPrice: 1200.5,
        setNum: 5,
        proGross: 500,
        expired: false,
        validityTime: dayFromToday(30),
      });
      expect(
        item?.supplyEntitys.listSon.map((value) => [
          value.filedName,
          value.fieldString ?? value.fieldInt ?? value.fieldTime,
        ]),
      ).toEqual([
        ['品牌', '比泽尔'],
        ['制冷量(kW)', 50],
        ['出厂日期', '2026-01-15'],
      ]);
      expect(item?.companyEntity.companyName).toBe('测试供应企业');
    });

    it('counts the demo board: 60+ published supplies and demands, some urgent, expired and 长期有效, and hides the ones awaiting moderation', async () => {
      const db = t.app.db;
      const count = async (table: 'supplyEntry' | 'demandEntry', state: 0 | 1) =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .where('state', '=', state)
              .where('proType', '!=', typeId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('supplyEntry', 1)).toBeGreaterThanOrEqual(60);
      expect(await count('demandEntry', 1)).toBeGreaterThanOrEqual(60);
      expect(await count('supplyEntry', 0)).toBeGreaterThan(0);
      expect(await count('demandEntry', 0)).toBeGreaterThan(0);
      const companies = await db.selectFrom('supplyCompany').select('id').execute();
      expect(companies.length).toBeGreaterThanOrEqual(15);

      const demands = await callAs(t, 'visitor', supplyApi.demandPage, { body: { pageSize: 40 } });
      expect(demands.status).toBe(200);
      // Every published demand, the demo's and any an earlier test (in any order) published.
      const publishedDemands = Number(
        (
          await db
            .selectFrom('demandEntry')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('state', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(demands.body.data.pagination.total).toBe(publishedDemands);
      const entities = demands.body.data.list.map((item) => item.demandEntity);
      expect(entities.some((entity) => entity.buyType === 1)).toBe(true);
      expect(entities.some((entity) => entity.expired)).toBe(true);
      expect(
        entities.some((entity) => entity.validityTime === SUPPLY_TEXTS.longTerm && !entity.expired),
      ).toBe(true);
    });

    it('matches the keyword literally (% and _ are characters) and in any case', async () => {
      await supply({ proName: '满100%合格阀门' });
      // What the keywords would also find if % and _ were wildcards.
      await supply({ proName: '满100件合格阀门' });
      await supply({ proName: 'R404A_专用机组' });
      await supply({ proName: 'R404AX专用机组' });
      await supply({ proName: 'Copeland 压缩机' });
      const names = async (keyword: string) =>
        (await searchSupply({ keyword })).body.data.list.map((item) => item.supplyEntitys.proName);
      // Searched with words only this test's entries hold (the file's tests share a database).
      expect(await names('满100%')).toEqual(['满100%合格阀门']);
      expect(await names('r404a_专')).toEqual(['R404A_专用机组']);
      expect(await names('copeland')).toEqual(['Copeland 压缩机']);
      expect(await names('COPELAND')).toEqual(['Copeland 压缩机']);
    });

    it('finds a keyword of any length where the keyword index serves it, as the same literal substring', async () => {
      // Each engine narrows by its keyword index (trigrams, two-character pieces) and then checks
      // the literal text: pieces present apart, or across the name and the text, are no match.
      const at = (proName: string, proExplain = '索引测试') => supply({ proName, proExplain });
      const rotary = await at('索引测试旋转式涡旋');
      const quoted = await at('索引"引号"阀门', '说明中有QX9涡旋机_%');
      const apart = await at('索引abca-cab');
      const edited = await at('索引改名前');
      const ids = async (keyword: string) =>
        (await searchSupply({ keyword })).body.data.list.map((item) => item.supplyEntitys.proId).sort();
      expect(await ids('涡旋')).toEqual([rotary, quoted].sort());
      expect(await ids('式涡旋')).toEqual([rotary]);
      expect(await ids('qx9涡')).toEqual([quoted]);
      expect(await ids('Qx')).toEqual([quoted]);
      expect(await ids('_%')).toEqual([quoted]);
      expect(await ids('机_%')).toEqual([quoted]);
      expect(await ids('"阀')).toEqual([quoted]);
      expect(await ids('号"阀门')).toEqual([quoted]);
      expect(await ids('abcab')).toEqual([]);
      expect(await ids('abca-c')).toEqual([apart]);
      expect(await ids('门说明')).toEqual([]);
      expect(await ids('阀门\n说明')).toEqual([]);
      expect(await ids('旋转式涡旋索')).toEqual([]);
      expect(await ids('涡旋x')).toEqual([]);
      // A changed name is searched by its new words (the index follows the row).
      await t.app.db
        .updateTable('supplyEntry')
        .set({ proName: '索引改名后' })
        .where('id', '=', edited)
        .execute();
      const fresh = async (keyword: string) =>
        (await supplyPage(t.app.db, null, zBoardSearch.parse({ proType: typeId, keyword }))).list.map(
          (item) => item.supplyEntitys.proId,
        );
      expect(await fresh('改名前')).toEqual([]);
      expect(await fresh('改名后')).toEqual([edited]);
      expect(await fresh('名后')).toEqual([edited]);
    });

    it('pages by 10, 20, 30 or 40 and refuses any other page size', async () => {
      const first = await callAs(t, 'visitor', supplyApi.supplyPage, {
        body: { pageSize: 10, currentPage: 1 },
      });
      const second = await callAs(t, 'visitor', supplyApi.supplyPage, {
        body: { pageSize: 10, currentPage: 2 },
      });
      expect(first.body.data.list).toHaveLength(10);
      expect(second.body.data.list).toHaveLength(10);
      const ids = (page: typeof first) => page.body.data.list.map((item) => item.supplyEntitys.proId);
      expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
      const wrong = await callAs(t, 'visitor', supplyApi.supplyPage, malformed({ body: { pageSize: 15 } }));
      expect(wrong.status).toBe(400);
      expectMessage(wrong.body.msg, '每页条数只能是 10、20、30、40');
    });

    it('narrows by company', async () => {
      await supply({ proName: '别家企业的冷风机', companyId: otherCompanyId });
      const { body } = await searchSupply({ companyId: otherCompanyId });
      expect(body.data.list.map((item) => item.supplyEntitys.proName)).toEqual(['别家企业的冷风机']);
      expect(body.data.list[0]?.companyEntity.companyName).toBe('另一家企业');
    });

    it('searches an extended field by keyword, number range and date range', async () => {
      const low = await supply({
        proName: '范围测试低',
        values: [
          { typeSonId: fields.text, fieldString: 'Danfoss 丹佛斯' },
          { typeSonId: fields.number, fieldInt: 12.5 },
          { typeSonId: fields.day, fieldTime: '2025-06-01' },
        ],
      });
      const high = await supply({
        proName: '范围测试高',
        values: [
          { typeSonId: fields.text, fieldString: '谷轮' },
          { typeSonId: fields.number, fieldInt: 180 },
          { typeSonId: fields.day, fieldTime: '2025-09-30' },
        ],
      });
      const ids = async (body: object) => {
        const answer = await searchSupply({ keyword: '范围测试', ...body });
        expect(answer.status, answer.response.body).toBe(200);
        return answer.body.data.list.map((item) => item.supplyEntitys.proId);
      };
      expect(await ids({ id: fields.number, valueHorizon: ['10', '20'] })).toEqual([low]);
      expect(await ids({ id: fields.number, valueHorizon: [12.5, 180] })).toEqual([high, low]);
      expect(await ids({ id: fields.number, valueHorizon: ['-5', '12.4'] })).toEqual([]);
      expect(await ids({ id: fields.text, keywordson: 'danfoss' })).toEqual([low]);
      expect(await ids({ id: fields.day, timeHorizon: ['2025-09-30', '2025-09-30'] })).toEqual([high]);
      expect(await ids({ id: fields.day, timeHorizon: ['2025-01-01', '2025-12-31'] })).toEqual([high, low]);
    });

    it('answers the spec messages for an incomplete or wrong extended search', async () => {
      const cases: [object, string][] = [
        [{ id: fields.text, keywordson: '' }, SUPPLY_TEXTS.keywordRequired],
        [{ id: fields.text, keywordson: '   ' }, SUPPLY_TEXTS.keywordRequired],
        [{ id: fields.number, valueHorizon: ['', '5'] }, SUPPLY_TEXTS.rangeStartRequired],
        [{ id: fields.number, valueHorizon: [] }, SUPPLY_TEXTS.rangeStartRequired],
        [{ id: fields.number, valueHorizon: ['1', ''] }, SUPPLY_TEXTS.rangeEndRequired],
        [{ id: fields.number, valueHorizon: ['1'] }, SUPPLY_TEXTS.rangeEndRequired],
        [{ id: fields.number, valueHorizon: ['一', '5'] }, SUPPLY_TEXTS.rangeNotNumber],
        [{ id: fields.number, valueHorizon: ['1e3', '5'] }, SUPPLY_TEXTS.rangeNotNumber],
        [{ id: fields.number, valueHorizon: ['9', '1'] }, SUPPLY_TEXTS.rangeReversed],
        [{ id: fields.day, timeHorizon: ['', '2025-01-01'] }, SUPPLY_TEXTS.startDateRequired],
        [{ id: fields.day, timeHorizon: ['2025-01-01'] }, SUPPLY_TEXTS.endDateRequired],
        [{ id: fields.day, timeHorizon: ['2025-02-01', '2025-01-01'] }, SUPPLY_TEXTS.dateReversed],
        [{ id: fields.day, timeHorizon: ['2025-02-30', '2025-03-01'] }, '日期不正确'],
        [{ id: fields.text }, SUPPLY_TEXTS.searchWayRequired],
        // The field's own type decides the way; a hidden field is not searchable.
        [{ id: fields.text, valueHorizon: ['1', '2'] }, SUPPLY_TEXTS.searchWayWrong],
        [{ id: fields.number, keywordson: '50' }, SUPPLY_TEXTS.searchWayWrong],
        [{ id: fields.hidden, keywordson: 'x' }, SUPPLY_TEXTS.fieldNotFound],
        [{ id: 2_000_000_000, keywordson: 'x' }, SUPPLY_TEXTS.fieldNotFound],
      ];
      for (const [body, message] of cases) {
        const { status, body: answer } = await searchSupply(body);
        expect(status, JSON.stringify(body)).toBe(400);
        expectMessage(answer.msg, message, JSON.stringify(body));
        const demand = await callAs(
          t,
          'visitor',
          supplyApi.demandPage,
          malformed({ body: { proType: typeId, ...body } }),
        );
        expectMessage(demand.body.msg, message, JSON.stringify(body));
      }
      // A field of another type than the chosen one is not this type's.
      const types = await callAs(t, 'visitor', supplyApi.types, {});
      const foreign = types.body.data
        .find((type) => type.id !== typeId)
        ?.listSon.find((f) => f.filedType === '文本');
      const answer = await searchSupply({ id: foreign?.id, keywordson: 'x' });
      expect(answer.body.msg).toBe(SUPPLY_TEXTS.fieldNotFound);
    });
  });

  describe('masking', () => {
    const expectMasked = (company: Company) => {
      expect(company.masked).toBe(true);
      expect(company.linkPhone).toMatch(/^\d{3}\*+\d{4}$/);
      expect(company.comEmail).toMatch(/^.\*\*\*@/);
    };

    it('masks company phone and email for a visitor in every answer, and gives them in full to a logged-in user', async () => {
      const id = await supply({ proName: '打码测试供应' });
      const demandId = await createDemand(t.app.db, {
        companyId,
        proType: typeId,
        proName: '打码测试求购',
        urgent: true,
        buyNumber: 20,
        unit: '台',
        buyPrice: null,
        proDescribe: '求购',
        validityTime: null,
        location: '郑州市',
        state: 1,
        values: [],
      });
      const visitorAnswers = [
        await callAs(t, 'visitor', supplyApi.supplyPage, { body: { proType: typeId, keyword: '打码测试' } }),
        await callAs(t, 'visitor', supplyApi.demandPage, { body: { proType: typeId, keyword: '打码测试' } }),
        await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id } }),
        await callAs(t, 'visitor', supplyApi.demandDetail, { params: { id: demandId } }),
        await callAs(t, 'visitor', supplyApi.floors, {}),
        await callAs(t, 'visitor', supplyApi.recommended, {}),
      ];
      for (const answer of visitorAnswers) {
        expect(answer.status).toBe(200);
        // Not anywhere in the bytes: no full phone or email of any company reaches a visitor.
        expect(answer.response.body).not.toContain(PHONE);
        expect(answer.response.body).not.toContain(EMAIL);
        expect(answer.response.body).not.toMatch(/"linkPhone":"\d{11}"/);
        expect(answer.response.body).not.toMatch(/"comEmail":"[^"*]+@/);
      }
      const detail = await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id } });
      expectMasked(detail.body.data.companyEntity);
      expect(detail.body.data.companyEntity.linkPhone).toBe('139****5678');
      const floors = await callAs(t, 'visitor', supplyApi.floors, {});
      const floor = floors.body.data[String(typeId)];
      expect(floor?.supply.length).toBeGreaterThan(0);
      for (const item of floor?.supply ?? []) expectMasked(item.companyEntity);

      for (const who of ['tenantAdmin', 'developer'] as const) {
        const full = await callAs(t, who, supplyApi.supplyDetail, { params: { id } });
        expect(full.body.data.companyEntity).toMatchObject({
          linkPhone: PHONE,
          comEmail: EMAIL,
          masked: false,
        });
        const list = await callAs(t, who, supplyApi.demandPage, {
          body: { proType: typeId, keyword: '打码测试' },
        });
        expect(list.body.data.list[0]?.companyEntity).toMatchObject({ linkPhone: PHONE, comEmail: EMAIL });
        const floorsFull = await callAs(t, who, supplyApi.floors, {});
        expect(floorsFull.response.body).toContain(PHONE);
      }
      // The visitor's cached answer is still masked after a logged-in read of the same call.
      const again = await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id } });
      expect(again.response.body).not.toContain(PHONE);
    });
  });

  describe('details', () => {
    it('answers supplyEntity or demandEntity with companyEntity, and 404 for an entry not published', async () => {
      const id = await supply({ proName: '详情测试' });
      const { status, body } = await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id } });
      expect(status).toBe(200);
      expect(body.data.supplyEntity.proName).toBe('详情测试');
      expect(body.data.companyEntity.companyName).toBe('测试供应企业');
      const pending = await supply({ proName: '未发布详情', state: 0 });
      const hidden = await callAs(t, 'tenantAdmin', supplyApi.supplyDetail, { params: { id: pending } });
      expect(hidden.status).toBe(404);
      expect(hidden.body.msg).toBe(SUPPLY_TEXTS.supplyNotFound);
      const missing = await callAs(t, 'visitor', supplyApi.demandDetail, { params: { id: 2_000_000_000 } });
      expect(missing.status).toBe(404);
      expect(missing.body.msg).toBe(SUPPLY_TEXTS.demandNotFound);
    });

    it('shows 已截止 after the end of the validity day in China time, and 长期有效 never expires', async () => {
      const lastDay = '2026-03-18';
      const id = await supply({ proName: '到期边界', validityTime: lastDay });
      const forever = await supply({ proName: '长期有效边界', validityTime: null });
      vi.useFakeTimers({ toFake: ['Date'] });
      // 23:59:59 on the last day in China (15:59:59 UTC): still valid.
      vi.setSystemTime(new Date('2026-03-18T15:59:59Z'));
      const before = await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id } });
      expect(before.body.data.supplyEntity).toMatchObject({ validityTime: lastDay, expired: false });
      // 00:00 the next day in China: expired. A logged-in read is not the cached visitor answer.
      vi.setSystemTime(new Date('2026-03-18T16:00:00Z'));
      const after = await callAs(t, 'tenantAdmin', supplyApi.supplyDetail, { params: { id } });
      expect(after.body.data.supplyEntity).toMatchObject({ validityTime: lastDay, expired: true });
      vi.setSystemTime(new Date('2099-12-31T00:00:00Z'));
      const longTerm = await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id: forever } });
      expect(longTerm.body.data.supplyEntity).toMatchObject({ validityTime: '长期有效', expired: false });
    });
  });

  describe('front/getAll and recommended suppliers', () => {
    it('keys the latest published entries by category, at most 8 of each kind', async () => {
      const { status, body } = await callAs(t, 'visitor', supplyApi.floors, {});
      expect(status).toBe(200);
      const floors = Object.values(body.data);
      expect(floors.length).toBeGreaterThanOrEqual(9);
      for (const floor of floors) {
        expect(body.data[String(floor.id)]).toBe(floor);
        expect(floor.supply.length).toBeLessThanOrEqual(8);
        expect(floor.demand.length).toBeLessThanOrEqual(8);
        for (const item of floor.supply) expect(item.supplyEntitys.proType).toBe(floor.id);
        for (const item of floor.demand) expect(item.demandEntity.proType).toBe(floor.id);
      }
      const demoFloor = floors.find((floor) => floor.typeName === '冷库设备');
      expect(demoFloor?.supply.length).toBeGreaterThan(0);
      const recommended = await callAs(t, 'visitor', supplyApi.recommended, {});
      expect(recommended.body.data.length).toBeGreaterThan(0);
    });
  });

  describe('getUser and addOrder', () => {
    const order = (proId: number, overrides: Partial<BuyOrder> = {}): BuyOrder => ({
      proId,
      companyName: '演示冷链科技有限公司',
      productName: '客户端写的名字不被采用',
      companyAddress: '河南省郑州市金水区花园路88号',
      phonePeople: '王建国',
      phone: '13800000001',
      servedTime: dayFromToday(7),
      sums: 5,
      remark: '请在工作日送达',
      ...overrides,
    });

    it('pre-fills the buy dialog from the caller company, and needs a login', async () => {
      const { status, body } = await callAs(t, 'tenantAdmin', supplyApi.buyer, {});
      expect(status).toBe(200);
      expect(body.data).toEqual({
        companyName: '演示冷链科技有限公司',
        comAddress: '河南省郑州市金水区花园路88号',
        linkMan: '王建国',
        linkPhone: '13800000001',
      });
      expect((await callAs(t, 'visitor', supplyApi.buyer, {})).status).toBe(401);
    });

    it('stores an order against the buyer and the entry, with the entry name', async () => {
      const id = await supply({ proName: '下单测试机组', setNum: 5 });
      const { status, body } = await callAs(t, 'tenantAdmin', supplyApi.addOrder, { body: order(id) });
      expect(status).toBe(200);
      expect(body.code).toBe(200);
      const stored = await t.app.db
        .selectFrom('supplyBuyOrder as o')
        .innerJoin('userAccount as u', 'u.id', 'o.buyerUserId')
        .select([
          'o.supplyId',
          'o.productName',
          'o.sums',
          'o.servedTime',
          'o.remark',
          'u.account',
          'o.buyerTenantId',
        ])
        .where('o.id', '=', body.data.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        supplyId: id,
        productName: '下单测试机组',
        sums: 5,
        servedTime: dayFromToday(7),
        remark: '请在工作日送达',
        account: '13800000001',
      });
      expect(stored.buyerTenantId).not.toBeNull();
      const max = await callAs(t, 'developer', supplyApi.addOrder, {
        body: order(id, { sums: BUY_MAX_SUMS }),
      });
      expect(max.status).toBe(200);
    });

    it('refuses each bad order with its message and stores nothing', async () => {
      const id = await supply({ proName: '拒单测试', setNum: 5 });
      const expired = await supply({ proName: '已截止供应', validityTime: dayFromToday(-1) });
      const pending = await supply({ proName: '待审核供应', state: 0 });
      const before = await rowCount('supplyBuyOrder');
      const cases: [unknown, number, string][] = [
        [order(id, { sums: 4 }), 400, sumsMinText(5)],
        [order(id, { sums: 0 }), 400, sumsMinText(1)],
        [order(id, { sums: BUY_MAX_SUMS + 1 }), 400, SUPPLY_TEXTS.sumsMax],
        [order(id, { sums: 5.5 }), 400, SUPPLY_TEXTS.sumsInteger],
        [{ ...order(id), sums: undefined }, 400, SUPPLY_TEXTS.sumsRequired],
        [order(id, { companyName: ' ' }), 400, SUPPLY_TEXTS.companyNameRequired],
        [order(id, { companyAddress: '' }), 400, SUPPLY_TEXTS.companyAddressRequired],
        [order(id, { phonePeople: '' }), 400, SUPPLY_TEXTS.phonePeopleRequired],
        [order(id, { phone: '' }), 400, SUPPLY_TEXTS.phoneRequired],
        [order(id, { phone: 'abc' }), 400, SUPPLY_TEXTS.phoneWrong],
        [order(id, { servedTime: '' }), 400, SUPPLY_TEXTS.servedTimeRequired],
        [order(id, { servedTime: dayFromToday(-1) }), 400, SUPPLY_TEXTS.servedTimePast],
        [order(expired), 400, SUPPLY_TEXTS.supplyExpired],
        [order(pending), 404, SUPPLY_TEXTS.supplyNotFound],
      ];
      for (const [body, status, message] of cases) {
        const answer = await callAs(
          t,
          'tenantAdmin',
          supplyApi.addOrder,
          malformed({ body: body as object }),
        );
        expect(answer.status, message).toBe(status);
        expectMessage(answer.body.msg, message);
      }
      const visitor = await callAs(t, 'visitor', supplyApi.addOrder, { body: order(id) });
      expect(visitor.status).toBe(401);
      const uncertified = await callAs(t, 'uncertified', supplyApi.addOrder, { body: order(id) });
      expect(uncertified.status).toBe(403);
      expect(await rowCount('supplyBuyOrder')).toBe(before);
    });

    it('takes orders for a supply until the end of its last day in China time', async () => {
      const lastDay = '2026-03-18';
      const id = await supply({ proName: '下单到期边界', validityTime: lastDay });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-18T15:59:00Z'));
      const inTime = await callAs(t, 'tenantAdmin', supplyApi.addOrder, {
        body: order(id, { servedTime: lastDay }),
      });
      expect(inTime.status).toBe(200);
      vi.setSystemTime(new Date('2026-03-18T16:00:00Z'));
      const late = await callAs(t, 'tenantAdmin', supplyApi.addOrder, {
        body: order(id, { servedTime: '2026-03-20' }),
      });
      expect(late.status).toBe(400);
      expect(late.body.msg).toBe(SUPPLY_TEXTS.supplyExpired);
    });
  });
});
