import type { MicroDetail } from '@portal/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { curlCommand, missingValue, trialStr } from './trial-form';

const field = (requestName: string, requestType: number, requestLocation: number, requiredFlag = 1) => ({
  id: requestName.length,
  requestName,
  requestDescribes: requestName,
  requestDefaultValue: '',
  requestType,
  requestLocation,
  requiredFlag,
  unit: '',
});

const micro = {
  id: 7,
  request: {
    method: 'POST',
    protocol: 'HTTP',
    prefix: '/api/builtin',
    uri: '/micro/temperature-log',
    domain: '',
  },
  requestFields: [field('file', 10, 3), field('low', 6, 2), field('key', 1, 1, 0), field('note', 1, 3, 0)],
} as unknown as MicroDetail;

describe('trial form (spec 001 §5.1, §7.2)', () => {
  it('asks for the first required value, a file by 请上传', () => {
    expect(missingValue(micro.requestFields, { low: 2 }, {})).toBe('请上传file');
    const file = new File(['a'], 'a.csv');
    expect(missingValue(micro.requestFields, { low: '' }, { file })).toBe('请输入参数low的值');
    expect(missingValue(micro.requestFields, { low: 0 }, { file })).toBeNull();
  });

  it('groups the values by location and leaves the empty ones out', () => {
    expect(trialStr(micro, { low: 2, key: 'k', note: '' })).toEqual({
      id: 7,
      requestType: 'body',
      url: '/micro/temperature-log',
      method: 'POST',
      protocol: 'HTTP',
      body: {},
      params: { low: 2 },
      header: { key: 'k' },
    });
  });

  it('copies the call as curl with the token left as a variable', () => {
    const curl = curlCommand('https://portal.example', micro, { low: 2, note: "it's" }, { file: 'log.csv' });
    expect(curl).toContain(
      "curl -X POST 'https://portal.example/api/microservice/industrialMicroserviceComponents/forwardingInterface'",
    );
    expect(curl).toContain('-H "token: $PORTAL_TOKEN"');
    expect(curl).toContain("-F 'file=@log.csv;type=text/csv'");
    expect(curl).toContain(`"note":"it'\\''s"`);
  });
});
