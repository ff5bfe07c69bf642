import type { AppInstance } from '../../src/app.ts';
import { loginAs } from '../helpers.ts';

/** The columns of the role matrix, and the callers the fuzzer plays. */
export const ROLES = [
  'visitor',
  'tenantAdmin',
  'tenantMember',
  'otherTenant',
  'uncertified',
  'developer',
  'operator',
] as const;
export type RoleName = (typeof ROLES)[number];
export type SignedInRole = Exclude<RoleName, 'visitor'>;

/** The demo accounts (password demo1234) behind each role. */
export const ROLE_ACCOUNTS: Record<
  SignedInRole,
  { account: string; role: 'tenant' | 'develop' | 'operate' }
> = {
  tenantAdmin: { account: '13800000001', role: 'tenant' },
  tenantMember: { account: '13800000005', role: 'tenant' },
  otherTenant: { account: '13800000003', role: 'tenant' },
  uncertified: { account: '13800000004', role: 'tenant' },
  developer: { account: '13800000002', role: 'develop' },
  operator: { account: 'operator', role: 'operate' },
};

export const SIGNED_IN_ROLES = ROLES.filter((role): role is SignedInRole => role !== 'visitor');

/** A fresh session of the role, through the real login. */
export function signIn(app: AppInstance, role: SignedInRole): Promise<string> {
  const { account, role: loginRole } = ROLE_ACCOUNTS[role];
  return loginAs(app, account, loginRole);
}

/** One session for each signed-in role. */
export async function signInAll(app: AppInstance): Promise<Record<SignedInRole, string>> {
  const tokens = {} as Record<SignedInRole, string>;
  for (const role of SIGNED_IN_ROLES) tokens[role] = await signIn(app, role);
  return tokens;
}
