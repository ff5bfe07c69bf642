// What the benches measure in a browser: Debian's Chromium driven by playwright-core, and
// Lighthouse's mobile audit on the same Chromium.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM_PATH, launchChromium } from '../e2e/support/chromium.ts';
import { median } from './stats.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');

/** antd's style engine (@ant-design/cssinjs), which every antd component needs: a script holding it is antd's. */
const ANTD_MARKER = 'data-css-hash';

export interface FirstScreen {
  /** JavaScript loaded until the page is idle, gzipped from the build, in KB. */
  kb: number;
  /** Script files loaded until then. */
  scripts: number;
  /** Whether antd's code is among them. */
  antd: boolean;
}

/**
 * The JavaScript the browser downloads for a page's first screen: every script Chromium
 * fetches until the network is idle (entry, preloads and the lazily loaded route), counted
 * gzipped from the build so the figure does not depend on the server's encoding choice.
 */
export async function firstScreen(url: string, width = 1440): Promise<FirstScreen> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let bytes = 0;
    let antd = false;
    for (const file of scripts) {
      const text = fs.readFileSync(path.join(dist, file));
      bytes += zlib.gzipSync(text).length;
      if (text.includes(ANTD_MARKER)) antd = true;
    }
    return { kb: Math.round(bytes / 102.4) / 10, scripts: scripts.size, antd };
  } finally {
    await browser.close();
  }
}

export interface LighthouseAudit {
  score: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
}

/**
 * Lighthouse's mobile performance audit of a page (simulated slow 4G and a 4× slower CPU),
 * run with Debian's Chromium against the production server.
 */
export function lighthouseMobile(url: string): Promise<LighthouseAudit> {
  const bin = path.join(root, 'node_modules/.bin/lighthouse');
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  const env = { ...process.env, CHROME_PATH: CHROMIUM_PATH };
  return new Promise((resolve, reject) => {
    execFile(bin, args, { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const report = JSON.parse(stdout) as {
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue?: number }>;
      };
      const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      resolve({
        score: Math.round(report.categories.performance.score * 100),
        lcp: value('largest-contentful-paint') / 1000,
        fcp: value('first-contentful-paint') / 1000,
        cls: value('cumulative-layout-shift'),
        tbt: value('total-blocking-time'),
      });
    });
  });
}

/** Lighthouse `runs` times on one page: median and range of each figure, one line. */
export async function lighthouseSummary(url: string, runs: number): Promise<string> {
  const audits: LighthouseAudit[] = [];
  for (let run = 0; run < runs; run++) audits.push(await lighthouseMobile(url));
  const spread = (pick: (audit: LighthouseAudit) => number, digits: number) => {
    const values = audits.map(pick);
    return `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
  };
  return (
    `median of ${audits.length} (range): performance ${spread((a) => a.score, 0)}, ` +
    `LCP ${spread((a) => a.lcp, 2)} s, FCP ${spread((a) => a.fcp, 2)} s, ` +
    `TBT ${spread((a) => a.tbt, 0)} ms, CLS ${spread((a) => a.cls, 3)}`
  );
}
