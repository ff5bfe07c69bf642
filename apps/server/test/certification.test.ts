import { ACCOUNT_TEXTS, accountsApi, authApi, filesApi } from '@portal/shared/accounts';
import { cartApi } from '@portal/shared/cart';
import { CERTIFICATION_TEXTS, certificationApi, reviewApi } from '@portal/shared/certification';
import { type Endpoint, type EndpointInput, endpointKey, pathWith } from '@portal/shared/contract';
import { ordersApi } from '@portal/shared/orders';
import { subscriptionsApi } from '@portal/shared/subscriptions';
import { RULE_MESSAGES } from '@portal/shared/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD_MD5, engines, loginAs, type TestApp } from './helpers.ts';
import {
  developerForm,
  newApplicant,
  submittedTenant,
  TINY_PDF,
  tenantForm,
  uploadAs,
} from './support/applicants.ts';
import { callAs, malformed } from './support/call.ts';
import { freshAddress, multipartBody, TINY_PNG } from './support/http.ts';

/** A call and its input, for a table of calls (the input typed by the endpoint). */
const request = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) => ({
  endpoint: endpoint as Endpoint,
  input: input as EndpointInput<Endpoint>,
});

/** Schema messages name their field first (「field」); the form shows the field already. */
const plain = (text: string) => text.replace(/「[^」]*」/g, '');

