import { ACCOUNT_TEXTS, zEnvelope, zErrorEnvelope } from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { optionalUser, requireUser } from '../auth/guards.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { HOUR_MS, MINUTE_MS } from '../lib/time.ts';
import {
  detectImageType,
  IMAGE_MAX_BYTES,
  readVisibleFile,
  removeUnreferencedUploads,
  saveImage,
} from './files.service.ts';
import { readUploadedFile } from './multipart.ts';

const UPLOADS_PER_IP = { count: 30, windowMs: 10 * MINUTE_MS };
const tags = ['files'];

export function filesRoutes(app: AppInstance): void {
  scheduleUploadCleanUp(app);

  app.post(
    '/api/tenant/upload',
    {
      preHandler: optionalUser,
      // The whole multipart body: the image and room for the part headers.
      bodyLimit: IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: '上传图片（JPG/JPEG/PNG，≤3MB，multipart 字段 file）；返回文件路径',
        consumes: ['multipart/form-data'],
        response: {
          200: zEnvelope(z.string()),
          400: zErrorEnvelope,
          411: zErrorEnvelope,
          413: zErrorEnvelope,
          429: zErrorEnvelope,
        },
      },
    },
    async (request) => {
      const count = await app.rateLimits.increment(`upload:${request.ip}`, UPLOADS_PER_IP.windowMs);
      if (count > UPLOADS_PER_IP.count) throw new AppError(429, '上传过于频繁，请稍后再试');
      const content = await readUploadedFile(request, {
        field: 'file',
        maxBytes: IMAGE_MAX_BYTES,
        missing: '请选择要上传的文件',
        tooLarge: ACCOUNT_TEXTS.imageSize,
      });
      return ok(await saveImage(app.db, app.dataDir, content, request.user?.id ?? null), '上传成功');
    },
  );

  app.get(
    '/api/tenant/upload/files/:name',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '读取上传的文件（仅本人与运营者可见）',
        params: z.object({
          name: z
            .string()
            .max(100, '文件名不正确')
            .regex(/^[A-Za-z0-9_-]+\.(jpg|png)$/, '文件名不正确'),
        }),
      },
    },
    async (request, reply) => {
      const user = request.user as NonNullable<typeof request.user>;
      const file = await readVisibleFile(app.db, app.dataDir, request.params.name, user);
      // Shown in place only when the bytes are still the image the row says; anything else
      // is a download. The name is ours (letters, digits, _ and -), safe in the header as is.
      const image = detectImageType(file.content)?.mimeType === file.mimeType;
      return reply
        .type(image ? file.mimeType : 'application/octet-stream')
        .header(
          'Content-Disposition',
          `${image ? 'inline' : 'attachment'}; filename="${request.params.name}"`,
        )
        .send(file.content);
    },
  );
}

/** Unreferenced uploads go after a day: checked at start and every hour, stopped on close. */
function scheduleUploadCleanUp(app: AppInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const cleanUp = () => {
    running = removeUnreferencedUploads(app.db, app.dataDir)
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'unreferenced uploads removed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'upload clean-up failed'));
  };
  app.addHook('onReady', async () => {
    cleanUp();
    timer = setInterval(cleanUp, HOUR_MS);
    // The hourly check never keeps the process alive on its own.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
