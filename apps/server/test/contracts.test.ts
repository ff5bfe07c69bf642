import fs from 'node:fs';
import path from 'node:path';
import { type Endpoint, endpointKey } from '@portal/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { apiOperations, openApiDocument } from './support/openapi.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function isEndpoint(value: unknown): value is Endpoint {
  const candidate = value as Partial<Endpoint> | null;
  return (
    typeof candidate?.method === 'string' &&
    typeof candidate.path === 'string' &&
    candidate.path.startsWith('/api/') &&
    (typeof candidate.access === 'string' || Array.isArray(candidate.access)) &&
    typeof candidate.summary === 'string'
  );
}

/** Every contract object the shared package's modules export (the `…Api` groups). */
async function contractKeys(): Promise<Set<string>> {
  const sharedSrc = path.join(ROOT, 'packages/shared/src');
  const modules = fs
    .readdirSync(sharedSrc)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const exported = await Promise.all(
    modules.map((file) => import(path.join(sharedSrc, file)) as Promise<Record<string, unknown>>),
  );
  const keys = new Set<string>();
  for (const group of exported.flatMap((module) => Object.values(module))) {
    if (typeof group !== 'object' || group === null) continue;
    for (const endpoint of Object.values(group)) {
      if (isEndpoint(endpoint)) keys.add(endpointKey(endpoint).replace(/:([A-Za-z0-9_]+)/g, '{$1}'));
    }
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [file]
      : [];
  });
}

/** Every `.ts` file under `dir`, test files included. */
function allTypeScript(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The server test files that write a raw path under `/api/` by their nature, each with the paths it
 * may write (after `/api/`) and why. Every other call of a test is addressed by its contract
 * (`callAs`, or `urlOf`, `pathWith` and `rawPathOf` for a raw inject), so a renamed or moved call
 * breaks the compile, not a test's meaning.
 */
const RAW_API_PATHS: Record<string, { paths: string[]; why: string }> = {
  'apps/server/test/support/addresses.ts': {
    paths: ['docs', 'no/such/call'],
    why: "the addresses that are no contract's (the API document's pages, a call that does not exist), written once for the tests of them",
  },
  'apps/server/test/platform.test.ts': {
    paths: ['test/probe', 'test/crash', 'portalWeb/nothing-here'],
    why: 'registers raw Fastify probe routes (no contract, on purpose) and asks for an unknown path in a known group: the envelope and error rules hold for all of /api/',
  },
  'apps/server/test/market-catalogue.test.ts': {
    paths: ['builtin'],
    why: "the seeded microservices' own address prefix, a value of the catalogue the test expects, not a call it makes",
  },
  'apps/server/test/contracts.test.ts': {
    paths: [''],
    why: 'checks that every contract lives under /api/',
  },
};

/**
 * The `/api/` path literals of a server test file, as `file:line text`. Comment lines are prose; the
 * `path` of a contract a test defines for a probe route of its own (`defineEndpoint`) is that
 * contract, not an address written in place of one.
 */
function apiPathLiterals(file: string, allowed: string[]): string[] {
  const source = fs
    .readFileSync(file, 'utf8')
    .replace(/(defineEndpoint\(\{[^}]*?\bpath:\s*)(['"`])\/api\/[^'"`]*\2/g, '$1$2contract$2');
  const where = path.relative(ROOT, file);
  return source.split('\n').flatMap((line, index) => {
    if (/^\s*(\*|\/\*|\/\/)/.test(line)) return [];
    const written = [...line.matchAll(/(['"`])\/api\/([^'"`$?]*)/g)].map((match) => match[2] as string);
    return written.some((rest) => !allowed.includes(rest)) ? [`${where}:${index + 1} ${line.trim()}`] : [];
  });
}

describe('every call comes from a contract', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('serves exactly the contracts: each route of the API document is a contract, each contract a route', async () => {
    const routes = apiOperations(openApiDocument(t.app)).map((operation) => operation.key);
    const contracts = await contractKeys();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((key) => !contracts.has(key))).toEqual([]);
    expect([...contracts].filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('registers routes only through route(app, endpoint, handler)', () => {
    const registering = sourceFiles(path.join(ROOT, 'apps/server/src')).filter((file) =>
      /\bapp\.(get|post|put|patch|delete|route)\(/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(registering.map((file) => path.relative(ROOT, file))).toEqual(['apps/server/src/http/route.ts']);
  });

  it('queries the database only in repositories (and seeds and migrations): services hold the rules', () => {
    const querying = sourceFiles(path.join(ROOT, 'apps/server/src'))
      .filter((file) => !/(\.repository|\.seed)\.ts$|\/db\/(migrations|seeds)\//.test(file))
      .filter((file) =>
        /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/.test(fs.readFileSync(file, 'utf8')),
      );
    expect(querying.map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('opens transactions only through withTransaction, which drops the cache areas after the commit', () => {
    const raw = sourceFiles(path.join(ROOT, 'apps/server/src'))
      .filter((file) => !file.endsWith(path.join('db', 'transaction.ts')))
      .filter((file) => /\.transaction\(/.test(fs.readFileSync(file, 'utf8')));
    expect(raw.map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('leaves no API path written in the web app: it calls the contracts', () => {
    const literals = sourceFiles(path.join(ROOT, 'apps/web/src')).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${path.relative(ROOT, file)}:${index + 1}` }))
        .filter(({ line }) => /['"`]\/api\//.test(line))
        .map(({ where, line }) => `${where} ${line.trim()}`),
    );
    expect(literals).toEqual([]);
  });

  it('leaves no API path written in the server tests: they call the contracts (callAs)', () => {
    const files = [
      ...allTypeScript(path.join(ROOT, 'apps/server/test')),
      ...allTypeScript(path.join(ROOT, 'apps/server/src')).filter((file) => file.endsWith('.test.ts')),
    ];
    const literals = files.flatMap((file) =>
      apiPathLiterals(file, RAW_API_PATHS[path.relative(ROOT, file)]?.paths ?? []),
    );
    expect(literals, 'write calls as callAs(t, who, endpoint, input); see test/support/call.ts').toEqual([]);
    // The list names files that exist and still need it.
    for (const [file, { paths }] of Object.entries(RAW_API_PATHS)) {
      expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const rest of paths)
        expect(source, `${file} no longer writes /api/${rest}`).toMatch(
          new RegExp(`['"\`]/api/${rest.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`),
        );
    }
  });

  it('replaces modules (vi.mock) only in *.isolated.test.ts(x) files: the others share their loaded modules', () => {
    const files = [
      ...allTypeScript(path.join(ROOT, 'apps/server/test')),
      ...allTypeScript(path.join(ROOT, 'apps/server/src')),
      ...allTypeScript(path.join(ROOT, 'apps/web/src')),
    ].filter((file) => /\.test\.tsx?$/.test(file) && !/\.isolated\.test\.tsx?$/.test(file));
    const mocking = files.filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(file, 'utf8')));
    expect(mocking.map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('decides by error codes in the web app, never by comparing a message text', () => {
    const comparisons = sourceFiles(path.join(ROOT, 'apps/web/src')).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${path.relative(ROOT, file)}:${index + 1}` }))
        // `.msg === X`, `.msg !== X`, `.msg.includes(X)`, `.message === X`; a `typeof` check of its type is fine.
        .filter(
          ({ line }) =>
            /\.(msg|message)(\s*[!=]==|\.(includes|startsWith)\()/.test(line) && !/typeof/.test(line),
        )
        .map(({ where, line }) => `${where} ${line.trim()}`),
    );
    expect(comparisons).toEqual([]);
  });
});
