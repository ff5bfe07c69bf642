import { AUDIT_FIELD_LABELS, AUDIT_VALUE_LABELS, type AuditEntry } from '@portal/shared/user-admin';

type Json = Record<string, unknown>;

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** Before and after side by side, one row a field (the whole value when either is no object). */
export function auditDiff(entry: Pick<AuditEntry, 'before' | 'after'>): DiffRow[] {
  const before = parse(entry.before);
  const after = parse(entry.after);
  if (!isObject(before) && !isObject(after)) {
    return [
      { field: '内容', before: show(before ?? undefined), after: show(after ?? undefined), changed: true },
    ];
  }
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const label = (field: string, value: unknown) => {
    const text = show(value);
    return AUDIT_VALUE_LABELS[field]?.[text] ?? text;
  };
  return fields.map((field) => {
    const was = label(field, b[field]);
    const is = label(field, a[field]);
    return { field: AUDIT_FIELD_LABELS[field] ?? field, before: was, after: is, changed: was !== is };
  });
}
