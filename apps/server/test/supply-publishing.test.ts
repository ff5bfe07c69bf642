import { filesApi } from '@portal/shared/accounts';
import { formatDate } from '@portal/shared/format';
import { type BuyOrder, buyOrderSms, ENTRY_STATE, SUPPLY_TEXTS, supplyApi } from '@portal/shared/supply';
import {
  supplyPublishingApi as api,
  type CompanyProfile,
  type DemandForm,
  PUBLISH_TEXTS,
  SUPPLY_PICTURE_PATH,
  type SupplyForm,
  supplyPublicApi,
} from '@portal/shared/supply-publishing';
import { RULE_MESSAGES } from '@portal/shared/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/transaction.ts';
import { DAY_MS } from '../src/lib/time.ts';
import { createProductType, createSupply } from '../src/supply/supply.service.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { newApplicant } from './support/applicants.ts';
import { type Caller, callAs, malformed, urlOf } from './support/call.ts';
import { freshAddress, multipartBody, TINY_PNG } from './support/http.ts';

/**
 * The publishing area (我要发布, issue 18 items 7 and 9) and the board's public additions
 * (a demand's fitting supplies, published supplies' pictures). Each test makes its own
 * certified publishers (new accounts, no board company yet); the demo's accounts buy, quote
 * and play the other companies.
 */
