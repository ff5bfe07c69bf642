import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { DEMO_PASSWORD_MD5 } from '../helpers.ts';
import { TINY_PNG } from './http.ts';
import type { ApiOperation } from './openapi.ts';
import { ROLES, type RoleName } from './roles.ts';

/**
 * Requests generated from the app's own OpenAPI document: for each operation, path
 * parameters, query and body valid by its schemas or malformed (wrong types, huge and
 * unicode strings, deep nesting, `__proto__`, broken encodings), sent with or without a
 * role's session, garbage tokens and mismatched content types.
 */
export interface FuzzRequest {
  operation: ApiOperation;
  caller: RoleName;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Header values; `sessionOf` is replaced with the role's current token when sent. */
  headers: Record<string, string>;
  sessionOf: { role: RoleName; header: 'token' | 'authorization' } | null;
  payload?: string | Buffer;
  /** A few addresses only, so per-address throttles trip and the fuzzer also meets them. */
  remoteAddress: string;
}

type Schema = OpenAPIV3.SchemaObject;
type MaybeRef = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;

/** Values people and attackers type: the demo data, edge numbers, injection and encoding tricks. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '😀𝕏',
  'ＡＢＣ１２３',
  '\u202eevil',
  '\u200b',
  'é',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '0x10',
  '9007199254740993',
  '2147483648',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; drop table "userAccount"; --',
  '%',
  '_',
  '%_%',
  '\\',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  '13800000001',
  '13800000003',
  '13800000004',
  'operator',
  DEMO_PASSWORD_MD5,
  '1,2,3',
  '2099-01-01 00:00:00',
  '1970-01-01 00:00:00',
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);

/**
 * A slot for a value an earlier answer gave out (a captcha id, a slider ticket, a hand-over
 * code): filled in when the request is sent, so requests reach the records that exist.
 */
const harvestedSlot = fc.nat({ max: 999 }).map((n) => `\ue000${n}\ue001`);
const SLOT = /(?:\ue000|%EE%80%80|\xee\x80\x80)(\d+)(?:\ue001|%EE%80%81|\xee\x80\x81)/g;
const HARVESTABLE = /^[A-Za-z0-9_-]{6,100}$/;

/** Values of an answer worth sending back: string ids, tickets, and codes in a returned address. */
export function harvest(data: unknown, into: string[], depth = 0): void {
  if (depth > 3 || data === null || typeof data !== 'object') return;
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string') {
      const found = (key === 'id' || key === 'ticket' ? value : /[?&]code=([^&]+)/.exec(value)?.[1]) ?? '';
      if (HARVESTABLE.test(found) && !into.includes(found)) into.push(found);
    } else harvest(value, into, depth + 1);
  }
  if (into.length > 200) into.splice(0, into.length - 200);
}

/** The request with its slots filled from the harvest. */
export function fillSlots(request: FuzzRequest, harvested: string[]): FuzzRequest {
  const fill = (text: string) =>
    text.replace(SLOT, (_match, n: string) => harvested[Number(n) % Math.max(1, harvested.length)] ?? 'none');
  const payload =
    typeof request.payload === 'string'
      ? fill(request.payload)
      : request.payload?.includes('\ue000')
        ? Buffer.from(fill(request.payload.toString('latin1')), 'latin1')
        : request.payload;
  return {
    ...request,
    url: fill(request.url),
    headers: Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, fill(value)])),
    ...(payload === undefined ? {} : { payload }),
  };
}

const longString = (lengths: number[]) =>
  fc
    .tuple(fc.constantFrom('a', '中', '😀', '%', '\u0000'), fc.constantFrom(...lengths))
    .map(([unit, count]) => unit.repeat(count));

/** Text for a URL: over the field limits, up to what a server takes in a request line. */
const urlString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20, unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: harvestedSlot },
  { weight: 1, arbitrary: longString([101, 1_001, 4_000]) },
);

/** Text for a body: as above, and up to past the 1 MB body limit. */
const anyString = fc.oneof(
  { weight: 12, arbitrary: urlString },
  { weight: 1, arbitrary: longString([20_001, 300_000, 1_100_000]) },
);

const edgeNumber = fc.constantFrom(
  0,
  -1,
  1,
  1.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
);

