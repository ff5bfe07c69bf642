import { ACCOUNT_TEXTS } from '@portal/shared/accounts';
import { CERTIFICATION_TEXTS, certificationApi } from '@portal/shared/certification';
import { isNationalId, RULE_MESSAGES } from '@portal/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../accounts/user.repository.ts';
import { detectImageType, IMAGE_MAX_BYTES } from '../files/files.service.ts';
import { readUploadedFile } from '../files/multipart.ts';
import { ok } from '../http/envelope.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { type RouteApp, route } from '../http/route.ts';
import { MINUTE_MS } from '../lib/time.ts';
import {
  readOwnCertification,
  readTenantUser,
  submitDeveloperCertification,
  submitTenantCertification,
} from './certification.service.ts';
import { EMPTY_DETAILS, renderFormPdf } from './forms-pdf.ts';
import type { DocumentKind } from './ocr.ts';

/** The applicant's side of certification: reading and submitting one's own, the ID check. */
export const certificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = (request: { user: UserRow | null }) => request.user as UserRow;

  route(app, certificationApi.tenantUser, async ({ params }, request) =>
    ok(await readTenantUser(app.db, viewer(request), params.id)),
  );

  route(app, certificationApi.mine, async ({ params }, request) =>
    ok(await readOwnCertification(app.db, viewer(request), params.id)),
  );

  route(app, certificationApi.submitTenant, async ({ body }, request) =>
    ok(await submitTenantCertification(app.db, viewer(request), body), CERTIFICATION_TEXTS.submitted),
  );

  route(app, certificationApi.submitDeveloper, async ({ body }, request) =>
    ok(await submitDeveloperCertification(app.db, viewer(request), body), CERTIFICATION_TEXTS.submitted),
  );

  // The whole multipart body: the image and room for the part headers.
  const ocrBody = { bodyLimit: IMAGE_MAX_BYTES + 64 * 1024 };
  route(
    app,
    certificationApi.readIdNumber,
    async (_input, request) => ok(...(await recognise(app, request, 'idNumber', '身份证号'))),
    ocrBody,
  );
  route(
    app,
    certificationApi.readCreditCode,
    async (_input, request) => ok(...(await recognise(app, request, 'creditCode', '统一社会信用代码'))),
    ocrBody,
  );

  route(app, certificationApi.previewPdf, async ({ params }, request, reply) => {
    // Filled with the caller's own details when logged in; a blank form for a visitor.
    const user = request.user;
    const own = user ? await readOwnCertification(app.db, user, user.id).catch(() => null) : null;
    const details = own
      ? {
          ...EMPTY_DETAILS,
          ...own,
          companyName: own.companyName || (own.type === 0 ? (user?.tenantName ?? '') : ''),
          adminName: own.adminName || (user?.realName ?? ''),
        }
      : EMPTY_DETAILS;
    const pdf = await renderFormPdf(params.type, details);
    const name = params.type === 1 ? 'application-form.pdf' : 'commitment-letter.pdf';
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${name}"`)
      .send(Buffer.from(pdf));
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
  request: Parameters<Parameters<typeof route>[2]>[1],
  kind: DocumentKind,
  label: string,
): Promise<[string, string]> {
  const user = request.user as UserRow;
  if ((await app.rateLimits.increment(`ocr:${user.id}`, OCR_LIMIT.windowMs)) > OCR_LIMIT.count) {
    throw new AppError(429, CERTIFICATION_TEXTS.ocrBusy);
  }
  const image = await readUploadedFile(request, {
    field: 'file',
    maxBytes: IMAGE_MAX_BYTES,
    missing: '请选择要识别的图片',
    tooLarge: ACCOUNT_TEXTS.imageSize,
  });
  if (!detectImageType(image)) throw new AppError(400, ACCOUNT_TEXTS.imageType);
  const number = await app.ocr.read(image, kind);
  return number ? [`${label}:${number}`, '识别成功'] : ['', CERTIFICATION_TEXTS.ocrNotFound];
}
