import { accountsApi, authApi, filesApi } from '@portal/shared/accounts';
import { cartApi } from '@portal/shared/cart';
import { microApi, modelsApi } from '@portal/shared/catalogue';
import { contentApi } from '@portal/shared/content';
import { type Endpoint, type EndpointData, type EndpointInput, pathWith } from '@portal/shared/contract';
import { newsAdminApi } from '@portal/shared/news-admin';
import { ORDER_STATUS, ordersApi } from '@portal/shared/orders';
import { captchaApi } from '@portal/shared/site';
import { subscriptionsApi } from '@portal/shared/subscriptions';
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppInstance } from '../../src/app.ts';
import type { Database } from '../../src/db/schema.ts';
import { DEMO_PASSWORD_MD5, latestSmsCode } from '../helpers.ts';
import { callAs } from './call.ts';
import { freshAddress, multipartBody, TINY_PNG } from './http.ts';
import { ROLE_ACCOUNTS, type RoleName, type SignedInRole, signIn, signInAll } from './roles.ts';

/** What a row of the role matrix sends to its endpoint. */
export interface SampleRequest<E extends Endpoint = Endpoint> {
  /** The call's input, typed by its contract. */
  input: EndpointInput<E>;
  /** A raw body (a multipart upload) sent in place of `input.body`, with its `headers`. */
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  remoteAddress?: string;
}

interface DemoUser {
  userId: number;
  tenantId: number;
}

const SLIDER_MIN_AGE_MS = 350;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The demo data and fresh-data makers the matrix samples use. Everything a sample consumes
 * (codes, tickets, cart items, orders, subscriptions) is made anew for each call, through
 * the API as the first tenant's administrator, so no call depends on another's outcome.
 */
export class MatrixContext {
  readonly tokens: Record<SignedInRole, string>;
  readonly users: Record<SignedInRole, DemoUser>;
  private phoneCounter = 0;
  private readonly freeApps: number[];
  private readonly trialApps: number[];
  private readonly chargedApps: number[];

  private constructor(
    readonly app: AppInstance,
    readonly db: Kysely<Database>,
    init: {
      tokens: Record<SignedInRole, string>;
      users: Record<SignedInRole, DemoUser>;
      freeApps: number[];
      trialApps: number[];
      chargedApps: number[];
    },
  ) {
    this.tokens = init.tokens;
    this.users = init.users;
    this.freeApps = init.freeApps;
    this.trialApps = init.trialApps;
    this.chargedApps = init.chargedApps;
  }

  static async create(app: AppInstance, db: Kysely<Database>): Promise<MatrixContext> {
    const tokens = await signInAll(app);
    const users = {} as Record<SignedInRole, DemoUser>;
    for (const [role, { account }] of Object.entries(ROLE_ACCOUNTS) as [
      SignedInRole,
      { account: string },
    ][]) {
      const row = await db
        .selectFrom('userAccount')
        .select(['id', 'tenantId'])
        .where('account', '=', account)
        .executeTakeFirstOrThrow();
      users[role] = { userId: row.id, tenantId: row.tenantId ?? 0 };
    }
    // Published apps that subscribe alone (no associated apps), so each sample touches one app.
    const apps = await db
      .selectFrom('marketApp as a')
      .leftJoin('marketAssociation as m', 'm.appId', 'a.id')
      .leftJoin('marketAssociation as r', 'r.associatedAppId', 'a.id')
      .select(['a.id', 'a.charged', 'a.isTrial'])
      .where('a.state', '=', 1)
      .where('m.appId', 'is', null)
      .where('r.appId', 'is', null)
      .where('a.exploitTenantId', 'is', null)
      .orderBy('a.id')
      .execute();
    return new MatrixContext(app, db, {
      tokens,
      users,
      freeApps: apps.filter((a) => a.charged === 0).map((a) => a.id),
      trialApps: apps.filter((a) => a.charged === 1 && a.isTrial === 1).map((a) => a.id),
      chargedApps: apps.filter((a) => a.charged === 1 && a.isTrial === 0).map((a) => a.id),
    });
  }

