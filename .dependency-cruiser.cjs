/**
 * Import boundaries, checked by `npm run lint` (dependency-cruiser). Paths are resolved
 * files, so a relative `../news/api` is caught as surely as a long one.
 * - no import cycles anywhere, type-only imports included (they tie modules as tightly);
 * - the server's marketplace domains are layered (market < subscriptions < cart < orders <
 *   storefront);
 * - the server's layers: route files call services, never a repository; services and
 *   repositories know nothing of Fastify (they take a `Caller`, not a request); `http/` (the
 *   route and envelope machinery) imports no domain, only `lib/`;
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
      name: 'routes-call-services',
      severity: 'error',
      comment:
        'A route file reads a repository: its rules and scoping then live in the route. Call a service (the *.service.ts of the domain) instead.',
      from: { path: '^apps/server/src/.+\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'services-without-fastify',
      severity: 'error',
      comment:
        'A service or repository imports Fastify: it would need a request to be called. Take a Caller (lib/caller.ts) and a Logger (lib/logger.ts).',
      from: { path: '^apps/server/src/.+\\.(service|repository)\\.ts$' },
      to: { path: 'node_modules/(fastify|@fastify/|fastify-)' },
    },
    {
      name: 'http-below-domains',
      severity: 'error',
      comment:
        'http/ is the machinery every domain uses (route, envelope, errors); it imports only lib/. A domain provides what http/ needs as an app decoration (see accessGuard in http/route.ts).',
      from: { path: '^apps/server/src/http/', pathNot: TEST },
      to: { path: '^apps/server/src/', pathNot: '^apps/server/src/(http|lib)/' },
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
    // node_modules stay in the graph (not followed), so a rule can see what a file imports from a package.
    exclude: { path: '(^|/)(dist|dist-ssr|data)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
