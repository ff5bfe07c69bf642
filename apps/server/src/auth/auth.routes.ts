import {
  ACCOUNT_TEXTS,
  MESSAGES,
  zAddress,
  zCurrentUser,
  zEnvelope,
  zErrorEnvelope,
  zExchangeQuery,
  zHandoverRequest,
  zLoginRequest,
  zLoginResult,
  zLookupRequest,
  zRegistrationInfo,
  zSecondDomain,
} from '@portal/shared';
import { z } from 'zod';
import { findUserById, type UserRow } from '../accounts/user.repository.ts';
import type { AppInstance } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import {
  assertCertified,
  assertRole,
  checkCredentials,
  registrationInfo,
  stripRoleTag,
} from './auth.service.ts';
import { optionalUser, requireUser, toUserInfo } from './guards.ts';
import {
  addressWithCode,
  getSecondDomain,
  handoverAddress,
  issueHandoverCode,
  PORTAL_HANDOVER_PAGE,
  redeemHandoverCode,
} from './handover.service.ts';
import { closeSession, openSession } from './session.service.ts';

const errors = { 400: zErrorEnvelope, 401: zErrorEnvelope, 403: zErrorEnvelope, 429: zErrorEnvelope };
const tags = ['auth'];

export function authRoutes(app: AppInstance): void {
  type LoginBody = { password: string; captchaId?: string | undefined; captcha?: string | undefined };
  const credentials = (account: string, body: LoginBody, ip: string) =>
    checkCredentials(app.db, app.rateLimits, {
      account,
      passwordMd5: body.password,
      ip,
      captcha: { id: body.captchaId, answer: body.captcha },
    });

  const loginResult = async (user: UserRow) => ({
    token: await openSession(app.db, user.id),
    account: user.account,
    realName: user.realName,
    user: toUserInfo(user),
  });

  const portalAddress = async (user: UserRow) =>
    addressWithCode(PORTAL_HANDOVER_PAGE, await issueHandoverCode(app.db, user.id));

  app.post(
    '/api/oauth/Login',
    {
      schema: {
        tags,
        summary: '账号密码登录（任一角色），返回令牌',
        body: zLoginRequest,
        response: { 200: zEnvelope(zLoginResult), ...errors },
      },
    },
    async (request) => {
      const user = await credentials(request.body.account, request.body, request.ip);
      assertRole(user, request.body.role);
      return ok(await loginResult(user));
    },
  );

  app.post(
    '/api/developer/Login/check',
    {
      schema: {
        tags,
        summary: '登录前查询账号的注册与认证状态（需密码）',
        body: zLookupRequest,
        response: { 200: zEnvelope(zRegistrationInfo), ...errors },
      },
    },
    async (request) => {
      const user = await credentials(stripRoleTag(request.body.account), request.body, request.ip);
      if (user.role === 'operate') throw new AppError(400, ACCOUNT_TEXTS.wrongAccountOrRole);
      return ok(registrationInfo(user));
    },
  );

  app.post(
    '/api/oauth/kc/loginIndustrialInternet',
    {
      schema: {
        tags,
        summary: '租户单点登录：返回带一次性登录码的地址',
        body: zLoginRequest,
        response: { 200: zEnvelope(zAddress), ...errors },
      },
    },
    async (request) => {
      const user = await credentials(request.body.account, request.body, request.ip);
      assertRole(user, 'tenant');
      assertCertified(user);
      return ok(await portalAddress(user));
    },
  );

  app.post(
    '/api/oauth/kc/loginIndustrialInternet2',
    {
      schema: {
        tags,
        summary: '开发者单点登录：返回带一次性登录码的地址',
        body: zLoginRequest,
        response: { 200: zEnvelope(zAddress), ...errors },
      },
    },
    async (request) => {
      const user = await credentials(stripRoleTag(request.body.account), request.body, request.ip);
      assertRole(user, 'develop');
      assertCertified(user);
      return ok(await portalAddress(user));
    },
  );

  app.get(
    '/api/oauth/kc/login',
    {
      schema: {
        tags,
        summary: '用一次性登录码换取会话',
        querystring: zExchangeQuery,
        response: { 200: zEnvelope(zLoginResult), ...errors },
      },
    },
    async (request) => {
      const userId = await redeemHandoverCode(app.db, request.query.code);
      const user = await findUserById(app.db, userId);
      if (!user) throw new AppError(401, ACCOUNT_TEXTS.handoverInvalid);
      return ok(await loginResult(user));
    },
  );

  app.post(
    '/api/tenant/Login',
    {
      schema: {
        tags,
        summary: '租户工作台登录：返回工作台地址（带一次性登录码）',
        body: zLoginRequest,
        response: { 200: zEnvelope(zAddress), ...errors },
      },
    },
    async (request) => {
      const user = await credentials(request.body.account, request.body, request.ip);
      assertRole(user, 'tenant');
      assertCertified(user);
      return ok(await handoverAddress(app.db, user.id, 'workbench'));
    },
  );

  app.get(
    '/api/oauth/CurrentUser',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '当前登录用户',
        response: { 200: zEnvelope(zCurrentUser), 401: zErrorEnvelope },
      },
    },
    async (request) => {
      const user = request.user as UserRow;
      return ok({ ...toUserInfo(user), registration: registrationInfo(user) });
    },
  );

  app.get(
    '/api/oauth/checkToken',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '令牌是否有效（有效时顺延会话）',
        response: { 200: zEnvelope(z.object({ valid: z.literal(true) })), 401: zErrorEnvelope },
      },
    },
    async () => ok({ valid: true as const }),
  );

  app.get(
    '/api/oauth/Logout',
    {
      preHandler: optionalUser,
      schema: { tags, summary: '退出登录：服务器端吊销会话', response: { 200: zEnvelope(z.null()) } },
    },
    async (request) => {
      if (request.sessionToken) await closeSession(app.db, request.sessionToken);
      return ok(null, ACCOUNT_TEXTS.logoutDone);
    },
  );

  app.post(
    '/api/oauth/judgment',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '前往运营系统、开发者社区或租户工作台：返回带一次性登录码的地址',
        body: zHandoverRequest,
        response: { 200: zEnvelope(zAddress), ...errors },
      },
    },
    async (request) => {
      const user = request.user as UserRow;
      const { target } = request.body;
      const allowed =
        (target === 'system' && user.role === 'operate') ||
        (target === 'workbench' && user.role === 'tenant') ||
        (target === 'community' &&
          (user.role === 'develop' || (user.role === 'tenant' && user.isAdministrator === 1)));
      if (!allowed) {
        throw new AppError(
          403,
          target === 'community' ? ACCOUNT_TEXTS.communityGate : '当前账号无权进入该站点',
        );
      }
      if (user.role !== 'operate') assertCertified(user);
      return ok(await handoverAddress(app.db, user.id, target));
    },
  );

  app.get(
    '/api/system/SysConfig/getSecondDomain',
    {
      schema: {
        tags,
        summary: '各站点地址（运营系统、开发者社区、租户工作台）',
        response: { 200: zEnvelope(zSecondDomain) },
      },
    },
    async () => ok(await getSecondDomain(app.db), MESSAGES.ok),
  );
}
