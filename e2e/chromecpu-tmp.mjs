import fs from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.env.BASE;
function childCpu() {
  const st = fs.readFileSync('/proc/self/stat', 'utf8');
  const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
  return (+f[13] + +f[14]) / 100;
}
const O = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';
const sets = {
  noOmni: [O],
  noIso: [
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,IsolateOrigins,site-per-process',
    '--disable-site-isolation-trials',
  ],
  many: [
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,Translate,OptimizationHints,MediaRouter,InterestFeedContentSuggestions,AutofillServerCommunication,CertificateTransparencyComponentUpdater',
    '--disable-extensions',
    '--mute-audio',
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
  ],
};
for (const round of [1, 2])
  for (const [name, extra] of Object.entries(sets)) {
    const before = childCpu();
    const t0 = Date.now();
    const b = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...extra,
      ],
    });
    for (let i = 0; i < 4; i++) {
      const c = await b.newContext({ viewport: { width: 1440, height: 900 } });
      const p = await c.newPage();
      for (const u of ['/', '/Application', '/News']) {
        await p.goto(base + u, { waitUntil: 'load' });
        await p.waitForTimeout(300);
      }
      await p.screenshot({ path: '/tmp/x.png' });
      await c.close();
    }
    await b.close();
    console.log(
      round,
      name,
      (childCpu() - before).toFixed(1),
      's cpu',
      ((Date.now() - t0) / 1000).toFixed(1),
      's wall',
    );
  }
