import { developerForm, submittedTenant, tenantForm } from './support/applicants.ts';
import type { MatrixContext, SampleRequest } from './support/matrix-context.ts';
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

const get = (url: string): SampleRequest => ({ url });
const post = (url: string, payload: object = {}): SampleRequest => ({ url, payload });

/** The route table. Keys are `METHOD /path` exactly as in the OpenAPI document. */
export const ROLE_MATRIX: Record<string, MatrixRow> = {
  // ---------------------------------------------------------------- health, sign-in, session
  'GET /api/health': { access: EVERYONE, sample: () => get('/api/health') },
  'POST /api/oauth/Login': {
    access: EVERYONE,
    sample: (ctx) => post('/api/oauth/Login', ctx.credentials('developer')),
  },
  'POST /api/developer/Login/check': {
    access: EVERYONE,
    sample: (ctx) => post('/api/developer/Login/check', ctx.credentials('developer')),
  },
  'POST /api/oauth/kc/loginIndustrialInternet': {
    access: EVERYONE,
    sample: (ctx) => post('/api/oauth/kc/loginIndustrialInternet', ctx.credentials('tenantAdmin')),
  },
  'POST /api/oauth/kc/loginIndustrialInternet2': {
    access: EVERYONE,
    sample: (ctx) => post('/api/oauth/kc/loginIndustrialInternet2', ctx.credentials('developer')),
  },
  'GET /api/oauth/kc/login': {
    access: EVERYONE,
    sample: async (ctx) => get(`/api/oauth/kc/login?code=${encodeURIComponent(await ctx.handoverCode())}`),
  },
  'POST /api/tenant/Login': {
    access: EVERYONE,
    sample: (ctx) => post('/api/tenant/Login', ctx.credentials('tenantAdmin')),
  },
  'GET /api/oauth/CurrentUser': { access: SIGNED_IN, sample: () => get('/api/oauth/CurrentUser') },
  'GET /api/oauth/checkToken': { access: SIGNED_IN, sample: () => get('/api/oauth/checkToken') },
  'GET /api/oauth/Logout': { access: EVERYONE, freshSession: true, sample: () => get('/api/oauth/Logout') },
  // The community: developers and tenant administrators (certified).
  'POST /api/oauth/judgment': {
    access: [D, A, D, A, D, A, D],
    sample: () => post('/api/oauth/judgment', { target: 'community' }),
  },
  'GET /api/system/SysConfig/getSecondDomain': {
    access: EVERYONE,
    sample: () => get('/api/system/SysConfig/getSecondDomain'),
  },

  // ---------------------------------------------------------------- registration, password reset
  'GET /api/tenant/tenantUser/getCerificationCode/{phone}': {
    access: EVERYONE,
    sample: (ctx) => get(`/api/tenant/tenantUser/getCerificationCode/${ctx.freshPhone()}`),
  },
  'GET /api/tenant/tenantUser/checkAccount/{account}': {
    access: EVERYONE,
    sample: (ctx) => get(`/api/tenant/tenantUser/checkAccount/${ctx.freshPhone()}`),
  },
  'POST /api/tenant/tenantUser/create': {
    access: EVERYONE,
    sample: async (ctx) => post('/api/tenant/tenantUser/create', await ctx.registrationForm()),
  },
  'GET /api/tenant/tenantUser/getRetrievePassword/{phone}': {
    access: EVERYONE,
    sample: async (ctx) => get(`/api/tenant/tenantUser/getRetrievePassword/${await ctx.registeredPhone()}`),
  },
  'POST /api/tenant/tenantUser/checkCode': {
    access: EVERYONE,
    sample: async (ctx) => post('/api/tenant/tenantUser/checkCode', await ctx.forgetCode()),
  },
  'POST /api/portalWeb/retrievePassword/{id}': {
    access: EVERYONE,
    sample: async (ctx) => {
      const password = ctx.credentials('tenantAdmin').password;
      return post(`/api/portalWeb/retrievePassword/${await ctx.resetTicket()}`, {
        userPassword: password,
        validatePassword: password,
      });
    },
  },
  'GET /api/dev/sms-outbox': { access: EVERYONE, sample: () => get('/api/dev/sms-outbox?phone=13800000001') },

  // ---------------------------------------------------------------- files
  // Registration and certification upload before or without a certified account.
  'POST /api/tenant/upload': {
    access: EVERYONE,
    sample: (ctx) => ({ url: '/api/tenant/upload', ...ctx.pngUpload() }),
  },
  // Private: the owner (tenant member and uncertified read their own) and operators.
  'GET /api/tenant/upload/files/{name}': {
    access: [D, A, A, H, A, H, A],
    sample: async (ctx, role) =>
      get(
        `/api/tenant/upload/files/${await ctx.uploadedFile(role === 'tenantMember' || role === 'uncertified' ? role : 'tenantAdmin')}`,
      ),
  },

  // ---------------------------------------------------------------- public content
  'GET /api/portalWeb/banner/getListByType': {
    access: EVERYONE,
    sample: () => get('/api/portalWeb/banner/getListByType?type=1'),
  },
  'GET /api/portalWeb/news': {
    access: EVERYONE,
    sample: () => get('/api/portalWeb/news?currentPage=1&pageSize=10'),
  },
  'GET /api/portalWeb/news/getPopularAdvice': {
    access: EVERYONE,
    sample: () => get('/api/portalWeb/news/getPopularAdvice'),
  },
  'GET /api/portalWeb/news/web/{id}': {
    access: EVERYONE,
    sample: async (ctx) => get(`/api/portalWeb/news/web/${await ctx.firstId('news')}`),
  },
  'GET /api/portalWeb/industry': { access: EVERYONE, sample: () => get('/api/portalWeb/industry') },
  'GET /api/portalWeb/industry/case/{id}': {
    access: EVERYONE,
    sample: async (ctx) => get(`/api/portalWeb/industry/case/${await ctx.firstId('industryCase')}`),
  },
  'GET /api/portalWeb/industry/{id}': {
    access: EVERYONE,
    sample: async (ctx) => get(`/api/portalWeb/industry/${await ctx.firstId('industry')}`),
  },
  'GET /api/visualdev/Dashboard/Notice': {
    access: EVERYONE,
    sample: () => get('/api/visualdev/Dashboard/Notice'),
  },
  'GET /api/portalWeb/content/images/{name}': {
    access: EVERYONE,
    sample: async (ctx) => get(`/api/portalWeb/content/images/${await ctx.contentImage()}`),
  },
  'GET /api/portalWeb/member/list': { access: EVERYONE, sample: () => get('/api/portalWeb/member/list') },
  'GET /api/portalWeb/map/markers': { access: EVERYONE, sample: () => get('/api/portalWeb/map/markers') },

  // ---------------------------------------------------------------- captcha, messages
  'POST /api/portalWeb/captcha/image': {
    access: EVERYONE,
    sample: () => post('/api/portalWeb/captcha/image'),
  },
  'POST /api/portalWeb/captcha/slider': {
    access: EVERYONE,
    sample: () => post('/api/portalWeb/captcha/slider'),
  },
  'POST /api/portalWeb/captcha/slider/verify': {
    access: EVERYONE,
    sample: async (ctx) =>
      post('/api/portalWeb/captcha/slider/verify', {
        id: await ctx.sliderChallenge(),
        distance: 260,
        trail: ctx.dragTrail(260),
      }),
  },
  'GET /api/dev/captcha/{id}': {
    access: EVERYONE,
    sample: async (ctx) => get(`/api/dev/captcha/${(await ctx.imageCaptcha()).id}`),
  },
  'POST /api/portalWeb/message/save': {
    access: EVERYONE,
    sample: async (ctx) => {
      const captcha = await ctx.imageCaptcha();
      return post('/api/portalWeb/message/save', {
        name: '张三',
        tel: '13912345678',
        email: 'zhang@example.com',
        content: '想了解冷库监控方案',
        captcha: captcha.answer,
        captchaId: captcha.id,
        source: 'Contact',
      });
    },
  },
  'GET /api/portalWeb/message/list': { access: OPERATOR, sample: () => get('/api/portalWeb/message/list') },

  // ---------------------------------------------------------------- public catalogue
  'POST /api/portalWeb/market/groupByIndustryDesc': {
    access: EVERYONE,
    sample: () => post('/api/portalWeb/market/groupByIndustryDesc', { keyword: '' }),
  },
  'POST /api/portalWeb/marketType/getAllType': {
    access: EVERYONE,
    sample: () => post('/api/portalWeb/marketType/getAllType'),
  },
  'GET /api/portalWeb/market/selectMarketList': {
    access: EVERYONE,
    sample: () => get('/api/portalWeb/market/selectMarketList?currentPage=1&pageSize=12'),
  },
  'GET /api/portalWeb/market/selectMarketList/NoFilter': {
    access: EVERYONE,
    sample: () =>
      get(
        `/api/portalWeb/market/selectMarketList/NoFilter?names=${encodeURIComponent('冷机物联网,冷柜物联网')}`,
      ),
  },
  'GET /api/portalWeb/market/{id}': {
    access: EVERYONE,
    sample: (ctx) => get(`/api/portalWeb/market/${ctx.chargedApp(0)}`),
  },
  'GET /api/portalWeb/market/getAssociationMarket/{id}': {
    access: EVERYONE,
    sample: (ctx) => get(`/api/portalWeb/market/getAssociationMarket/${ctx.chargedApp(0)}`),
  },
  'GET /api/portalWeb/logo/{kind}/{file}': {
    access: EVERYONE,
    sample: (ctx) => get(`/api/portalWeb/logo/app/${ctx.chargedApp(0)}.svg`),
  },
  'GET /api/portalWeb/micro/selectList': {
    access: EVERYONE,
    sample: () => get('/api/portalWeb/micro/selectList'),
  },
  'POST /api/portalWeb/micro/getAllType': {
    access: EVERYONE,
    sample: () => post('/api/portalWeb/micro/getAllType'),
  },
  'POST /api/portalWeb/micro/groupByIndustry': {
    access: EVERYONE,
    sample: () => post('/api/portalWeb/micro/groupByIndustry'),
  },
  'GET /api/portalWeb/micro/{id}': {
    access: EVERYONE,
    sample: async (ctx) => get(`/api/portalWeb/micro/${await ctx.publishedMicro()}`),
  },
  'GET /api/portalWeb/model/page': { access: EVERYONE, sample: () => get('/api/portalWeb/model/page') },
  'GET /api/portalWeb/model/info/{id}': {
    access: EVERYONE,
    sample: async (ctx) => get(`/api/portalWeb/model/info/${await ctx.publishedModel()}`),
  },
  'GET /api/portalWeb/model/dict/getModelSortList': {
    access: EVERYONE,
    sample: () => get('/api/portalWeb/model/dict/getModelSortList'),
  },
  'GET /api/portalWeb/model/portal': { access: EVERYONE, sample: () => get('/api/portalWeb/model/portal') },

  // ---------------------------------------------------------------- subscriptions
  // Any user of the tenant checks its own tenant with its own user id.
  'GET /api/portalWeb/market/trial/{id}/{portalWebId}/{userId}': {
    access: [D, A, A, D, D, D, D],
    sample: (ctx, role) => {
      const { tenantId, userId } = ctx.subject(role);
      return get(`/api/portalWeb/market/trial/${ctx.chargedApp(0)}/${tenantId}/${userId}`);
    },
  },
  'POST /api/portalWeb/market/subscribe': {
    access: TENANT_ADMIN_PATH,
    sample: (ctx, role) => {
      const { tenantId, userId } = ctx.subject(role);
      return post('/api/portalWeb/market/subscribe', {
        id: ctx.freeApp(),
        portalWebId: tenantId,
        userId,
        data: { type: 1 },
      });
    },
  },
  // The caller's own tenant's list: the other tenant reads its own.
  'GET /api/portalWeb/marketSubscribe/selectList': {
    access: [D, A, A, A, D, D, D],
    sample: () => get('/api/portalWeb/marketSubscribe/selectList'),
  },
  // The caller's own tenant's app states: the other tenant reads its own.
  'GET /api/portalWeb/marketSubscribe/myApps': {
    access: [D, A, A, A, D, D, D],
    sample: () => get('/api/portalWeb/marketSubscribe/myApps'),
  },
  'POST /api/portalWeb/marketSubscribe/unsubscribe': {
    access: TENANT_ADMIN_RECORD,
    sample: async (ctx) =>
      post('/api/portalWeb/marketSubscribe/unsubscribe', {
        ids: [await ctx.trialSubscription()],
        unsubscribeTime: ctx.tomorrow(),
      }),
  },
  'POST /api/portalWeb/marketSubscribe/delete/{id}': {
    access: TENANT_ADMIN_RECORD,
    sample: async (ctx) => post(`/api/portalWeb/marketSubscribe/delete/${await ctx.freeSubscription()}`),
  },

  // ---------------------------------------------------------------- cart
  'GET /api/portalWeb/market/shopping/{marketId}/{tenantId}': {
    access: TENANT_ADMIN_PATH,
    sample: (ctx, role) =>
      get(`/api/portalWeb/market/shopping/${ctx.chargedApp(0)}/${ctx.subject(role).tenantId}`),
  },
  'GET /api/portalWeb/market/shopping/preview/{marketId}/{tenantId}': {
    access: TENANT_ADMIN_PATH,
    sample: (ctx, role) =>
      get(`/api/portalWeb/market/shopping/preview/${ctx.chargedApp(0)}/${ctx.subject(role).tenantId}`),
  },
  'GET /api/portalWeb/market/remove/{marketId}/{tenantId}': {
    access: TENANT_ADMIN_PATH,
    sample: async (ctx, role) => {
      await ctx.cartItem(ctx.chargedApp(3));
      return get(`/api/portalWeb/market/remove/${ctx.chargedApp(3)}/${ctx.subject(role).tenantId}`);
    },
  },
  'GET /api/portalWeb/marketShopping/selectList/{tenantId}': {
    access: TENANT_ADMIN_PATH,
    sample: (ctx, role) => get(`/api/portalWeb/marketShopping/selectList/${ctx.subject(role).tenantId}`),
  },
  'POST /api/portalWeb/marketShopping/update': {
    access: TENANT_ADMIN_RECORD,
    sample: async (ctx) =>
      post('/api/portalWeb/marketShopping/update', { id: await ctx.cartItem(), duration: 2 }),
  },

  // ---------------------------------------------------------------- orders
  // Buys for the caller's own tenant: the other tenant may buy too.
  'POST /api/portalWeb/marketOrder/purchase': {
    access: [D, A, D, A, D, D, D],
    sample: async (ctx) => {
      await ctx.noPendingOrders();
      return post('/api/portalWeb/marketOrder/purchase', { marketId: ctx.chargedApp(2), duration: 1 });
    },
  },
  'POST /api/portalWeb/marketOrder/save': {
    access: TENANT_ADMIN_RECORD,
    sample: async (ctx) =>
      post('/api/portalWeb/marketOrder/save', {
        marketShoppingIds: String(await ctx.orderableCartItem(ctx.chargedApp(1))),
      }),
  },
  'POST /api/portalWeb/marketOrder/placeOrder': {
    access: TENANT_ADMIN_RECORD,
    sample: async (ctx) => post('/api/portalWeb/marketOrder/placeOrder', { id: await ctx.savedOrder() }),
  },
  // Users of a tenant read its orders; operators read all.
  'GET /api/portalWeb/marketOrder/selectList': {
    access: [D, A, A, A, D, D, A],
    sample: () => get('/api/portalWeb/marketOrder/selectList'),
  },
  'GET /api/portalWeb/marketOrder/{id}': {
    access: [D, A, A, H, D, D, A],
    sample: async (ctx) => get(`/api/portalWeb/marketOrder/${await ctx.awaitingOrder()}`),
  },
  'POST /api/portalWeb/marketOrder/cancel/{id}': {
    access: TENANT_ADMIN_RECORD,
    sample: async (ctx) => post(`/api/portalWeb/marketOrder/cancel/${await ctx.awaitingOrder()}`),
  },
  'POST /api/portalWeb/marketOrder/receipt/{id}': {
    access: TENANT_ADMIN_RECORD,
    sample: async (ctx) => ({
      url: `/api/portalWeb/marketOrder/receipt/${await ctx.awaitingOrder()}`,
      ...ctx.receiptUpload(),
    }),
  },
  // The receipt is the tenant's and the operators': to another tenant it does not exist.
  'GET /api/portalWeb/marketOrder/receipt/{id}': {
    access: [D, A, A, H, D, D, A],
    sample: async (ctx) => get(`/api/portalWeb/marketOrder/receipt/${await ctx.orderWithReceipt()}`),
  },
  'POST /api/portalWeb/marketOrder/confirmPayment/{id}': {
    access: OPERATOR,
    sample: async (ctx) => post(`/api/portalWeb/marketOrder/confirmPayment/${await ctx.awaitingOrder()}`),
  },

  // ---------------------------------------------------------------- usage of microservices and models
  'POST /api/portalWeb/microLog/save': {
    access: CERTIFIED,
    sample: async (ctx) =>
      post('/api/portalWeb/microLog/save', { meMiType: 1, mid: await ctx.publishedMicro() }),
  },
  'POST /api/portalWeb/microLog/saveLog': {
    access: CERTIFIED,
    sample: async (ctx) =>
      post('/api/portalWeb/microLog/saveLog', {
        meMiType: 1,
        mid: await ctx.publishedMicro(),
        status: 200,
        message: '调用成功',
      }),
  },
  'GET /api/portalWeb/market/selectMarketLog/{meMiType}/{mid}': {
    access: CERTIFIED,
    sample: async (ctx) => get(`/api/portalWeb/market/selectMarketLog/1/${await ctx.publishedMicro()}`),
  },

  // ---------------------------------------------------------------- certification (issue 12)
  // One's own only: the sample names the caller's own id where it has a registration (the
  // tenant administrator's id for those without one of their own); another's is not found.
  'GET /api/tenant/tenantUser/{id}': {
    access: [D, A, H, H, A, H, H],
    sample: (ctx, role) => get(`/api/tenant/tenantUser/${ctx.subject(role).userId}`),
  },
  'GET /api/tenant/tenantExamine/tenantUserId/{id}': {
    access: [D, A, H, H, A, H, H],
    sample: (ctx, role) => get(`/api/tenant/tenantExamine/tenantUserId/${ctx.subject(role).userId}`),
  },
  // Only a tenant administrator still to be certified submits (approved ones may not change it,
  // a member or an operator has none; a developer uses its own form).
  'POST /api/tenant/tenantExamine/create': {
    access: [D, D, H, D, A, D, H],
    sample: async (ctx, role) => {
      if (role === 'uncertified') await ctx.uncertifiedBackToStart();
      const token = ctx.token(role === 'visitor' ? 'tenantAdmin' : role) as string;
      return post('/api/tenant/tenantExamine/create', await tenantForm(ctx.app, token));
    },
  },
  // Every demo developer is approved already: nobody here may submit a developer form.
  'POST /api/developer/developerExamine/create': {
    access: [D, D, H, D, D, D, H],
    sample: async (ctx, role) => {
      const token = ctx.token(role === 'visitor' ? 'developer' : role) as string;
      return post('/api/developer/developerExamine/create', await developerForm(ctx.app, token));
    },
  },
  'POST /api/microservice/industrialMicroserviceComponents/validationIDNumber': {
    access: EVERYONE,
    sample: () =>
      post('/api/microservice/industrialMicroserviceComponents/validationIDNumber', {
        idCard: '11010519491231002X',
      }),
  },
  // OCR of the wizards' photos: any signed-in account (a tiny image reads no number: 200, 未识别到证件号).
  'POST /api/microservice/idNumberIdentification': {
    access: SIGNED_IN,
    sample: (ctx) => ({ url: '/api/microservice/idNumberIdentification', ...ctx.pngUpload() }),
  },
  'POST /api/microservice/freeUsinessRecognition': {
    access: SIGNED_IN,
    sample: (ctx) => ({ url: '/api/microservice/freeUsinessRecognition', ...ctx.pngUpload() }),
  },
  // The forms to print: blank for a visitor, filled for a logged-in applicant.
  'GET /api/portalWeb/certification/form/{type}': {
    access: EVERYONE,
    sample: () => get('/api/portalWeb/certification/form/1'),
  },
  // The review desk: operators only, on a submission made anew for each call.
  'GET /api/system/tenantExamine/list': {
    access: OPERATOR,
    sample: () => get('/api/system/tenantExamine/list?status=1'),
  },
  'GET /api/system/tenantExamine/{id}': {
    access: OPERATOR,
    sample: async (ctx) =>
      get(`/api/system/tenantExamine/${(await submittedTenant(ctx.app, ctx.db)).registrationId}`),
  },
  'POST /api/system/tenantExamine/approve/{id}': {
    access: OPERATOR,
    sample: async (ctx) =>
      post(`/api/system/tenantExamine/approve/${(await submittedTenant(ctx.app, ctx.db)).registrationId}`),
  },
  'POST /api/system/tenantExamine/reject/{id}': {
    access: OPERATOR,
    sample: async (ctx) =>
      post(`/api/system/tenantExamine/reject/${(await submittedTenant(ctx.app, ctx.db)).registrationId}`, {
        examineRemake: '证件照片不清晰',
      }),
  },
};

/** The decision of a row for a role. */
export function decisionOf(row: MatrixRow, role: RoleName): Decision {
  return row.access[ROLES.indexOf(role)] as Decision;
}
