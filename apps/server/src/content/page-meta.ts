import { BANNER_TYPES, SITE_NAME } from '@portal/shared/constants';
import { zBannerListQuery } from '@portal/shared/content';
import type { Db } from '../db/database.ts';
import type { PageMeta, PageMetaResolver } from '../web/spa.ts';
import {
  findPublishedCase,
  findPublishedIndustry,
  findPublishedNews,
  listPublishedIndustries,
} from './content.repository.ts';
import { cachedBannerPage } from './content.routes.ts';

/**
 * The titles and descriptions the server writes into the HTML of content pages, so a
 * search engine that runs no script sees each news item and solution by its own name.
 * The same `title - site` form the web app sets once it runs. Reading a page this way
 * counts no visit.
 */
const titled = (title: string, description: string): PageMeta => ({
  title: `${title} - ${SITE_NAME}`,
  description,
});

function idFrom(query: URLSearchParams): number | null {
  const id = Number(query.get('id'));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export const SOLUTION_PAGE_TITLE = '行业解决方案';

/** The banner call the home page makes (type 1, first page, newest first). */
const HOME_BANNER_QUERY = zBannerListQuery.parse({ type: BANNER_TYPES.home });

function homeMeta(bannerAnswer: Buffer): PageMeta {
  const answer = bannerAnswer.toString('utf8');
  const first = (JSON.parse(answer) as { data: { list: { url: string }[] } }).data.list[0];
  return {
    ...(first ? { preloadImage: first.url } : {}),
    bootData: `{"banners":{"${BANNER_TYPES.home}":${answer}}}`,
  };
}

export function contentPageMeta(db: Db): Record<string, PageMetaResolver> {
  let home: { bytes: Buffer | null; meta: PageMeta } = { bytes: null, meta: {} };
  return {
    // The home page's largest picture is its first banner: the HTML names it for preloading
    // and carries the banner answer, so the picture shows without waiting for a call.
    '/': async () => {
      const bytes = await cachedBannerPage(db, HOME_BANNER_QUERY);
      // The cache hands out the same bytes until the banners change: so does this.
      if (bytes !== home.bytes) home = { bytes, meta: homeMeta(bytes) };
      return home.meta;
    },
    '/newsdetail': async (query) => {
      const id = idFrom(query);
      const news = id ? await findPublishedNews(db, id) : undefined;
      return news ? titled(news.headline, news.summary) : null;
    },
    '/solution': async (query) => {
      const id = idFrom(query);
      if (id) {
        const solution = await findPublishedIndustry(db, id);
        if (solution) return titled(`${solution.title} - ${SOLUTION_PAGE_TITLE}`, solution.digest);
      }
      const { rows } = await listPublishedIndustries(db, 1, 10);
      if (rows.length === 0) return null;
      return titled(
        SOLUTION_PAGE_TITLE,
        `冷链行业数字化解决方案：${rows.map((row) => row.title).join('、')}。`,
      );
    },
    '/case': async (query) => {
      const id = idFrom(query);
      const item = id ? await findPublishedCase(db, id) : undefined;
      return item ? titled(`${item.title} - 行业案例`, item.summary) : null;
    },
  };
}
