import { register } from 'node:module';

/**
 * The import rules of .dependency-cruiser.cjs over every workspace (part of `npm run lint`).
 * TypeScript 7, our compiler, has no JavaScript API for dependency-cruiser to parse with, so
 * it parses with swc, taught here to read `.tsx`. Extra arguments go to dependency-cruiser
 * (e.g. `--output-type json`).
 */
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
);
await import('../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
