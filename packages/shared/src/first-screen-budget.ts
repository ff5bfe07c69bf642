/**
 * DESIGN.md's budget for a public page's first screen (issue 17), and the public pages it holds
 * for: the server test (apps/server/test/first-screen.test.ts) and the bench
 * (bench/first-screen.ts) measure the same pages against the same figures.
 */
export const FIRST_SCREEN_TARGETS = { kb: 120, scripts: 25 } as const;

/** The pages DESIGN.md holds to Lighthouse mobile ≥ 95 and LCP ≤ 1.5 s (median of five runs). */
export const LIGHTHOUSE_PAGES = ['/', '/News', '/Application', '/supply'] as const;

export const FIRST_SCREEN_PAGES = [
  '/',
  '/News',
  '/NewsDetail?id=1',
  '/Solution',
  '/Case',
  '/Application',
  '/Microservice',
  '/Mechanism',
  '/List?page=app',
  '/AppdetailInfo?title=yysc&catalogue=1&page=app',
  '/AppdetailInfo?title=gywfwzj&catalogue=1&page=micr',
  '/AppdetailInfo?title=jlmx&catalogue=1&page=jlmx',
  '/Internet',
  '/machine',
  '/Product',
  '/AboutUs',
  '/Contact',
  '/PlatformMembers',
  '/privacy',
  '/supply',
  '/supplySearch?active=1&id=1',
  '/supplyDetail?id=1&type=0',
] as const;
