import type { Db } from '../db/database.ts';
import { publishedIds } from './sitemap.repository.ts';

/** The public pages that are the same for everyone (their details are listed from the data). */
const FIXED_PAGES = [
  '/',
  '/News',
  '/Solution',
  '/Application',
  '/Microservice',
  '/Mechanism',
  '/Internet',
  '/machine',
  '/Product',
  '/AboutUs',
  '/Contact',
  '/PlatformMembers',
  '/supply',
  '/supplySearch',
  '/privacy',
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * The addresses of the published news, solutions, cases, apps, microservices and models
 * and supply and demand entries (the web app's own links: config/paths.ts `links`), with the fixed
 * public pages.
 */
export async function sitemapAddresses(db: Db): Promise<string[]> {
  const ids = await publishedIds(db);
  return [
    ...FIXED_PAGES,
    ...ids.news.map((id) => `/NewsDetail?id=${id}`),
    ...ids.solutions.map((id) => `/Solution?id=${id}`),
    ...ids.cases.map((id) => `/Case?title=hyfa&id=${id}`),
    ...ids.apps.map((id) => `/AppdetailInfo?title=yysc&catalogue=${id}&page=app`),
    ...ids.microservices.map((id) => `/AppdetailInfo?title=gywfwzj&catalogue=${id}&page=micr`),
    ...ids.models.map((id) => `/AppdetailInfo?title=jlmx&catalogue=${id}&page=jlmx`),
    ...ids.supplies.map((id) => `/supplyDetail?id=${id}&type=1`),
    ...ids.demands.map((id) => `/supplyDetail?id=${id}&type=0`),
  ];
}

export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const urls = (await sitemapAddresses(db)).map(
    (address) => `<url><loc>${escapeXml(origin + address)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
