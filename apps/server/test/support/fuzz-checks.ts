import type { LightMyRequestResponse } from 'fastify';
import type { FuzzRequest } from './fuzz-requests.ts';

/** What an answer must never contain: internals of the server, its files or its database. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat [\w$.<>[\] ]+ \(|\n\s+at |\.(ts|js|mjs|cjs):\d+:\d+/],
  ['a server path', /\/work\/|node_modules|\/tmp\/|\/home\/|\/usr\/|portal-(data|test)-/],
  ['an error class', /\b(TypeError|ReferenceError|RangeError|SyntaxError|AssertionError)\b/],
  [
    'SQL or a database error',
    /SQLITE_|\bselect\b[^"]{0,120}\bfrom\b|\binsert into\b|\bupdate "|syntax error|no such (table|column)|constraint failed|violates|duplicate key|relation "|invalid input syntax|out of range for type|invalid byte sequence/i,
  ],
];

/**
 * Refusals that write on purpose; each is keyed by route and the rows it may touch.
 * - A wrong image captcha answer uses the challenge up (one guess per picture).
 * - A failed slider drag uses the challenge up (the widget asks for a new one).
 * - A wrong SMS code counts a failed try (five kill the code).
 * - A request made with a live session renews the session at most once a minute, whatever the answer.
 */
const WRITING_REFUSALS: { route: string | null; writes: string[] }[] = [
  { route: 'POST /api/portalWeb/message/save', writes: ['captchaChallenge:update'] },
  { route: 'POST /api/portalWeb/captcha/slider/verify', writes: ['captchaChallenge:update'] },
  // After a few failures a login carries the image captcha; a wrong answer uses it up.
  { route: 'POST /api/oauth/Login', writes: ['captchaChallenge:update'] },
  { route: 'POST /api/developer/Login/check', writes: ['captchaChallenge:update'] },
  { route: 'POST /api/oauth/kc/loginIndustrialInternet', writes: ['captchaChallenge:update'] },
  { route: 'POST /api/oauth/kc/loginIndustrialInternet2', writes: ['captchaChallenge:update'] },
  { route: 'POST /api/tenant/Login', writes: ['captchaChallenge:update'] },
  { route: 'POST /api/tenant/tenantUser/checkCode', writes: ['smsCode:update'] },
  { route: 'POST /api/tenant/tenantUser/create', writes: ['smsCode:update'] },
  { route: null, writes: ['session:update'] },
];

function allowedWrites(route: string): Set<string> {
  return new Set(
    WRITING_REFUSALS.filter((entry) => entry.route === null || entry.route === route).flatMap(
      (entry) => entry.writes,
    ),
  );
}

export function problemsOf(request: FuzzRequest, res: LightMyRequestResponse, writes: string[]): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
  const type = String(res.headers['content-type'] ?? '');
  const binary = /^image\/(png|jpeg)/.test(type);
  const texts = [...(binary ? [] : [res.body]), ...Object.values(res.headers).map(String)];
  for (const [what, pattern] of LEAKS) {
    const hit = texts.map((text) => pattern.exec(text)).find(Boolean);
    if (hit)
      problems.push(`shows ${what}: …${hit.input.slice(Math.max(0, hit.index - 40), hit.index + 80)}…`);
  }
  if (type.includes('json')) {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      problems.push('JSON content type but not JSON');
    }
    const envelope = body as { code?: unknown; msg?: unknown } | undefined;
    if (
      body !== undefined &&
      (typeof envelope !== 'object' ||
        envelope === null ||
        typeof envelope.code !== 'number' ||
        typeof envelope.msg !== 'string' ||
        !('data' in envelope))
    ) {
      problems.push(`not the envelope: ${res.body.slice(0, 200)}`);
    }
  }
  if (res.statusCode >= 400 && res.statusCode < 500) {
    const allowed = allowedWrites(request.operation.key);
    const wrong = writes.filter((write) => !allowed.has(write));
    if (wrong.length > 0) problems.push(`refused with ${res.statusCode} yet wrote ${wrong.join(', ')}`);
  }
  return problems;
}
