// `node --test scripts/lock/` (part of `npm run lint`): the lock check passes on this project and
// fails on each kind of disagreement, made here on copies of the real files.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { lockProblems, readProject } from './check.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fresh = () => structuredClone(readProject(ROOT));

test('the committed lock matches every package.json', () => {
  const { manifests, lock } = fresh();
  assert.deepEqual(lockProblems(manifests, lock), []);
});

test('a pinned version the lock does not record fails', () => {
  const { manifests, lock } = fresh();
  manifests['apps/server'].dependencies.kysely = '0.28.99';
  assert.deepEqual(lockProblems(manifests, lock), [
    'apps/server/package.json: dependencies kysely is 0.28.99, the lock says 0.28.18',
  ]);
});

test('a dependency added to package.json but not to the lock fails', () => {
  const { manifests, lock } = fresh();
  manifests[''].devDependencies['left-pad'] = '1.3.0';
  assert.deepEqual(lockProblems(manifests, lock), [
    'package.json: devDependencies left-pad is 1.3.0, the lock says nothing',
  ]);
});

test('a lock whose recorded pin installs another version fails', () => {
  const { manifests, lock } = fresh();
  lock.packages['node_modules/kysely'].version = '0.28.17';
  assert.deepEqual(lockProblems(manifests, lock), [
    'apps/server/package.json: kysely is pinned to 0.28.18, the lock installs 0.28.17',
  ]);
});

test('a missing optional platform package fails (npm ci on that platform would)', () => {
  const { manifests, lock } = fresh();
  delete lock.packages['node_modules/@biomejs/cli-win32-x64'];
  assert.deepEqual(lockProblems(manifests, lock), [
    'node_modules/@biomejs/biome: its optional dependency @biomejs/cli-win32-x64 has no lock entry',
  ]);
});

test('an override the lock does not apply fails', () => {
  const { manifests, lock } = fresh();
  manifests[''].overrides['content-disposition'] = '3.0.0';
  assert.match(
    lockProblems(manifests, lock).join('\n'),
    /overrides: content-disposition is pinned to 3\.0\.0/,
  );
});
