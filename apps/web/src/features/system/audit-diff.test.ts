import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('puts before and after side by side, field by field, in the console’s words', () => {
    const rows = auditDiff({
      before: JSON.stringify({ account: '13800000005', state: 'enabled', activeSessions: 2 }),
      after: JSON.stringify({ account: '13800000005', state: 'disabled', activeSessions: 0 }),
    });
    expect(rows).toEqual([
      { field: '账号', before: '13800000005', after: '13800000005', changed: false },
      { field: '账号状态', before: '正常', after: '已停用', changed: true },
      { field: '活动会话', before: '2', after: '0', changed: true },
    ]);
  });

  it('shows a generic entry (no before, a call’s body) and text that is not JSON', () => {
    expect(auditDiff({ before: null, after: '{"withoutReceipt":true}' })).toEqual([
      { field: 'withoutReceipt', before: '—', after: 'true', changed: true },
    ]);
    expect(auditDiff({ before: null, after: 'plain…' })).toEqual([
      { field: '内容', before: '—', after: 'plain…', changed: true },
    ]);
  });
});