/** Any JSON value of any type, a few levels deep. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: anyString },
  { weight: 2, arbitrary: edgeNumber },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function resolve(doc: OpenAPIV3.Document, schema: MaybeRef | undefined): Schema {
  if (!schema) return {};
  if ('$ref' in schema) {
    const name = schema.$ref.split('/').pop() as string;
    return resolve(doc, doc.components?.schemas?.[name]);
  }
  return schema;
}

/** Integers near the edges of the range and among the small ids the demo data uses. */
function integerIn(schema: Schema): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
  const exclusiveMax = schema.exclusiveMaximum === true ? 1 : 0;
  const min = Math.max(Number.MIN_SAFE_INTEGER, Math.ceil(schema.minimum ?? -(2 ** 31)) + exclusiveMin);
  const max = Math.min(Number.MAX_SAFE_INTEGER, Math.floor(schema.maximum ?? 2 ** 31) - exclusiveMax);
  if (min > max) return fc.constant(min);
  const smallMin = Math.max(min, -2);
  const smallMax = Math.min(max, 60);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: smallMin <= smallMax ? fc.integer({ min: smallMin, max: smallMax }) : fc.constant(min),
    },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function stringIn(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 40;
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const fits = (value: string) =>
    value.length >= minLength && value.length <= maxLength && (!pattern || pattern.test(value));
  // Chosen up front: a filter that can never pass would loop for ever.
  const nasty = NASTY_STRINGS.filter(fits);
  const options: fc.WeightedArbitrary<string>[] =
    nasty.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...nasty) }] : [];
  if (pattern) return fc.oneof({ weight: 5, arbitrary: fc.stringMatching(pattern).filter(fits) }, ...options);
  const short = Math.min(maxLength, Math.max(minLength, 24));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: short }) },
    {
      weight: 2,
      arbitrary: fc
        .string({ minLength, maxLength: short, unit: 'grapheme' })
        .map((value) => value.slice(0, maxLength)),
    },
    { weight: 1, arbitrary: fc.stringMatching(/^1[3-9]\d{9}$/).map((value) => value.slice(0, maxLength)) },
    ...(maxLength >= 8 ? [{ weight: 2, arbitrary: harvestedSlot }] : []),
    ...options,
  );
}

/** A value the schema accepts (as far as JSON Schema can tell: zod refinements are not in the document). */
export function validValue(
  doc: OpenAPIV3.Document,
  maybeRef: MaybeRef | undefined,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(doc, maybeRef);
  const base = validByType(doc, schema, depth);
  return schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) })
    : base;
}

