import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:18411';
const shots: [string, number, string][] = JSON.parse(process.argv[2] ?? '[]');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [url, width, name] of shots) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'zh-CN' });
  await page.goto(base + url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/paid-look/${name}.png`, fullPage: process.argv[3] === 'full' });
  await page.close();
}
await browser.close();
