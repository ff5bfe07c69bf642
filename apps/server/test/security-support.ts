import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { captchaApi } from '@portal/shared/site';
import { vi } from 'vitest';
import { type AppInstance, buildApp } from '../src/app.ts';
import type { TrustProxy } from '../src/config.ts';
import type { Engine } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import type { RateLimitStore } from '../src/lib/rate-limit.ts';
import { createTestDatabase, type TestDatabase } from './helpers.ts';
import { callAs } from './support/call.ts';

/**
 * Helpers of the security tests: human checks passed the way the browser tests pass them (the
 * development routes), and an app whose logs and rate-limit store a test chooses.
 */

/** A password hash in the format stored before argon2id: scrypt, N = 2^14. */
export function legacyScryptHash(passwordMd5: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(passwordMd5, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Lets time pass: moves the faked clock when Date is faked, else really waits. */
export async function later(ms: number): Promise<void> {
  if (vi.isFakeTimers()) vi.setSystemTime(Date.now() + ms);
  else await new Promise((resolve) => setTimeout(resolve, ms));
}

/** A drag from 0 to the far end over `ms`, sampled every 16 ms like pointer events. */
export function drag(distance: number, ms = 600) {
  const trail: { x: number; t: number }[] = [];
  for (let t = 0; t < ms; t += 16) trail.push({ x: Math.round((distance * t) / ms), t });
  trail.push({ x: distance, t: ms });
  return trail;
}

let sliderAddress = 0;

/** A passed drag slider's ticket (asked for from an address of its own, so no test's limits move). */
export async function passSlider(app: AppInstance): Promise<string> {
  sliderAddress += 1;
  const started = await callAs(
    { app },
    'visitor',
    captchaApi.slider,
    {},
    { remoteAddress: `10.250.${Math.floor(sliderAddress / 250)}.${sliderAddress % 250}` },
  );
  const id: string = started.body.data.id;
  await later(400);
  const passed = await callAs({ app }, 'visitor', captchaApi.sliderVerify, {
    body: { id, distance: 260, trail: drag(260) },
  });
  if (passed.status !== 200) throw new Error(`slider not passed: ${passed.response.body}`);
  return passed.body.data.ticket as string;
}

/** An image captcha and its answer, read from the development-only route. */
export async function solveCaptcha(app: AppInstance): Promise<{ captchaId: string; captcha: string }> {
  sliderAddress += 1;
  const issued = await callAs(
    { app },
    'visitor',
    captchaApi.image,
    {},
    { remoteAddress: `10.251.${Math.floor(sliderAddress / 250)}.${sliderAddress % 250}` },
  );
  const captchaId: string = issued.body.data.id;
  const answer = await callAs({ app }, 'visitor', captchaApi.devImageAnswer, { params: { id: captchaId } });
  return { captchaId, captcha: answer.body.data.answer as string };
}

export interface SecurityTestApp {
  app: AppInstance;
  database: TestDatabase;
  /** Every log line so far, parsed. */
  logs: Record<string, unknown>[];
  /** The same app again on the same database and store (a restart, or a second process). */
  another(): Promise<AppInstance>;
  close(): Promise<void>;
}

/** The real app on a fresh database with the demo content, logging at info into `logs`. */
export async function createSecurityApp(
  engine: Engine,
  options: { rateLimits?: () => RateLimitStore; trustProxy?: TrustProxy } = {},
): Promise<SecurityTestApp> {
  const database = await createTestDatabase(engine);
  await prepareDatabase(database.db, { loadDemoContent: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-security-'));
  const logs: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
  });
  const apps: AppInstance[] = [];
  const build = async () => {
    const app = await buildApp({
      database,
      webDist: null,
      dataDir,
      production: false,
      logLevel: 'info',
      logStream: stream,
      ...(options.rateLimits ? { rateLimits: options.rateLimits() } : {}),
      ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    });
    await app.ready();
    apps.push(app);
    return app;
  };
  const app = await build();
  return {
    app,
    database,
    logs,
    another: build,
    async close() {
      for (const each of apps) await each.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the log lines of requests just answered (pino writes them a moment later). */
export const logsSettled = () => new Promise((resolve) => setTimeout(resolve, 20));
