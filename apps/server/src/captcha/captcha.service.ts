import { randomInt } from 'node:crypto';
import { CAPTCHA, SITE_TEXTS, SLIDER, type SliderVerifyRequest } from '@portal/shared/site';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { randomToken } from '../lib/crypto.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { HOUR_MS, isoIn, MINUTE_MS, nowIso } from '../lib/time.ts';
import {
  type ChallengeRow,
  deleteExpiredBefore,
  findChallenge,
  insertChallenge,
  markPassed,
  markUsed,
} from './captcha.repository.ts';

/**
 * The image captcha and the drag slider of spec 002 §2.12, checked here rather than only
 * drawn (DESIGN.md): each challenge has an id, lives a short time and is used at most once;
 * any attempt at an image captcha uses it up, so an answer cannot be guessed by retrying.
 */

const ISSUES_PER_IP = { count: 60, windowMs: 10 * MINUTE_MS };

/** A drag no person can make: shorter than this from grabbing the handle to the end. */
const SLIDER_MIN_DRAG_MS = 150;
/** Nor can a person start dragging sooner than this after the slider appeared. */
const SLIDER_MIN_SINCE_ISSUE_MS = 300;
const SLIDER_MIN_POINTS = 3;
/** Pixels of rounding allowed at either end of the track. */
const SLIDER_SLACK_PX = 2;

// svg-captcha's main export draws a given text; its typings only describe the helpers.
const drawCaptcha = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;

function randomAnswer(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA.length; i += 1)
    text += CAPTCHA.characters[randomInt(CAPTCHA.characters.length)];
  return text;
}

/** 4 characters, 4 noise lines (svg-captcha) and 30 dots on a 100×40 picture (002 §2.12, §9). */
export function drawImage(answer: string): string {
  const svg = drawCaptcha(answer, {
    width: CAPTCHA.width,
    height: CAPTCHA.height,
    fontSize: 42,
    noise: CAPTCHA.noiseLines,
    color: true,
    background: '#eef3fb',
  });
  let dots = '';
  for (let i = 0; i < CAPTCHA.dots; i += 1) {
    const x = randomInt(CAPTCHA.width);
    const y = randomInt(CAPTCHA.height);
    const hue = randomInt(360);
    dots += `<circle cx="${x}" cy="${y}" r="1" fill="hsl(${hue},55%,55%)"/>`;
  }
  return svg.replace('</svg>', `${dots}</svg>`);
}

async function limitIssues(limits: RateLimitStore, ip: string): Promise<void> {
  const count = await limits.increment(`captcha:${ip}`, ISSUES_PER_IP.windowMs);
  if (count > ISSUES_PER_IP.count) throw new AppError(429, SITE_TEXTS.captchaTooFrequent);
}

async function issue(db: Db, kind: ChallengeRow['kind'], answer: string | null, ip: string, validMs: number) {
  const now = new Date();
  const id = randomToken(18);
  await deleteExpiredBefore(db, isoIn(-HOUR_MS, now));
  await insertChallenge(db, {
    id,
    kind,
    answer,
    ip,
    createTime: nowIso(now),
    expireTime: isoIn(validMs, now),
    passTime: null,
    usedTime: null,
  });
  return id;
}

export async function issueImageCaptcha(db: Db, limits: RateLimitStore, ip: string) {
  await limitIssues(limits, ip);
  const answer = randomAnswer();
  const id = await issue(db, 'image', answer, ip, CAPTCHA.validMs);
  return { id, svg: drawImage(answer) };
}

export async function issueSlider(db: Db, limits: RateLimitStore, ip: string) {
  await limitIssues(limits, ip);
  return { id: await issue(db, 'slider', null, ip, SLIDER.validMs) };
}

const isOpen = (row: ChallengeRow | undefined, now: string): row is ChallengeRow =>
  row !== undefined && row.usedTime === null && row.expireTime > now;

/** The captcha error shown on the form's captcha field. */
const captchaError = (message: string, field: string) =>
  new AppError(400, message, { fieldErrors: { [field]: message } });

/**
 * Checks an image captcha answer and uses the challenge up, right or wrong. `field` is the
 * form field the message belongs to.
 */
export async function consumeImageCaptcha(
  db: Db,
  challenge: { id: string; answer: string },
  field = 'captcha',
): Promise<void> {
  const now = nowIso();
  const row = await findChallenge(db, challenge.id, 'image');
  if (!isOpen(row, now) || !(await markUsed(db, row.id, now)))
    throw captchaError(SITE_TEXTS.captchaExpired, field);
  if (row.answer !== challenge.answer.trim().toUpperCase())
    throw captchaError(SITE_TEXTS.captchaWrong, field);
}

/** True when the drag went from the start to the far end the way a hand moves. */
export function isHumanDrag(request: Pick<SliderVerifyRequest, 'distance' | 'trail'>): boolean {
  const { distance, trail } = request;
  if (trail.length < SLIDER_MIN_POINTS) return false;
  const first = trail[0] as (typeof trail)[number];
  const last = trail[trail.length - 1] as (typeof trail)[number];
  const inTrack = trail.every((p) => p.x >= -SLIDER_SLACK_PX && p.x <= distance + SLIDER_SLACK_PX);
  const timeRuns = trail.every((p, i) => i === 0 || p.t >= (trail[i - 1] as typeof p).t);
  return (
    inTrack &&
    timeRuns &&
    first.x <= SLIDER_SLACK_PX &&
    last.x >= distance - SLIDER_SLACK_PX &&
    last.t - first.t >= SLIDER_MIN_DRAG_MS
  );
}

/**
 * A slider dragged to the end: a human-looking drag passes and its id becomes a ticket for
 * one guarded submission; any other drag uses the challenge up (the widget asks for a new one).
 */
export async function verifySlider(db: Db, request: SliderVerifyRequest): Promise<{ ticket: string }> {
  const now = new Date();
  const nowText = nowIso(now);
  const row = await findChallenge(db, request.id, 'slider');
  if (!isOpen(row, nowText) || row.passTime !== null) throw new AppError(400, SITE_TEXTS.sliderExpired);
  const tooSoon = now.getTime() - Date.parse(row.createTime) < SLIDER_MIN_SINCE_ISSUE_MS;
  if (tooSoon || !isHumanDrag(request)) {
    await markUsed(db, row.id, nowText);
    throw new AppError(400, SITE_TEXTS.sliderFailed);
  }
  if (!(await markPassed(db, row.id, nowText, isoIn(SLIDER.ticketValidMs, now)))) {
    throw new AppError(400, SITE_TEXTS.sliderExpired);
  }
  return { ticket: row.id };
}

/** For a submission the slider guards: a passed, unused, unexpired ticket, used up here. */
export async function consumeSliderTicket(db: Db, ticket: string, field = 'ticket'): Promise<void> {
  const now = nowIso();
  if (!ticket) throw captchaError(SITE_TEXTS.sliderRequired, field);
  const row = await findChallenge(db, ticket, 'slider');
  if (!isOpen(row, now) || row.passTime === null || !(await markUsed(db, row.id, now))) {
    throw captchaError(SITE_TEXTS.sliderExpired, field);
  }
}

/** The answer of an image captcha, for the development-only route the browser tests read. */
export async function imageAnswer(db: Db, id: string): Promise<string | null> {
  return (await findChallenge(db, id, 'image'))?.answer ?? null;
}
