/**
 * DESIGN.md's budget for a public page's first screen (issue 17), and the public pages it holds
 * for: the server test (apps/server/test/first-screen.test.ts) and the bench
 * (bench/first-screen.ts) measure the same pages against the same figures.
 */
export const FIRST_SCREEN_TARGETS = { kb: 120, scripts: 25 } as const;

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
  '/AppdetailInfo?id=1&page=app&title=yysc',
  '/Internet',
  '/machine',
  '/Product',
  '/AboutUs',
  '/Contact',
  '/PlatformMembers',
  '/privacy',
  '/supply',
] as const;
