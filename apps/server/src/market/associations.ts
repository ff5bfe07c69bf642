import type { Db } from '../db/database.ts';
import { listAssociatedIds } from './apps.repository.ts';

/**
 * Visits `start` and then, breadth-first, the apps reachable from it along association links,
 * each once (cycles are safe). `visit` answers whether to follow the visited app's own links:
 * a subscription or a cart follows them only from the apps it actually took.
 */
export async function walkAssociations(
  db: Db,
  start: number,
  visit: (appId: number) => Promise<boolean>,
): Promise<void> {
  const seen = new Set<number>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const appId = queue.shift() as number;
    if (!(await visit(appId))) continue;
    for (const next of await listAssociatedIds(db, appId)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
}