function validByType(doc: OpenAPIV3.Document, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => validValue(doc, option, depth)));
  if (schema.allOf) return validValue(doc, schema.allOf[0], depth);
  switch (schema.type) {
    case 'string':
      return stringIn(schema);
    case 'integer':
      return integerIn(schema);
    case 'number':
      return fc.oneof(
        integerIn(schema),
        fc.double({
          min: schema.minimum ?? -1e6,
          max: schema.maximum ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        }),
      );
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      return fc.array(validValue(doc, schema.items, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object':
      return objectOf(doc, schema, depth);
    default:
      return schema.properties ? objectOf(doc, schema, depth) : anyJson;
  }
}

function objectOf(
  doc: OpenAPIV3.Document,
  schema: Schema,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (depth > 4 || properties.length === 0) return fc.constant({});
  return fc.record(
    Object.fromEntries(properties.map(([name, property]) => [name, validValue(doc, property, depth + 1)])),
    { requiredKeys: (schema.required ?? []).filter((name) => schema.properties?.[name]) },
  );
}

/** A value of the wrong type or shape for anything, or a hostile one. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyJson },
  { weight: 1, arbitrary: fc.array(anyJson, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 200, maxLength: 2_000 }) },
);

const PROTO_KEYS = [
  '"__proto__":{"isAdministrator":1,"role":"operate"}',
  '"constructor":{"prototype":{"x":1}}',
];

/** JSON nested far deeper than any schema. */
const deepJson = fc
  .tuple(fc.constantFrom('[', '{"a":'), fc.constantFrom(50, 1_000, 20_000))
  .map(([open, depth]) =>
    open === '['
      ? `${open.repeat(depth)}1${']'.repeat(depth)}`
      : `${open.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** A JSON body text for a body schema: valid, with a field broken, or hostile as a whole. */
function jsonBodyText(doc: OpenAPIV3.Document, schema: MaybeRef | undefined): fc.Arbitrary<string> {
  const valid = validValue(doc, schema);
  const resolved = resolve(doc, schema);
  const fieldNames = Object.keys(resolved.properties ?? {});
  const withBrokenField =
    fieldNames.length === 0
      ? valid
      : fc
          .tuple(valid, fc.constantFrom(...fieldNames), wrongValue, fc.boolean())
          .map(([value, field, wrong, drop]) => {
            if (value === null || typeof value !== 'object') return value;
            const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
            if (drop) delete copy[field];
            else copy[field] = wrong;
            return copy;
          });
  const withProto = fc.tuple(valid, fc.constantFrom(...PROTO_KEYS)).map(([value, key]) => {
    const text = JSON.stringify(value ?? {});
    return text.startsWith('{') ? `{${key}${text === '{}' ? '' : ','}${text.slice(1)}` : `{${key}}`;
  });
  return fc.oneof(
    { weight: 8, arbitrary: valid.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 5, arbitrary: withBrokenField.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: wrongValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: withProto },
    { weight: 1, arbitrary: deepJson },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '{"a":', 'nul', '{"a":1}}', '\u0000', '[1,]', "{'a':1}"),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  );
}

/** A multipart body: form fields, maybe a file (a real PNG or not), maybe broken framing. */
const multipartBody = fc
  .record({
    fields: fc.array(fc.tuple(fc.constantFrom('file', 'name', 'x', '__proto__', ''), anyString), {
      maxLength: 3,
    }),
    file: fc.option(
      fc.record({
        field: fc.constantFrom('file', 'image', 'file'),
        content: fc.oneof(
          fc.constant(TINY_PNG),
          fc.constant(Buffer.from('GIF89a')),
          fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
          fc.constant(Buffer.concat([TINY_PNG, Buffer.from('<html><script>alert(1)</script>')])),
        ),
        filename: fc.constantFrom('a.png', '../../x.png', 'a.html', '', '中文.jpg', 'a\u0000.png'),
      }),
      { nil: null },
    ),
    framing: fc.constantFrom('good', 'good', 'good', 'no-end', 'wrong-boundary', 'garbage'),
  })
  .map(({ fields, file, framing }) => {
    const boundary = 'fuzzBoundary7MA4YWxk';
    const chunks: Buffer[] = [];
    for (const [name, value] of fields) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
    if (file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file.content,
        Buffer.from('\r\n'),
      );
    }
    if (framing !== 'no-end') chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const body =
      framing === 'garbage' ? Buffer.from(`--${boundary}\r\nnot a header\r\n\r\nxx`) : Buffer.concat(chunks);
    const declared = framing === 'wrong-boundary' ? 'otherBoundary' : boundary;
    return { body, contentType: `multipart/form-data; boundary=${declared}` };
  });

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

/** The body of a request to the operation, in one of several transports. */
function bodyOf(doc: OpenAPIV3.Document, operation: ApiOperation): fc.Arbitrary<Body> {
  const content = (operation.operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content;
  const schema = content?.['application/json']?.schema;
  const json = jsonBodyText(doc, schema);
  const form = validValue(doc, schema).map((value) =>
    value && typeof value === 'object'
      ? new URLSearchParams(
          Object.entries(value).map(([key, field]): [string, string] => [
            key,
            typeof field === 'string' ? field : String(JSON.stringify(field)),
          ]),
        ).toString()
      : 'a=1&a=2&__proto__[x]=1',
  );
  return fc.oneof(
    { weight: 12, arbitrary: json.map((payload) => ({ payload, contentType: 'application/json' })) },
    { weight: 2, arbitrary: multipartBody.map(({ body, contentType }) => ({ payload: body, contentType })) },
    {
      weight: 1,
      arbitrary: form.map((payload) => ({ payload, contentType: 'application/x-www-form-urlencoded' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          json,
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/json; charset=utf-16',
            'image/png',
            '*/*',
            'application/json, text/html',
            'garbage',
          ),
        )
        .map(([payload, contentType]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: json.map((payload) => ({ payload })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/** Percent-encodes any text, a lone surrogate included (as the invalid UTF-8 bytes a client could send). */
function encode(value: string): string {
  return value
    .split(LONE_SURROGATE)
    .map((part) => {
      if (!LONE_SURROGATE.test(part)) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      const hex = (byte: number) => `%${byte.toString(16).toUpperCase()}`;
      return hex(0xed) + hex(0x80 | ((unit >> 6) & 0x3f)) + hex(0x80 | (unit & 0x3f));
    })
    .join('');
}

/** A path parameter's text: valid for its schema, or not. */
function pathValue(doc: OpenAPIV3.Document, schema: MaybeRef | undefined): fc.Arbitrary<string> {
  const valid = validValue(doc, schema).map((value) => encode(String(value)));
  return fc.oneof(
    { weight: 7, arbitrary: valid },
    {
      weight: 2,
      arbitrary: fc.oneof(urlString, edgeNumber, fc.boolean()).map((value) => encode(String(value))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%zz',
        '%',
        '%00',
        '..',
        '%2e%2e',
        '..%2f..%2fpackage.json',
        '%2F',
        '-1',
        '0',
        '1.0',
        '1e3',
        '99999999999999999999',
        'a'.repeat(5_000),
        '%E4%B8%AD',
        '%C0%AF',
        '%ED%A0%80',
        ';',
        '*',
      ),
    },
  );
}

const queryKeyValue = fc.tuple(
  fc.constantFrom('n', '__proto__', 'constructor[prototype][x]', 'a[b]', 'x', ''),
  urlString,
);

/** The query string of a request: the operation's parameters, valid or not, and extras. */
function queryOf(doc: OpenAPIV3.Document, parameters: OpenAPIV3.ParameterObject[]): fc.Arbitrary<string> {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const entries = fc.tuple(
    ...query.map((parameter) =>
      fc.oneof(
        {
          weight: 6,
          arbitrary: validValue(doc, parameter.schema).map((value) => [parameter.name, String(value)]),
        },
        { weight: 2, arbitrary: fc.constant(null) },
        { weight: 2, arbitrary: urlString.map((value) => [parameter.name, value]) },
        { weight: 1, arbitrary: fc.constant([parameter.name, '']) },
      ),
    ),
  );
  return fc
    .tuple(
      entries,
      fc.array(queryKeyValue, { maxLength: 2 }),
      fc.option(fc.constantFrom('%zz', 'a=%', '&&&', '=x', 'n=1&n=2', 'a=1;b=2'), { freq: 10 }),
      fc.boolean(),
    )
    .map(([own, extras, raw, repeat]) => {
      const pairs = [...own.filter((pair): pair is [string, string] => pair !== null), ...extras];
      if (repeat && pairs[0]) pairs.push(pairs[0]);
      const text = pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
      const full = raw ? [text, raw].filter(Boolean).join('&') : text;
      return full ? `?${full}` : '';
    });
}

const printable = (value: string) => value.replace(/[^\x20-\x7e]/g, '');

/** Who calls and how the session travels: a role's token, none, or garbage. */
const callerHeaders = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...ROLES),
        fc.constantFrom('token' as const, 'token' as const, 'authorization' as const),
      )
      .map(([role, header]) => ({
        caller: role,
        sessionOf: role === 'visitor' ? null : { role, header },
        headers: {} as Record<string, string>,
      })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom('token', 'authorization'),
        fc.oneof(
          fc.string({ maxLength: 60 }).map(printable),
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'null',
            'undefined',
            '0',
            'a'.repeat(201),
            'x'.repeat(10_000),
            'Basic YTpi',
          ),
          fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        ),
      )
      .map(([header, value]) => ({
        caller: 'visitor' as RoleName,
        sessionOf: null,
        headers: {
          [header]: header === 'authorization' && !value.startsWith('B') ? `Bearer ${value}` : value,
        },
      })),
  },
);

const extraHeaders = fc.record(
  {
    'x-request-id': fc.oneof(fc.string({ maxLength: 80 }).map(printable), fc.constant('../../etc')),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', 'garbage'),
    'accept-language': fc.constantFrom('zh-CN', 'en', '*'),
  },
  { requiredKeys: [] },
);

/** One request to one operation of the document. */
export function requestFor(doc: OpenAPIV3.Document, operation: ApiOperation): fc.Arbitrary<FuzzRequest> {
  const parameters = (operation.operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const path = fc
    .tuple(...pathParameters.map((parameter) => pathValue(doc, parameter.schema)))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, i) => url.replace(`{${parameter.name}}`, values[i] as string),
        operation.path,
      ),
    );
  const method = operation.method.toUpperCase() as FuzzRequest['method'];
  const body: fc.Arbitrary<Body> = method === 'GET' ? fc.constant({}) : bodyOf(doc, operation);
  return fc
    .record({
      path,
      query: queryOf(doc, parameters),
      body,
      caller: callerHeaders,
      extra: extraHeaders,
      remoteAddress: fc.constantFrom('127.0.0.1', '::ffff:10.0.0.8', '2001:db8::5'),
    })
    .map(({ path: url, query, body: { payload, contentType }, caller, extra, remoteAddress }) => ({
      operation,
      caller: caller.caller,
      method,
      url: url + query,
      headers: { ...extra, ...caller.headers, ...(contentType ? { 'content-type': contentType } : {}) },
      sessionOf: caller.sessionOf,
      remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    }));
}

/** A request to any operation of the document, each equally likely. */
export function anyRequest(doc: OpenAPIV3.Document, operations: ApiOperation[]): fc.Arbitrary<FuzzRequest> {
  const perOperation = operations.map((operation) => requestFor(doc, operation));
  return fc
    .integer({ min: 0, max: operations.length - 1 })
    .chain((i) => perOperation[i] as fc.Arbitrary<FuzzRequest>);
}

/** Readable enough to reproduce by hand. */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` body(${request.payload.length}): ${String(request.payload).slice(0, 300).replace(/\n/g, '\\n')}`;
  return `${request.method} ${request.url.slice(0, 300)} as ${request.caller} from ${request.remoteAddress} headers ${JSON.stringify(
    Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, value.slice(0, 80)])),
  )}${payload}`;
}
