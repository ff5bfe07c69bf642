import { ACCOUNT_TEXTS, filesApi } from '@portal/shared/accounts';
import { CERTIFICATION_TEXTS } from '@portal/shared/certification';
import type { UploadSpec } from '@portal/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { MINUTE_MS } from '../lib/time.ts';
import { uploadCleanUpJob } from './files.jobs.ts';
import { detectImageType, readVisibleFile, saveUpload } from './files.service.ts';
import { readCheckedUpload } from './upload-check.ts';

const UPLOADS_PER_IP = { count: 30, windowMs: 10 * MINUTE_MS };

/** Image upload (visitors too: the registration form) and the uploaded files. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.schedule(uploadCleanUpJob(app.db, app.files));

  route(app, filesApi.upload, async ({ caller }, request) => {
    const count = await app.rateLimits.increment(`upload:${request.ip}`, UPLOADS_PER_IP.windowMs);
    if (count > UPLOADS_PER_IP.count) throw new AppError(429, '上传过于频繁，请稍后再试');
    const file = await readCheckedUpload(request, app.heavyWork, uploadFor(caller !== null), {
      missing: '请选择要上传的文件',
      wrongType: ACCOUNT_TEXTS.imageType,
      tooLarge: (type) => (type === 'pdf' ? CERTIFICATION_TEXTS.pdfSize : ACCOUNT_TEXTS.imageSize),
    });
    const owner = caller ? { userId: caller.userId, tenantId: caller.tenantId } : null;
    return ok(await saveUpload(app.db, app.files, file, owner), '上传成功');
  });

  route(app, filesApi.file, async ({ params, caller }, _request, reply) => {
    const file = await readVisibleFile(app.db, app.files, params.name, caller);
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
