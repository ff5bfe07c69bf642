import { builtinApi } from '@portal/shared/builtin';
import { modelsApi } from '@portal/shared/catalogue';
import {
  COMMUNITY_TEXTS,
  communityApi,
  type ModelSubmissionForm,
  SUBMISSION_STATUSES,
  submissionAdminApi,
} from '@portal/shared/community';
import { MICRO_ENDPOINT_TEXTS } from '@portal/shared/micro-endpoint';
import {
  type ManagedModelDetail,
  MODEL_ADMIN_TEXTS,
  MODEL_DEFINITION_TEXTS,
  MODEL_STATUSES,
  type ModelForm,
  modelAdminApi,
} from '@portal/shared/model-admin';
import { simulationApi } from '@portal/shared/simulation';
import { auditLogApi } from '@portal/shared/user-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { matrixModelForm } from './role-matrix/model-admin.ts';
import { callAs } from './support/call.ts';
import { freshAddress } from './support/http.ts';

/** The form of a model as the console's editor sends it back, from its detail. */
function formOf(model: ManagedModelDetail): ModelForm {
  return {
    modelName: model.modelName,
    code: model.code,
    describes: model.describes,
    modelSortCode: model.modelSortCode,
    modelTypeName: model.modelTypeName,
    professionSortName: model.professionSortName,
    principle: model.principle,
    modelStatusCode: model.modelStatusCode as 1 | 2 | 3,
    iconAddr: model.iconAddr.includes('/model/icons/') ? model.iconAddr : '',
    method: model.method as ModelForm['method'],
    protocol: model.protocol as ModelForm['protocol'],
    domain: model.domain,
    prefix: model.prefix,
    uri: model.uri,
    isRequestData: model.isRequestData,
    fields: model.fields,
  };
}

/**
 * 机理模型管理 (issue 22 item 2) and the community's model submissions (item 3): the operator
 * edits a built-in model's fields and the public detail and the simulation follow at once while
 * its physics keeps working; a built-in model keeps its code and inputs; an external model needs
 * a domain forwarding may reach; deleting is refused while users have runs or a submission waits;
 * a developer's model waits unpublished, is rejected with a reason, corrected, approved and is in
 * the catalogue. Bad input changes nothing; every write is audited.
 */
