import { certificationApi, reviewApi } from '@portal/shared/certification';
import { developerForm, submittedTenant, tenantForm } from '../support/applicants.ts';
import { A, D, EVERYONE, H, type MatrixRow, OPERATOR, row, SIGNED_IN } from './rows.ts';

/** The role-matrix rows of the certification calls (see ./rows.ts for the columns and the policy). */
export const CERTIFICATION_ROWS: MatrixRow[] = [
  // ---------------------------------------------------------------- certification (issue 12)
  // One's own only: the sample names the caller's own id where it has a registration (the
  // tenant administrator's id for those without one of their own); another's is not found.
  row(certificationApi.tenantUser, [D, A, H, H, A, H, H], (ctx, role) => ({
    input: { params: { id: ctx.subject(role).userId } },
  })),
  row(certificationApi.mine, [D, A, H, H, A, H, H], (ctx, role) => ({
    input: { params: { id: ctx.subject(role).userId } },
  })),
  // Only a tenant administrator still to be certified submits (approved ones may not change it,
  // a member or an operator has none; a developer uses its own form).
  row(certificationApi.submitTenant, [D, D, H, D, A, D, H], async (ctx, role) => {
    if (role === 'uncertified') await ctx.uncertifiedBackToStart();
    const token = ctx.token(role === 'visitor' ? 'tenantAdmin' : role) as string;
    return { input: { body: await tenantForm(ctx.app, token) } };
  }),
  // Every demo developer is approved already: nobody here may submit a developer form.
  row(certificationApi.submitDeveloper, [D, D, H, D, D, D, H], async (ctx, role) => {
    const token = ctx.token(role === 'visitor' ? 'developer' : role) as string;
    return { input: { body: await developerForm(ctx.app, token) } };
  }),
  row(certificationApi.validateIdNumber, EVERYONE, () => ({
    input: { body: { idCard: '11010519491231002X' } },
  })),
  // OCR of the wizards' photos: any signed-in account (a tiny image reads no number: 200, 未识别到证件号).
  row(certificationApi.readIdNumber, SIGNED_IN, (ctx) => ({ input: {}, ...ctx.pngUpload() })),
  row(certificationApi.readCreditCode, SIGNED_IN, (ctx) => ({ input: {}, ...ctx.pngUpload() })),
  // The forms to print: blank for a visitor, filled for a logged-in applicant.
  row(certificationApi.previewPdf, EVERYONE, () => ({ input: { params: { type: 1 } } })),
  // The review desk: operators only, on a submission made anew for each call.
  row(reviewApi.list, OPERATOR, () => ({ input: { query: { status: 1 } } })),
  row(reviewApi.detail, OPERATOR, async (ctx) => ({
    input: { params: { id: (await submittedTenant(ctx.app, ctx.db)).registrationId } },
  })),
  row(reviewApi.approve, OPERATOR, async (ctx) => ({
    input: { params: { id: (await submittedTenant(ctx.app, ctx.db)).registrationId } },
  })),
  row(reviewApi.reject, OPERATOR, async (ctx) => ({
    input: {
      params: { id: (await submittedTenant(ctx.app, ctx.db)).registrationId },
      body: { examineRemake: '证件照片不清晰' },
    },
  })),
];
