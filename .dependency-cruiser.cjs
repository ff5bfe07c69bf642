/**
 * Import boundaries, checked by `npm run lint` (dependency-cruiser). Paths are resolved
 * files, so a relative `../news/api` is caught as surely as a long one.
 * - no import cycles anywhere, type-only imports included (they tie modules as tightly);
 * - web features never import each other nor `app`; web `shared` imports neither features nor
 *   `app` (`config` is below all three). Tests may compose anything: they are exempt from the
 *   layers, not from the cycles.
 */
const TEST = '\\.test\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: modules that need each other cannot be read, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment:
        'A web feature reaches into another feature. Move what both need to src/shared (or compose them in src/app).',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TEST },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'features-not-to-app',
      severity: 'error',
      comment: 'src/app composes the features (routes, providers); a feature does not reach back into it.',
      from: { path: '^apps/web/src/features/', pathNot: TEST },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-not-to-features-or-app',
      severity: 'error',
      comment: 'src/shared is the bottom layer: it imports neither features nor src/app.',
      from: { path: '^apps/web/src/shared/', pathNot: TEST },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'config-at-the-bottom',
      severity: 'error',
      comment: 'src/config (paths, settings) is read by every layer, so it imports none of them.',
      from: { path: '^apps/web/src/config/' },
      to: { path: '^apps/web/src/(app|features|shared)/' },
    },
    {
      name: 'packages-not-to-apps',
      severity: 'error',
      comment: 'packages/shared is what both apps agree on: it never imports from an app.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API; swc parses the sources, type-only imports included.
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
