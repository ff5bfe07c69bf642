import { SIGNING_TEXTS, signingApi } from '@portal/shared/signing';
import { largestUpload, type UploadSpec } from '@portal/shared/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readNamedUpload } from '../files/multipart.ts';
import { checkUpload, type UploadTexts } from '../files/upload-check.ts';
import { ok, okPage } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { HOUR_MS } from '../lib/time.ts';
import { type IdentityOptions, platformIdentities } from './platform-certificate.ts';
import { removeStaleSigningUploadsJob } from './signing.jobs.ts';
import {
  assertPageSlot,
  listSignedDocuments,
  readDocumentFile,
  signDocument,
  signingRecordPdf,
  uploadDocument,
  uploadImage,
  uploadPagePicture,
  verifyDocument,
} from './signing.service.ts';

/** Uploads and signings one account may make in an hour; checks one address may ask for. */
const UPLOADS_PER_USER = { count: 200, windowMs: HOUR_MS };
/** Page pictures for the A4 output: one a page, a 200-page document several times over. */
const PAGE_PICTURES_PER_USER = { count: 2_000, windowMs: HOUR_MS };
const VERIFICATIONS_PER_ADDRESS = { count: 120, windowMs: HOUR_MS };

const PDF_TEXTS: UploadTexts = {
  missing: SIGNING_TEXTS.pdfMissing,
  wrongType: SIGNING_TEXTS.pdfType,
  tooLarge: () => SIGNING_TEXTS.pdfSize,
  broken: SIGNING_TEXTS.pdfBroken,
};

/** The file of an upload with the name it came with; a 0-byte file is told as such, not as a wrong type. */
async function readFile(
  request: FastifyRequest,
  app: Parameters<FastifyPluginAsyncZod>[0],
  spec: UploadSpec,
  texts: UploadTexts,
) {
  const { content, fileName } = await readNamedUpload(request, {
    field: spec.field,
    maxBytes: largestUpload(spec),
    missing: texts.missing,
    tooLarge: texts.tooLarge('pdf'),
  });
  if (content.length === 0 && spec.accepts.pdf) throw new AppError(400, SIGNING_TEXTS.pdfEmpty);
  return { file: await checkUpload(app.heavyWork, content, spec, texts), fileName };
}

function sendPdf(
  reply: FastifyReply,
  file: { content: Buffer; fileName: string },
  disposition: 'inline' | 'attachment',
) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('Cache-Control', 'private, no-store')
    .send(file.content);
}

/**
 * The signature and seal tool (spec 002 §2.10; issue 21): uploads, the signing, the signer's
 * documents and records, and the public check of a signed PDF.
 */
export const signingRoutes: FastifyPluginAsyncZod<{ identity?: IdentityOptions }> = async (app, options) => {
  app.jobs.schedule(removeStaleSigningUploadsJob(app.db, app.files));
  const identities = platformIdentities(app.dataDir, app.heavyWork, options.identity);

  const countUpload = async (userId: number) => {
    const count = await app.rateLimits.increment(`signing:${userId}`, UPLOADS_PER_USER.windowMs);
    if (count > UPLOADS_PER_USER.count) throw new AppError(429, '操作过于频繁，请一小时后再试');
  };

  route(app, signingApi.uploadDocument, async ({ caller }, request) => {
    await countUpload(caller.userId);
    const { file, fileName } = await readFile(request, app, signingApi.uploadDocument.upload, PDF_TEXTS);
    return ok(
      await uploadDocument(app.db, app.heavyWork, app.files, caller, file, fileName),
      SIGNING_TEXTS.uploadSuccess,
    );
  });

  route(app, signingApi.uploadImage, async ({ caller }, request) => {
    await countUpload(caller.userId);
    const { file } = await readFile(request, app, signingApi.uploadImage.upload, {
      missing: SIGNING_TEXTS.imageMissing,
      wrongType: SIGNING_TEXTS.imageType,
      tooLarge: () => SIGNING_TEXTS.imageSize,
      broken: SIGNING_TEXTS.imageBroken,
    });
    return ok(await uploadImage(app.db, app.files, caller, file), SIGNING_TEXTS.uploadSuccess);
  });

  route(app, signingApi.uploadPage, async ({ params, caller }, request) => {
    const count = await app.rateLimits.increment(
      `signing-pages:${caller.userId}`,
      PAGE_PICTURES_PER_USER.windowMs,
    );
    if (count > PAGE_PICTURES_PER_USER.count) throw new AppError(429, '操作过于频繁，请一小时后再试');
    // The draft and its page are checked before the body is read.
    await assertPageSlot(app.db, caller, params.id, params.page);
    const { file } = await readFile(request, app, signingApi.uploadPage.upload, {
      missing: SIGNING_TEXTS.pageImageMissing,
      wrongType: SIGNING_TEXTS.pageImageType,
      tooLarge: () => SIGNING_TEXTS.pageImageSize,
      broken: SIGNING_TEXTS.pageImageBroken,
    });
    return ok(await uploadPagePicture(app.db, app.files, caller, params.id, params.page, file));
  });

  route(app, signingApi.sign, async ({ body, caller }) => {
    await countUpload(caller.userId);
    return ok(
      await signDocument(app.db, app.heavyWork, app.files, identities, caller, body),
      SIGNING_TEXTS.signed,
    );
  });

  route(app, signingApi.list, async ({ query, caller }) => {
    const { list, total } = await listSignedDocuments(app.db, caller, query);
    return okPage(list, { currentPage: query.currentPage, pageSize: query.pageSize, total });
  });

  route(app, signingApi.result, async ({ params, caller }, _request, reply) =>
    sendPdf(reply, await readDocumentFile(app.db, app.files, caller, params.id, 'result'), 'attachment'),
  );

  route(app, signingApi.original, async ({ params, caller }, _request, reply) =>
    sendPdf(reply, await readDocumentFile(app.db, app.files, caller, params.id, 'original'), 'attachment'),
  );

  route(app, signingApi.record, async ({ params, caller }, _request, reply) =>
    sendPdf(
      reply,
      await signingRecordPdf(app.db, app.heavyWork, identities, caller, params.id),
      'attachment',
    ),
  );

  route(app, signingApi.verify, async (_input, request) => {
    // Counted before the body is read.
    const count = await app.rateLimits.increment(`verify:${request.ip}`, VERIFICATIONS_PER_ADDRESS.windowMs);
    if (count > VERIFICATIONS_PER_ADDRESS.count) throw new AppError(429, '验证过于频繁，请一小时后再试');
    const { file } = await readFile(request, app, signingApi.verify.upload, {
      ...PDF_TEXTS,
      missing: SIGNING_TEXTS.verifyMissing,
      tooLarge: () => SIGNING_TEXTS.verifySize,
    });
    return ok(await verifyDocument(app.db, app.heavyWork, identities, file.content));
  });
};
