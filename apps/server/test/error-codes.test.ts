import { ACCOUNT_TEXTS, accountsApi, authApi } from '@portal/shared/accounts';
import { healthApi } from '@portal/shared/api';
import { type Endpoint, pathWith } from '@portal/shared/contract';
import { ERROR_CODES } from '@portal/shared/errors';
import { ordersApi } from '@portal/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD_MD5, loginAs, type TestApp } from './helpers.ts';
import { NO_SUCH_CALL } from './support/addresses.ts';
import { freshAddress } from './support/http.ts';
import { documentPath, openApiDocument } from './support/openapi.ts';

/** A call's address, from its contract. */
const addressOf = (endpoint: Endpoint, params?: Record<string, unknown>) => pathWith(endpoint.path, params);

/**
 * Every error answer names its reason (`errorCode`) so that a client decides by it, never by
 * the message: the refusals a screen must tell apart each have their own.
 */
describe('error codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { token } : {}, remoteAddress: freshAddress() });

  it('says ACCOUNT_TAKEN for a phone that already has an account', async () => {
    const res = await get(addressOf(accountsApi.checkAccount, { account: '13800000001' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ msg: ACCOUNT_TEXTS.duplicateAccount, errorCode: 'ACCOUNT_TAKEN' });
  });

  it('says CERTIFICATION_INCOMPLETE to an uncertified account on a call that needs certification', async () => {
    const token = await loginAs(t.app, '13800000004', 'tenant');
    const res = await get(addressOf(ordersApi.list), token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      msg: ACCOUNT_TEXTS.certificationIncomplete,
      errorCode: 'CERTIFICATION_INCOMPLETE',
    });
  });

  it('says PHONE_NOT_REGISTERED on the phone field when recovering an unknown phone', async () => {
    const res = await get(addressOf(accountsApi.forgetCode, { phone: '13912345678' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      msg: ACCOUNT_TEXTS.phoneNotRegistered,
      data: { fieldErrors: { phone: ACCOUNT_TEXTS.phoneNotRegistered } },
      errorCode: 'PHONE_NOT_REGISTERED',
    });
  });

  it('says RESET_TICKET_INVALID for an unknown password-reset ticket', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: addressOf(accountsApi.resetPassword, { id: 'no-such-ticket' }),
      payload: { userPassword: DEMO_PASSWORD_MD5, validatePassword: DEMO_PASSWORD_MD5 },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: ACCOUNT_TEXTS.resetTicketInvalid,
      errorCode: 'RESET_TICKET_INVALID',
    });
  });

  it('says NOT_LOGGED_IN with the spec code 600 without a session, and NOT_FOUND for an unknown call', async () => {
    expect((await get(addressOf(authApi.currentUser))).json()).toMatchObject({
      code: 600,
      errorCode: 'NOT_LOGGED_IN',
    });
    expect((await get(NO_SUCH_CALL)).json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
  });

  it('lists every code of the table in the API document', () => {
    const doc = openApiDocument(t.app) as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
      >;
    };
    const refusal = JSON.stringify(doc.paths[documentPath(healthApi.health.path)]?.get?.responses['400']);
    for (const code of Object.keys(ERROR_CODES)) expect(refusal).toContain(`"${code}"`);
  });
});