  /**
   * Whose ids a call names: the first tenant's administrator, except that a tenant member
   * names itself within that tenant and the uncertified administrator names itself and its
   * own tenant (so its column measures the certification rule, not tenant isolation). The
   * other tenant calls with the first tenant's ids.
   */
  subject(role: RoleName): DemoUser {
    if (role === 'tenantMember' || role === 'uncertified') return this.users[role];
    return this.users.tenantAdmin;
  }

  token(role: RoleName): string | null {
    return role === 'visitor' ? null : this.tokens[role];
  }

  /** A new session of the role (for a call that ends the session it is made with). */
  freshToken(role: SignedInRole): Promise<string> {
    return signIn(this.app, role);
  }

  /** A phone number no account has, different on every call. */
  freshPhone(): string {
    this.phoneCounter += 1;
    return `1391${String(process.pid % 1000).padStart(3, '0')}${String(this.phoneCounter).padStart(4, '0')}`;
  }

  /** Calls the API as a role for a sample's setup; anything but 2xx is a broken sample. */
  async call<E extends Endpoint>(
    role: RoleName,
    endpoint: E,
    input: EndpointInput<E>,
  ): Promise<EndpointData<E>> {
    const token = this.token(role);
    const res = await callAs({ app: this.app }, token ? { token } : 'visitor', endpoint, input, {
      remoteAddress: freshAddress(),
    });
    if (res.status >= 300)
      throw new Error(
        `setup ${endpoint.method} ${endpoint.path} answered ${res.status}: ${res.response.body}`,
      );
    return res.body.data;
  }

  /** The first id a public list shows (`data.list` or an array `data`). */
  async firstListed<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<number> {
    const data = (await this.call('visitor', endpoint, input)) as
      | { id: number }[]
      | { list: { id: number }[] };
    const first = (Array.isArray(data) ? data : data.list)[0];
    if (!first) throw new Error(`${endpoint.path} lists nothing`);
    return first.id;
  }

  async firstId(kind: 'news' | 'industry' | 'industryCase'): Promise<number> {
    if (kind === 'news') return this.firstListed(contentApi.news, { query: {} });
    const industry = await this.firstListed(contentApi.industries, { query: {} });
    if (kind === 'industry') return industry;
    const detail = await this.call('visitor', contentApi.industryDetail, { params: { id: industry } });
    const first = detail.cases[0];
    if (!first) throw new Error('the first industry has no case');
    return first.id;
  }

  publishedMicro(): Promise<number> {
    return this.firstListed(microApi.list, { query: {} });
  }

  /** The built-in dew-point microservice: a trial of it is forwarded to this server. */
  dewPointMicro(): Promise<number> {
    return this.firstListed(microApi.list, { query: { keyword: '露点温度计算' } });
  }

  publishedModel(): Promise<number> {
    return this.firstListed(modelsApi.page, { query: {} });
  }

  /** The file name of a generated content image (a banner's). */
  async contentImage(): Promise<string> {
    const banners = await this.call('visitor', contentApi.banners, { query: { type: 1 } });
    return banners.list[0]?.url.split('/').pop() ?? '';
  }

  credentials(role: SignedInRole): {
    account: string;
    password: string;
    role: 'tenant' | 'develop' | 'operate';
  } {
    const { account, role: loginRole } = ROLE_ACCOUNTS[role];
    return { account, password: DEMO_PASSWORD_MD5, role: loginRole };
  }

  /** A valid registration form for a new phone, with its SMS code. */
  async registrationForm(): Promise<Record<string, unknown>> {
    const phone = this.freshPhone();
    await this.call('visitor', accountsApi.registerCode, { params: { phone }, query: {} });
    const code = await latestSmsCode(this.app, phone);
    return { account: phone, code, password: DEMO_PASSWORD_MD5, type: 1, agree: true, realName: '矩阵用户' };
  }

  /**
   * The phone of a newly registered account. Its registration code is dated back two minutes and
   * its one-a-minute claim released: the SMS throttle is not what the matrix measures.
   */
  async registeredPhone(): Promise<string> {
    const form = await this.registrationForm();
    await this.call('visitor', accountsApi.register, { body: form as never });
    const phone = form.account as string;
    await this.db
      .updateTable('smsCode')
      .set({ createTime: new Date(Date.now() - 120_000).toISOString() })
      .where('phone', '=', phone)
      .execute();
    await this.app.rateLimits.reset(`sms:phone:${phone}`);
    return phone;
  }

