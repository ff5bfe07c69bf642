import { describe, expect, it } from 'vitest';
import { MICRO_ENDPOINT_TEXTS, SELF_PATH_PREFIX } from './micro-endpoint.ts';
import { MODEL_ICON_PATH, zModelForm } from './model-admin.ts';
import { MODEL_STATUSES, zModelDefinitionForm } from './model-definition.ts';

const field = (requestName: string) => ({
  requestName,
  requestDescribes: '面积',
  requestType: 6,
  requestLocation: 3,
  required: true,
});

const base = {
  modelName: '冷负荷模型',
  code: 'cold-load',
  describes: '计算冷负荷',
  modelSortCode: 'heat',
  modelTypeName: '机理模型',
  professionSortName: '冷库设计',
  principle: 'Q=K·A·Δt',
  method: 'POST',
  protocol: 'HTTPS',
  domain: 'models.example.com',
  uri: '/v1/run',
  fields: [field('area')],
} as const;

describe('mechanism model definition contract', () => {
  it("is published at the spec's status 3 only", () => {
    expect(MODEL_STATUSES.byKey.published).toBe(3);
    expect(MODEL_STATUSES.label(3)).toBe('已发布');
  });

  it('takes a plain code, prefix and path; keeps the fields in their order; defaults the rest', () => {
    const parsed = zModelDefinitionForm.parse({
      ...base,
      prefix: SELF_PATH_PREFIX,
      fields: [field('b'), field('a')],
    });
    expect(parsed.prefix).toBe(SELF_PATH_PREFIX.replace(/\/$/, ''));
    expect(parsed.isRequestData).toBe(false);
    expect(parsed.fields.map((f) => [f.requestName, f.unit, f.requestDefaultValue])).toEqual([
      ['b', '', ''],
      ['a', '', ''],
    ]);
    const ok = (overrides: Record<string, unknown>) =>
      zModelDefinitionForm.safeParse({ ...base, ...overrides }).success;
    expect(ok({ code: 'Cold Load' })).toBe(false);
    expect(ok({ code: '-x' })).toBe(false);
    expect(ok({ prefix: '../x' })).toBe(false);
    expect(ok({ uri: '//evil.example.com/x' })).toBe(false);
    expect(ok({ domain: 'user@host' })).toBe(false);
    expect(ok({ principle: '   ' })).toBe(false);
  });

  it('refuses a field name twice, naming it', () => {
    const twice = zModelDefinitionForm.safeParse({ ...base, fields: [field('area'), field('area')] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe(MICRO_ENDPOINT_TEXTS.duplicateField('area'));
  });

  it("takes the operator's status and an uploaded or empty icon only", () => {
    const ok = (overrides: Record<string, unknown>) =>
      zModelForm.safeParse({ ...base, modelStatusCode: 3, ...overrides }).success;
    expect(ok({})).toBe(true);
    expect(ok({ modelStatusCode: 4 })).toBe(false);
    expect(ok({ iconAddr: `${MODEL_ICON_PATH}abc_1.png` })).toBe(true);
    expect(ok({ iconAddr: 'https://evil.example.com/x.png' })).toBe(false);
  });
});
