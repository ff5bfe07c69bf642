// The pages' Content-Security-Policy forbids eval. zod compiles fast object parsers with
// `new Function` and probes for it when a schema is made; the browser reports that refused
// probe as a policy violation. zod reads its settings from this global, and a classic script
// runs before any module chunk (src/shared/csp/zod-jitless.ts says the same for tests).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
