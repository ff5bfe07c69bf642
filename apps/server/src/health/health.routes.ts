import { MESSAGES, zEnvelope, zErrorEnvelope, zHealth } from '@portal/shared';
import type { AppInstance } from '../app.ts';
import { pingDatabase } from '../db/database.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';

export function healthRoutes(app: AppInstance): void {
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
        await pingDatabase(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'database ping failed');
        throw new AppError(503, MESSAGES.databaseUnavailable);
      }
      return ok({ status: 'ok' as const, database: app.dbEngine });
    },
  );
}
