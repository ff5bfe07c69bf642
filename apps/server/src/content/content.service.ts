import type { PageData } from '@portal/shared/api';
import {
  type Banner,
  type CaseDetail,
  type CaseListItem,
  contentApi,
  type IndustryDetail,
  type IndustryListItem,
  type NewsDetail,
  type NewsListItem,
  type Notice,
} from '@portal/shared/content';
import {
  BANNER_DEFAULT_TEXT_COLOR,
  CONTENT_TEXTS,
  HOT_NEWS_SIZE,
  NOTICE_LIMIT,
} from '@portal/shared/content-constants';
import { pathWith } from '@portal/shared/contract';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { notFound } from '../http/errors.ts';
import { firstCountInWindow, type Viewer } from '../lib/count-once.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import { nowIso } from '../lib/time.ts';
import {
  type BannerRow,
  type CaseRow,
  countNewsClick,
  findImage,
  findPublishedCase,
  findPublishedIndustry,
  findPublishedNews,
  type IndustryRow,
  industryPoints,
  insertBanner,
  insertCase,
  insertIndustry,
  insertNews,
  insertNotice,
  latestNotices,
  listActiveBanners,
  listPublishedIndustries,
  listPublishedNews,
  type NewsListRow,
  newsNeighbours,
  popularNews,
  publishedCasesOf,
  putImage,
} from './content.repository.ts';

/** Where the generated pictures are served (the image call). */
export const contentImageUrl = (name: string) => pathWith(contentApi.image.path, { name });
export const CONTENT_IMAGE_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.svg$/;

// ---------- Saving (operators' tools and the demo seed use these) ----------

const zIso = z.iso.datetime();
const zImageUrl = z.string().min(1).max(300);
const zHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const zBannerInput = z.object({
  type: z.number().int().min(1).max(10),
  title: z.string().trim().min(1).max(100),
  snapshot: z.string().trim().max(200).default(''),
  url: zImageUrl,
  textColor: zHexColor.default(BANNER_DEFAULT_TEXT_COLOR),
  status: z.enum(['0', '1']).default('1'),
  sortCode: z.number().int().default(0),
});

export const zNewsInput = z.object({
  headline: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(500),
  body: z.string().min(1).max(200_000),
  poster: zImageUrl,
  publishTime: zIso,
  published: z.boolean().default(true),
  clickCount: z.number().int().min(0).default(0),
});

const zPointInput = z.object({
  title: z.string().trim().min(1).max(100),
  text: z.string().trim().min(1).max(500),
});

export const zIndustryInput = z.object({
  title: z.string().trim().min(1).max(100),
  digest: z.string().trim().min(1).max(500),
  icon: zImageUrl,
  picture: zImageUrl,
  content: z.string().max(200_000),
  painPoints: z.array(zPointInput).max(12),
  values: z.array(zPointInput).max(12),
  sortCode: z.number().int().default(0),
  published: z.boolean().default(true),
});

export const zCaseInput = z.object({
  industryId: z.number().int().positive(),
  title: z.string().trim().min(1).max(200),
  customer: z.string().trim().min(1).max(100),
  summary: z.string().trim().min(1).max(500),
  content: z.string().max(200_000),
  picture: zImageUrl,
  sortCode: z.number().int().default(0),
  published: z.boolean().default(true),
});

export const zNoticeInput = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(2000),
  publishTime: zIso,
  published: z.boolean().default(true),
});

export async function createBanner(db: Db, input: z.input<typeof zBannerInput>): Promise<number> {
  const banner = zBannerInput.parse(input);
  return withTransaction(db, (trx) => insertBanner(trx, { ...banner, createTime: nowIso() }), {
    invalidates: ['pages'],
  });
}

/** Saves a news item; its rich body is sanitised here, whoever calls. */
export async function createNews(db: Db, input: z.input<typeof zNewsInput>): Promise<number> {
  const news = zNewsInput.parse(input);
  const now = nowIso();
  const row = {
    headline: news.headline,
    summary: news.summary,
    body: sanitizeRichText(news.body),
    poster: news.poster,
    publishTime: news.publishTime,
    clickCount: news.clickCount,
    published: news.published ? 1 : 0,
    createTime: now,
    updateTime: now,
  };
  return withTransaction(db, (trx) => insertNews(trx, row), { invalidates: ['news'] });
}

export async function createIndustry(db: Db, input: z.input<typeof zIndustryInput>): Promise<number> {
  const industry = zIndustryInput.parse(input);
  const points = [
    ...industry.painPoints.map((point, i) => ({ ...point, kind: 'pain' as const, sortCode: i })),
    ...industry.values.map((point, i) => ({ ...point, kind: 'value' as const, sortCode: i })),
  ];
  const row = {
    title: industry.title,
    digest: industry.digest,
    icon: industry.icon,
    picture: industry.picture,
    content: sanitizeRichText(industry.content),
    sortCode: industry.sortCode,
    published: industry.published ? 1 : 0,
    createTime: nowIso(),
  };
  return withTransaction(db, (trx) => insertIndustry(trx, row, points), { invalidates: ['pages'] });
}

export async function createCase(db: Db, input: z.input<typeof zCaseInput>): Promise<number> {
  const item = zCaseInput.parse(input);
  const row = {
    ...item,
    content: sanitizeRichText(item.content),
    published: item.published ? 1 : 0,
    createTime: nowIso(),
  };
  return withTransaction(db, (trx) => insertCase(trx, row), { invalidates: ['pages'] });
}

