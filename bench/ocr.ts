// `npx tsx bench/ocr.ts [count]`: the OCR calls' recognition rate and time per image over
// generated card photos (bench/ocr/cards.ts: ID cards and licences with known numbers,
// turned, blurred, noisy, at phone-photo sizes). Writes the images and a summary under
// bench/results/ocr/.
import fs from 'node:fs';
import path from 'node:path';
import { createTesseractOcr } from '../apps/server/src/certification/ocr.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { generateCards } from './ocr/cards.ts';

const count = Number(process.argv[2] ?? 40);
const out = path.resolve(import.meta.dirname, 'results/ocr');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const browser = await launchChromium();
const cards = await generateCards(browser, count);
await browser.close();

const ocr = createTesseractOcr();
const started = performance.now();
// The first read starts the worker: timed apart so the per-image figure is the steady one.
await ocr.read(cards[0]?.image ?? Buffer.alloc(0), 'idNumber').catch(() => null);
const startup = performance.now() - started;

const rows: string[] = [];
const times: number[] = [];
let right = 0;
let wrong = 0;
for (const [i, card] of cards.entries()) {
  const name = `${String(i).padStart(2, '0')}-${card.kind}.${card.spoil.format === 'jpeg' ? 'jpg' : 'png'}`;
  fs.writeFileSync(path.join(out, name), card.image);
  const t0 = performance.now();
  const read = await ocr.read(card.image, card.kind === 'idCard' ? 'idNumber' : 'creditCode');
  const ms = performance.now() - t0;
  times.push(ms);
  if (read === card.number) right += 1;
  else if (read !== null) wrong += 1;
  const { rotate, blur, noise, width } = card.spoil;
  rows.push(
    `${name}\t${card.number}\t${read ?? '-'}\t${read === card.number ? 'ok' : read ? 'WRONG' : 'none'}\t${Math.round(ms)} ms\trotate ${rotate}° blur ${blur}px noise ${Math.round(noise * 100)}% width ${width}px ${(card.image.length / 1024).toFixed(0)} KB`,
  );
}
await ocr.close();

const sorted = [...times].sort((a, b) => a - b);
const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
const byKind = (kind: string) => {
  const mine = cards
    .map((card, i) => ({ card, row: rows[i] ?? '' }))
    .filter(({ card }) => card.kind === kind);
  return `${mine.filter(({ row }) => row.includes('\tok\t')).length}/${mine.length}`;
};
const summary = [
  `images: ${cards.length} (ID cards ${byKind('idCard')} read right, licences ${byKind('licence')})`,
  `recognition rate: ${((100 * right) / cards.length).toFixed(1)} % right, ${wrong} wrong number(s) answered, ${cards.length - right - wrong} answered 未识别到证件号`,
  `time per image: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms (worker start ${Math.round(startup)} ms incl. the first read)`,
];
fs.writeFileSync(path.join(out, 'summary.txt'), `${summary.join('\n')}\n\n${rows.join('\n')}\n`);
console.log(rows.join('\n'));
console.log(`\n${summary.join('\n')}`);
