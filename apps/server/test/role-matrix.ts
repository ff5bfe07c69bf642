import { accountsApi, authApi, filesApi } from '@portal/shared/accounts';
import { healthApi } from '@portal/shared/api';
import { microApi, modelsApi, usageApi } from '@portal/shared/catalogue';
import { certificationApi, reviewApi } from '@portal/shared/certification';
import { contentApi } from '@portal/shared/content';
import type { Endpoint } from '@portal/shared/contract';
import { cartApi, marketApi, subscriptionsApi } from '@portal/shared/market';
import { ordersApi, paymentDeskApi } from '@portal/shared/orders';
import { captchaApi, siteApi } from '@portal/shared/site';
import { developerForm, submittedTenant, tenantForm } from './support/applicants.ts';
import type { MatrixContext, SampleRequest } from './support/matrix-context.ts';
import { documentPath } from './support/openapi.ts';
import { ROLES, type RoleName } from './support/roles.ts';

/**
 * Who may call each route: every route of the app's OpenAPI document × the seven callers.
 *
 * - `A` allowed: the sample succeeds (2xx).
 * - `D` refused: 401 (no session) or 403.
 * - `H` refused by not finding: 404 for another tenant's (or user's) record, so its
 *   existence is not told.
 *
 * The callers (demo accounts, password demo1234): visitor (no session), tenantAdmin
 * 13800000001 and tenantMember 13800000005 of the first tenant, otherTenant 13800000003
 * (administrator of another tenant; it calls with the FIRST tenant's ids), uncertified
 * 13800000004 (a tenant administrator whose certification is not approved; it calls with its
 * own ids, so its column measures the certification rule), developer 13800000002, operator.
 *
 * Policy (DESIGN.md): uncertified tenants and developers may sign in, read their own session
 * and registration and certify (uploading and reading back their own files); every other
 * call that needs a session refuses them with 403 请先完善认证信息. Public routes stay public
 * whoever calls.
 *
 * Each sample is valid for an allowed caller and makes anew whatever a call consumes.
 */
export type Decision = 'A' | 'D' | 'H';

export interface MatrixRow {
  /** The call the row is about. */
  endpoint: Endpoint;
  /** In the column order of `ROLES`: visitor, tenantAdmin, tenantMember, otherTenant, uncertified, developer, operator. */
  access: readonly [Decision, Decision, Decision, Decision, Decision, Decision, Decision];
  sample: (ctx: MatrixContext, role: RoleName) => SampleRequest | Promise<SampleRequest>;
  /** The call ends the session it is made with: it gets a new one instead of the role's. */
  freshSession?: boolean;
}

const A = 'A';
const D = 'D';
const H = 'H';

const EVERYONE = [A, A, A, A, A, A, A] as const;
const SIGNED_IN = [D, A, A, A, A, A, A] as const;
const CERTIFIED = [D, A, A, A, D, A, A] as const;
const OPERATOR = [D, D, D, D, D, D, A] as const;
/** The first tenant's administrator, on a path naming the tenant. */
const TENANT_ADMIN_PATH = [D, A, D, D, D, D, D] as const;
/** The first tenant's administrator, on a record of the tenant named by its id. */
const TENANT_ADMIN_RECORD = [D, A, D, H, D, D, D] as const;

type Access = MatrixRow['access'];
type Sample<E extends Endpoint> = (
  ctx: MatrixContext,
  role: RoleName,
) => SampleRequest<E> | Promise<SampleRequest<E>>;

/** A row: the endpoint, who may call it, and a sample input typed by its contract. */
function row<E extends Endpoint>(
  endpoint: E,
  access: Access,
  sample: NoInfer<Sample<E>>,
  options: { freshSession?: boolean } = {},
): MatrixRow {
  return { endpoint, access, sample: sample as unknown as MatrixRow['sample'], ...options };
}

