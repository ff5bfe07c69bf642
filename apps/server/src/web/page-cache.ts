import { CACHE_MAX_ENTRIES, CACHE_TTL_MS, type CacheArea, onAreaDropped } from '../lib/json-cache.ts';

/**
 * A visitor's server-rendered page HTML (its UTF-8 bytes, which http/precompressed.ts compresses once), kept per address (path and query), so rendering
 * costs once per change, not per request. Each page belongs to the cache areas of the data it
 * shows, and is dropped with them: by the same writes, after their commit, in every process
 * (json-cache.ts's `invalidateArea`, which cache-invalidation.ts calls for drops published by
 * other processes too). Kept for the JSON cache's lifetime at most; only visitors' pages.
 */
/** A page with a long list weighs a hundred KB or more: the kept pages are bounded by size too. */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export class PageCache {
  private bytes = 0;
  private readonly entries = new Map<
    string,
    { html: Buffer; areas: readonly CacheArea[]; expires: number }
  >();
  private readonly pending = new Map<string, Promise<Buffer | null>>();
  private readonly versions = new Map<CacheArea, number>();
  readonly stop: () => void;

  constructor(db: object) {
    this.stop = onAreaDropped(db, (area) => this.drop(area));
  }

  private version(area: CacheArea): number {
    return this.versions.get(area) ?? 0;
  }

  private drop(area: CacheArea): void {
    this.versions.set(area, this.version(area) + 1);
    for (const [key, entry] of this.entries) if (entry.areas.includes(area)) this.remove(key);
    for (const key of this.pending.keys()) this.pending.delete(key);
  }

  /** The kept HTML bytes of an address, if still current. */
  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.html;
    if (hit) this.remove(key);
    return undefined;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.html.length;
    this.entries.delete(key);
  }

  /**
   * The address's HTML from memory, or rendered (once for concurrent misses) and kept unless
   * one of its areas was dropped meanwhile. `render` answers null for a page not to keep.
   */
  getOrRender(
    key: string,
    areas: readonly CacheArea[],
    render: () => Promise<Buffer | null>,
  ): Promise<Buffer | null> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const shared = this.pending.get(key);
    if (shared) return shared;
    const versions = areas.map((area) => this.version(area));
    const started = Date.now();
    const result = render();
    this.pending.set(key, result);
    const settle = () => {
      if (this.pending.get(key) === result) this.pending.delete(key);
    };
    result.then((html) => {
      settle();
      if (html === null || areas.some((area, index) => this.version(area) !== versions[index])) return;
      this.remove(key);
      // The oldest make way (a query string can make any number of addresses).
      while (
        this.entries.size > 0 &&
        (this.entries.size >= CACHE_MAX_ENTRIES || this.bytes + html.length > PAGE_CACHE_MAX_BYTES)
      ) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.remove(oldest);
      }
      this.entries.set(key, { html, areas, expires: started + CACHE_TTL_MS });
      this.bytes += html.length;
    }, settle);
    return result;
  }

  /** How many pages are kept (tests). */
  get size(): number {
    return this.entries.size;
  }
}
