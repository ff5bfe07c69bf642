/**
 * The pages' Content-Security-Policy forbids eval. zod compiles fast object parsers with
 * `new Function` and probes for it first; the browser reports that refused probe as a
 * policy violation. The plain parsers are fast enough for forms. zod reads its settings
 * from this global (what `z.config` writes), so the setting costs the first screen no
 * zod code. It counts only for schemas made after it, and a chunk that main.tsx imports runs
 * before main.tsx's own code: the page sets it first with the classic script
 * public/zod-jitless.js (index.html); this import covers tests and the development server.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