/** The rows, in the order of the route table. */
const ROWS: MatrixRow[] = [
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

  // ---------------------------------------------------------------- public content
  row(contentApi.banners, EVERYONE, () => ({ input: { query: { type: 1 } } })),
  row(contentApi.news, EVERYONE, () => ({ input: { query: { currentPage: 1, pageSize: 10 } } })),
  row(contentApi.hotNews, EVERYONE, () => ({ input: {} })),
  row(contentApi.newsDetail, EVERYONE, async (ctx) => ({
    input: { params: { id: await ctx.firstId('news') }, query: {} },
  })),
  row(contentApi.industries, EVERYONE, () => ({ input: { query: {} } })),
  row(contentApi.caseDetail, EVERYONE, async (ctx) => ({
    input: { params: { id: await ctx.firstId('industryCase') } },
  })),
  row(contentApi.industryDetail, EVERYONE, async (ctx) => ({
    input: { params: { id: await ctx.firstId('industry') } },
  })),
  row(contentApi.notices, EVERYONE, () => ({ input: {} })),
  row(contentApi.image, EVERYONE, async (ctx) => ({ input: { params: { name: await ctx.contentImage() } } })),
  row(siteApi.members, EVERYONE, () => ({ input: {} })),
  row(siteApi.markers, EVERYONE, () => ({ input: {} })),

  // ---------------------------------------------------------------- captcha, messages
  row(captchaApi.image, EVERYONE, () => ({ input: {} })),
  row(captchaApi.slider, EVERYONE, () => ({ input: {} })),
  row(captchaApi.sliderVerify, EVERYONE, async (ctx) => ({
    input: { body: { id: await ctx.sliderChallenge(), distance: 260, trail: ctx.dragTrail(260) } },
  })),
  row(captchaApi.devImageAnswer, EVERYONE, async (ctx) => ({
    input: { params: { id: (await ctx.imageCaptcha()).id } },
  })),
  row(siteApi.saveMessage, EVERYONE, async (ctx) => {
    const captcha = await ctx.imageCaptcha();
    return {
      input: {
        body: {
          name: '张三',
          tel: '13912345678',
          email: 'zhang@example.com',
          content: '想了解冷库监控方案',
          captcha: captcha.answer,
          captchaId: captcha.id,
          source: 'Contact',
        },
      },
    };
  }),
  row(siteApi.messages, OPERATOR, () => ({ input: { query: {} } })),

  // ---------------------------------------------------------------- public catalogue
  row(marketApi.groups, EVERYONE, () => ({ input: { body: { keyword: '' } } })),
  row(marketApi.types, EVERYONE, () => ({ input: { body: {} } })),
  row(marketApi.list, EVERYONE, () => ({ input: { query: { currentPage: 1, pageSize: 12 } } })),
  row(marketApi.byNames, EVERYONE, () => ({ input: { query: { names: '冷机物联网,冷柜物联网' } } })),
  row(marketApi.detail, EVERYONE, (ctx) => ({ input: { params: { id: ctx.chargedApp(0) } } })),
  row(marketApi.associations, EVERYONE, (ctx) => ({ input: { params: { id: ctx.chargedApp(0) } } })),
  row(marketApi.logo, EVERYONE, (ctx) => ({
    input: { params: { kind: 'app', file: `${ctx.chargedApp(0)}.svg` } },
  })),
  row(microApi.list, EVERYONE, () => ({ input: { query: {} } })),
  row(microApi.types, EVERYONE, () => ({ input: { body: {} } })),
  row(microApi.groups, EVERYONE, () => ({ input: { body: {} } })),
  row(microApi.detail, EVERYONE, async (ctx) => ({ input: { params: { id: await ctx.publishedMicro() } } })),
  row(modelsApi.page, EVERYONE, () => ({ input: { query: {} } })),
  row(modelsApi.info, EVERYONE, async (ctx) => ({ input: { params: { id: await ctx.publishedModel() } } })),
  row(modelsApi.sorts, EVERYONE, () => ({ input: {} })),
  row(modelsApi.portal, EVERYONE, () => ({ input: {} })),

  // ---------------------------------------------------------------- subscriptions
  // Any user of the tenant checks its own tenant with its own user id.
  row(subscriptionsApi.check, [D, A, A, D, D, D, D], (ctx, role) => {
    const { tenantId, userId } = ctx.subject(role);
    return { input: { params: { id: ctx.chargedApp(0), portalWebId: tenantId, userId } } };
  }),
  row(subscriptionsApi.subscribe, TENANT_ADMIN_PATH, (ctx, role) => {
    const { tenantId, userId } = ctx.subject(role);
    return { input: { body: { id: ctx.freeApp(), portalWebId: tenantId, userId, data: { type: 1 } } } };
  }),
  // The caller's own tenant's list: the other tenant reads its own.
  row(subscriptionsApi.list, [D, A, A, A, D, D, D], () => ({ input: { query: {} } })),
  // The caller's own tenant's app states: the other tenant reads its own.
  row(subscriptionsApi.mine, [D, A, A, A, D, D, D], () => ({ input: {} })),
  row(subscriptionsApi.unsubscribe, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { body: { ids: [await ctx.trialSubscription()], unsubscribeTime: ctx.tomorrow() } },
  })),
  row(subscriptionsApi.remove, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { params: { id: await ctx.freeSubscription() } },
  })),

  // ---------------------------------------------------------------- cart
  row(cartApi.add, TENANT_ADMIN_PATH, (ctx, role) => ({
    input: { params: { marketId: ctx.chargedApp(0), tenantId: ctx.subject(role).tenantId } },
  })),
  row(cartApi.preview, TENANT_ADMIN_PATH, (ctx, role) => ({
    input: { params: { marketId: ctx.chargedApp(0), tenantId: ctx.subject(role).tenantId } },
  })),
  row(cartApi.remove, TENANT_ADMIN_PATH, async (ctx, role) => {
    await ctx.cartItem(ctx.chargedApp(3));
    return { input: { params: { marketId: ctx.chargedApp(3), tenantId: ctx.subject(role).tenantId } } };
  }),
  row(cartApi.list, TENANT_ADMIN_PATH, (ctx, role) => ({
    input: { params: { tenantId: ctx.subject(role).tenantId } },
  })),
  row(cartApi.update, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { body: { id: await ctx.cartItem(), duration: 2 } },
  })),

  // ---------------------------------------------------------------- orders
  // Buys for the caller's own tenant: the other tenant may buy too.
  row(ordersApi.purchase, [D, A, D, A, D, D, D], async (ctx) => {
    await ctx.noPendingOrders();
    return { input: { body: { marketId: ctx.chargedApp(2), duration: 1 } } };
  }),
  row(ordersApi.save, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { body: { marketShoppingIds: String(await ctx.orderableCartItem(ctx.chargedApp(1))) } },
  })),
  row(ordersApi.place, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { body: { id: await ctx.savedOrder() } },
  })),
  // Users of a tenant read its orders; operators read all.
  row(ordersApi.list, [D, A, A, A, D, D, A], () => ({ input: { query: {} } })),
  row(ordersApi.detail, [D, A, A, H, D, D, A], async (ctx) => ({
    input: { params: { id: await ctx.awaitingOrder() } },
  })),
  row(ordersApi.cancel, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { params: { id: await ctx.awaitingOrder() } },
  })),
  row(ordersApi.uploadReceipt, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { params: { id: await ctx.awaitingOrder() } },
    ...ctx.receiptUpload(),
  })),
  // The receipt is the tenant's and the operators': to another tenant it does not exist.
  row(ordersApi.receipt, [D, A, A, H, D, D, A], async (ctx) => ({
    input: { params: { id: await ctx.orderWithReceipt() } },
  })),
  row(ordersApi.confirmPayment, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.awaitingOrder() }, body: { withoutReceipt: true } },
  })),
  row(paymentDeskApi.list, OPERATOR, () => ({
    input: { query: { receipt: 'without', keyword: 'MO' } },
  })),

  // ---------------------------------------------------------------- usage of microservices and models
  row(usageApi.count, CERTIFIED, async (ctx) => ({
    input: { body: { meMiType: 1, mid: await ctx.publishedMicro() } },
  })),
  row(usageApi.log, CERTIFIED, async (ctx) => ({
    input: { body: { meMiType: 1, mid: await ctx.publishedMicro(), status: 200, message: '调用成功' } },
  })),
  row(usageApi.logs, CERTIFIED, async (ctx) => ({
    input: { params: { meMiType: 1, mid: await ctx.publishedMicro() }, query: {} },
  })),

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

/** `METHOD /path` as the OpenAPI document names an endpoint's operation (`/api/x/{id}`). */
export const matrixKey = (endpoint: Endpoint): string => `${endpoint.method} ${documentPath(endpoint.path)}`;

/** The route table, keyed as the OpenAPI document names each operation. */
export const ROLE_MATRIX: Record<string, MatrixRow> = Object.fromEntries(
  ROWS.map((entry) => [matrixKey(entry.endpoint), entry]),
);

/** The decision of a row for a role. */
export function decisionOf(row: MatrixRow, role: RoleName): Decision {
  return row.access[ROLES.indexOf(role)] as Decision;
}
