import { MESSAGES, zEnvelope, zErrorEnvelope, zHealth } from '@portal/shared';
import type { AppInstance } from '../app.ts';
import { pingDatabase } from '../db/database.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';

/** A probe hammering health must not hammer the database: its answer is reused for a second. */
const PING_REUSE_MS = 1_000;

export function healthRoutes(app: AppInstance): void {
  let lastGoodPing = 0;

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: '健康检查：服务与数据库是否可用',
        response: { 200: zEnvelope(zHealth), 503: zErrorEnvelope },
      },
    },
    async () => {
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
    },
  );
}
