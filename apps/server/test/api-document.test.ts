import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { healthApi } from '@portal/shared/api';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { apiOperations, documentPath, openApiDocument } from './support/openapi.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The pinned @redocly/cli of the root package.json, run with this Node (no download, no network). */
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

interface LintOutcome {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/**
 * `redocly lint` with its recommended rules, in an empty folder of its own: no configuration and
 * no ignore file can soften it. It exits 1 on an error; the JSON report is on stdout either way.
 */
async function lint(doc: unknown, dir: string, name: string): Promise<LintOutcome> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(doc));
  const run = promisify(execFile)(
    process.execPath,
    [REDOCLY, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=1000'],
    {
      cwd: dir,
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const { stdout } = await run.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as LintOutcome;
}

describe('the API document', () => {
  let t: TestApp;
  let doc: OpenAPIV3.Document;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.ready();
    doc = openApiDocument(t.app);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-doc-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("passes @redocly/cli's recommended rules with no ignore file, and fails a document without security or ids", async () => {
    // The same document with one operation's security and id taken away must fail: the lint bites.
    const broken = structuredClone(doc);
    const health = broken.paths[documentPath(healthApi.health.path)]?.get as OpenAPIV3.OperationObject;
    delete health.security;
    delete health.operationId;

    const [outcome, breach] = await Promise.all([
      lint(doc, dir, 'api.json'),
      lint(broken, dir, 'broken.json'),
    ]);
    expect(outcome.problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`)).toEqual(
      [],
    );
    expect(outcome.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
    expect(breach.problems.map((problem) => problem.ruleId).sort()).toEqual([
      'operation-operationId',
      'security-defined',
    ]);
  }, 60_000);

  it("names every operation after its endpoint and asks for the token by the contract's access", () => {
    const operations = apiOperations(doc);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    const byId = new Map(operations.map((entry) => [entry.operation.operationId, entry]));
    expect(byId.get('market.list')?.key).toBe('GET /api/portalWeb/market/selectMarketList');
    // Visitors' calls take a session when one is sent; the others need it.
    expect(byId.get('market.list')?.operation.security).toEqual([{}, { token: [] }]);
    expect(byId.get('orders.confirmPayment')?.operation.security).toEqual([{ token: [] }]);
    expect(doc.components?.securitySchemes?.token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'token',
    });
    // A file answers its bytes; its errors answer the envelope.
    const fileAnswers = byId.get('files.file')?.operation.responses ?? {};
    expect(Object.keys(fileAnswers)).toContain('200');
    expect((fileAnswers['401'] as OpenAPIV3.ResponseObject).description).toContain('600');
  });
});
