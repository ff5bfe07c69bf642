import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BREACHES = path.join(import.meta.dirname, 'breaches');

/** The rules `npm run lint` reports on the deliberate breaches of ./breaches. */
function violatedRules() {
  const output = execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      'apps',
      '--config',
      path.join(ROOT, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    { cwd: BREACHES, encoding: 'utf8' },
  );
  return JSON.parse(output).summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from}`,
  );
}

test('each server layering rule fails on its deliberate breach', () => {
  assert.deepEqual(violatedRules().sort(), [
    'http-below-domains: apps/server/src/http/route.ts',
    'routes-call-services: apps/server/src/shop/shop.routes.ts',
    'services-without-fastify: apps/server/src/shop/shop.service.ts',
  ]);
});