describe.each(engines)('the publishing area on %s', (engine) => {
  let t: TestApp;
  /** A type of the file's own (文本, 数字, 日期 fields), so lists and matches are exact. */
  let typeId: number;
  let fields: { text: number; number: number; day: number };
  /** Another open type, and a retired one. */
  let otherTypeId: number;
  let otherTypeField: number;
  let retiredTypeId: number;

  const dayFromToday = (days: number) => formatDate(Date.now() + days * DAY_MS);
  /** A refusal's message after the name of the field it is about (when one). */
  const withoutField = (msg: string | undefined) => msg?.replace(/^「[^」]+」/, '');

  interface Publisher {
    who: Caller;
    userId: number;
    phone: string;
  }

  /** A new certified developer account with no board company, signed in. */
  async function certifiedPublisher(): Promise<Publisher> {
    const applicant = await newApplicant(t.app, t.database.db, 1);
    await t.app.db
      .updateTable('registration')
      .set({ status: 2 })
      .where('userId', '=', applicant.userId)
      .execute();
    return { who: { token: applicant.token }, userId: applicant.userId, phone: applicant.account };
  }

  let profileCounter = 0;
  /** A valid company profile with a name and phone of its own. */
  function profile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
    profileCounter += 1;
    return {
      companyName: `发布测试企业${profileCounter}`,
      comAddress: '河南省郑州市发布路1号',
      linkMan: '周发布',
      linkPhone: `1358${String(process.pid % 10_000).padStart(4, '0')}${String(profileCounter).padStart(3, '0')}`,
      comEmail: `publisher${profileCounter}@example.com`,
      estTime: '2018-05-20',
      comScale: '20-99人',
      ...overrides,
    };
  }

  /** A certified publisher whose company profile is saved. */
  async function publisherWithCompany(overrides: Partial<CompanyProfile> = {}) {
    const publisher = await certifiedPublisher();
    const company = profile(overrides);
    const saved = await callAs(t, publisher.who, api.saveCompany, { body: company });
    expect(saved.status, saved.response.body).toBe(200);
    const row = await t.app.db
      .selectFrom('supplyCompany')
      .select('id')
      .where('userId', '=', publisher.userId)
      .executeTakeFirstOrThrow();
    return { ...publisher, company, companyId: row.id };
  }

  const supplyForm = (overrides: Partial<SupplyForm> = {}): SupplyForm => ({
    proType: typeId,
    proName: '发布测试冷风机',
    unit: '台',
    location: '郑州市',
    validityTime: dayFromToday(30),
    values: [
      { typeSonId: fields.text, value: '比泽尔' },
      { typeSonId: fields.number, value: '50' },
      { typeSonId: fields.day, value: '2026-01-15' },
    ],
    proPic: '',
    proPrice: 1200.5,
    setNum: 2,
    proGross: 100,
    proExplain: '发布测试用供应',
    ...overrides,
  });

  const demandForm = (overrides: Partial<DemandForm> = {}): DemandForm => ({
    proType: typeId,
    proName: '发布测试求购',
    unit: '台',
    location: '上海市',
    validityTime: dayFromToday(30),
    values: [],
    urgent: false,
    buyNumber: 20,
    buyPrice: null,
    proDescribe: '发布测试用求购',
    ...overrides,
  });

  /** Saves a supply through the API; answers its id. */
  async function saveSupply(who: Caller, overrides: Partial<SupplyForm> = {}): Promise<number> {
    const saved = await callAs(t, who, api.saveSupply, { body: supplyForm(overrides) });
    expect(saved.status, saved.response.body).toBe(200);
    return saved.body.data.id;
  }

  async function saveDemand(who: Caller, overrides: Partial<DemandForm> = {}): Promise<number> {
    const saved = await callAs(t, who, api.saveDemand, { body: demandForm(overrides) });
    expect(saved.status, saved.response.body).toBe(200);
    return saved.body.data.id;
  }

  /**
   * The operator's approval (moderation has no call yet): the entry published, the board's cached
   * answers dropped as any write of the board drops them.
   */
  async function publish(kind: 'supply' | 'demand', id: number): Promise<void> {
    await withTransaction(
      t.app.db,
      async (trx) => {
        if (kind === 'supply')
          await trx.updateTable('supplyEntry').set({ state: 1 }).where('id', '=', id).execute();
        else await trx.updateTable('demandEntry').set({ state: 1 }).where('id', '=', id).execute();
      },
      { invalidates: ['supply'] },
    );
  }

  const storedSupply = (id: number) =>
    t.app.db.selectFrom('supplyEntry').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const count = async (table: 'supplyEntry' | 'demandEntry' | 'supplyCompany' | 'supplyFieldValue') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The public search's names for a keyword, as a visitor reads them. */
  const boardNames = async (keyword: string) => {
    const page = await callAs(t, 'visitor', supplyApi.supplyPage, { body: { keyword, pageSize: 40 } });
    expect(page.status).toBe(200);
    return page.body.data.list.map((item) => item.supplyEntitys.proName);
  };

  /** Uploads a PNG as `who`; answers the path the upload call returns. */
  async function uploadPng(who: Caller): Promise<string> {
    const { payload, headers } = multipartBody([
      { name: 'file', value: TINY_PNG, filename: 'product.png', type: 'image/png' },
    ]);
    const res = await callAs(
      t,
      who,
      filesApi.upload,
      {},
      { payload, headers, remoteAddress: freshAddress() },
    );
    expect(res.status, res.response.body).toBe(200);
    return res.body.data;
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    const type = await createProductType(t.app.db, {
      typeName: '发布测试类型',
      sortCode: 98,
      fields: [
        { filedName: '品牌', filedType: '文本', fieldQuery: true, fieldShow: true },
        { filedName: '制冷量(kW)', filedType: '数字', fieldQuery: true, fieldShow: true },
        { filedName: '出厂日期', filedType: '日期', fieldQuery: true, fieldShow: true },
      ],
    });
    typeId = type.id;
    const [text, number, day] = type.fieldIds as [number, number, number];
    fields = { text, number, day };
    const other = await createProductType(t.app.db, {
      typeName: '发布测试另一类型',
      sortCode: 97,
      fields: [{ filedName: '功率(kW)', filedType: '数字', fieldQuery: true, fieldShow: true }],
    });
    otherTypeId = other.id;
    otherTypeField = other.fieldIds[0] as number;
    retiredTypeId = (
      await createProductType(t.app.db, {
        typeName: '发布测试停用类型',
        sortCode: 96,
        fields: [{ filedName: '型号', filedType: '文本', fieldQuery: true, fieldShow: true }],
      })
    ).id;
    await t.app.db.updateTable('supplyType').set({ retired: 1 }).where('id', '=', retiredTypeId).execute();
  });
  afterAll(() => t.close());

  describe('the company profile', () => {
    it('pre-fills from the account before the first save, and refuses to publish until it is saved', async () => {
      const publisher = await certifiedPublisher();
      const company = await callAs(t, publisher.who, api.company, {});
      expect(company.status).toBe(200);
      expect(company.body.data.saved).toBe(false);
      expect(company.body.data.profile).toMatchObject({
        companyName: '',
        linkMan: `用户${publisher.phone.slice(-4)}`,
        linkPhone: publisher.phone,
      });

      const entries = await count('supplyEntry');
      const demands = await count('demandEntry');
      const supply = await callAs(t, publisher.who, api.saveSupply, { body: supplyForm() });
      expect(supply.status).toBe(400);
      expect(supply.body.msg).toBe(PUBLISH_TEXTS.noCompany);
      expect(supply.body.msg).toBe('请先完善企业信息，再发布供求');
      const demand = await callAs(t, publisher.who, api.saveDemand, { body: demandForm() });
      expect(demand.status).toBe(400);
      expect(demand.body.msg).toBe(PUBLISH_TEXTS.noCompany);
      expect(await count('supplyEntry')).toBe(entries);
      expect(await count('demandEntry')).toBe(demands);
      // Nothing of its own to list either.
      const mine = await callAs(t, publisher.who, api.entries, { query: {} });
      expect(mine.body.data).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 10, total: 0 } });
    });

    it('refuses a bad profile with the field messages and stores nothing; a good one is saved and read back', async () => {
      const publisher = await certifiedPublisher();
      const companies = await count('supplyCompany');
      const cases: [Partial<CompanyProfile>, string, string][] = [
        [{ linkPhone: '1234' }, 'linkPhone', RULE_MESSAGES.phone],
        [{ linkPhone: '' }, 'linkPhone', RULE_MESSAGES.phone],
        [{ comEmail: 'not-an-email' }, 'comEmail', RULE_MESSAGES.email],
        [{ companyName: '' }, 'companyName', PUBLISH_TEXTS.companyNameRequired],
        [{ companyName: '   ' }, 'companyName', PUBLISH_TEXTS.companyNameRequired],
        [{ estTime: '' }, 'estTime', PUBLISH_TEXTS.estTimeRequired],
        [{ comScale: '很多人' as CompanyProfile['comScale'] }, 'comScale', PUBLISH_TEXTS.comScaleRequired],
      ];
      for (const [overrides, field, message] of cases) {
        const answer = await callAs(
          t,
          publisher.who,
          api.saveCompany,
          malformed({ body: profile(overrides) }),
        );
        expect(answer.status, JSON.stringify(overrides)).toBe(400);
        expect(withoutField(answer.body.msg), JSON.stringify(overrides)).toBe(message);
        expect(answer.body.msg, JSON.stringify(overrides)).toMatch(/^「[^」]+」/);
        // The form puts the message on its field.
        const { fieldErrors } = answer.body.data as unknown as { fieldErrors: Record<string, string> };
        expect(withoutField(fieldErrors[field]), field).toBe(message);
      }
      expect(await count('supplyCompany')).toBe(companies);
      expect((await callAs(t, publisher.who, api.company, {})).body.data.saved).toBe(false);

      const good = profile();
      const saved = await callAs(t, publisher.who, api.saveCompany, { body: good });
      expect(saved.status).toBe(200);
      expect(saved.body.msg).toBe(PUBLISH_TEXTS.companySaved);
      expect(saved.body.data).toEqual({ saved: true, profile: good });
      expect((await callAs(t, publisher.who, api.company, {})).body.data).toEqual({
        saved: true,
        profile: good,
      });

      // Saving again edits the same company.
      const edited = { ...good, comAddress: '河南省郑州市新地址9号' };
      await callAs(t, publisher.who, api.saveCompany, { body: edited });
      expect((await callAs(t, publisher.who, api.company, {})).body.data.profile).toEqual(edited);
      expect(await count('supplyCompany')).toBe(companies + 1);
    });
  });

  describe('entries and moderation', () => {
    it('keeps a new supply off the board until it is published, and takes an edited one off again', async () => {
      const publisher = await publisherWithCompany();
      const saved = await callAs(t, publisher.who, api.saveSupply, {
        body: supplyForm({ proName: '审核流程冷风机' }),
      });
      expect(saved.status).toBe(200);
      expect(saved.body.msg).toBe(PUBLISH_TEXTS.saved);
      const id = saved.body.data.id;
      expect(saved.body.data).toEqual({ kind: 'supply', id });
      expect((await storedSupply(id)).state).toBe(ENTRY_STATE.awaiting);
      expect(await boardNames('审核流程冷风机')).toEqual([]);
      const hidden = await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id } });
      expect(hidden.status).toBe(404);
      expect(hidden.body.msg).toBe(SUPPLY_TEXTS.supplyNotFound);

      const entry = await callAs(t, publisher.who, api.entry, { params: { kind: 'supply', id } });
      expect(entry.status).toBe(200);
      expect(entry.body.data).toEqual({
        ...supplyForm({ proName: '审核流程冷风机' }),
        kind: 'supply',
        id,
        state: ENTRY_STATE.awaiting,
      });

      await publish('supply', id);
      expect(await boardNames('审核流程冷风机')).toEqual(['审核流程冷风机']);
      const shown = await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id } });
      expect(shown.status).toBe(200);
      expect(shown.body.data.companyEntity.companyName).toBe(publisher.company.companyName);

      // The board answer above is cached; the edit drops it and the entry waits again.
      const edit = await callAs(t, publisher.who, api.saveSupply, {
        body: supplyForm({ id, proName: '审核流程冷风机（改）', proPrice: null }),
      });
      expect(edit.status).toBe(200);
      expect(edit.body.data).toEqual({ kind: 'supply', id });
      expect(await storedSupply(id)).toMatchObject({
        state: ENTRY_STATE.awaiting,
        proName: '审核流程冷风机（改）',
        proPrice: null,
      });
      expect(await boardNames('审核流程冷风机')).toEqual([]);
      expect((await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id } })).status).toBe(404);
      const listed = await callAs(t, publisher.who, api.entries, { query: { kind: 'supply' } });
      expect(listed.body.data.list.map((row) => [row.id, row.proName, row.state])).toEqual([
        [id, '审核流程冷风机（改）', ENTRY_STATE.awaiting],
      ]);
    });

    it('reads a demand back as its form saved it, 长期有效 when it has no last day', async () => {
      const publisher = await publisherWithCompany();
      const form = demandForm({
        proName: '回读测试求购',
        urgent: true,
        buyPrice: 99.5,
        validityTime: null,
        values: [
          { typeSonId: fields.text, value: '谷轮' },
          { typeSonId: fields.number, value: '30' },
        ],
      });
      const id = await saveDemand(publisher.who, form);
      const entry = await callAs(t, publisher.who, api.entry, { params: { kind: 'demand', id } });
      expect(entry.status).toBe(200);
      expect(entry.body.data).toEqual({ ...form, kind: 'demand', id, state: ENTRY_STATE.awaiting });
      const listed = await callAs(t, publisher.who, api.entries, { query: { kind: 'demand' } });
      expect(listed.body.data.list).toMatchObject([
        { id, kind: 'demand', validityTime: SUPPLY_TEXTS.longTerm, expired: false, reviewRemark: '' },
      ]);
      // Not a supply of the company.
      expect(
        (await callAs(t, publisher.who, api.entries, { query: { kind: 'supply' } })).body.data.list,
      ).toEqual([]);
    });

    it('reads each extended value by its field type, and refuses a wrong value, a foreign field, a retired type or a past validity, storing nothing', async () => {
      const publisher = await publisherWithCompany();
      const values = (number: string, day: string) => [
        { typeSonId: fields.number, value: number },
        { typeSonId: fields.day, value: day },
      ];
      const entries = await count('supplyEntry');
      const stored = await count('supplyFieldValue');
      const cases: [Partial<SupplyForm>, string][] = [
        [{ values: values('五十', '2026-01-15') }, `「制冷量(kW)」${PUBLISH_TEXTS.fieldNumber}`],
        [{ values: values('1e3', '2026-01-15') }, `「制冷量(kW)」${PUBLISH_TEXTS.fieldNumber}`],
        [{ values: values('50', '2026-02-30') }, `「出厂日期」${PUBLISH_TEXTS.fieldDay}`],
        [{ values: values('50', '15/01/2026') }, `「出厂日期」${PUBLISH_TEXTS.fieldDay}`],
        [{ values: [{ typeSonId: otherTypeField, value: '5' }] }, PUBLISH_TEXTS.fieldUnknown],
        [{ proType: retiredTypeId, values: [] }, PUBLISH_TEXTS.typeRetired],
        [{ proType: 2_000_000_000, values: [] }, PUBLISH_TEXTS.typeUnknown],
        [{ validityTime: dayFromToday(-1) }, PUBLISH_TEXTS.validityPast],
      ];
      for (const [overrides, message] of cases) {
        const answer = await callAs(t, publisher.who, api.saveSupply, { body: supplyForm(overrides) });
        expect(answer.status, message).toBe(400);
        expect(answer.body.msg, message).toBe(message);
        const demand = await callAs(t, publisher.who, api.saveDemand, {
          body: demandForm(overrides as Partial<DemandForm>),
        });
        expect(demand.status, message).toBe(400);
        expect(demand.body.msg, message).toBe(message);
      }
      expect(await count('supplyEntry')).toBe(entries);
      expect(await count('supplyFieldValue')).toBe(stored);

      // Good values are stored in their field's column; an empty one is no value.
      const id = await saveSupply(publisher.who, {
        validityTime: dayFromToday(0),
        values: [
          { typeSonId: fields.text, value: '' },
          { typeSonId: fields.number, value: '-12.5' },
          { typeSonId: fields.day, value: '2025-12-31' },
        ],
      });
      const rows = await t.app.db
        .selectFrom('supplyFieldValue')
        .select(['typeSonId', 'fieldString', 'fieldInt', 'fieldTime'])
        .where('entryKind', '=', 'supply')
        .where('entryId', '=', id)
        .orderBy('typeSonId')
        .execute();
      expect(
        rows.map((row) => ({ ...row, fieldInt: row.fieldInt === null ? null : Number(row.fieldInt) })),
      ).toEqual([
        { typeSonId: fields.number, fieldString: null, fieldInt: -12.5, fieldTime: null },
        { typeSonId: fields.day, fieldString: null, fieldInt: null, fieldTime: '2025-12-31' },
      ]);
      const entry = await callAs(t, publisher.who, api.entry, { params: { kind: 'supply', id } });
      expect(entry.body.data.values).toEqual([
        { typeSonId: fields.number, value: '-12.5' },
        { typeSonId: fields.day, value: '2025-12-31' },
      ]);
    });

    it('keeps an uploaded picture as its public address, private until the supply is published', async () => {
      const publisher = await publisherWithCompany();
      const uploaded = await uploadPng(publisher.who);
      const name = uploaded.split('/').pop() as string;
      const id = await saveSupply(publisher.who, { proName: '带图片的供应', proPic: uploaded });
      const address = `${SUPPLY_PICTURE_PATH}${name}`;
      // The address is the public picture call's own.
      expect(address).toBe(urlOf(supplyPublicApi.picture, { params: { name } }));
      expect((await storedSupply(id)).proPic).toBe(address);
      const entry = await callAs(t, publisher.who, api.entry, { params: { kind: 'supply', id } });
      expect(entry.body.data).toMatchObject({ proPic: address });

      const picture = (who: Caller) => callAs(t, who, supplyPublicApi.picture, { params: { name } });
      const unpublished = await picture('visitor');
      expect(unpublished.status).toBe(404);
      expect((await picture('otherTenant')).status).toBe(404);
      expect((await picture(publisher.who)).status).toBe(200);

      await publish('supply', id);
      const published = await picture('visitor');
      expect(published.status).toBe(200);
      expect(published.response.headers['content-type']).toBe('image/png');
      expect(published.response.rawPayload.equals(TINY_PNG)).toBe(true);
      const detail = await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id } });
      expect(detail.body.data.supplyEntity.proPic).toBe(address);

      // Editing keeps the picture as it is; the entry waits again, and so does its picture.
      await saveSupply(publisher.who, { id, proName: '带图片的供应', proPic: address });
      expect((await storedSupply(id)).proPic).toBe(address);
      expect((await picture('visitor')).status).toBe(404);

      // Another account's upload, or a path of no upload, is not this publisher's picture.
      const entries = await count('supplyEntry');
      const foreign = await uploadPng('otherTenant');
      const foreignName = foreign.split('/').pop() as string;
      for (const proPic of [
        foreign,
        `${SUPPLY_PICTURE_PATH}${foreignName}`,
        `${SUPPLY_PICTURE_PATH}nosuchfile.png`,
        'https://example.com/a.png',
      ]) {
        const refused = await callAs(t, publisher.who, api.saveSupply, { body: supplyForm({ proPic }) });
        expect(refused.status, proPic).toBe(400);
        expect(refused.body.msg, proPic).toBe(PUBLISH_TEXTS.pictureNotYours);
        const edit = await callAs(t, publisher.who, api.saveSupply, { body: supplyForm({ id, proPic }) });
        expect(edit.body.msg, proPic).toBe(PUBLISH_TEXTS.pictureNotYours);
      }
      expect(await count('supplyEntry')).toBe(entries);
      expect((await storedSupply(id)).proPic).toBe(address);
    });

    it("keeps another company's accounts away from an entry, and closes an entry once for good", async () => {
      const publisher = await publisherWithCompany();
      const id = await saveSupply(publisher.who, { proName: '归属测试供应' });
      const demandId = await saveDemand(publisher.who, { proName: '归属测试求购' });
      await publish('supply', id);

      for (const who of ['otherTenant', 'developer', 'tenantAdmin'] as const) {
        const read = await callAs(t, who, api.entry, { params: { kind: 'supply', id } });
        expect(read.status, who).toBe(404);
        expect(read.body.msg, who).toBe(PUBLISH_TEXTS.notYours);
        const readDemand = await callAs(t, who, api.entry, { params: { kind: 'demand', id: demandId } });
        expect(readDemand.status, who).toBe(404);
        const edit = await callAs(t, who, api.saveSupply, { body: supplyForm({ id, proName: '别人改的' }) });
        expect(edit.status, who).toBe(404);
        expect(edit.body.msg, who).toBe(PUBLISH_TEXTS.notYours);
        const editDemand = await callAs(t, who, api.saveDemand, {
          body: demandForm({ id: demandId, proName: '别人改的' }),
        });
        expect(editDemand.status, who).toBe(404);
        const close = await callAs(t, who, api.close, { body: { kind: 'supply', id } });
        expect(close.status, who).toBe(404);
        expect(close.body.msg, who).toBe(PUBLISH_TEXTS.notYours);
        const list = await callAs(t, who, api.entries, { query: { kind: 'supply', pageSize: 100 } });
        expect(list.status, who).toBe(200);
        expect(
          list.body.data.list.map((row) => row.id),
          who,
        ).not.toContain(id);
      }
      expect(await storedSupply(id)).toMatchObject({ proName: '归属测试供应', state: ENTRY_STATE.published });
      expect(await boardNames('归属测试供应')).toEqual(['归属测试供应']);

      const closed = await callAs(t, publisher.who, api.close, { body: { kind: 'supply', id } });
      expect(closed.status).toBe(200);
      expect(closed.body.msg).toBe(PUBLISH_TEXTS.closed);
      expect(closed.body.data).toEqual({ kind: 'supply', id });
      expect((await storedSupply(id)).state).toBe(ENTRY_STATE.closed);
      expect(await boardNames('归属测试供应')).toEqual([]);
      const listed = await callAs(t, publisher.who, api.entries, { query: { kind: 'supply' } });
      expect(listed.body.data.list.find((row) => row.id === id)?.state).toBe(ENTRY_STATE.closed);

      const again = await callAs(t, publisher.who, api.close, { body: { kind: 'supply', id } });
      expect(again.status).toBe(400);
      expect(again.body.msg).toBe(PUBLISH_TEXTS.alreadyClosed);
      const edit = await callAs(t, publisher.who, api.saveSupply, {
        body: supplyForm({ id, proName: '重新打开' }),
      });
      expect(edit.status).toBe(400);
      expect(edit.body.msg).toBe(PUBLISH_TEXTS.notEditable);
      expect(await storedSupply(id)).toMatchObject({ proName: '归属测试供应', state: ENTRY_STATE.closed });

      const closedDemand = await callAs(t, publisher.who, api.close, {
        body: { kind: 'demand', id: demandId },
      });
      expect(closedDemand.status).toBe(200);
      const editDemand = await callAs(t, publisher.who, api.saveDemand, {
        body: demandForm({ id: demandId }),
      });
      expect(editDemand.body.msg).toBe(PUBLISH_TEXTS.notEditable);
    });

    it('lists its entries by kind, state and literal keyword, with the responses each received', async () => {
      const publisher = await publisherWithCompany();
      const percent = await saveSupply(publisher.who, { proName: '满100%合格阀门', setNum: 1 });
      const plain = await saveSupply(publisher.who, { proName: '普通合格阀门' });
      const waiting = await saveSupply(publisher.who, { proName: '待审合格阀门' });
      const demand = await saveDemand(publisher.who, { proName: '求购合格阀门' });
      await publish('supply', percent);
      await publish('supply', plain);
      await publish('demand', demand);

      const order = (proId: number, sums: number): BuyOrder => ({
        proId,
        companyName: '演示冷链科技有限公司',
        productName: '',
        companyAddress: '河南省郑州市金水区花园路88号',
        phonePeople: '王建国',
        phone: '13800000001',
        servedTime: dayFromToday(7),
        sums,
      });
      for (const sums of [3, 4])
        expect(
          (await callAs(t, 'tenantAdmin', supplyApi.addOrder, { body: order(percent, sums) })).status,
        ).toBe(200);
      const quote = await callAs(t, 'developer', supplyApi.saveQuote, {
        body: {
          demandId: demand,
          unitPrice: 88,
          quantity: 20,
          deliveryDate: dayFromToday(5),
          validUntil: dayFromToday(10),
        },
      });
      expect(quote.status, quote.response.body).toBe(200);

      const list = async (query: Record<string, unknown>) => {
        const answer = await callAs(t, publisher.who, api.entries, malformed({ query }));
        expect(answer.status, answer.response.body).toBe(200);
        return answer.body.data;
      };
      const supplies = await list({ kind: 'supply' });
      expect(supplies.pagination.total).toBe(3);
      expect(
        Object.fromEntries(supplies.list.map((row) => [row.proName, [row.state, row.responses]])),
      ).toEqual({
        '满100%合格阀门': [ENTRY_STATE.published, 2],
        普通合格阀门: [ENTRY_STATE.published, 0],
        待审合格阀门: [ENTRY_STATE.awaiting, 0],
      });
      expect(supplies.list.every((row) => row.kind === 'supply' && row.typeName === '发布测试类型')).toBe(
        true,
      );
      expect((await list({})).pagination.total).toBe(3);
      expect((await list({ kind: 'supply', keyword: '%' })).list.map((row) => row.id)).toEqual([percent]);
      expect((await list({ kind: 'supply', keyword: '_' })).list).toEqual([]);
      expect((await list({ kind: 'supply', state: 1 })).list.map((row) => row.id).sort()).toEqual(
        [percent, plain].sort(),
      );
      expect((await list({ kind: 'supply', state: 0 })).list.map((row) => row.id)).toEqual([waiting]);
      expect((await list({ kind: 'supply', state: 3 })).list).toEqual([]);
      const demands = await list({ kind: 'demand' });
      expect(demands.list.map((row) => [row.id, row.kind, row.proName, row.responses])).toEqual([
        [demand, 'demand', '求购合格阀门', 1],
      ]);
      expect((await list({ kind: 'supply', pageSize: 2, currentPage: 2 })).list).toHaveLength(1);

      const wrong = await callAs(t, publisher.who, api.entries, malformed({ query: { state: 9 } }));
      expect(wrong.status).toBe(400);
      expect(withoutField(wrong.body.msg)).toBe('状态不正确');
      const wrongKind = await callAs(t, publisher.who, api.entries, malformed({ query: { kind: 'offer' } }));
      expect(withoutField(wrongKind.body.msg)).toBe('信息类别只能是供应或求购');
    });
  });

  describe('what the company received', () => {
    it("lists a buy order with the buyer's details, and tells the seller's company phone by SMS", async () => {
      const publisher = await publisherWithCompany();
      const id = await saveSupply(publisher.who, { proName: '订单测试机组', setNum: 2 });
      await publish('supply', id);
      const placed = await callAs(t, 'tenantMember', supplyApi.addOrder, {
        body: {
          proId: id,
          companyName: '买方冷链有限公司',
          productName: '',
          companyAddress: '北京市朝阳区买方路2号',
          phonePeople: '赵买方',
          phone: '13911112222',
          servedTime: dayFromToday(9),
          sums: 6,
          remark: '周末送货',
        },
      });
      expect(placed.status, placed.response.body).toBe(200);

      const orders = await callAs(t, publisher.who, api.orders, { query: {} });
      expect(orders.status).toBe(200);
      expect(orders.body.data.pagination.total).toBe(1);
      expect(orders.body.data.list[0]).toMatchObject({
        id: placed.body.data.id,
        supplyId: id,
        productName: '订单测试机组',
        companyName: '买方冷链有限公司',
        companyAddress: '北京市朝阳区买方路2号',
        phonePeople: '赵买方',
        phone: '13911112222',
        servedTime: dayFromToday(9),
        sums: 6,
        remark: '周末送货',
      });
      expect(
        (await callAs(t, publisher.who, api.orders, { query: { keyword: '买方冷链' } })).body.data.list,
      ).toHaveLength(1);
      expect(
        (await callAs(t, publisher.who, api.orders, { query: { keyword: '没有的' } })).body.data.list,
      ).toEqual([]);
      // The buyer's details are the seller's only.
      for (const who of ['tenantMember', 'otherTenant'] as const) {
        const other = await callAs(t, who, api.orders, { query: { pageSize: 100 } });
        expect(
          other.body.data.list.map((row) => row.id),
          who,
        ).not.toContain(placed.body.data.id);
      }

      const sms = await t.app.db
        .selectFrom('smsOutbox')
        .select(['phone', 'content', 'purpose'])
        .where('phone', '=', publisher.company.linkPhone)
        .execute();
      expect(sms).toEqual([
        { phone: publisher.company.linkPhone, content: buyOrderSms('订单测试机组', 6), purpose: 'supply' },
      ]);
    });

    it("lists a quote on its demand with the demand's name and the quoter's company in full", async () => {
      const publisher = await publisherWithCompany();
      const demand = await saveDemand(publisher.who, { proName: '报价收取测试求购' });
      await publish('demand', demand);
      const quote = await callAs(t, 'developer', supplyApi.saveQuote, {
        body: {
          demandId: demand,
          unitPrice: 456.78,
          quantity: 20,
          deliveryDate: dayFromToday(6),
          validUntil: dayFromToday(12),
          note: '含运费',
        },
      });
      expect(quote.status, quote.response.body).toBe(200);
      const quoter = await t.app.db
        .selectFrom('supplyCompany')
        .selectAll()
        .where('id', '=', quote.body.data.companyEntity.id)
        .executeTakeFirstOrThrow();

      const quotes = await callAs(t, publisher.who, api.quotes, { query: {} });
      expect(quotes.status).toBe(200);
      expect(quotes.body.data.pagination.total).toBe(1);
      const [received] = quotes.body.data.list;
      expect(received).toMatchObject({
        id: quote.body.data.id,
        demandId: demand,
        demandName: '报价收取测试求购',
        unitPrice: 456.78,
        quantity: 20,
        deliveryDate: dayFromToday(6),
        validUntil: dayFromToday(12),
        note: '含运费',
      });
      expect(received?.companyEntity).toEqual({
        id: quoter.id,
        companyName: quoter.companyName,
        comAddress: quoter.comAddress,
        linkPhone: quoter.linkPhone,
        linkMan: quoter.linkMan,
        estTime: quoter.estTime,
        comEmail: quoter.comEmail,
        comScale: quoter.comScale,
        masked: false,
      });
      const byCompany = await callAs(t, publisher.who, api.quotes, {
        query: { keyword: quoter.companyName },
      });
      expect(byCompany.body.data.list.map((row) => row.id)).toEqual([quote.body.data.id]);
      const developerSees = await callAs(t, 'developer', api.quotes, { query: { pageSize: 100 } });
      expect(developerSees.body.data.list.map((row) => row.id)).not.toContain(quote.body.data.id);
    });
  });

  describe('matching (item 9)', () => {
    it("ranks a demand's fitting supplies best first, and shows the supplier the demand with its best supply", async () => {
      const matchType = await createProductType(t.app.db, {
        typeName: '匹配测试类型',
        sortCode: 95,
        fields: [
          { filedName: '容积(m³)', filedType: '数字', fieldQuery: true, fieldShow: true },
          { filedName: '交付日期', filedType: '日期', fieldQuery: true, fieldShow: true },
        ],
      });
      const [volume, delivery] = matchType.fieldIds as [number, number];
      const day = '2026-06-01';
      const values = (number?: string, date?: string) => [
        ...(number === undefined ? [] : [{ typeSonId: volume, value: number }]),
        ...(date === undefined ? [] : [{ typeSonId: delivery, value: date }]),
      ];
      const buyer = await publisherWithCompany();
      const supplier = await publisherWithCompany();
      const demand = await saveDemand(buyer.who, {
        proType: matchType.id,
        proName: '匹配测试求购',
        values: values('100', day),
      });
      await publish('demand', demand);

      const offer = async (proName: string, overrides: Partial<SupplyForm>) => {
        const id = await saveSupply(supplier.who, { proType: matchType.id, proName, ...overrides });
        await publish('supply', id);
        return id;
      };
      const fits = await offer('匹配110', { values: values('110') });
      const noValue = await offer('匹配无参数', { values: [] });
      const best = await offer('匹配95', { values: values('95', '2026-06-11') });
      // Out of the tolerance (a number more than 20 % off, a day more than 30 days off), of
      // another type, awaiting moderation, expired, or the buyer's own: never offered.
      await offer('匹配130', { values: values('130', day) });
      await offer('匹配日期远', { values: values('100', '2026-07-15') });
      await offer('匹配别类', {
        proType: otherTypeId,
        values: [{ typeSonId: otherTypeField, value: '100' }],
      });
      await saveSupply(supplier.who, {
        proType: matchType.id,
        proName: '匹配待审核',
        values: values('100', day),
      });
      await createSupply(t.app.db, {
        companyId: supplier.companyId,
        proType: matchType.id,
        proName: '匹配已截止',
        proPic: '',
        proPrice: 1,
        unit: '台',
        setNum: 1,
        proGross: 10,
        proExplain: '',
        validityTime: dayFromToday(-1),
        location: '郑州市',
        state: 1,
        values: [
          { typeSonId: volume, fieldInt: 100 },
          { typeSonId: delivery, fieldTime: day },
        ],
      });
      const own = await saveSupply(buyer.who, {
        proType: matchType.id,
        proName: '匹配自家',
        values: values('100', day),
      });
      await publish('supply', own);

      const visitor = await callAs(t, 'visitor', supplyPublicApi.demandMatches, { params: { id: demand } });
      expect(visitor.status).toBe(200);
      expect(visitor.body.data.map((item) => [item.supplyEntitys.proId, item.fitting, item.stated])).toEqual([
        [best, 2, 2],
        [fits, 1, 2],
        [noValue, 0, 2],
      ]);
      for (const item of visitor.body.data) {
        expect(item.companyEntity.masked).toBe(true);
        expect(item.companyEntity.linkPhone).toMatch(/^\d{3}\*+\d{4}$/);
      }
      expect(visitor.response.body).not.toContain(supplier.company.linkPhone);
      expect(visitor.response.body).not.toContain(supplier.company.comEmail);

      const loggedIn = await callAs(t, 'tenantAdmin', supplyPublicApi.demandMatches, {
        params: { id: demand },
      });
      expect(loggedIn.body.data.map((item) => item.supplyEntitys.proId)).toEqual([best, fits, noValue]);
      expect(loggedIn.body.data[0]?.companyEntity).toMatchObject({
        companyName: supplier.company.companyName,
        linkPhone: supplier.company.linkPhone,
        comEmail: supplier.company.comEmail,
        masked: false,
      });

      const matches = await callAs(t, supplier.who, api.matches, {});
      expect(matches.status).toBe(200);
      const match = matches.body.data.find((item) => item.demandEntity.proId === demand);
      expect(match).toMatchObject({ supplyId: best, supplyName: '匹配95', fitting: 2, stated: 2 });
      expect(match?.companyEntity).toMatchObject({ companyName: buyer.company.companyName, masked: false });
      // The demand's own company is not matched to its own demand.
      const buyerMatches = await callAs(t, buyer.who, api.matches, {});
      expect(buyerMatches.body.data.map((item) => item.demandEntity.proId)).not.toContain(demand);

      // An unpublished demand has no public matches.
      const pending = await saveDemand(buyer.who, { proType: matchType.id, values: values('100', day) });
      const none = await callAs(t, 'visitor', supplyPublicApi.demandMatches, { params: { id: pending } });
      expect(none.status).toBe(404);
      expect(none.body.msg).toBe(SUPPLY_TEXTS.demandNotFound);
    });
  });
});
