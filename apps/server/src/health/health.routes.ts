import { healthApi } from '@portal/shared/api';
import { MESSAGES } from '@portal/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../db/database.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';

/** A probe hammering health must not hammer the database: its answer is reused for a second. */
const PING_REUSE_MS = 1_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let lastGoodPing = 0;

  route(app, healthApi.health, async () => {
    try {
      if (Date.now() - lastGoodPing >= PING_REUSE_MS) {
        await pingDatabase(app.db);
        lastGoodPing = Date.now();
      }
    } catch (error) {
      lastGoodPing = 0;
      app.log.error({ err: error }, 'database ping failed');
      throw new AppError(503, MESSAGES.databaseUnavailable);
    }
    return ok({ status: 'ok' as const, database: app.dbEngine });
  });
};