export async function createNotice(db: Db, input: z.input<typeof zNoticeInput>): Promise<number> {
  const notice = zNoticeInput.parse(input);
  const row = { ...notice, published: notice.published ? 1 : 0, createTime: nowIso() };
  return withTransaction(db, (trx) => insertNotice(trx, row), { invalidates: ['pages'] });
}

/** Stores a generated SVG picture under a name and answers its address. */
export async function saveSvgImage(db: Db, name: string, svg: string): Promise<string> {
  if (!CONTENT_IMAGE_NAME.test(name)) throw new Error(`图片名不正确：${name}`);
  await putImage(db, name, 'image/svg+xml', svg, nowIso());
  return contentImageUrl(name);
}

// ---------- Reading (the public calls) ----------

const toBanner = (row: BannerRow): Banner => ({
  id: row.id,
  type: row.type,
  title: row.title,
  snapshot: row.snapshot,
  url: row.url,
  textColor: row.textColor,
  status: row.status,
});

const toNewsItem = (row: NewsListRow): NewsListItem => ({
  id: row.id,
  headline: row.headline,
  content: row.summary,
  poster: row.poster,
  createTime: row.publishTime,
  clickCount: row.clickCount,
});

const toIndustryItem = (row: IndustryRow): IndustryListItem => ({
  id: row.id,
  title: row.title,
  digest: row.digest,
  icon: row.icon,
});

const toCaseItem = (row: CaseRow): CaseListItem => ({
  id: row.id,
  industryId: row.industryId,
  title: row.title,
  customer: row.customer,
  summary: row.summary,
  picture: row.picture,
});

const paged = <T>(list: T[], total: number, currentPage: number, pageSize: number): PageData<T> => ({
  list,
  pagination: { currentPage, pageSize, total },
});

export async function bannersByType(
  db: Db,
  query: Parameters<typeof listActiveBanners>[1],
): Promise<PageData<Banner>> {
  const { rows, total } = await listActiveBanners(db, query);
  return paged(rows.map(toBanner), total, query.currentPage, query.pageSize);
}

export async function newsPage(
  db: Db,
  currentPage: number,
  pageSize: number,
): Promise<PageData<NewsListItem>> {
  const { rows, total } = await listPublishedNews(db, currentPage, pageSize);
  return paged(rows.map(toNewsItem), total, currentPage, pageSize);
}

/**
 * A published item with its neighbours. A visit by `clickBy` is recorded first, once per viewer
 * per item per hour (the hot list ranks by it); null records nothing.
 */
export async function newsDetail(db: Db, id: number, clickBy: Viewer | null): Promise<NewsDetail> {
  if (!(await findPublishedNews(db, id))) throw notFound(CONTENT_TEXTS.newsNotFound);
  if (clickBy && (await firstCountInWindow(clickBy, 'news', id))) {
    // The lists and the hot list show click counts.
    await withTransaction(
      db,
      async (trx) => {
        if (!(await countNewsClick(trx, id))) throw notFound(CONTENT_TEXTS.newsNotFound);
      },
      { invalidates: ['news'] },
    );
  }
  const row = await findPublishedNews(db, id);
  if (!row) throw notFound(CONTENT_TEXTS.newsNotFound);
  const { previous, next } = await newsNeighbours(db, row);
  return { ...toNewsItem(row), contentParse: row.body, previous: previous ?? null, next: next ?? null };
}

export async function hotNews(db: Db): Promise<NewsListItem[]> {
  return (await popularNews(db, HOT_NEWS_SIZE)).map(toNewsItem);
}

export async function industryPage(
  db: Db,
  currentPage: number,
  pageSize: number,
): Promise<PageData<IndustryListItem>> {
  const { rows, total } = await listPublishedIndustries(db, currentPage, pageSize);
  return paged(rows.map(toIndustryItem), total, currentPage, pageSize);
}

export async function industryDetail(db: Db, id: number): Promise<IndustryDetail> {
  const row = await findPublishedIndustry(db, id);
  if (!row) throw notFound(CONTENT_TEXTS.industryNotFound);
  const [points, cases] = await Promise.all([industryPoints(db, id), publishedCasesOf(db, id)]);
  const pick = (kind: 'pain' | 'value') =>
    points.filter((point) => point.kind === kind).map(({ title, text }) => ({ title, text }));
  return {
    ...toIndustryItem(row),
    content: row.content,
    picture: row.picture,
    painPoints: pick('pain'),
    values: pick('value'),
    cases: cases.map(toCaseItem),
  };
}

export async function caseDetail(db: Db, id: number): Promise<CaseDetail> {
  const row = await findPublishedCase(db, id);
  if (!row) throw notFound(CONTENT_TEXTS.caseNotFound);
  return {
    ...toCaseItem(row),
    industryTitle: row.industryTitle,
    content: row.content,
    createTime: row.createTime,
  };
}

export async function notices(db: Db): Promise<Notice[]> {
  return (await latestNotices(db, NOTICE_LIMIT)).map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    createTime: row.publishTime,
  }));
}

export async function contentImage(db: Db, name: string): Promise<{ mimeType: string; body: string }> {
  const image = CONTENT_IMAGE_NAME.test(name) ? await findImage(db, name) : undefined;
  if (!image) throw notFound(CONTENT_TEXTS.imageNotFound);
  return image;
}