  /** The id of a newly registered account nobody else uses (one to disable or enable). */
  /** A fresh draft notice (公告管理), each sample its own. */
  async draftNotice(): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('notice')
      .values({ title: '矩阵公告', content: '矩阵公告内容', published: 0, publishTime: now, createTime: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async draftNews(): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('news')
      .values({
        headline: '矩阵新闻',
        summary: '矩阵新闻摘要',
        body: '<p>矩阵新闻正文</p>',
        poster: pathWith(contentApi.image.path, { name: 'matrix.svg' }),
        published: 0,
        publishTime: now,
        createTime: now,
        updateTime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A fresh unread contact message (留言管理), each sample its own. */
  async contactMessage(): Promise<number> {
    const row = await this.db
      .insertInto('contactMessage')
      .values({
        name: '矩阵留言人',
        tel: '13912345678',
        email: 'matrix@example.com',
        content: '矩阵留言内容',
        source: 'Contact',
        ip: '127.0.0.1',
        createTime: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A fresh hidden banner (轮播图管理) of the about-us page, each sample its own. */
  async hiddenBanner(): Promise<number> {
    const row = await this.db
      .insertInto('banner')
      .values({
        type: 10,
        title: '矩阵轮播图',
        snapshot: '',
        url: pathWith(contentApi.image.path, { name: 'matrix.svg' }),
        textColor: '#ffffff',
        status: '0',
        sortCode: 0,
        createTime: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A fresh unpublished solution (解决方案管理) without cases, each sample its own. */
  async draftSolution(): Promise<number> {
    const row = await this.db
      .insertInto('industry')
      .values({
        title: '矩阵方案',
        digest: '矩阵方案简介',
        icon: pathWith(contentApi.image.path, { name: 'matrix.svg' }),
        picture: pathWith(contentApi.image.path, { name: 'matrix.svg' }),
        content: '<p>矩阵方案正文</p>',
        sortCode: 0,
        published: 0,
        createTime: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A fresh unpublished case of a fresh solution, each sample its own. */
  async draftCase(): Promise<number> {
    const industryId = await this.draftSolution();
    const row = await this.db
      .insertInto('industryCase')
      .values({
        industryId,
        title: '矩阵案例',
        customer: '矩阵客户',
        summary: '矩阵案例摘要',
        content: '<p>矩阵案例正文</p>',
        picture: pathWith(contentApi.image.path, { name: 'matrix.svg' }),
        sortCode: 0,
        published: 0,
        createTime: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A fresh platform member (会员与地图), each sample its own. */
  async spareMember(): Promise<number> {
    const row = await this.db
      .insertInto('platformMember')
      .values({
        name: '矩阵会员',
        logo: '',
        level: '会员单位',
        city: '郑州',
        intro: '矩阵会员简介',
        createTime: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A fresh map marker, each sample its own. */
  async spareMarker(): Promise<number> {
    const row = await this.db
      .insertInto('mapMarker')
      .values({
        title: '矩阵标注',
        lng: 113.6,
        lat: 34.7,
        address: '郑州',
        width: 32,
        height: 32,
        message: '',
        createTime: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async spareAccount(): Promise<number> {
    const phone = await this.registeredPhone();
    const row = await this.db
      .selectFrom('userAccount')
      .select('id')
      .where('account', '=', phone)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** An account with a fresh phone no code was sent to yet (an operator may send it a reset code). */
  async phoneAccount(): Promise<number> {
    const phone = this.freshPhone();
    const row = await this.db
      .insertInto('userAccount')
      .values({
        account: phone,
        phone,
        realName: '矩阵账号',
        passwordHash: 'unusable',
        role: 'develop',
        tenantId: null,
        isAdministrator: 0,
        createTime: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A registered phone with a fresh password-reset code. */
  async forgetCode(): Promise<{ phone: string; code: string }> {
    const phone = await this.registeredPhone();
    await this.call('visitor', accountsApi.forgetCode, { params: { phone }, query: {} });
    return { phone, code: await latestSmsCode(this.app, phone) };
  }

  /** A fresh password-reset ticket. */
  async resetTicket(): Promise<string> {
    const data = await this.call('visitor', accountsApi.checkCode, { body: await this.forgetCode() });
    return data.id;
  }

  /** A fresh single-use code of the portal hand-over. */
  async handoverCode(): Promise<string> {
    const address = await this.call('visitor', authApi.tenantPortalLogin, {
      body: this.credentials('tenantAdmin'),
    });
    const code = new URL(address, 'http://portal.test').searchParams.get('code');
    if (!code) throw new Error(`no code in ${address}`);
    return code;
  }

  pngUpload(): { payload: Buffer; headers: Record<string, string> } {
    return multipartBody([{ name: 'file', value: TINY_PNG, filename: 'a.png', type: 'image/png' }]);
  }

  /** The name of a new public news picture (uploaded by the operator). */
  async newsImage(): Promise<string> {
    const { payload, headers } = this.pngUpload();
    const res = await this.app.inject({
      method: 'POST',
      url: newsAdminApi.uploadImage.path,
      payload,
      headers: { ...headers, token: this.token('operator') as string },
      remoteAddress: freshAddress(),
    });
    if (res.statusCode !== 200) throw new Error(`news image upload answered ${res.statusCode}: ${res.body}`);
    return (res.json().data as string).split('/').pop() as string;
  }

  /** The name of a new private upload of the role. */
  async uploadedFile(role: RoleName): Promise<string> {
    const token = this.token(role);
    const { payload, headers } = this.pngUpload();
    const res = await this.app.inject({
      method: 'POST',
      url: filesApi.upload.path,
      payload,
      headers: { ...headers, ...(token ? { token } : {}) },
      remoteAddress: freshAddress(),
    });
    if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
    return (res.json().data as string).split('/').pop() as string;
  }

  async imageCaptcha(): Promise<{ id: string; answer: string }> {
    const { id } = await this.call('visitor', captchaApi.image, {});
    const { answer } = await this.call('visitor', captchaApi.devImageAnswer, { params: { id } });
    return { id, answer };
  }

  /** A slider challenge old enough to be dragged. */
  async sliderChallenge(): Promise<string> {
    const { id } = await this.call('visitor', captchaApi.slider, {});
    await sleep(SLIDER_MIN_AGE_MS);
    return id;
  }

  /** A drag to `distance` px over a second, as a person would. */
  dragTrail(distance: number): { x: number; t: number }[] {
    const trail: { x: number; t: number }[] = [];
    for (let t = 0; t < 1000; t += 50) trail.push({ x: Math.round((distance * t) / 1000), t });
    trail.push({ x: distance, t: 1000 });
    return trail;
  }

  private take(pool: number[], what: string): number {
    const id = pool.shift();
    if (id === undefined) throw new Error(`the demo catalogue has no more ${what} for the matrix`);
    return id;
  }

  /** A free app the first tenant has never subscribed to. */
  freeApp(): number {
    return this.take(this.freeApps, 'free apps');
  }

  /** A charged app without trial (for the cart and purchases; adding twice is harmless). */
  chargedApp(index = 0): number {
    const id = this.chargedApps[index];
    if (id === undefined) throw new Error('the demo catalogue has too few charged apps');
    return id;
  }

  /** A live subscription of the first tenant: a trial of a charged app (may be unsubscribed). */
  async trialSubscription(): Promise<number> {
    return this.subscribe(this.take(this.trialApps, 'trial apps'), 0);
  }

  /** A live free subscription of the first tenant. */
  async freeSubscription(): Promise<number> {
    return this.subscribe(this.freeApp(), 1);
  }

  private async subscribe(marketId: number, type: 0 | 1): Promise<number> {
    await this.call('tenantAdmin', subscriptionsApi.subscribe, { body: { id: marketId, data: { type } } });
    const row = await this.db
      .selectFrom('marketSubscription')
      .select('id')
      .where('tenantId', '=', this.users.tenantAdmin.tenantId)
      .where('marketId', '=', marketId)
      .where('deleteTime', 'is', null)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A cart item of the first tenant with its years chosen. */
  async cartItem(marketId = this.chargedApp(0)): Promise<number> {
    const { tenantId } = this.users.tenantAdmin;
    await this.call('tenantAdmin', cartApi.add, { params: { marketId, tenantId } });
    const items = await this.call('tenantAdmin', cartApi.list, { params: { tenantId } });
    const item = items.find((entry) => entry.marketId === marketId);
    if (!item) throw new Error(`app ${marketId} is not in the cart`);
    await this.call('tenantAdmin', cartApi.update, { body: { id: item.id, duration: 1 } });
    return item.id;
  }

  /**
   * Every row asks each role in turn, so sample orders pile up; the tenant's earlier pending ones
   * are removed (a test set-up step, straight in the database) so the cap on pending orders and
   * other order rules see a tenant with none.
   */
  private async clearPendingOrders(): Promise<void> {
    const pending = this.db
      .selectFrom('marketOrder')
      .select('id')
      .where('tenantId', '=', this.users.tenantAdmin.tenantId)
      .where('status', 'in', [ORDER_STATUS.saved, ORDER_STATUS.awaitingPayment]);
    await this.db.deleteFrom('marketOrderItem').where('orderId', 'in', pending).execute();
    await this.db
      .deleteFrom('marketOrder')
      .where('tenantId', '=', this.users.tenantAdmin.tenantId)
      .where('status', 'in', [ORDER_STATUS.saved, ORDER_STATUS.awaitingPayment])
      .execute();
  }

  /**
   * A cart item of the app that may be ordered now: no order of the first tenant awaits payment
   * for it (another sample's order, in whatever order the rows run, would make it 409).
   */
  async orderableCartItem(marketId: number): Promise<number> {
    await this.clearPendingOrders();
    return this.cartItem(marketId);
  }

  /** A saved (not yet placed) order of the first tenant, from a new cart item. */
  async savedOrder(): Promise<number> {
    await this.clearPendingOrders();
    const item = await this.cartItem(this.chargedApp(1));
    const order = await this.call('tenantAdmin', ordersApi.save, {
      body: { marketShoppingIds: String(item) },
    });
    return order.id;
  }

  /** No tenant has an order awaiting payment: one is allowed per app, and samples buy the same apps. */
  async noPendingOrders(): Promise<void> {
    await this.clearPendingOrders();
    const others = this.db
      .selectFrom('marketOrder')
      .select('id')
      .where('status', 'in', [ORDER_STATUS.saved, ORDER_STATUS.awaitingPayment]);
    await this.db.deleteFrom('marketOrderItem').where('orderId', 'in', others).execute();
    await this.db
      .deleteFrom('marketOrder')
      .where('status', 'in', [ORDER_STATUS.saved, ORDER_STATUS.awaitingPayment])
      .execute();
  }

  /** The multipart body of a transfer receipt (a whole PNG). */
  receiptUpload(): { payload: Buffer; headers: Record<string, string> } {
    return multipartBody([{ name: 'file', value: TINY_PNG, filename: 'receipt.png', type: 'image/png' }]);
  }

  /** An order of the first tenant awaiting payment, with its transfer receipt uploaded. */
  async orderWithReceipt(): Promise<number> {
    const id = await this.awaitingOrder();
    const { payload, headers } = this.receiptUpload();
    const res = await this.app.inject({
      method: 'POST',
      url: pathWith(ordersApi.uploadReceipt.path, { id }),
      payload,
      headers: { ...headers, token: this.tokens.tenantAdmin },
    });
    if (res.statusCode !== 200) throw new Error(`receipt upload answered ${res.statusCode}: ${res.body}`);
    return id;
  }

  /** An order of the first tenant awaiting payment. */
  async awaitingOrder(): Promise<number> {
    await this.clearPendingOrders();
    const order = await this.call('tenantAdmin', ordersApi.purchase, {
      body: { marketId: this.chargedApp(2), duration: 1 },
    });
    return order.id;
  }

  /** The uncertified demo administrator back at status 0 (a sample of the matrix may have submitted). */
  async uncertifiedBackToStart(): Promise<void> {
    await this.db
      .updateTable('registration')
      .set({ status: 0 })
      .where('userId', '=', this.users.uncertified.userId)
      .execute();
  }

  /** A time in China's clock a day from now, as the unsubscribe form sends it. */
  tomorrow(): string {
    const china = new Date(Date.now() + 24 * 3600_000 + 8 * 3600_000);
    return china.toISOString().slice(0, 19).replace('T', ' ');
  }
}