describe.each(engines)('mechanism model console and submissions on %s', (engine) => {
  let t: TestApp;

  const modelIdByCode = async (code: string) => {
    const row = await t.database.db
      .selectFrom('mechanismModel')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const detail = async (id: number) => {
    const res = await callAs(t, 'operator', modelAdminApi.detail, { params: { id } });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const catalogueNames = async () => {
    const res = await callAs(t, 'visitor', modelsApi.page, { query: { pageSize: 100 } });
    expect(res.status).toBe(200);
    return res.body.data.list.map((model) => model.modelName);
  };
  const create = async (overrides: Partial<ModelForm> = {}) => {
    const res = await callAs(t, 'operator', modelAdminApi.create, { body: matrixModelForm(overrides) });
    expect(res.status, res.response.body).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true, forwarding: { allowedHosts: ['models.example.com:443'] } });
  });
  afterAll(() => t.close());

  it('lists every model paged, filtered by name, sort and status, sorted on the server', async () => {
    const all = await callAs(t, 'operator', modelAdminApi.list, { query: { pageSize: 100 } });
    expect(all.status).toBe(200);
    const statuses = new Set(all.body.data.list.map((model) => model.modelStatusCode));
    // Drafts and models under review are the console's too.
    expect(statuses).toEqual(new Set([1, 2, 3]));
    const dew = all.body.data.list.find((model) => model.code === 'dew-point');
    expect(dew).toMatchObject({ builtin: true, modelSortName: '热力学物性', modelStatusCode: 3 });

    const drafts = await callAs(t, 'operator', modelAdminApi.list, {
      query: { status: MODEL_STATUSES.byKey.draft, modelSortCode: 'heat', keyword: '除霜' },
    });
    expect(drafts.body.data.list.map((model) => model.code)).toEqual(['defrost-draft']);

    const byUse = await callAs(t, 'operator', modelAdminApi.list, {
      query: { sort: 'useCountDesc', pageSize: 3, currentPage: 1 },
    });
    const uses = byUse.body.data.list.map((model) => model.useCount);
    expect(uses).toEqual([...uses].sort((a, b) => b - a));
    expect(byUse.body.data.pagination).toMatchObject({ pageSize: 3, total: all.body.data.pagination.total });

    const bad = await callAs(t, 'operator', modelAdminApi.list, { query: { status: 9 } as never });
    expect(bad.status).toBe(400);
  });

  it("edits a built-in model's field: the detail and the simulation follow at once, the physics keeps working", async () => {
    const id = await modelIdByCode('moist-air');
    // Read first, so a kept public answer would show if the write did not drop it.
    const publicBefore = await callAs(t, 'visitor', modelsApi.info, { params: { id } });
    expect(publicBefore.status).toBe(200);
    const before = await detail(id);
    const fields = before.fields.map((field) =>
      field.requestName === 'pressure'
        ? { ...field, requestDescribes: '当地大气压', unit: 'kPa(绝对)' }
        : field,
    );
    const saved = await callAs(t, 'operator', modelAdminApi.update, {
      params: { id },
      body: { ...formOf(before), fields },
    });
    expect(saved.status, saved.response.body).toBe(200);
    expect(saved.body.msg).toBe(MODEL_ADMIN_TEXTS.updated);

    const after = await callAs(t, 'visitor', modelsApi.info, { params: { id } });
    expect(
      after.body.data.mechanismModelRequestFieldVoList.find((f) => f.requestName === 'pressure'),
    ).toMatchObject({ requestDescribes: '当地大气压', unit: 'kPa(绝对)' });
    const run = await callAs(
      t,
      'tenantAdmin',
      simulationApi.simulate,
      { body: { id, params: { temperature: 30, relativeHumidity: 70, pressure: 101.325 } } },
      { remoteAddress: freshAddress() },
    );
    expect(run.status, run.response.body).toBe(200);
    expect(run.body.data.modelBody.outputs.length).toBeGreaterThan(0);

    const log = await callAs(t, 'operator', auditLogApi.list, { query: { action: 'model.update' } });
    const entry = log.body.data.list.find((row) => row.targetId === String(id));
    expect(entry?.after).toContain('当地大气压');
    expect(entry?.before).toContain('大气压力');
  });

  it("keeps a built-in model's code and inputs, and refuses what forwarding could not reach; nothing changes", async () => {
    const id = await modelIdByCode('dew-point');
    const before = await detail(id);
    const refusal = async (body: ModelForm) => {
      const res = await callAs(t, 'operator', modelAdminApi.update, { params: { id }, body });
      expect(res.status).toBe(400);
      return res.body.msg;
    };
    expect(await refusal({ ...formOf(before), code: 'dew-point-2' })).toBe(
      MODEL_DEFINITION_TEXTS.builtinCode,
    );
    expect(await refusal({ ...formOf(before), fields: before.fields.slice(1) })).toBe(
      MODEL_DEFINITION_TEXTS.builtinField('temperature'),
    );
    expect(await refusal({ ...formOf(before), domain: '127.0.0.1:9000' })).toBe(
      MICRO_ENDPOINT_TEXTS.notAllowed('127.0.0.1:9000', ['models.example.com:443']),
    );
    expect(await refusal({ ...formOf(before), modelSortCode: 'no-such-sort' })).toBe(
      MODEL_DEFINITION_TEXTS.sortMissing,
    );
    expect(await refusal({ ...formOf(before), principle: '<script>alert(1)</script>' })).toBe(
      MODEL_DEFINITION_TEXTS.principleEmpty,
    );
    expect(await detail(id)).toEqual(before);

    // An external model: a domain is needed, and an internal one is refused.
    const external = await callAs(t, 'operator', modelAdminApi.create, {
      body: matrixModelForm({ domain: '' }),
    });
    expect([external.status, external.body.msg]).toEqual([400, MODEL_DEFINITION_TEXTS.externalNeedsDomain]);
    const internal = await callAs(t, 'operator', modelAdminApi.create, {
      body: matrixModelForm({ domain: 'localhost:8080' }),
    });
    expect([internal.status, internal.body.msg]).toEqual([
      400,
      MICRO_ENDPOINT_TEXTS.notAllowed('localhost:8080', ['models.example.com:443']),
    ]);
    // A public host beyond the allow-list is the console's no too (no open proxy).
    const beyond = await callAs(t, 'operator', modelAdminApi.create, {
      body: matrixModelForm({ domain: 'other.example.com' }),
    });
    expect(beyond.status).toBe(400);
    const taken = await callAs(t, 'operator', modelAdminApi.create, {
      body: matrixModelForm({ code: 'carnot' }),
    });
    expect([taken.status, taken.body.msg]).toEqual([400, MODEL_DEFINITION_TEXTS.codeTaken]);
  });

  it('creates, publishes and deletes a model; the catalogue follows; runs or a waiting submission keep it', async () => {
    const created = await create({
      modelName: `外部冷负荷模型-${engine}`,
      principle: '<p>负荷</p><script>x()</script><img src="javascript:alert(1)">',
    });
    expect(created.principle).toBe('<p>负荷</p><img />');
    expect(created.iconAddr).toMatch(/\/logo\/model\/\d+\.svg$/);
    expect(await catalogueNames()).not.toContain(created.modelName);

    const published = await callAs(t, 'operator', modelAdminApi.update, {
      params: { id: created.id },
      body: { ...formOf(created), modelStatusCode: 3 },
    });
    expect(published.status).toBe(200);
    expect(await catalogueNames()).toContain(created.modelName);

    // A user's run of it: kept history, so it may not be deleted.
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('modelRun')
      .values({
        userId: 1,
        modelId: created.id,
        kind: 'manual',
        params: '{}',
        summary: '',
        result: null,
        sweep: null,
        createTime: now,
      })
      .execute();
    const refused = await callAs(t, 'operator', modelAdminApi.remove, {
      params: { id: created.id },
      body: {},
    });
    expect([refused.status, refused.body.msg]).toEqual([409, MODEL_ADMIN_TEXTS.inUse(1)]);
    await t.database.db.deleteFrom('modelRun').where('modelId', '=', created.id).execute();

    const removed = await callAs(t, 'operator', modelAdminApi.remove, {
      params: { id: created.id },
      body: {},
    });
    expect([removed.status, removed.body.msg]).toEqual([200, MODEL_ADMIN_TEXTS.removed]);
    expect(await catalogueNames()).not.toContain(created.modelName);
    const gone = await callAs(t, 'operator', modelAdminApi.detail, { params: { id: created.id } });
    expect(gone.status).toBe(404);
    const fields = await t.database.db
      .selectFrom('requestField')
      .select('id')
      .where('ownerKind', '=', 'model')
      .where('ownerId', '=', created.id)
      .execute();
    expect(fields).toEqual([]);
    const log = await callAs(t, 'operator', auditLogApi.list, { query: { action: 'model.delete' } });
    expect(log.body.data.list.some((row) => row.targetId === String(created.id))).toBe(true);
  });

  it('a developer submits a model: waits unpublished, is rejected, corrected, approved and listed', async () => {
    const {
      modelStatusCode: _s,
      iconAddr: _i,
      ...base
    } = matrixModelForm({
      modelName: `开发者冷负荷模型-${engine}`,
    });
    const body: ModelSubmissionForm = base;
    const submitted = await callAs(t, 'developer', communityApi.createModel, { body });
    expect(submitted.status, submitted.response.body).toBe(200);
    const submission = submitted.body.data;
    expect(submission).toMatchObject({
      kind: 'model',
      status: SUBMISSION_STATUSES.byKey.waiting,
      industryName: '传热传质',
      model: { code: body.code, modelStatusCode: MODEL_STATUSES.byKey.review },
    });
    expect(await catalogueNames()).not.toContain(body.modelName);

    // A waiting submission keeps its model from being deleted.
    const kept = await callAs(t, 'operator', modelAdminApi.remove, {
      params: { id: submission.itemId },
      body: {},
    });
    expect([kept.status, kept.body.msg]).toEqual([409, MODEL_ADMIN_TEXTS.waitingSubmission]);

    // Another developer's calls find nothing; a microservice edit does not take a model.
    const asMicro = await callAs(t, 'developer', communityApi.updateMicro, {
      params: { id: submission.id },
      body: {
        name: 'x',
        industryId: 1,
        contentRemake: 'x',
        method: 'POST',
        protocol: 'HTTP',
        domain: '',
        uri: builtinApi.dewPoint.path,
      },
    });
    expect(asMicro.status).toBe(404);

    const queue = await callAs(t, 'operator', submissionAdminApi.list, {
      query: { kind: 'model', keyword: body.modelName },
    });
    expect(queue.body.data.list.map((row) => row.id)).toEqual([submission.id]);

    const rejected = await callAs(t, 'operator', submissionAdminApi.reject, {
      params: { id: submission.id },
      body: { reason: '请补充参数单位说明' },
    });
    expect(rejected.status).toBe(200);
    const mine = await callAs(t, 'developer', communityApi.detail, { params: { id: submission.id } });
    expect(mine.body.data).toMatchObject({
      status: SUBMISSION_STATUSES.byKey.rejected,
      rejectReason: '请补充参数单位说明',
      model: { modelStatusCode: MODEL_STATUSES.byKey.draft },
    });

    const corrected = await callAs(t, 'developer', communityApi.updateModel, {
      params: { id: submission.id },
      body: { ...body, describes: '补充了单位说明' },
    });
    expect(corrected.status, corrected.response.body).toBe(200);
    expect(corrected.body.data).toMatchObject({ status: 0, contentRemake: '补充了单位说明' });

    const approved = await callAs(t, 'operator', submissionAdminApi.approve, {
      params: { id: submission.id },
      body: {},
    });
    expect([approved.status, approved.body.msg]).toEqual([200, COMMUNITY_TEXTS.modelApproved]);
    expect(await catalogueNames()).toContain(body.modelName);
    const list = await callAs(t, 'developer', communityApi.list, { query: { keyword: body.modelName } });
    expect(list.body.data.list[0]).toMatchObject({ kind: 'model', status: 1, itemId: submission.itemId });

    // Published, it no longer changes from the community.
    const late = await callAs(t, 'developer', communityApi.updateModel, {
      params: { id: submission.id },
      body,
    });
    expect([late.status, late.body.msg]).toEqual([409, COMMUNITY_TEXTS.notEditable]);
  });

  it("refuses a developer a built-in model's code and a bad definition; nothing is written", async () => {
    const count = async () =>
      (await t.database.db.selectFrom('mechanismModel').select('id').execute()).length;
    const before = await count();
    const { modelStatusCode: _s, iconAddr: _i, ...base } = matrixModelForm();
    const builtin = await callAs(t, 'developer', communityApi.createModel, {
      body: { ...base, code: 'carnot', domain: '' },
    });
    expect([builtin.status, builtin.body.msg]).toEqual([400, MODEL_DEFINITION_TEXTS.codeTaken]);
    const noSort = await callAs(t, 'developer', communityApi.createModel, {
      body: { ...base, modelSortCode: 'nope' },
    });
    expect([noSort.status, noSort.body.msg]).toEqual([400, MODEL_DEFINITION_TEXTS.sortMissing]);
    const tenant = await callAs(t, 'tenantAdmin', communityApi.createModel, { body: base });
    expect(tenant.status).toBe(403);
    expect(await count()).toBe(before);
  });
});
