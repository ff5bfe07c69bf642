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
