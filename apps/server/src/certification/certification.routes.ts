import { ACCOUNT_TEXTS } from '@portal/shared/accounts';
import { CERTIFICATION_TEXTS, certificationApi } from '@portal/shared/certification';
import type { Endpoint } from '@portal/shared/contract';
import { isNationalId, RULE_MESSAGES } from '@portal/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCheckedUpload } from '../files/upload-check.ts';
import { ok } from '../http/envelope.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { type RouteApp, route } from '../http/route.ts';
import type { Caller } from '../lib/caller.ts';
import { MINUTE_MS } from '../lib/time.ts';
import {
  readOwnCertification,
  readTenantUser,
  submitDeveloperCertification,
  submitTenantCertification,
} from './certification.service.ts';
import { FormCache } from './form-cache.ts';
import { EMPTY_DETAILS } from './form-details.ts';
import type { DocumentKind } from './ocr.ts';

/** The applicant's side of certification: reading and submitting one's own, the ID check. */
export const certificationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, certificationApi.tenantUser, async ({ params, caller }) =>
    ok(await readTenantUser(app.db, caller, params.id)),
  );

  route(app, certificationApi.mine, async ({ params, caller }) =>
    ok(await readOwnCertification(app.db, caller, params.id)),
  );

  route(app, certificationApi.submitTenant, async ({ body, caller }) =>
    ok(await submitTenantCertification(app.db, caller, body), CERTIFICATION_TEXTS.submitted),
  );

  route(app, certificationApi.submitDeveloper, async ({ body, caller }) =>
    ok(await submitDeveloperCertification(app.db, caller, body), CERTIFICATION_TEXTS.submitted),
  );

  route(app, certificationApi.readIdNumber, async ({ caller }, request) =>
    ok(...(await recognise(app, caller, request, certificationApi.readIdNumber, 'idNumber', '身份证号'))),
  );
  route(app, certificationApi.readCreditCode, async ({ caller }, request) =>
    ok(
      ...(await recognise(
        app,
        caller,
        request,
        certificationApi.readCreditCode,
        'creditCode',
        '统一社会信用代码',
      )),
    ),
  );

  const forms = new FormCache(app.heavyWork);
  route(app, certificationApi.previewPdf, async ({ params, caller: user }, request, reply) => {
    const name = params.type === 1 ? 'application-form.pdf' : 'commitment-letter.pdf';
    reply.type('application/pdf').header('Content-Disposition', `inline; filename="${name}"`);
    // A visitor's blank form is drawn once per start and served from memory.
    if (!user) {
      const blank = await forms.blank(params.type);
      if (request.headers['if-none-match'] === blank.etag) return reply.code(304).send();
      return reply.header('ETag', blank.etag).header('Cache-Control', 'public, max-age=3600').send(blank.pdf);
    }
    // Filled with the caller's own details, drawn in the worker pool.
    const own = await readOwnCertification(app.db, user, user.userId).catch(() => null);
    const details = own
      ? {
          ...EMPTY_DETAILS,
          ...own,
          companyName: own.companyName || (own.type === 0 ? (user.tenantName ?? '') : ''),
          adminName: own.adminName || (user.realName ?? ''),
        }
      : EMPTY_DETAILS;
    return reply.send(await forms.filled(params.type, details));
  });

  route(app, certificationApi.validateIdNumber, async ({ body }) => {
    if (!isNationalId(body.idCard.toUpperCase())) {
      throw badRequest(RULE_MESSAGES.nationalId, { idCard: RULE_MESSAGES.nationalId });
    }
    return ok(true as const, CERTIFICATION_TEXTS.idValid);
  });
};

/** Reads per account in 10 minutes: recognition takes a core for about a second. */
const OCR_LIMIT = { count: 20, windowMs: 10 * MINUTE_MS };

/**
 * One OCR call: an image (JPG/PNG ≤ 3 MB, by content) in the multipart field `file`; answers
 * `label:number` (the client splits on the colon), or '' with 未识别到证件号 when no number
 * passing its check rule was read.
 */
async function recognise(
  app: RouteApp,
  caller: Caller,
  request: Parameters<Parameters<typeof route>[2]>[1],
  endpoint: Endpoint & { upload: NonNullable<Endpoint['upload']> },
  kind: DocumentKind,
  label: string,
): Promise<[string, string]> {
  if ((await app.rateLimits.increment(`ocr:${caller.userId}`, OCR_LIMIT.windowMs)) > OCR_LIMIT.count) {
    throw new AppError(429, CERTIFICATION_TEXTS.ocrBusy);
  }
  // Measured against the pixel budget before it is decoded; decoded off the main thread.
  const photo = await readCheckedUpload(request, app.heavyWork, endpoint.upload, {
    missing: '请选择要识别的图片',
    wrongType: ACCOUNT_TEXTS.imageType,
    tooLarge: () => ACCOUNT_TEXTS.imageSize,
  });
  const prepared = await app.heavyWork.run('prepareForOcr', { content: photo.content });
  const number = prepared ? await app.ocr.read(Buffer.from(prepared), kind) : null;
  return number ? [`${label}:${number}`, '识别成功'] : ['', CERTIFICATION_TEXTS.ocrNotFound];
}
