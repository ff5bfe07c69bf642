import { createRequire } from 'node:module';

/**
 * @swc/core as dependency-cruiser sees it: the same, except that `.tsx` files are parsed
 * with JSX on (dependency-cruiser asks swc for TypeScript syntax only, which stops at the
 * first `<div>`).
 */
const swc = createRequire(import.meta.url)('@swc/core');

export default {
  ...swc,
  parseFileSync: (file, options) => swc.parseFileSync(file, { ...options, tsx: file.endsWith('.tsx') }),
};
