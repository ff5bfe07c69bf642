import { accountsApi, authApi, filesApi } from '@portal/shared/accounts';
import { healthApi } from '@portal/shared/api';
import { A, D, EVERYONE, H, type MatrixRow, row, SIGNED_IN } from './rows.ts';

/** The role-matrix rows of the accounts calls (see ./rows.ts for the columns and the policy). */
export const ACCOUNTS_ROWS: MatrixRow[] = [
  // ---------------------------------------------------------------- health, sign-in, session
  row(healthApi.health, EVERYONE, () => ({ input: {} })),
  row(authApi.login, EVERYONE, (ctx) => ({ input: { body: ctx.credentials('developer') } })),
  row(authApi.lookup, EVERYONE, (ctx) => ({ input: { body: ctx.credentials('developer') } })),
  row(authApi.tenantPortalLogin, EVERYONE, (ctx) => ({ input: { body: ctx.credentials('tenantAdmin') } })),
  row(authApi.developerPortalLogin, EVERYONE, (ctx) => ({ input: { body: ctx.credentials('developer') } })),
  row(authApi.exchange, EVERYONE, async (ctx) => ({ input: { query: { code: await ctx.handoverCode() } } })),
  row(authApi.workbenchLogin, EVERYONE, (ctx) => ({ input: { body: ctx.credentials('tenantAdmin') } })),
  row(authApi.currentUser, SIGNED_IN, () => ({ input: {} })),
  row(authApi.checkToken, SIGNED_IN, () => ({ input: {} })),
  row(authApi.logout, EVERYONE, () => ({ input: {} }), { freshSession: true }),
  // The community: developers and tenant administrators (certified).
  row(authApi.judgment, [D, A, D, A, D, A, D], () => ({ input: { body: { target: 'community' } } })),
  row(authApi.secondDomain, EVERYONE, () => ({ input: {} })),

  // ---------------------------------------------------------------- registration, password reset
  row(accountsApi.registerCode, EVERYONE, (ctx) => ({
    input: { params: { phone: ctx.freshPhone() }, query: {} },
  })),
  row(accountsApi.checkAccount, EVERYONE, (ctx) => ({ input: { params: { account: ctx.freshPhone() } } })),
  row(accountsApi.register, EVERYONE, async (ctx) => ({
    input: { body: (await ctx.registrationForm()) as never },
  })),
  row(accountsApi.forgetCode, EVERYONE, async (ctx) => ({
    input: { params: { phone: await ctx.registeredPhone() }, query: {} },
  })),
  row(accountsApi.checkCode, EVERYONE, async (ctx) => ({ input: { body: await ctx.forgetCode() } })),
  row(accountsApi.resetPassword, EVERYONE, async (ctx) => {
    const password = ctx.credentials('tenantAdmin').password;
    return {
      input: {
        params: { id: await ctx.resetTicket() },
        body: { userPassword: password, validatePassword: password },
      },
    };
  }),
  row(accountsApi.devSmsOutbox, EVERYONE, () => ({ input: { query: { phone: '13800000001' } } })),

  // ---------------------------------------------------------------- files
  // Registration and certification upload before or without a certified account.
  row(filesApi.upload, EVERYONE, (ctx) => ({ input: {}, ...ctx.pngUpload() })),
  // Private: the owner (tenant member and uncertified read their own) and operators.
  row(filesApi.file, [D, A, A, H, A, H, A], async (ctx, role) => ({
    input: {
      params: {
        name: await ctx.uploadedFile(
          role === 'tenantMember' || role === 'uncertified' ? role : 'tenantAdmin',
        ),
      },
    },
  })),
];
