import { type MicroDetail, REQUEST_TYPES, type RequestField } from '@portal/shared/catalogue';
import { type ForwardingStr, strPartOf, TRIAL_TEXTS, trialApi, trialCurl } from '@portal/shared/trial';

/** What a value of the form is: numbers come from number inputs, the rest is text. */
export type TrialValue = string | number | null | undefined;
export type TrialValues = Record<string, TrialValue>;

/** How a parameter is entered (spec 001 §3: 2, 4, 6, 8 numeric, 8 may hold sub-values; 10 a file). */
export type FieldKind = 'integer' | 'decimal' | 'numbers' | 'file' | 'text';

export function fieldKind(field: RequestField): FieldKind {
  switch (field.requestType) {
    case REQUEST_TYPES.int:
    case REQUEST_TYPES.long:
      return 'integer';
    case REQUEST_TYPES.float:
      return 'decimal';
    case REQUEST_TYPES.number:
      return 'numbers';
    case REQUEST_TYPES.file:
      return 'file';
    default:
      return 'text';
  }
}

const isEmpty = (value: TrialValue) => value === undefined || value === null || String(value).trim() === '';

/**
 * The first required value missing, as spec 001 §5.1 says it; null when none is. The trial names
 * the parameter; a model's simulation passes `required` to name it by its description.
 */
export function missingValue(
  fields: readonly RequestField[],
  values: TrialValues,
  files: Record<string, File | undefined>,
  required: (field: RequestField) => string = (field) => TRIAL_TEXTS.required(field.requestName),
): string | null {
  for (const field of fields) {
    if (field.requiredFlag !== 1) continue;
    if (fieldKind(field) === 'file') {
      if (!files[field.requestName]) return TRIAL_TEXTS.fileRequired(field.requestName);
    } else if (isEmpty(values[field.requestName])) {
      return required(field);
    }
  }
  return null;
}

/** The form's first values: each parameter's default, a number for a numeric one. */
export function initialValues(fields: readonly RequestField[]): TrialValues {
  return Object.fromEntries(
    fields
      .filter((field) => fieldKind(field) !== 'file')
      .map((field) => {
        const kind = fieldKind(field);
        const given = field.requestDefaultValue;
        const numeric =
          (kind === 'integer' || kind === 'decimal') && given !== '' && Number.isFinite(Number(given));
        return [field.requestName, numeric ? Number(given) : given];
      }),
  );
}

/** A type-8 value: a number as typed, or a JSON object of numbers sent as the object. */
function sentValue(field: RequestField, value: TrialValue): unknown {
  if (fieldKind(field) === 'numbers' && typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

/** The `str` of spec 001 §7.2: the values grouped by where each parameter goes. */
export function trialStr(micro: MicroDetail, values: TrialValues): ForwardingStr {
  const parts: Record<'body' | 'params' | 'header', Record<string, unknown>> = {
    body: {},
    params: {},
    header: {},
  };
  for (const field of micro.requestFields) {
    const value = values[field.requestName];
    if (fieldKind(field) === 'file' || isEmpty(value)) continue;
    parts[strPartOf(field.requestLocation)][field.requestName] = sentValue(field, value);
  }
  return {
    id: micro.id,
    requestType: micro.request.method.toUpperCase() === 'GET' ? 'params' : 'body',
    url: micro.request.uri,
    method: micro.request.method,
    protocol: micro.request.protocol,
    body: parts.body as ForwardingStr['body'],
    params: parts.params as ForwardingStr['params'],
    header: parts.header as ForwardingStr['header'],
  };
}

/** The multipart form: one `file` per file parameter, in the order of the parameters, then `str`. */
export function trialForm(
  micro: MicroDetail,
  values: TrialValues,
  files: Record<string, File | undefined>,
): FormData {
  const form = new FormData();
  for (const field of micro.requestFields) {
    const file = files[field.requestName];
    if (fieldKind(field) === 'file' && file) form.append(trialApi.forward.upload.field, file, file.name);
  }
  form.append('str', JSON.stringify(trialStr(micro, values)));
  return form;
}

/** The call as a `curl` command against the platform (issue 19, run history). */
export function curlCommand(
  origin: string,
  micro: MicroDetail,
  values: TrialValues,
  fileNames: Record<string, string>,
): string {
  const files = micro.requestFields
    .filter((field) => fieldKind(field) === 'file' && fileNames[field.requestName])
    .map((field) => fileNames[field.requestName] as string);
  return trialCurl(origin, trialStr(micro, values), files);
}
