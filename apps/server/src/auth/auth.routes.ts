import { siteAdmitsRole } from '@portal/shared/access';
import { ACCOUNT_TEXTS, authApi } from '@portal/shared/accounts';
import { MESSAGES } from '@portal/shared/messages';
import { SUPPLY_TEXTS } from '@portal/shared/supply';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import {
  assertCertified,
  assertRole,
  checkCredentials,
  registrationInfo,
  stripRoleTag,
} from './auth.service.ts';
import { callerFrom, toUserInfo } from './guards.ts';
import {
  addressWithCode,
  getSecondDomain,
  handoverAddress,
  issueHandoverCode,
  PORTAL_HANDOVER_PAGE,
  redeemHandoverAccount,
} from './handover.service.ts';
import { closeSession, openSession } from './session.service.ts';

/** Sign-in, session and hand-over to the other sites. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  type LoginBody = { password: string; captchaId?: string | undefined; captcha?: string | undefined };
  const credentials = (account: string, body: LoginBody, ip: string) =>
    checkCredentials(app.db, app.rateLimits, {
      account,
      passwordMd5: body.password,
      ip,
      captcha: { id: body.captchaId, answer: body.captcha },
    });

  const loginResult = async (user: Parameters<typeof callerFrom>[0], ip: string) => ({
    token: await openSession(app.db, user.id),
    account: user.account,
    realName: user.realName,
    user: toUserInfo(callerFrom(user, ip)),
  });

  const portalAddress = async (user: { id: number }) =>
    addressWithCode(PORTAL_HANDOVER_PAGE, await issueHandoverCode(app.db, user.id));

  route(app, authApi.login, async ({ body }, request) => {
    const user = await credentials(body.account, body, request.ip);
    assertRole(user, body.role);
    return ok(await loginResult(user, request.ip));
  });

  route(app, authApi.lookup, async ({ body }, request) => {
    const user = await credentials(stripRoleTag(body.account), body, request.ip);
    if (user.role === 'operate') throw new AppError(400, ACCOUNT_TEXTS.wrongAccountOrRole);
    return ok(registrationInfo(user));
  });

  route(app, authApi.tenantPortalLogin, async ({ body }, request) => {
    const user = await credentials(body.account, body, request.ip);
    assertRole(user, 'tenant');
    assertCertified(user);
    return ok(await portalAddress(user));
  });

  route(app, authApi.developerPortalLogin, async ({ body }, request) => {
    const user = await credentials(stripRoleTag(body.account), body, request.ip);
    assertRole(user, 'develop');
    assertCertified(user);
    return ok(await portalAddress(user));
  });

  route(app, authApi.exchange, async ({ query }, request) =>
    ok(await loginResult(await redeemHandoverAccount(app.db, query.code), request.ip)),
  );

  route(app, authApi.workbenchLogin, async ({ body }, request) => {
    const user = await credentials(body.account, body, request.ip);
    assertRole(user, 'tenant');
    assertCertified(user);
    return ok(await handoverAddress(app.db, user.id, 'workbench'));
  });

  // Asked on every page a logged-in user opens: kept per user as checked JSON bytes, as fresh as
  // the session cache it is made from (both dropped with the `sessions` area and after 30 s).
  route(
    app,
    authApi.currentUser,
    async ({ caller }) => ok({ ...toUserInfo(caller), registration: registrationInfo(caller) }),
    { cached: { area: 'sessions', key: ({ caller }) => `user:${caller.userId}` } },
  );

  route(app, authApi.checkToken, async () => ok({ valid: true as const }));

  route(app, authApi.logout, async (_input, request) => {
    if (request.sessionToken) await closeSession(app.db, request.sessionToken);
    return ok(null, ACCOUNT_TEXTS.logoutDone);
  });

  route(app, authApi.judgment, async ({ body, caller: user }) => {
    const { target } = body;
    if (!siteAdmitsRole(target, user)) {
      throw new AppError(
        403,
        target === 'community'
          ? ACCOUNT_TEXTS.communityGate
          : target === 'b2b'
            ? SUPPLY_TEXTS.unpublishableRole
            : '当前账号无权进入该站点',
      );
    }
    if (user.role !== 'operate') assertCertified(user);
    return ok(await handoverAddress(app.db, user.userId, target));
  });

  route(app, authApi.secondDomain, async () => ok(await getSecondDomain(app.db), MESSAGES.ok));
};
