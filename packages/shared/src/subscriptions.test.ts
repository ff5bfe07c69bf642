import { describe, expect, it } from 'vitest';
import { expiryReminderSms } from './subscriptions.ts';

describe('expiryReminderSms', () => {
  it('names the app and its last day in China time (UTC+8)', () => {
    // 18:00 UTC on 1 December is 02:00 on 2 December in China.
    expect(expiryReminderSms('冷库能耗监测', '2026-12-01T18:00:00.000Z')).toBe(
      '【冷链工业互联网平台】您订阅的应用「冷库能耗监测」将于 2026-12-02 到期，如需继续使用请及时续订。',
    );
  });
});
