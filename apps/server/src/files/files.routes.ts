import { ACCOUNT_TEXTS, filesApi } from '@portal/shared/accounts';
import { CERTIFICATION_TEXTS } from '@portal/shared/certification';
import type { UploadSpec } from '@portal/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { type RouteApp, route } from '../http/route.ts';
import { HOUR_MS, MINUTE_MS } from '../lib/time.ts';
import { detectImageType, readVisibleFile, removeUnreferencedUploads, saveUpload } from './files.service.ts';
import { readCheckedUpload } from './upload-check.ts';

const UPLOADS_PER_IP = { count: 30, windowMs: 10 * MINUTE_MS };

/** Image upload (visitors too: the registration form) and the uploaded files. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleUploadCleanUp(app);

  route(app, filesApi.upload, async (_input, request) => {
    const count = await app.rateLimits.increment(`upload:${request.ip}`, UPLOADS_PER_IP.windowMs);
    if (count > UPLOADS_PER_IP.count) throw new AppError(429, '上传过于频繁，请稍后再试');
    const file = await readCheckedUpload(request, app.heavyWork, uploadFor(request.user !== null), {
      missing: '请选择要上传的文件',
      wrongType: ACCOUNT_TEXTS.imageType,
      tooLarge: (type) => (type === 'pdf' ? CERTIFICATION_TEXTS.pdfSize : ACCOUNT_TEXTS.imageSize),
    });
    const owner = request.user ? { userId: request.user.id, tenantId: request.user.tenantId } : null;
    return ok(await saveUpload(app.db, app.dataDir, file, owner), '上传成功');
  });

  route(app, filesApi.file, async ({ params }, request, reply) => {
    const user = request.user as NonNullable<typeof request.user>;
    const file = await readVisibleFile(app.db, app.dataDir, params.name, user);
    // Shown in place only when the bytes are still the image the row says; anything else
    // is a download. The name is ours (letters, digits, _ and -), safe in the header as is.
    const image = detectImageType(file.content)?.mimeType === file.mimeType;
    return reply
      .type(image ? file.mimeType : 'application/octet-stream')
      .header('Content-Disposition', `${image ? 'inline' : 'attachment'}; filename="${params.name}"`)
      .send(file.content);
  });
};

/** Visitors (the registration form) upload pictures only; a signed PDF form needs an account. */
function uploadFor(signedIn: boolean): UploadSpec {
  const declared = filesApi.upload.upload;
  if (signedIn) return declared;
  const { pdf: _pdf, ...pictures } = declared.accepts;
  return { ...declared, accepts: pictures };
}

/** Unreferenced uploads go after a day: checked at start and every hour, stopped on close. */
function scheduleUploadCleanUp(app: RouteApp): void {
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
