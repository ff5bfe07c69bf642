// Test images for the OCR calls: ID cards and business licences drawn by Chromium from HTML
// (Chinese labels in the system's CJK font), with known numbers, then spoiled the way phone
// photos are: turned a few degrees, blurred, noisy, and at a phone photo's size. Nothing is
// fetched; every number is made up and passes its check rule.
import type { Browser } from 'playwright-core';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A small seeded generator, so a run draws the same cards every time. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const digits = (random: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

/** A national id (GB 11643) with a birth date between 1950 and 2004. */
export function makeNationalId(random: () => number): string {
  const area = pick(random, ['110105', '410105', '440305', '310115', '320102', '510104']);
  const year = 1950 + Math.floor(random() * 55);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  const body = `${area}${year}${month}${day}${digits(random, 3)}`;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

/** A unified social credit code (GB 32100) of a company (91…). */
export function makeCreditCode(random: () => number): string {
  const body = `91${pick(random, ['4101', '1101', '4403', '3101'])}${digits(random, 2)}${Array.from(
    { length: 9 },
    () => pick(random, CREDIT_CHARS.split('')),
  ).join('')}`;
  const sum = CREDIT_WEIGHTS.reduce(
    (acc, weight, i) => acc + weight * CREDIT_CHARS.indexOf(body[i] as string),
    0,
  );
  return body + CREDIT_CHARS[(31 - (sum % 31)) % 31];
}

export interface Spoil {
  /** Degrees the card is turned (a hand-held photo). */
  rotate: number;
  /** Gaussian blur radius in px at the card's scale (focus). */
  blur: number;
  /** Share of pixels replaced by random grey (sensor noise), 0–0.2. */
  noise: number;
  /** Width of the whole photo in px (the card fills about 80 % of it). */
  width: number;
  format: 'png' | 'jpeg';
}

export interface Card {
  kind: 'idCard' | 'licence';
  number: string;
  spoil: Spoil;
  image: Buffer;
}

const NAMES = ['王建国', '李晓梅', '张伟', '刘洋', '陈静', '杨帆'];
const COMPANIES = [
  '演示冷链科技有限公司',
  '郑州冻品物流有限公司',
  '河南冷库设备有限公司',
  '中原食品冷藏有限公司',
];

function idCardHtml(number: string, random: () => number): string {
  return `<div class="card id">
    <div class="row"><span class="label">姓名</span><span class="value">${pick(random, NAMES)}</span></div>
    <div class="row"><span class="label">性别</span><span class="value">男</span><span class="label gap">民族</span><span class="value">汉</span></div>
    <div class="row"><span class="label">出生</span><span class="value">${number.slice(6, 10)} 年 ${Number(number.slice(10, 12))} 月 ${Number(number.slice(12, 14))} 日</span></div>
    <div class="row"><span class="label">住址</span><span class="value">河南省郑州市金水区<br>花园路${Math.floor(random() * 200)}号</span></div>
    <div class="photo"></div>
    <div class="number"><span class="label">公民身份号码</span><span class="digits">${number}</span></div>
  </div>`;
}

function licenceHtml(number: string, random: () => number): string {
  return `<div class="card licence">
    <div class="title">营 业 执 照</div>
    <div class="row"><span class="label">统一社会信用代码</span><span class="digits">${number}</span></div>
    <div class="row"><span class="label">名　　称</span><span class="value">${pick(random, COMPANIES)}</span></div>
    <div class="row"><span class="label">类　　型</span><span class="value">有限责任公司</span></div>
    <div class="row"><span class="label">法定代表人</span><span class="value">${pick(random, NAMES)}</span></div>
    <div class="row"><span class="label">注册资本</span><span class="value">伍佰万元整</span></div>
    <div class="row"><span class="label">住　　所</span><span class="value">郑州市高新区科学大道${Math.floor(random() * 300)}号</span></div>
  </div>`;
}

const STYLE = `
  html, body { margin: 0; background: #6b6f76; }
  .stage { display: flex; align-items: center; justify-content: center; overflow: hidden; }
  .card { font-family: 'WenQuanYi Micro Hei', sans-serif; color: #222; position: relative; box-sizing: border-box; }
  .id { width: 856px; height: 540px; border-radius: 28px; padding: 48px 56px;
        background: linear-gradient(135deg, #eef3f7, #dce8ef 60%, #e9eef2); }
  .licence { width: 900px; height: 640px; padding: 40px 60px; background: #fbf7ee; border: 10px double #b23a2a; }
  .row { font-size: 30px; margin: 14px 0; display: flex; gap: 22px; }
  .label { color: #3a6ea5; min-width: 80px; }
  .licence .label { color: #444; min-width: 240px; }
  .gap { margin-left: 40px; }
  .value { color: #111; }
  .photo { position: absolute; right: 60px; top: 70px; width: 210px; height: 260px; border-radius: 10px;
           background: radial-gradient(circle at 50% 38%, #9aa7b3 28%, #c9d2da 29%); }
  .number { position: absolute; left: 56px; bottom: 52px; font-size: 32px; display: flex; gap: 28px; }
  .digits { font-family: 'DejaVu Sans Mono', monospace; font-size: 40px; letter-spacing: 3px; color: #111; }
  .title { text-align: center; font-size: 56px; letter-spacing: 12px; color: #b23a2a; margin-bottom: 26px; }
`;

/** Speckles the canvas over the card with grey dots (sensor noise), seeded. */
const NOISE_SCRIPT = `({ noise, seed, width, height }) => {
  const canvas = document.querySelector('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const image = context.createImageData(width, height);
  let state = seed;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
  for (let i = 0; i < width * height; i += 1) {
    if (next() >= noise) continue;
    const grey = Math.floor(next() * 255);
    image.data.set([grey, grey, grey, 255], i * 4);
  }
  context.putImageData(image, 0, 0);
}`;

/**
 * Draws one card photo: the card is laid on a grey table, turned and blurred by CSS, and
 * speckled by a canvas over it; the screenshot is the photo.
 */
export async function drawCard(
  browser: Browser,
  kind: Card['kind'],
  number: string,
  spoil: Spoil,
  random: () => number,
): Promise<Buffer> {
  const cardWidth = kind === 'idCard' ? 856 : 900;
  const cardHeight = kind === 'idCard' ? 540 : 640;
  // The card fills about 80 % of the photo; the device scale brings it to the photo's size.
  const cssWidth = Math.round(cardWidth / 0.8);
  const cssHeight = Math.round(cardHeight / 0.8);
  const scale = spoil.width / cssWidth;
  const page = await browser.newPage({
    viewport: { width: cssWidth, height: cssHeight },
    deviceScaleFactor: scale,
  });
  try {
    const body = kind === 'idCard' ? idCardHtml(number, random) : licenceHtml(number, random);
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}
        .stage { width: ${cssWidth}px; height: ${cssHeight}px; }
        .card { transform: rotate(${spoil.rotate}deg); filter: blur(${spoil.blur}px); }
        canvas { position: absolute; inset: 0; width: ${cssWidth}px; height: ${cssHeight}px; }
      </style></head><body><div class="stage">${body}</div><canvas></canvas></body></html>`,
    );
    const noise = {
      noise: spoil.noise,
      seed: Math.floor(random() * 2 ** 31),
      width: Math.round(cssWidth * scale),
      height: Math.round(cssHeight * scale),
    };
    // A script as text: the TypeScript runner's helpers do not exist inside the page.
    await page.evaluate(`(${NOISE_SCRIPT})(${JSON.stringify(noise)})`);
    await page.evaluate('document.fonts.ready');
    return await page.screenshot(spoil.format === 'jpeg' ? { type: 'jpeg', quality: 85 } : { type: 'png' });
  } finally {
    await page.close();
  }
}

/** `count` cards, half ID cards and half licences, each spoiled differently (seeded). */
export async function generateCards(browser: Browser, count: number, seed = 12): Promise<Card[]> {
  const random = seeded(seed);
  const cards: Card[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind: Card['kind'] = i % 2 === 0 ? 'idCard' : 'licence';
    const number = kind === 'idCard' ? makeNationalId(random) : makeCreditCode(random);
    const spoil: Spoil = {
      rotate: Math.round((random() * 8 - 4) * 10) / 10,
      blur: Math.round(random() * 12) / 10,
      noise: Math.round(random() * 8) / 100,
      width: pick(random, [1280, 1600, 2048]),
      format: random() < 0.7 ? 'jpeg' : 'png',
    };
    cards.push({ kind, number, spoil, image: await drawCard(browser, kind, number, spoil, random) });
  }
  return cards;
}
