import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import { DAY_MS, nowIso } from '../lib/time.ts';
import {
  deletePageStylesheetsUsedBefore,
  findPageStylesheet,
  upsertPageStylesheet,
} from './page-stylesheets.repository.ts';

/**
 * antd's styles of a server-rendered page as a stylesheet of its own, named by its content's
 * hash: the page links it instead of carrying the styles inline (up to ~85 KB per page, the
 * same for every page that draws the same components), and the browser keeps it for a year.
 * A page rendered by one process may be answered its stylesheet by another, so the sheets are
 * kept in the database too; this process keeps the ones it has seen in memory.
 */
export const PAGE_STYLESHEET_PREFIX = '/page-styles/';
const HASH = /^[A-Za-z0-9_-]{22}$/;
/** Distinct style sets are few (one per kind of page and state); the memory holds the recent ones. */
const MEMORY_MAX = 200;
/** A sheet no process has published for this long is removed (pages name current sheets only). */
export const STYLESHEET_UNUSED_DAYS = 30;

export class PageStylesheets {
  /** Sheet bytes by hash, and when this process last wrote its `usedAt`. */
  private readonly known = new Map<string, { css: Buffer; touched: number }>();

  constructor(private readonly db: Db) {}

  /** Records a page's styles and answers the address of their stylesheet. */
  async publish(css: string): Promise<string> {
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 22);
    const seen = this.known.get(hash);
    // Written once per process, and again daily while in use, so the clean-up leaves it.
    if (!seen || Date.now() - seen.touched > DAY_MS) {
      const usedAt = nowIso();
      await upsertPageStylesheet(this.db, hash, css, usedAt);
      this.remember(hash, seen?.css ?? Buffer.from(css), Date.now());
    }
    return `${PAGE_STYLESHEET_PREFIX}${hash}.css`;
  }

  /** The stylesheet at an address under PAGE_STYLESHEET_PREFIX, from memory or the database. */
  async find(pathname: string): Promise<Buffer | undefined> {
    const hash = pathname.slice(PAGE_STYLESHEET_PREFIX.length).replace(/\.css$/, '');
    if (!HASH.test(hash)) return undefined;
    const seen = this.known.get(hash);
    if (seen) return seen.css;
    const text = await findPageStylesheet(this.db, hash);
    if (text === undefined) return undefined;
    const css = Buffer.from(text);
    // Not published by this process: its usedAt is the publisher's to keep.
    this.remember(hash, css, 0);
    return css;
  }

  private remember(hash: string, css: Buffer, touched: number): void {
    this.known.delete(hash);
    if (this.known.size >= MEMORY_MAX) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(hash, { css, touched });
  }
}

/** Removes the sheets no process has published for STYLESHEET_UNUSED_DAYS; how many. */
export async function removeUnusedStylesheets(db: Db, now = new Date()): Promise<number> {
  const before = nowIso(new Date(now.getTime() - STYLESHEET_UNUSED_DAYS * DAY_MS));
  return deletePageStylesheetsUsedBefore(db, before);
}

export function removeUnusedStylesheetsJob(db: Db): JobDefinition {
  return {
    name: 'web.removeUnusedStylesheets',
    everyMs: DAY_MS,
    async run({ log }) {
      const count = await removeUnusedStylesheets(db);
      if (count > 0) log.info({ count }, 'unused page stylesheets removed');
    },
  };
}
