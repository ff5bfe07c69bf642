// `npm run bench:first-screen`: the first screen of every server-rendered public page in
// Chromium, against the build `npm run build` made (this builds nothing): JavaScript gzipped,
// script files and whether antd loads, until the page is idle. `--lighthouse`: then Lighthouse
// mobile, five runs each, on DESIGN.md's pages (LIGHTHOUSE_PAGES). BENCH_URL: measure a server already
// running there instead of starting one.

import {
  FIRST_SCREEN_PAGES,
  FIRST_SCREEN_TARGETS,
  LIGHTHOUSE_PAGES,
} from '@portal/shared/first-screen-budget';
import { firstScreen, lighthouseSummary } from './browser.ts';
import { startProduct } from './servers.ts';

/** DESIGN.md's targets for a page's first screen (issue 17). */
const TARGETS = FIRST_SCREEN_TARGETS;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

const PAGES = FIRST_SCREEN_PAGES;

const given = process.env.BENCH_URL;
const product = given ? null : await startProduct();
const origin = given ?? product?.url ?? '';
try {
  const rows = [];
  for (const page of PAGES) {
    const screen = await firstScreen(origin + page);
    rows.push({
      page,
      'JS KB gz': screen.kb,
      scripts: screen.scripts,
      antd: screen.antd ? 'yes' : 'no',
      within: screen.kb <= TARGETS.kb && screen.scripts <= TARGETS.scripts ? 'yes' : 'NO',
    });
  }
  console.table(rows);
  console.log(
    `targets: ≤ ${TARGETS.kb} KB gzipped and ≤ ${TARGETS.scripts} scripts per first screen; / draws no antd.`,
  );
  if (process.argv.includes('--lighthouse')) {
    for (const page of LIGHTHOUSE_PAGES)
      console.log(`Lighthouse mobile of ${page}, ${await lighthouseSummary(origin + page, LIGHTHOUSE_RUNS)}`);
  }
} finally {
  await product?.stop();
}
