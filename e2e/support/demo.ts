/**
 * Facts of the demo data and fresh identities, with nothing else imported: a test that runs
 * servers of its own (crash safety, two processes) uses these without starting the spec file's
 * server, which importing browser.ts does.
 */

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';

/** A phone number no demo account uses, different on every call (the outbox is per phone). */
let lastPhone = 0;
export function freshPhone(prefix = '139'): string {
  // Time-based, and never the same twice within one process.
  lastPhone = Math.max(lastPhone + 1, Date.now());
  return `${prefix}${String(lastPhone).slice(-8)}`;
}