describe.each(engines)('certification on %s', (engine) => {
  let t: TestApp;
  let operator: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
    operator = await loginAs(t.app, 'operator', 'operate');
  });
  afterAll(() => t.close());

  /** A call with the session `token` (a visitor's without one), from an address of its own. */
  const call = async <E extends Endpoint>(token: string | null, endpoint: E, input: EndpointInput<E>) =>
    (await callAs(t, token ? { token } : 'visitor', endpoint, input, { remoteAddress: freshAddress() }))
      .response;
  /** An address a form holds (an uploaded document's), read with the session `token`. */
  const read = (url: string, token: string | null) =>
    t.app.inject({ method: 'GET', url, headers: token ? { token } : {}, remoteAddress: freshAddress() });
  const mine = (userId: number, token: string | null) =>
    call(token, certificationApi.mine, { params: { id: userId } });
  /** Sent as given: some tests send what the contract refuses. */
  const submitTenant = (token: string, form: object) =>
    call(token, certificationApi.submitTenant, malformed({ body: form }));
  const submitDeveloper = (token: string, form: object) =>
    call(token, certificationApi.submitDeveloper, malformed({ body: form }));
  const approve = (id: number) => call(operator, reviewApi.approve, { params: { id } });
  const registrationOf = (userId: number) =>
    t.database.db
      .selectFrom('registration')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
  const outbox = async (phone: string) =>
    (await call(null, accountsApi.devSmsOutbox, { query: { phone } })).json().data.list as {
      purpose: string;
      content: string;
    }[];
  const freeApp = async () =>
    (
      await t.database.db
        .selectFrom('marketApp')
        .select('id')
        .where('charged', '=', 0)
        .where('state', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;

  describe('reading one’s own', () => {
    it('shows a new tenant its empty form at status 0, with the account phone', async () => {
      const applicant = await newApplicant(t.app, t.database.db, 0);
      const res = await mine(applicant.userId, applicant.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        tenantUserId: applicant.userId,
        type: 0,
        status: 0,
        adminPhone: applicant.account,
        companyName: '',
        examineRemake: '',
      });
      const user = await call(applicant.token, certificationApi.tenantUser, {
        params: { id: applicant.userId },
      });
      expect(user.json().data).toEqual({
        id: applicant.userId,
        account: applicant.account,
        phone: applicant.account,
        type: 0,
        status: 0,
        tenantId: applicant.tenantId,
      });
    });

    it('tells no one else: another tenant, a developer and the operator get 404, a visitor 401', async () => {
      const applicant = await newApplicant(t.app, t.database.db, 0);
      for (const token of [
        await loginAs(t.app, '13800000003', 'tenant'),
        await loginAs(t.app, '13800000002', 'develop'),
        operator,
      ]) {
        expect((await mine(applicant.userId, token)).statusCode).toBe(404);
        expect(
          (await call(token, certificationApi.tenantUser, { params: { id: applicant.userId } })).statusCode,
        ).toBe(404);
      }
      expect((await mine(applicant.userId, null)).statusCode).toBe(401);
    });
  });

  describe('submitting', () => {
    it('moves a complete tenant form from 0 to 1 and answers 提交成功', async () => {
      const applicant = await newApplicant(t.app, t.database.db, 0);
      const form = await tenantForm(t.app, applicant.token);
      const res = await submitTenant(applicant.token, form);
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe(CERTIFICATION_TEXTS.submitted);
      expect(res.json().data).toMatchObject({
        status: 1,
        enCode: form.enCode,
        companyName: form.companyName,
        applicationForm: form.applicationForm,
      });
      const row = await registrationOf(applicant.userId);
      expect(row.status).toBe(1);
      expect(row.submitTime).not.toBeNull();
    });

    it('refuses a second submission while one is under review, and changes nothing', async () => {
      const applicant = await submittedTenant(t.app, t.database.db);
      const before = await registrationOf(applicant.userId);
      const again = await submitTenant(applicant.token, { ...applicant.form, companyName: '另一家公司' });
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe(CERTIFICATION_TEXTS.underReview);
      expect(await registrationOf(applicant.userId)).toEqual(before);
    });

    const future = () => {
      const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
      const ymd = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
      const body = `110105${ymd}002`;
      return body + '10X98765432'[weights.reduce((s, w, i) => s + w * Number(body[i]), 0) % 11];
    };

    it.each([
      [
        'a wrong ID check digit',
        { adminIdCard: '110105194912310021' },
        RULE_MESSAGES.nationalId,
        'adminIdCard',
      ],
      ['a future birth date', { legalPersonIdCard: future() }, RULE_MESSAGES.nationalId, 'legalPersonIdCard'],
      [
        'a wrong credit-code check character',
        { creditCode: '91350100M000100Y44' },
        RULE_MESSAGES.socialCreditCode,
        'creditCode',
      ],
      ['a malformed tenant code', { enCode: '9abc' }, RULE_MESSAGES.tenantCode, 'enCode'],
      ['a missing tenant code', { enCode: '' }, CERTIFICATION_TEXTS.enCodeRequired, 'enCode'],
      ['a missing ID card photo', { idCardTail: '' }, CERTIFICATION_TEXTS.idCardImages, 'idCardTail'],
      ['a missing licence', { businessLicense: '' }, CERTIFICATION_TEXTS.businessLicense, 'businessLicense'],
      [
        'a missing application form',
        { applicationForm: '' },
        CERTIFICATION_TEXTS.applicationForm,
        'applicationForm',
      ],
      [
        'a missing commitment letter',
        { letterCommitment: '' },
        CERTIFICATION_TEXTS.letterCommitment,
        'letterCommitment',
      ],
      [
        'a document never uploaded',
        { businessLicense: pathWith(filesApi.file.path, { name: 'nothere.png' }) },
        CERTIFICATION_TEXTS.businessLicense,
        'businessLicense',
      ],
      ['a non-Chinese name', { adminName: 'Li Ming' }, CERTIFICATION_TEXTS.chineseName, 'adminName'],
      ['a long company name', { companyName: '冷'.repeat(51) }, '企业名称最多 50 个字符', 'companyName'],
    ])('refuses %s with its message and stores nothing', async (_what, change, message, field) => {
      const applicant = await newApplicant(t.app, t.database.db, 0);
      const form = { ...(await tenantForm(t.app, applicant.token)), ...change };
      const before = await registrationOf(applicant.userId);
      const res = await submitTenant(applicant.token, form);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(message);
      expect(plain(res.json().data.fieldErrors[field])).toBe(message);
      expect(await registrationOf(applicant.userId)).toEqual(before);
    });

    it('refuses a PDF as the ID card (images only) and another user’s upload as one’s own', async () => {
      const applicant = await newApplicant(t.app, t.database.db, 0);
      const other = await newApplicant(t.app, t.database.db, 0);
      const form = await tenantForm(t.app, applicant.token);
      const pdf = await submitTenant(applicant.token, {
        ...form,
        idCardFornt: await uploadAs(t.app, applicant.token, TINY_PDF),
      });
      expect(pdf.statusCode).toBe(400);
      expect(pdf.json().data.fieldErrors.idCardFornt).toBe(CERTIFICATION_TEXTS.documentNotImage);
      const stolen = await submitTenant(applicant.token, {
        ...form,
        businessLicense: await uploadAs(t.app, other.token),
      });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().msg).toBe(CERTIFICATION_TEXTS.businessLicense);
      expect((await registrationOf(applicant.userId)).status).toBe(0);
    });

    it('refuses a tenant code another tenant has, or another submission under review has', async () => {
      const taken = await newApplicant(t.app, t.database.db, 0);
      const byTenant = await submitTenant(taken.token, await tenantForm(t.app, taken.token, 'DEMO'));
      expect(byTenant.statusCode).toBe(409);
      expect(byTenant.json().msg).toBe(CERTIFICATION_TEXTS.enCodeTaken);
      expect((await registrationOf(taken.userId)).status).toBe(0);

      const first = await submittedTenant(t.app, t.database.db);
      const second = await newApplicant(t.app, t.database.db, 0);
      const clash = await submitTenant(
        second.token,
        await tenantForm(t.app, second.token, first.form.enCode),
      );
      expect(clash.statusCode).toBe(409);
      expect((await registrationOf(second.userId)).status).toBe(0);
    });

    it('keeps the tenant form for tenants and the developer form for developers', async () => {
      const tenant = await newApplicant(t.app, t.database.db, 0);
      const developer = await newApplicant(t.app, t.database.db, 1);
      const asDeveloper = await submitDeveloper(tenant.token, await developerForm(t.app, tenant.token));
      expect(asDeveloper.statusCode).toBe(403);
      const asTenant = await submitTenant(developer.token, await tenantForm(t.app, developer.token));
      expect(asTenant.statusCode).toBe(403);
      // A member an administrator added has no certification of its own.
      const member = await loginAs(t.app, '13800000005', 'tenant');
      expect((await submitTenant(member, await tenantForm(t.app, member))).statusCode).toBe(404);
      expect((await submitTenant('', {})).statusCode).toBe(401);
    });

    it('takes a personal developer with the person alone, an enterprise developer only with the company', async () => {
      const personal = await newApplicant(t.app, t.database.db, 1);
      const ok = await submitDeveloper(personal.token, await developerForm(t.app, personal.token));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ type: 1, status: 1, companyName: '' });

      const enterprise = await newApplicant(t.app, t.database.db, 2);
      const missing = await submitDeveloper(enterprise.token, await developerForm(t.app, enterprise.token));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.fieldErrors).toMatchObject({
        companyName: CERTIFICATION_TEXTS.companyRequired,
        creditCode: CERTIFICATION_TEXTS.creditRequired,
        businessLicense: CERTIFICATION_TEXTS.businessLicense,
      });
      expect((await registrationOf(enterprise.userId)).status).toBe(0);
      const {
        enCode: _e,
        applicationForm: _a,
        letterCommitment: _l,
        ...company
      } = await tenantForm(t.app, enterprise.token);
      const complete = await submitDeveloper(enterprise.token, company);
      expect(complete.statusCode).toBe(200);
      expect(complete.json().data).toMatchObject({ type: 2, status: 1, companyName: company.companyName });
    });
  });

  describe('documents', () => {
    const upload = (content: Buffer, token?: string) => {
      const { payload, headers } = multipartBody([
        { name: 'file', value: content, filename: 'id.png', type: 'image/png' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: filesApi.upload.path,
        payload,
        headers: { ...headers, ...(token ? { token } : {}) },
        remoteAddress: freshAddress(),
      });
    };

    it('refuses a renamed non-image, an over-size image and an over-size PDF, storing nothing', async () => {
      const applicant = await newApplicant(t.app, t.database.db, 0);
      const count = async () =>
        Number(
          (
            await t.database.db
              .selectFrom('uploadedFile')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('ownerUserId', '=', applicant.userId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const renamed = await upload(Buffer.from('MZ\x90\x00 not a picture at all'), applicant.token);
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().msg).toBe(ACCOUNT_TEXTS.imageType);
      const bigImage = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]);
      const tooBig = await upload(bigImage, applicant.token);
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json().msg).toBe(ACCOUNT_TEXTS.imageSize);
      const bigPdf = await upload(Buffer.concat([TINY_PDF, Buffer.alloc(10 * 1024 * 1024)]), applicant.token);
      expect(bigPdf.json().msg).toBe(CERTIFICATION_TEXTS.pdfSize);
      expect(await count()).toBe(0);
      // A visitor (the registration form) may upload images, not PDFs.
      const visitorPdf = await upload(TINY_PDF);
      expect(visitorPdf.statusCode).toBe(400);
      expect(visitorPdf.json().msg).toBe(ACCOUNT_TEXTS.imageType);
    });

    it('shows submitted documents to their owner and operators only', async () => {
      const applicant = await submittedTenant(t.app, t.database.db);
      for (const path of [applicant.form.idCardFornt, applicant.form.applicationForm]) {
        expect((await read(path, applicant.token)).statusCode).toBe(200);
        expect((await read(path, operator)).statusCode).toBe(200);
        expect((await read(path, await loginAs(t.app, '13800000003', 'tenant'))).statusCode).toBe(404);
        expect((await read(path, await loginAs(t.app, '13800000002', 'develop'))).statusCode).toBe(404);
        expect((await read(path, null)).statusCode).toBe(401);
      }
      const pdf = await read(applicant.form.applicationForm, operator);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    });
  });

  describe('the review desk', () => {
    it('refuses every call to tenant, developer and uncertified tokens (403) and visitors (401)', async () => {
      const applicant = await submittedTenant(t.app, t.database.db);
      const id = applicant.registrationId;
      const calls = [
        request(reviewApi.list, { query: {} }),
        request(reviewApi.detail, { params: { id } }),
        request(reviewApi.approve, { params: { id } }),
        request(reviewApi.reject, { params: { id }, body: { examineRemake: '资料不清晰' } }),
      ];
      const tokens = [
        await loginAs(t.app, '13800000001', 'tenant'),
        await loginAs(t.app, '13800000005', 'tenant'),
        await loginAs(t.app, '13800000002', 'develop'),
        await loginAs(t.app, '13800000004', 'tenant'),
        applicant.token,
      ];
      for (const { endpoint, input } of calls) {
        const label = endpointKey(endpoint);
        for (const token of tokens) expect((await call(token, endpoint, input)).statusCode, label).toBe(403);
        expect((await call(null, endpoint, input)).statusCode, label).toBe(401);
      }
      expect((await registrationOf(applicant.userId)).status).toBe(1);
    });

    it('lists submissions by status, kind and search, and shows every field', async () => {
      const applicant = await submittedTenant(t.app, t.database.db);
      const list = await call(operator, reviewApi.list, {
        query: { status: 1, kind: 'tenant', keyword: applicant.form.enCode },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.list).toEqual([
        expect.objectContaining({
          id: applicant.registrationId,
          account: applicant.account,
          status: 1,
          type: 0,
        }),
      ]);
      const developers = await call(operator, reviewApi.list, {
        query: { kind: 'developer', keyword: applicant.form.enCode },
      });
      expect(developers.json().data.list).toEqual([]);
      const approvedOnly = await call(operator, reviewApi.list, {
        query: { status: 2, keyword: applicant.account },
      });
      expect(approvedOnly.json().data.pagination.total).toBe(0);
      // A keyword's % is text, not a wildcard.
      const wildcard = await call(operator, reviewApi.list, { query: { keyword: '%' } });
      expect(wildcard.json().data.pagination.total).toBe(0);

      const detail = await call(operator, reviewApi.detail, { params: { id: applicant.registrationId } });
      expect(detail.json().data).toMatchObject({
        ...applicant.form,
        adminPhone: applicant.account,
        status: 1,
      });
      expect((await call(operator, reviewApi.detail, { params: { id: 999999 } })).statusCode).toBe(404);
    });

    it('approves: status 2, the tenant named with its code, the applicant its administrator, an SMS and an audit entry; the same session may then subscribe', async () => {
      const applicant = await submittedTenant(t.app, t.database.db);
      const app = await freeApp();
      const subscribe = () =>
        call(applicant.token, subscriptionsApi.subscribe, { body: { id: app, data: { type: 1 } } });
      const refused = await subscribe();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe(ACCOUNT_TEXTS.certificationIncomplete);

      const res = await approve(applicant.registrationId);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(2);
      const tenant = await t.database.db
        .selectFrom('tenant')
        .selectAll()
        .where('id', '=', applicant.tenantId as number)
        .executeTakeFirstOrThrow();
      expect(tenant).toMatchObject({ code: applicant.form.enCode, name: applicant.form.companyName });
      const user = await t.database.db
        .selectFrom('userAccount')
        .selectAll()
        .where('id', '=', applicant.userId)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ isAdministrator: 1, tenantId: applicant.tenantId, realName: '孙认证' });
      expect((await outbox(applicant.account))[0]).toMatchObject({
        purpose: 'certification',
        content: expect.stringContaining('审核通过'),
      });
      const audit = await t.database.db
        .selectFrom('auditLog')
        .selectAll()
        .where('targetId', '=', String(applicant.registrationId))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'certification.approve', actorAccount: 'operator' });
      expect(JSON.parse(audit[0]?.before ?? '{}').status).toBe(1);
      expect(JSON.parse(audit[0]?.after ?? '{}').status).toBe(2);

      // The applicant's next request sees the approval: no new login needed.
      expect((await mine(applicant.userId, applicant.token)).json().data.status).toBe(2);
      expect((await subscribe()).statusCode).toBe(200);
      const login = await call(null, authApi.lookup, {
        body: { account: applicant.account, password: DEMO_PASSWORD_MD5, type: '0' },
      });
      expect(login.json().data.status).toBe(2);

      const again = await approve(applicant.registrationId);
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe(CERTIFICATION_TEXTS.notReviewing);
      const approvedAgain = await submitTenant(applicant.token, applicant.form);
      expect(approvedAgain.statusCode).toBe(403);
      expect(approvedAgain.json().msg).toBe(CERTIFICATION_TEXTS.alreadyApproved);
    });

    it('rejects only with a reason, which the applicant reads; the applicant may correct and submit again', async () => {
      const applicant = await submittedTenant(t.app, t.database.db);
      const reject = (examineRemake: string) =>
        call(operator, reviewApi.reject, {
          params: { id: applicant.registrationId },
          body: { examineRemake },
        });
      const noReason = await reject('  ');
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().msg).toContain(CERTIFICATION_TEXTS.rejectReasonRequired);
      expect((await registrationOf(applicant.userId)).status).toBe(1);

      const res = await reject('营业执照照片不清晰');
      expect(res.statusCode).toBe(200);
      const own = (await mine(applicant.userId, applicant.token)).json().data;
      expect(own).toMatchObject({ status: 3, examineRemake: '营业执照照片不清晰' });
      expect((await outbox(applicant.account))[0]?.content).toContain('营业执照照片不清晰');
      const audit = await t.database.db
        .selectFrom('auditLog')
        .select('action')
        .where('targetId', '=', String(applicant.registrationId))
        .execute();
      expect(audit).toEqual([{ action: 'certification.reject' }]);

      const resubmit = await submitTenant(applicant.token, {
        ...applicant.form,
        companyName: '更正后的公司',
      });
      expect(resubmit.statusCode).toBe(200);
      expect(resubmit.json().data).toMatchObject({
        status: 1,
        examineRemake: '',
        companyName: '更正后的公司',
      });
      // Approving a code another tenant took meanwhile is refused.
      await t.database.db
        .updateTable('tenant')
        .set({ code: applicant.form.enCode })
        .where('code', '=', 'sample')
        .execute();
      const clash = await approve(applicant.registrationId);
      expect(clash.statusCode).toBe(409);
      expect((await registrationOf(applicant.userId)).status).toBe(1);
      await t.database.db
        .updateTable('tenant')
        .set({ code: 'sample' })
        .where('code', '=', applicant.form.enCode)
        .execute();
    });

    it('approves a developer without touching any tenant', async () => {
      const developer = await newApplicant(t.app, t.database.db, 1);
      const submitted = await submitDeveloper(developer.token, await developerForm(t.app, developer.token));
      const res = await approve(submitted.json().data.id);
      expect(res.statusCode).toBe(200);
      const user = await t.database.db
        .selectFrom('userAccount')
        .selectAll()
        .where('id', '=', developer.userId)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ tenantId: null, role: 'develop', isAdministrator: 0 });
      // Certified now: the developer community opens.
      const judgment = await call(developer.token, authApi.judgment, { body: { target: 'community' } });
      expect(judgment.statusCode).toBe(200);
    });
  });

  describe('before approval', () => {
    it('an uncertified tenant administrator may not subscribe, fill the cart, order, or enter the workbench, and nothing changes', async () => {
      const applicant = await newApplicant(t.app, t.database.db, 0);
      const app = await freeApp();
      const tenantId = applicant.tenantId as number;
      const calls = [
        request(subscriptionsApi.subscribe, { body: { id: app, data: { type: 1 } } }),
        request(cartApi.add, { params: { marketId: app, tenantId } }),
        request(cartApi.list, { params: { tenantId } }),
        request(ordersApi.purchase, { body: { marketId: app, duration: 1 } }),
        request(ordersApi.list, { query: {} }),
        request(authApi.judgment, { body: { target: 'workbench' } }),
      ];
      for (const { endpoint, input } of calls) {
        const label = endpointKey(endpoint);
        const res = await call(applicant.token, endpoint, input);
        expect(res.statusCode, label).toBe(403);
        expect(res.json().msg, label).toBe(ACCOUNT_TEXTS.certificationIncomplete);
      }
      for (const table of ['marketSubscription', 'marketCartItem', 'marketOrder'] as const) {
        const rows = await t.database.db
          .selectFrom(table)
          .select('id')
          .where('tenantId', '=', tenantId)
          .execute();
        expect(rows, table).toEqual([]);
      }
    });
  });

  describe('the ID check of the form’s blur', () => {
    it('answers the same rule as the server’s form check', async () => {
      const check = (idCard: string) => call(null, certificationApi.validateIdNumber, { body: { idCard } });
      expect((await check('11010519491231002x')).statusCode).toBe(200);
      const wrong = await check('110105194912310021');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().msg).toBe(RULE_MESSAGES.nationalId);
      const empty = await check('');
      expect(empty.json().msg).toContain(CERTIFICATION_TEXTS.idRequired);
    });
  });
});
