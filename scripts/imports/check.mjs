import { existsSync } from 'node:fs';
import { register } from 'node:module';

/**
 * The import rules of .dependency-cruiser.cjs over every workspace (part of `npm run lint`).
 * TypeScript 7, our compiler, has no JavaScript API for dependency-cruiser to parse with, so
 * it parses with swc, taught here to read `.tsx`. Extra arguments go to dependency-cruiser
 * (e.g. `--output-type json`).
 *
 * KNOWN lists the import cycles that were there when the rule came (route modules importing
 * `type AppInstance` from app.ts, which imports them); they are ignored until they are gone,
 * any other violation fails. Delete the file once it lists nothing that still exists
 * (`node scripts/imports/check.mjs --no-ignore-known` shows them).
 */
const KNOWN = '.dependency-cruiser-known-violations.json';
register('./hooks.mjs', import.meta.url);

process.argv.splice(
  2,
  0,
  'apps',
  'packages',
  'e2e',
  'bench',
  'scripts',
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
  ...(existsSync(KNOWN) ? ['--ignore-known', KNOWN] : []),
);
await import('../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
