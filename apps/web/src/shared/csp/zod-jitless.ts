/**
 * The pages' Content-Security-Policy forbids eval. zod compiles fast object parsers with
 * `new Function` and probes for it first; the browser reports that refused probe as a
 * policy violation. The plain parsers are fast enough for forms. zod reads its settings
 * from this global (what `z.config` writes), so the setting costs the first screen no
 * zod code; main.tsx imports this first, as it counts only for schemas made after it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
