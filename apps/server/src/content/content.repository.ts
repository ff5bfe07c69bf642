import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { containsText, paginate } from '../db/sql.ts';
import { nowIso } from '../lib/time.ts';
import type {
  BannerTable,
  IndustryCaseTable,
  IndustryPointTable,
  IndustryTable,
  NewsTable,
  NoticeTable,
} from './content.tables.ts';

export type BannerRow = Selectable<BannerTable>;
export type NewsRow = Selectable<NewsTable>;
export type NewsListRow = Omit<NewsRow, 'body' | 'createTime' | 'updateTime' | 'published' | 'hot'>;
export type IndustryRow = Selectable<IndustryTable>;
export type IndustryPointRow = Selectable<IndustryPointTable>;
export type CaseRow = Selectable<IndustryCaseTable>;
export type NoticeRow = Selectable<NoticeTable>;

// ---------- Banners ----------

/** Active banners of one type; `sort` orders by the banner's sort code (ties: newest first). */
export async function listActiveBanners(
  db: Db,
  query: {
    type: number;
    keyword?: string | undefined;
    currentPage: number;
    pageSize: number;
    sort: 'asc' | 'desc';
  },
): Promise<{ rows: BannerRow[]; total: number }> {
  let base = db.selectFrom('banner').where('type', '=', query.type).where('status', '=', '1');
  if (query.keyword) base = base.where(containsText('title', query.keyword));
  return paginate(base.selectAll().orderBy('sortCode', query.sort).orderBy('id', query.sort), query);
}

export async function insertBanner(db: Db, values: Insertable<BannerTable>): Promise<number> {
  const row = await db.insertInto('banner').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

// ---------- News ----------

const NEWS_LIST_COLUMNS = ['id', 'headline', 'summary', 'poster', 'publishTime', 'clickCount'] as const;

/**
 * What a visitor may see: published, and its publish time come (a scheduled item stays hidden
 * until then; times are stored as UTC ISO texts of one length, so they compare as text).
 */
export function visibleNews(db: Db, now: string = nowIso()) {
  return db.selectFrom('news').where('published', '=', 1).where('publishTime', '<=', now);
}

export async function listPublishedNews(
  db: Db,
  currentPage: number,
  pageSize: number,
): Promise<{ rows: NewsListRow[]; total: number }> {
  const base = visibleNews(db);
  return paginate(base.select(NEWS_LIST_COLUMNS).orderBy('publishTime', 'desc').orderBy('id', 'desc'), {
    currentPage,
    pageSize,
  });
}

export function findPublishedNews(db: Db, id: number): Promise<NewsRow | undefined> {
  return visibleNews(db).selectAll().where('id', '=', id).executeTakeFirst();
}

/** One more visit; true when the item exists and is published. */
export async function countNewsClick(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('news')
    .set((eb) => ({ clickCount: eb('clickCount', '+', 1) }))
    .where('id', '=', id)
    .where('published', '=', 1)
    .where('publishTime', '<=', nowIso())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The neighbours of an item in list order (newest first): previous is newer, next is older. */
export async function newsNeighbours(
  db: Db,
  item: Pick<NewsRow, 'id' | 'publishTime'>,
): Promise<{
  previous: { id: number; headline: string } | undefined;
  next: { id: number; headline: string } | undefined;
}> {
  const base = visibleNews(db).select(['id', 'headline']);
  const [previous, next] = await Promise.all([
    base
      .where((eb) =>
        eb.or([
          eb('publishTime', '>', item.publishTime),
          eb.and([eb('publishTime', '=', item.publishTime), eb('id', '>', item.id)]),
        ]),
      )
      .orderBy('publishTime', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst(),
    base
      .where((eb) =>
        eb.or([
          eb('publishTime', '<', item.publishTime),
          eb.and([eb('publishTime', '=', item.publishTime), eb('id', '<', item.id)]),
        ]),
      )
      .orderBy('publishTime', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { previous, next };
}

/** The items marked 热门 first, then the most read; published and due only. */
export function popularNews(db: Db, limit: number): Promise<NewsListRow[]> {
  return visibleNews(db)
    .select(NEWS_LIST_COLUMNS)
    .orderBy('hot', 'desc')
    .orderBy('clickCount', 'desc')
    .orderBy('publishTime', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertNews(db: Db, values: Insertable<NewsTable>): Promise<number> {
  const row = await db.insertInto('news').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

// ---------- Industry solutions and cases ----------

export async function listPublishedIndustries(
  db: Db,
  currentPage: number,
  pageSize: number,
): Promise<{ rows: IndustryRow[]; total: number }> {
  const base = db.selectFrom('industry').where('published', '=', 1);
  return paginate(base.selectAll().orderBy('sortCode', 'asc').orderBy('id', 'asc'), {
    currentPage,
    pageSize,
  });
}

export function findPublishedIndustry(db: Db, id: number): Promise<IndustryRow | undefined> {
  return db
    .selectFrom('industry')
    .selectAll()
    .where('id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
}

export function industryPoints(db: Db, industryId: number): Promise<IndustryPointRow[]> {
  return db
    .selectFrom('industryPoint')
    .selectAll()
    .where('industryId', '=', industryId)
    .orderBy('sortCode', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function publishedCasesOf(db: Db, industryId: number): Promise<CaseRow[]> {
  return db
    .selectFrom('industryCase')
    .selectAll()
    .where('industryId', '=', industryId)
    .where('published', '=', 1)
    .orderBy('sortCode', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** A published case of a published solution, with the solution's title. */
export function findPublishedCase(
  db: Db,
  id: number,
): Promise<(CaseRow & { industryTitle: string }) | undefined> {
  return db
    .selectFrom('industryCase')
    .innerJoin('industry', 'industry.id', 'industryCase.industryId')
    .selectAll('industryCase')
    .select('industry.title as industryTitle')
    .where('industryCase.id', '=', id)
    .where('industryCase.published', '=', 1)
    .where('industry.published', '=', 1)
    .executeTakeFirst();
}

export async function insertIndustry(
  db: Db,
  values: Insertable<IndustryTable>,
  points: Omit<Insertable<IndustryPointTable>, 'industryId'>[],
): Promise<number> {
  const row = await db.insertInto('industry').values(values).returning('id').executeTakeFirstOrThrow();
  if (points.length > 0) {
    await db
      .insertInto('industryPoint')
      .values(points.map((point) => ({ ...point, industryId: row.id })))
      .execute();
  }
  return row.id;
}

export async function insertCase(db: Db, values: Insertable<IndustryCaseTable>): Promise<number> {
  const row = await db.insertInto('industryCase').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

// ---------- Notices ----------

export function latestNotices(db: Db, limit: number): Promise<NoticeRow[]> {
  return db
    .selectFrom('notice')
    .selectAll()
    .where('published', '=', 1)
    .orderBy('publishTime', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertNotice(db: Db, values: Insertable<NoticeTable>): Promise<number> {
  const row = await db.insertInto('notice').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

// ---------- Images ----------

export function findImage(db: Db, name: string) {
  return db
    .selectFrom('contentImage')
    .select(['mimeType', 'body'])
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function putImage(
  db: Db,
  name: string,
  mimeType: string,
  body: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('contentImage')
    .values({ name, mimeType, body, createTime: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ mimeType, body }))
    .execute();
}
