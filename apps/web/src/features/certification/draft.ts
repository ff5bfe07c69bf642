/**
 * A draft of what the applicant typed in the certification wizard, so that a reload in the middle
 * keeps it (issue 24). Only typed text: never the documents (their fields hold uploaded files),
 * and kept for the tab only (sessionStorage), since it holds an ID number; dropped on submit.
 */
const TYPED_FIELDS = [
  'adminName',
  'adminIdCard',
  'enCode',
  'companyName',
  'creditCode',
  'legalPersonName',
  'legalPersonPhone',
  'legalPersonIdCard',
  'email',
  'address',
] as const;

type Draft = Partial<Record<(typeof TYPED_FIELDS)[number], string>>;

const keyOf = (userId: number) => `portal:certification-draft:${userId}`;

/** The typed fields of the form's values, as a draft. */
function draftOf(values: Record<string, unknown>): Draft {
  return Object.fromEntries(
    TYPED_FIELDS.flatMap((field) => (typeof values[field] === 'string' ? [[field, values[field]]] : [])),
  );
}

export function saveDraft(userId: number, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(keyOf(userId), JSON.stringify(draftOf(values)));
  } catch {
    // Storage full or refused (a private window): the form works without a draft.
  }
}

export function readDraft(userId: number): Draft {
  try {
    const raw = sessionStorage.getItem(keyOf(userId));
    return raw ? draftOf(JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function dropDraft(userId: number): void {
  try {
    sessionStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing kept.
  }
}
