import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 AA rules DESIGN.md holds every page to. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeResults {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
}

/**
 * What axe-core finds against WCAG 2.1 AA on the page as it stands, one line per rule with
 * the first elements that break it. The script goes in through DevTools evaluation, which
 * the page's Content-Security-Policy does not govern (the page itself is left as served).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_21_AA,
  );
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
