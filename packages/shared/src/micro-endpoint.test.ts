import { describe, expect, it } from 'vitest';
import { builtinApi } from './builtin.ts';
import { REQUEST_LOCATIONS, REQUEST_TYPES } from './catalogue.ts';
import { zMicroSubmissionForm } from './community.ts';
import { MICRO_FIELD_LOCATIONS, MICRO_FIELD_TYPES, MICRO_NEW_FIELD } from './micro-endpoint.ts';

describe('microservice endpoint and parameters', () => {
  it("offers exactly the catalogue's parameter types and locations", () => {
    expect(MICRO_FIELD_TYPES.map((type) => type.value).toSorted((a, b) => a - b)).toEqual(
      Object.values(REQUEST_TYPES).toSorted((a, b) => a - b),
    );
    expect(MICRO_FIELD_LOCATIONS.map((location) => location.value).toSorted()).toEqual(
      Object.values(REQUEST_LOCATIONS).toSorted(),
    );
    expect(MICRO_NEW_FIELD).toMatchObject({
      requestType: REQUEST_TYPES.text,
      requestLocation: REQUEST_LOCATIONS.body,
    });
  });

  it('takes plain paths and host names only', () => {
    const base = {
      name: '服务',
      industryId: 1,
      contentRemake: '简介',
      method: 'POST',
      protocol: 'HTTP',
    } as const;
    const ok = (domain: string, uri: string) =>
      zMicroSubmissionForm.safeParse({ ...base, domain, uri }).success;
    expect(ok('', builtinApi.dewPoint.path)).toBe(true);
    expect(ok('api.example.com:8443', '/v1/calc')).toBe(true);
    expect(ok('', builtinApi.dewPoint.path.replace('builtin/micro/dew-point', '../system'))).toBe(false);
    expect(ok('', '//evil.example.com/x')).toBe(false);
    expect(ok('', '/x?y=1')).toBe(false);
    expect(ok('user@host', '/x')).toBe(false);
    expect(ok('host/path', '/x')).toBe(false);
  });
});
