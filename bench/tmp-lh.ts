import { lighthouseSummary } from './browser.ts';
for (const page of process.argv.slice(2)) console.log(page, await lighthouseSummary(`http://127.0.0.1:8123${page}`, 3));
