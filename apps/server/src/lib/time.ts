/** Timestamps are stored as ISO-8601 UTC text on both engines; these keep that in one place. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

export function isoIn(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() + ms).toISOString();
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
