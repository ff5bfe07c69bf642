import { filesApi } from '@portal/shared/accounts';
import { certificationApi } from '@portal/shared/certification';
import type { Kysely } from 'kysely';
import type { AppInstance } from '../../src/app.ts';
import type { Database } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/crypto.ts';
import { DEMO_PASSWORD_MD5, loginAs } from '../helpers.ts';
import { callAs } from './call.ts';
import { freshAddress, multipartBody, TINY_PNG } from './http.ts';

/** Makers of certification applicants (new accounts at status 0) and of their documents. */

let hash: Promise<string> | null = null;
let counter = 0;

export interface Applicant {
  account: string;
  userId: number;
  tenantId: number | null;
  token: string;
}

/**
 * A new account with registration status 0, as registration leaves it: a tenant
 * administrator (type 0, with its own tenant) or a developer (type 1 personal, 2 enterprise).
 * Signed in through the real login.
 */
export async function newApplicant(
  app: AppInstance,
  db: Kysely<Database>,
  type: 0 | 1 | 2,
): Promise<Applicant> {
  hash ??= hashPassword(DEMO_PASSWORD_MD5);
  counter += 1;
  const account = `1360${String(process.pid % 10_000).padStart(4, '0')}${String(counter).padStart(3, '0')}`;
  const now = new Date().toISOString();
  const tenant =
    type === 0
      ? await db
          .insertInto('tenant')
          .values({ name: `租户${account.slice(-4)}`, code: null, createTime: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      : null;
  const user = await db
    .insertInto('userAccount')
    .values({
      account,
      phone: account,
      realName: `用户${account.slice(-4)}`,
      passwordHash: await hash,
      role: type === 0 ? 'tenant' : 'develop',
      tenantId: tenant?.id ?? null,
      isAdministrator: type === 0 ? 1 : 0,
      createTime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('registration')
    .values({ userId: user.id, type, status: 0, createTime: now, updateTime: now })
    .execute();
  const token = await loginAs(app, account, type === 0 ? 'tenant' : 'develop');
  return { account, userId: user.id, tenantId: tenant?.id ?? null, token };
}

/** Uploads a file as the applicant; answers the stored path. */
export async function uploadAs(app: AppInstance, token: string, content: Buffer = TINY_PNG): Promise<string> {
  const { payload, headers } = multipartBody([
    { name: 'file', value: content, filename: 'doc.png', type: 'image/png' },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: filesApi.upload.path,
    payload,
    headers: { ...headers, token },
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json().data as string;
}

/** The smallest PDF the upload takes (a signed form): header, one object, the cross-reference offset, the end. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\nstartxref\n9\n%%EOF\n');

let codeCounter = 0;
/** A tenant code no other test uses. */
export function freshTenantCode(): string {
  codeCounter += 1;
  return `t${process.pid % 100_000}x${codeCounter}`;
}

/** A complete tenant form with the applicant's own uploads. */
export async function tenantForm(app: AppInstance, token: string, enCode = freshTenantCode()) {
  return {
    adminName: '孙认证',
    adminIdCard: '11010519491231002X',
    idCardFornt: await uploadAs(app, token),
    idCardTail: await uploadAs(app, token),
    enCode,
    companyName: '认证测试冷链有限公司',
    creditCode: '91350100M000100Y43',
    email: 'cert@example.com',
    legalPersonName: '孙法人',
    legalPersonPhone: '13912345678',
    legalPersonIdCard: '440524188001010014',
    businessLicense: await uploadAs(app, token),
    applicationForm: await uploadAs(app, token, TINY_PDF),
    letterCommitment: await uploadAs(app, token),
    address: '河南省郑州市高新区',
  };
}

/** A complete personal developer form. */
export async function developerForm(app: AppInstance, token: string) {
  return {
    adminName: '陈开发',
    adminIdCard: '11010119900307803X',
    idCardFornt: await uploadAs(app, token),
    idCardTail: await uploadAs(app, token),
  };
}

/** A tenant applicant whose certification is under review (status 1): the desk's work. */
export async function submittedTenant(app: AppInstance, db: Kysely<Database>) {
  const applicant = await newApplicant(app, db, 0);
  const form = await tenantForm(app, applicant.token);
  const res = await callAs({ app }, { token: applicant.token }, certificationApi.submitTenant, {
    body: form,
  });
  if (res.status !== 200) throw new Error(`submission answered ${res.status}: ${res.response.body}`);
  return { ...applicant, form, registrationId: res.body.data.id as number };
}
