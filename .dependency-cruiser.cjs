/**
 * Import boundaries, checked by `npm run lint` (dependency-cruiser). Paths are resolved
 * files, so a relative `../news/api` is caught as surely as a long one.
 * - no import cycles anywhere, type-only imports included (they tie modules as tightly);
 * - the server's marketplace domains are layered (market < subscriptions < cart < orders <
 *   storefront);
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
      name: 'market-layers',
      severity: 'error',
      comment:
        'The server marketplace is layered: market (apps, plans, associations) < subscriptions < cart < orders < storefront. A layer imports only the layers below it.',
      from: { path: '^apps/server/src/market/' },
      to: { path: '^apps/server/src/(subscriptions|cart|orders|storefront)/' },
    },
    {
      name: 'subscriptions-below-cart',
      severity: 'error',
      comment: 'See market-layers.',
      from: { path: '^apps/server/src/subscriptions/' },
      to: { path: '^apps/server/src/(cart|orders|storefront)/' },
    },
    {
      name: 'cart-below-orders',
      severity: 'error',
      comment: 'See market-layers.',
      from: { path: '^apps/server/src/cart/' },
      to: { path: '^apps/server/src/(orders|storefront)/' },
    },
    {
      name: 'orders-below-storefront',
      severity: 'error',
      comment: 'See market-layers.',
      from: { path: '^apps/server/src/orders/' },
      to: { path: '^apps/server/src/storefront/' },
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
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|data)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
