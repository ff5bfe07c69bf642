import { ACCOUNT_TEXTS, zEnvelope, zErrorEnvelope } from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { optionalUser, requireUser } from '../auth/guards.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { MINUTE_MS } from '../lib/time.ts';
import { IMAGE_MAX_BYTES, readVisibleFile, saveImage } from './files.service.ts';

const UPLOADS_PER_IP = { count: 30, windowMs: 10 * MINUTE_MS };
const tags = ['files'];

/** A body the multipart parser cannot read is the client's fault (the parser's own errors carry no status). */
function malformedUpload(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  return status !== undefined && status < 500 ? error : new AppError(400, '上传内容不正确');
}

export function filesRoutes(app: AppInstance): void {
  app.post(
    '/api/tenant/upload',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: '上传图片（JPG/JPEG/PNG，≤3MB，multipart 字段 file）；返回文件路径',
        consumes: ['multipart/form-data'],
        response: { 200: zEnvelope(z.string()), 400: zErrorEnvelope, 429: zErrorEnvelope },
      },
    },
    async (request) => {
      const count = await app.rateLimits.increment(`upload:${request.ip}`, UPLOADS_PER_IP.windowMs);
      if (count > UPLOADS_PER_IP.count) throw new AppError(429, '上传过于频繁，请稍后再试');
      if (!request.isMultipart()) throw new AppError(400, '请选择要上传的文件');
      const file = await request
        .file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } })
        .catch((error: unknown) => {
          throw malformedUpload(error);
        });
      if (file?.fieldname !== 'file') throw new AppError(400, '请选择要上传的文件');
      const content = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, ACCOUNT_TEXTS.imageSize);
        throw malformedUpload(error);
      });
      if (file.file.truncated) throw new AppError(400, ACCOUNT_TEXTS.imageSize);
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
        params: z.object({ name: z.string().regex(/^[A-Za-z0-9_-]+\.(jpg|png)$/, '文件名不正确') }),
      },
    },
    async (request, reply) => {
      const user = request.user as NonNullable<typeof request.user>;
      const file = await readVisibleFile(app.db, app.dataDir, request.params.name, user);
      return reply.type(file.mimeType).header('Cache-Control', 'private, max-age=3600').send(file.content);
    },
  );
}
