import { ENTRY_STATE, supplyApi } from '@portal/shared/supply';
import {
  supplyModerationApi as api,
  fieldInUseText,
  fieldTypeLockedText,
  MODERATION_TEXTS,
  retireWarningText,
} from '@portal/shared/supply-moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentImageUrl } from '../src/content/content.service.ts';
import {
  createCompany,
  createDemand,
  createProductType,
  createSupply,
  type NewDemand,
  type NewSupply,
} from '../src/supply/supply.service.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs, malformed } from './support/call.ts';

/**
 * Moderation of the board in the operator console (issue 18 item 8): the queue and its three
 * decisions by their transitions only, and the product types (fields, order, retirement).
 */
/** A stored picture's address: the demo's poster of the first category. */
const PICTURE = contentImageUrl('supply-01.svg');

describe.each(engines)('supply moderation on %s', (engine) => {
  let t: TestApp;
  let typeId: number;
  let fields: { text: number; number: number };
  let companyId: number;
  let made = 0;
  /** A name no other entry has, so a search finds exactly the test's entries. */
  const unique = (name: string) => {
    made += 1;
    return `${name}${made}号`;
  };

  const supply = (overrides: Partial<NewSupply> = {}) =>
    createSupply(t.app.db, {
      companyId,
      proType: typeId,
      proName: unique('审核测试冷风机'),
      proPic: PICTURE,
      proPrice: 880,
      unit: '台',
      setNum: 2,
      proGross: 100,
      proExplain: '审核测试用供应',
      validityTime: null,
      location: '郑州市',
      state: ENTRY_STATE.awaiting,
      values: [
        { typeSonId: fields.text, fieldString: '比泽尔' },
        { typeSonId: fields.number, fieldInt: 35 },
      ],
      ...overrides,
    });
  const demand = (overrides: Partial<NewDemand> = {}) =>
    createDemand(t.app.db, {
      companyId,
      proType: typeId,
      proName: unique('审核测试求购'),
      urgent: true,
      buyNumber: 20,
      unit: '台',
      buyPrice: null,
      proDescribe: '审核测试用求购',
      validityTime: null,
      location: '郑州市',
      state: ENTRY_STATE.awaiting,
      values: [{ typeSonId: fields.text, fieldString: '谷轮' }],
      ...overrides,
    });

  const stored = (kind: 'supply' | 'demand', id: number) =>
    t.app.db
      .selectFrom(kind === 'supply' ? 'supplyEntry' : 'demandEntry')
      .select(['state', 'reviewRemark'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const auditOf = (targetType: string, targetId: number | string) =>
    t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetType', '=', targetType)
      .where('targetId', '=', String(targetId))
      .orderBy('id')
      .execute();
  const expectMessage = (msg: string | undefined, message: string) =>
    expect(msg?.replace(/^「[^」]+」/, '')).toBe(message);

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    const type = await createProductType(t.app.db, {
      typeName: '审核测试类型',
      sortCode: 90,
      fields: [
        { filedName: '品牌', filedType: '文本', fieldQuery: true, fieldShow: true },
        { filedName: '制冷量(kW)', filedType: '数字', fieldQuery: true, fieldShow: true },
      ],
    });
    typeId = type.id;
    const [text, number] = type.fieldIds as [number, number];
    fields = { text, number };
    companyId = await createCompany(t.app.db, {
      tenantId: null,
      userId: null,
      companyName: '审核测试冷链有限公司',
      comAddress: '河南省郑州市测试路8号',
      linkPhone: '13912345678',
      linkMan: '审核员',
      estTime: '2018-05-01',
      comEmail: 'review@example.com',
      comScale: '50-99人',
      recommended: 0,
    });
  });
  afterAll(() => t.close());

  describe('the queue', () => {
    it('lists supply and demand entries with company, type, kind, state and changeTime, narrowed by state, kind and keyword', async () => {
      const waitingSupply = await supply();
      const waitingDemand = await demand();
      const published = await supply({ state: ENTRY_STATE.published });
      const { status, body } = await callAs(t, 'operator', api.queue, {
        query: { keyword: '审核测试冷链', state: ENTRY_STATE.awaiting, pageSize: 100 },
      });
      expect(status).toBe(200);
      const keys = body.data.list.map((row) => row.key);
      expect(keys).toContain(`supply-${waitingSupply}`);
      expect(keys).toContain(`demand-${waitingDemand}`);
      expect(keys).not.toContain(`supply-${published}`);
      expect(body.data.list.every((row) => row.state === ENTRY_STATE.awaiting)).toBe(true);
      expect(body.data.list.find((row) => row.key === `demand-${waitingDemand}`)).toMatchObject({
        kind: 'demand',
        id: waitingDemand,
        typeName: '审核测试类型',
        companyName: '审核测试冷链有限公司',
        reviewRemark: '',
      });
      expect(body.data.pagination.total).toBe(body.data.list.length);

      const demands = await callAs(t, 'operator', api.queue, {
        query: { keyword: '审核测试冷链', kind: 'demand', pageSize: 100 },
      });
      expect(demands.body.data.list.length).toBeGreaterThan(0);
      expect(demands.body.data.list.every((row) => row.kind === 'demand')).toBe(true);

      const everyState = await callAs(t, 'operator', api.queue, {
        query: { keyword: '审核测试冷链', pageSize: 100 },
      });
      expect(everyState.body.data.list.map((row) => row.key)).toContain(`supply-${published}`);
      // Newest change first.
      const times = everyState.body.data.list.map((row) => row.changeTime);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('pages both kinds together and counts them all', async () => {
      for (let i = 0; i < 3; i++) {
        await supply({ proName: unique('分页审核供应') });
        await demand({ proName: unique('分页审核供应') });
      }
      const first = await callAs(t, 'operator', api.queue, {
        query: { keyword: '分页审核供应', pageSize: 4 },
      });
      const second = await callAs(t, 'operator', api.queue, {
        query: { keyword: '分页审核供应', pageSize: 4, currentPage: 2 },
      });
      expect(first.body.data.pagination.total).toBe(6);
      expect(first.body.data.list).toHaveLength(4);
      expect(second.body.data.list).toHaveLength(2);
      const all = [...first.body.data.list, ...second.body.data.list].map((row) => row.key);
      expect(new Set(all).size).toBe(6);
    });

    it('shows the demo board’s entries awaiting moderation', async () => {
      const { body } = await callAs(t, 'operator', api.queue, {
        query: { state: ENTRY_STATE.awaiting, pageSize: 500 },
      });
      const demo = body.data.list.filter((row) => row.companyName !== '审核测试冷链有限公司');
      expect(new Set(demo.map((row) => row.kind))).toEqual(new Set(['supply', 'demand']));
    });

    it('refuses an unknown kind or state with a Chinese message', async () => {
      const kind = await callAs(t, 'operator', api.queue, malformed({ query: { kind: 'other' } }));
      expect(kind.status).toBe(400);
      expectMessage(kind.body.msg, '类型只能是供应或求购');
      const state = await callAs(t, 'operator', api.queue, malformed({ query: { state: '9' } }));
      expect(state.status).toBe(400);
      expectMessage(state.body.msg, '状态不正确');
    });
  });

  describe('the detail', () => {
    it('gives every field of an entry in any state, its extended values, picture and the company in full', async () => {
      const id = await supply();
      const { status, body } = await callAs(t, 'operator', api.detail, { params: { kind: 'supply', id } });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ kind: 'supply', id, state: 0, reviewRemark: '', demandEntity: null });
      expect(body.data.supplyEntity).toMatchObject({
        proId: id,
        proPic: PICTURE,
        proPrice: 880,
        setNum: 2,
        validityTime: '长期有效',
      });
      expect(
        body.data.supplyEntity?.listSon.map((value) => [
          value.filedName,
          value.fieldString ?? value.fieldInt,
        ]),
      ).toEqual([
        ['品牌', '比泽尔'],
        ['制冷量(kW)', 35],
      ]);
      expect(body.data.companyEntity).toMatchObject({ linkPhone: '13912345678', masked: false });

      const demandId = await demand();
      const asDemand = await callAs(t, 'operator', api.detail, { params: { kind: 'demand', id: demandId } });
      expect(asDemand.body.data).toMatchObject({ kind: 'demand', supplyEntity: null });
      expect(asDemand.body.data.demandEntity).toMatchObject({ proId: demandId, buyType: 1, buyNumber: 20 });
    });

    it('answers 404 for an entry that does not exist', async () => {
      const { status, body } = await callAs(t, 'operator', api.detail, {
        params: { kind: 'demand', id: 2_000_000_000 },
      });
      expect(status).toBe(404);
      expect(body.msg).toBe(MODERATION_TEXTS.entryNotFound);
    });
  });

  describe('decisions', () => {
    it('approving publishes the entry: the cached board read shows it at once, the reason is cleared, the audit names it', async () => {
      const name = unique('待发布的蒸发器');
      const id = await supply({ proName: name });
      const other = await supply({ proName: `${name}乙` });
      const search = () => callAs(t, 'visitor', supplyApi.supplyPage, { body: { keyword: name } });
      expect((await search()).body.data.pagination.total).toBe(0);
      // The read is remembered: a change made behind the service's back is not seen…
      await t.app.db.updateTable('supplyEntry').set({ state: 1 }).where('id', '=', other).execute();
      expect((await search()).body.data.pagination.total).toBe(0);

      const { status, body } = await callAs(t, 'operator', api.approve, { params: { kind: 'supply', id } });
      expect(status).toBe(200);
      expect(body.msg).toBe(MODERATION_TEXTS.approved);
      expect(body.data).toMatchObject({
        key: `supply-${id}`,
        state: ENTRY_STATE.published,
        reviewRemark: '',
      });
      expect(await stored('supply', id)).toEqual({ state: 1, reviewRemark: '' });
      // …the approval drops the board's answers after its commit.
      const after = await search();
      expect(after.body.data.list.map((item) => item.supplyEntitys.proId).sort()).toEqual([id, other].sort());
      expect((await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id } })).status).toBe(200);

      const [entry] = await auditOf('supplyEntry', id);
      expect(entry).toMatchObject({ action: 'supply.approve', actorAccount: expect.any(String) });
      expect(JSON.parse(entry?.before ?? '{}')).toMatchObject({ state: 0 });
      expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ state: 1, proName: name });
    });

    it('rejecting keeps the reason for the publisher and leaves the entry unpublished', async () => {
      const id = await demand();
      const { status, body } = await callAs(t, 'operator', api.reject, {
        params: { kind: 'demand', id },
        body: { reviewRemark: '  联系方式不完整，请补充后重新提交  ' },
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ state: ENTRY_STATE.rejected });
      expect(await stored('demand', id)).toEqual({
        state: 2,
        reviewRemark: '联系方式不完整，请补充后重新提交',
      });
      expect((await callAs(t, 'visitor', supplyApi.demandDetail, { params: { id } })).status).toBe(404);
      const [entry] = await auditOf('demandEntry', id);
      expect(entry?.action).toBe('supply.reject');
      expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({
        reviewRemark: '联系方式不完整，请补充后重新提交',
      });
    });

    it('taking down a published entry removes it from the board with the reason', async () => {
      const id = await supply({ state: ENTRY_STATE.published });
      expect((await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id } })).status).toBe(200);
      const { status } = await callAs(t, 'operator', api.takeDown, {
        params: { kind: 'supply', id },
        body: { reviewRemark: '价格信息失实' },
      });
      expect(status).toBe(200);
      expect(await stored('supply', id)).toEqual({ state: 4, reviewRemark: '价格信息失实' });
      expect((await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id } })).status).toBe(404);
      expect((await auditOf('supplyEntry', id)).map((entry) => entry.action)).toEqual(['supply.takeDown']);
    });

    it('refuses every other transition with 409 and changes nothing, writing no audit entry', async () => {
      const published = await supply({ state: ENTRY_STATE.published });
      const waiting = await demand();
      const rejected = await supply({ state: ENTRY_STATE.rejected });
      const cases = [
        [api.approve, 'supply', published, {}, MODERATION_TEXTS.approveOnlyAwaiting],
        [api.reject, 'supply', published, { reviewRemark: '原因' }, MODERATION_TEXTS.rejectOnlyAwaiting],
        [api.takeDown, 'demand', waiting, { reviewRemark: '原因' }, MODERATION_TEXTS.takeDownOnlyPublished],
        [api.approve, 'supply', rejected, {}, MODERATION_TEXTS.approveOnlyAwaiting],
        [api.takeDown, 'supply', rejected, { reviewRemark: '原因' }, MODERATION_TEXTS.takeDownOnlyPublished],
      ] as const;
      for (const [endpoint, kind, id, body, message] of cases) {
        const before = await stored(kind, id);
        const answer = await callAs(t, 'operator', endpoint, malformed({ params: { kind, id }, body }));
        expect(answer.status, message).toBe(409);
        expect(answer.body).toMatchObject({ msg: message, errorCode: 'CONFLICT' });
        expect(await stored(kind, id)).toEqual(before);
      }
      for (const [kind, id] of [
        ['supplyEntry', published],
        ['demandEntry', waiting],
        ['supplyEntry', rejected],
      ] as const)
        expect(await auditOf(kind, id)).toEqual([]);
      // A second approval of the same entry is refused too.
      const once = await supply();
      expect(
        (await callAs(t, 'operator', api.approve, { params: { kind: 'supply', id: once } })).status,
      ).toBe(200);
      expect(
        (await callAs(t, 'operator', api.approve, { params: { kind: 'supply', id: once } })).status,
      ).toBe(409);
    });

    it('refuses a missing or too long reason with the contract’s Chinese message, storing nothing', async () => {
      const id = await supply();
      for (const [reviewRemark, message] of [
        ['   ', MODERATION_TEXTS.rejectReasonRequired],
        ['长'.repeat(201), '原因最多 200 个字符'],
      ] as const) {
        const answer = await callAs(t, 'operator', api.reject, {
          params: { kind: 'supply', id },
          body: { reviewRemark },
        });
        expect(answer.status).toBe(400);
        expectMessage(answer.body.msg, message);
      }
      const missing = await callAs(
        t,
        'operator',
        api.reject,
        malformed({ params: { kind: 'supply', id }, body: {} }),
      );
      expectMessage(missing.body.msg, MODERATION_TEXTS.rejectReasonRequired);
      const takeDown = await callAs(
        t,
        'operator',
        api.takeDown,
        malformed({ params: { kind: 'supply', id }, body: {} }),
      );
      expectMessage(takeDown.body.msg, MODERATION_TEXTS.takeDownReasonRequired);
      expect(await stored('supply', id)).toEqual({ state: 0, reviewRemark: '' });
      expect(await auditOf('supplyEntry', id)).toEqual([]);
      const answer = await callAs(t, 'operator', api.reject, {
        params: { kind: 'supply', id },
        body: { reviewRemark: '长'.repeat(200) },
      });
      expect(answer.status).toBe(200);
    });

    it('answers 404 for an unknown entry', async () => {
      const { status } = await callAs(t, 'operator', api.approve, {
        params: { kind: 'supply', id: 2_000_000_000 },
      });
      expect(status).toBe(404);
    });
  });

  describe('product types', () => {
    const typesNow = async () => (await callAs(t, 'operator', api.types, {})).body.data;

    it('lists every type with its fields, their value counts and the entries using it', async () => {
      await supply();
      await demand();
      const types = await typesNow();
      const own = types.find((type) => type.id === typeId);
      expect(own?.retired).toBe(false);
      const counted = await t.app.db
        .selectFrom('supplyEntry')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('proType', '=', typeId)
        .executeTakeFirstOrThrow();
      const demands = await t.app.db
        .selectFrom('demandEntry')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('proType', '=', typeId)
        .executeTakeFirstOrThrow();
      expect(own?.entryCount).toBe(Number(counted.n) + Number(demands.n));
      expect(own?.listSon.map((field) => [field.filedName, field.filedType, field.sortCode])).toEqual([
        ['品牌', '文本', 0],
        ['制冷量(kW)', '数字', 1],
      ]);
      expect(own?.listSon[0]?.valueCount).toBeGreaterThan(0);
      expect(types.length).toBeGreaterThanOrEqual(10);
    });

    it('creates a type with a 数字 field, last in order, offered on getAllType, audited', async () => {
      const { status, body } = await callAs(t, 'operator', api.createType, {
        body: {
          typeName: ' 测试保温毡 ',
          listSon: [
            { filedName: '厚度(mm)', filedType: '数字', fieldQuery: true, fieldShow: true },
            { filedName: '材质', filedType: '文本', fieldQuery: false, fieldShow: true },
          ],
        },
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ typeName: '测试保温毡', retired: false, entryCount: 0 });
      const maxBefore = Math.max(
        ...(await typesNow()).filter((type) => type.id !== body.data.id).map((type) => type.sortCode),
      );
      expect(body.data.sortCode).toBeGreaterThan(maxBefore);
      const board = (await callAs(t, 'visitor', supplyApi.types, {})).body.data.find(
        (type) => type.id === body.data.id,
      );
      expect(board?.listSon.map((field) => [field.filedName, field.filedType, field.fieldQuery])).toEqual([
        ['厚度(mm)', '数字', 1],
        ['材质', '文本', 0],
      ]);
      expect((await auditOf('supplyType', body.data.id)).map((entry) => entry.action)).toEqual([
        'supply.createType',
      ]);
    });

    it('refuses a taken name, repeated field names and a wrong field type, storing nothing', async () => {
      const count = async () =>
        Number(
          (
            await t.app.db
              .selectFrom('supplyType')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const taken = await callAs(t, 'operator', api.createType, {
        body: { typeName: '审核测试类型', listSon: [] },
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({
        msg: MODERATION_TEXTS.typeNameTaken,
        errorCode: 'CONFLICT',
        data: { fieldErrors: { typeName: MODERATION_TEXTS.typeNameTaken } },
      });
      const repeated = await callAs(t, 'operator', api.createType, {
        body: {
          typeName: '重复字段类型',
          listSon: [
            { filedName: '品牌', filedType: '文本' },
            { filedName: '品牌', filedType: '数字' },
          ],
        },
      });
      expect(repeated.status).toBe(400);
      expectMessage(repeated.body.msg, MODERATION_TEXTS.fieldNamesRepeat);
      const wrongType = await callAs(
        t,
        'operator',
        api.createType,
        malformed({ body: { typeName: '错误类型', listSon: [{ filedName: '颜色', filedType: '布尔' }] } }),
      );
      expect(wrongType.status).toBe(400);
      expectMessage(wrongType.body.msg, MODERATION_TEXTS.fieldTypeWrong);
      const empty = await callAs(t, 'operator', api.createType, { body: { typeName: '  ' } });
      expectMessage(empty.body.msg, MODERATION_TEXTS.typeNameRequired);
      expect(await count()).toBe(before);
    });

    it('edits a type: renames, reorders, adds and removes fields; a field with values keeps its type and stays', async () => {
      const created = await createProductType(t.app.db, {
        typeName: '编辑测试类型',
        sortCode: 95,
        fields: [
          { filedName: '功率', filedType: '数字', fieldQuery: true, fieldShow: true },
          { filedName: '备注', filedType: '文本', fieldQuery: false, fieldShow: false },
          { filedName: '产地', filedType: '文本', fieldQuery: true, fieldShow: true },
        ],
      });
      const [power, note, origin] = created.fieldIds as [number, number, number];
      await supply({ proType: created.id, values: [{ typeSonId: power, fieldInt: 7 }] });
      const snapshot = () =>
        t.app.db
          .selectFrom('supplyTypeField')
          .selectAll()
          .where('typeId', '=', created.id)
          .orderBy('id')
          .execute();
      const before = await snapshot();

      const retype = await callAs(t, 'operator', api.updateType, {
        params: { id: created.id },
        body: {
          typeName: '编辑测试类型',
          listSon: [
            { id: power, filedName: '功率', filedType: '文本' },
            { id: note, filedName: '备注', filedType: '文本' },
            { id: origin, filedName: '产地', filedType: '文本' },
          ],
        },
      });
      expect(retype.status).toBe(409);
      expect(retype.body.msg).toBe(fieldTypeLockedText('功率', 1));
      const drop = await callAs(t, 'operator', api.updateType, {
        params: { id: created.id },
        body: { typeName: '编辑测试类型改', listSon: [{ id: note, filedName: '备注', filedType: '文本' }] },
      });
      expect(drop.status).toBe(409);
      expect(drop.body.msg).toBe(fieldInUseText('功率', 1));
      const foreign = await callAs(t, 'operator', api.updateType, {
        params: { id: created.id },
        body: {
          typeName: '编辑测试类型',
          listSon: [{ id: fields.text, filedName: '品牌', filedType: '文本' }],
        },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.msg).toBe(MODERATION_TEXTS.fieldNotOfType);
      expect(await snapshot()).toEqual(before);
      expect(await auditOf('supplyType', created.id)).toEqual([]);

      const { status, body } = await callAs(t, 'operator', api.updateType, {
        params: { id: created.id },
        body: {
          typeName: '编辑后类型',
          sortCode: 3,
          listSon: [
            { id: origin, filedName: '产地', filedType: '日期', fieldQuery: true, fieldShow: true },
            { filedName: '重量(kg)', filedType: '数字', fieldQuery: true, fieldShow: false },
            { id: power, filedName: '额定功率', filedType: '数字', fieldQuery: false, fieldShow: true },
          ],
        },
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ typeName: '编辑后类型', sortCode: 3 });
      expect(
        body.data.listSon.map((field) => [
          field.filedName,
          field.filedType,
          field.fieldQuery,
          field.fieldShow,
          field.sortCode,
        ]),
      ).toEqual([
        ['产地', '日期', 1, 1, 0],
        ['重量(kg)', '数字', 1, 0, 1],
        ['额定功率', '数字', 0, 1, 2],
      ]);
      expect(body.data.listSon.map((field) => field.id)).not.toContain(note);
      expect(body.data.listSon.find((field) => field.id === power)?.valueCount).toBe(1);
      const [entry] = await auditOf('supplyType', created.id);
      expect(entry?.action).toBe('supply.updateType');
      expect(JSON.parse(entry?.before ?? '{}').typeName).toBe('编辑测试类型');
    });

    it('orders the types as given, only when every type is named once', async () => {
      const ids = (await typesNow()).map((type) => type.id);
      const reversed = [...ids].reverse();
      const stale = await callAs(t, 'operator', api.orderTypes, { body: { ids: reversed.slice(1) } });
      expect(stale.status).toBe(409);
      expect(stale.body.msg).toBe(MODERATION_TEXTS.orderStale);
      expect((await typesNow()).map((type) => type.id)).toEqual(ids);
      const { status, body } = await callAs(t, 'operator', api.orderTypes, { body: { ids: reversed } });
      expect(status).toBe(200);
      expect(body.data.map((type) => type.id)).toEqual(reversed);
      const board = (await callAs(t, 'visitor', supplyApi.types, {})).body.data.map((type) => type.id);
      expect(board).toEqual(reversed.filter((id) => board.includes(id)));
      expect((await auditOf('supplyType', 'all')).at(-1)?.action).toBe('supply.orderTypes');
      await callAs(t, 'operator', api.orderTypes, { body: { ids } });
    });

    it('retires a type with entries only on confirmation: a warning with the count first; getAllType then leaves it out, its entries stay', async () => {
      const created = await createProductType(t.app.db, {
        typeName: '将停用类型',
        sortCode: 96,
        fields: [{ filedName: '规格', filedType: '文本', fieldQuery: true, fieldShow: true }],
      });
      const published = await supply({ proType: created.id, state: ENTRY_STATE.published, values: [] });
      await demand({ proType: created.id, values: [] });
      const board = async () =>
        (await callAs(t, 'visitor', supplyApi.types, {})).body.data.map((type) => type.id);
      expect(await board()).toContain(created.id);

      const warned = await callAs(t, 'operator', api.retireType, { params: { id: created.id }, body: {} });
      expect(warned.status).toBe(409);
      expect(warned.body).toMatchObject({
        errorCode: 'TYPE_IN_USE',
        msg: retireWarningText('将停用类型', 2),
      });
      const unconfirmed = await callAs(t, 'operator', api.retireType, {
        params: { id: created.id },
        body: { confirm: false },
      });
      expect(unconfirmed.body.errorCode).toBe('TYPE_IN_USE');
      expect(
        (
          await t.app.db
            .selectFrom('supplyType')
            .select('retired')
            .where('id', '=', created.id)
            .executeTakeFirstOrThrow()
        ).retired,
      ).toBe(0);
      expect(await auditOf('supplyType', created.id)).toEqual([]);

      const { status, body } = await callAs(t, 'operator', api.retireType, {
        params: { id: created.id },
        body: { confirm: true },
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ retired: true, entryCount: 2 });
      expect(await board()).not.toContain(created.id);
      expect(
        (await callAs(t, 'visitor', supplyApi.supplyDetail, { params: { id: published } })).body.data
          .supplyEntity.typeName,
      ).toBe('将停用类型');
      expect((await typesNow()).find((type) => type.id === created.id)?.retired).toBe(true);
      expect((await auditOf('supplyType', created.id)).map((entry) => entry.action)).toEqual([
        'supply.retireType',
      ]);

      const again = await callAs(t, 'operator', api.retireType, {
        params: { id: created.id },
        body: { confirm: true },
      });
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe(MODERATION_TEXTS.alreadyRetired);
      const edit = await callAs(t, 'operator', api.updateType, {
        params: { id: created.id },
        body: { typeName: '将停用类型', listSon: [] },
      });
      expect(edit.status).toBe(409);
      expect(edit.body.msg).toBe(MODERATION_TEXTS.typeRetired);
    });

    it('retires a type without entries at once', async () => {
      const created = await createProductType(t.app.db, { typeName: '空类型', sortCode: 97, fields: [] });
      const { status, body } = await callAs(t, 'operator', api.retireType, {
        params: { id: created.id },
        body: {},
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ retired: true, entryCount: 0 });
    });
  });
});
