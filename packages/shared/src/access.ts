import { ACCOUNT_TEXTS, type Role } from './accounts.ts';
import type { HandoverTarget } from './accounts-constants.ts';
import type { Access, AccessRule } from './contract.ts';

/**
 * Who may call, decided once for both sides: the server's guard (apps/server/src/auth/access.ts)
 * and the web's route gate (apps/web/src/app/AccessGate.tsx) read the same rules. The server
 * still decides every call; the web only spares a user a page they cannot use.
 */

/** What an access decision reads of a caller: the server's `Caller` and the web's `Session` both carry it. */
export interface AccessFacts {
  role: Role | null;
  tenantId: number | null;
  isAdministrator: boolean;
  /** An approved registration, or none of one's own to complete (a member, an operator). */
  certified: boolean;
}

export type AccessVerdict =
  /** May call. */
  | 'allowed'
  /** A visitor: log in first (the server answers 401, code 600). */
  | 'login'
  /** Logged in with a role (or account) this does not admit (403). */
  | 'forbidden'
  /** The right role, but certification is not complete (403 请先完善认证信息). */
  | 'certify';

export type RoleAccess = Exclude<Access, 'visitor' | 'user' | 'certified'>;

/** The role each role level admits. */
const ROLE_RULES: Record<RoleAccess, (facts: AccessFacts) => boolean> = {
  tenant: (facts) => facts.role === 'tenant' && facts.tenantId !== null,
  tenantAdmin: (facts) => facts.role === 'tenant' && facts.tenantId !== null && facts.isAdministrator,
  developer: (facts) => facts.role === 'develop',
  operator: (facts) => facts.role === 'operate',
};

/** What a logged-in caller of the wrong role is told, per level. */
export const ROLE_REFUSALS: Record<RoleAccess, string> = {
  tenant: '请登录【租户】角色账号',
  tenantAdmin: ACCOUNT_TEXTS.subscribeRole,
  developer: '请登录【开发者】角色账号',
  operator: '无权访问',
};

/** The levels of a rule: one level, or any of several (`['tenant', 'operator']`). */
export function levelsOf(rule: AccessRule): readonly Access[] {
  return typeof rule === 'string' ? [rule] : rule;
}

function levelVerdict(level: Access, facts: AccessFacts | null): AccessVerdict {
  if (level === 'visitor') return 'allowed';
  if (!facts) return 'login';
  if (level === 'user') return 'allowed';
  if (level !== 'certified' && !ROLE_RULES[level](facts)) return 'forbidden';
  return facts.certified ? 'allowed' : 'certify';
}

/** Of several verdicts, the one most in the caller's favour. */
const FAVOUR: readonly AccessVerdict[] = ['allowed', 'certify', 'login', 'forbidden'];

/**
 * The verdict of a rule for a caller (null: a visitor). A rule of several levels admits whom any
 * of them admits; a caller of a matching role who is not certified is asked to certify first.
 */
export function accessVerdict(rule: AccessRule, facts: AccessFacts | null): AccessVerdict {
  const verdicts = levelsOf(rule).map((level) => levelVerdict(level, facts));
  return FAVOUR.find((verdict) => verdicts.includes(verdict)) ?? 'forbidden';
}

/** The refusal of a logged-in caller no level of the rule admits: the first role level's message. */
export function roleRefusal(rule: AccessRule): string {
  const level = levelsOf(rule).find((candidate): candidate is RoleAccess => candidate in ROLE_RULES);
  return level ? ROLE_REFUSALS[level] : ROLE_REFUSALS.operator;
}

/** Whether only operators are admitted (their writes go on the audit log). */
export function operatorsOnly(rule: AccessRule): boolean {
  const levels = levelsOf(rule);
  return levels.length > 0 && levels.every((level) => level === 'operator');
}

/**
 * Who each built-in site of the console handover admits (000 §6): the server's handover, the
 * web's route and the site's greeting read this one rule.
 */
export const SITE_ACCESS: Record<HandoverTarget, AccessRule> = {
  system: 'operator',
  workbench: 'tenant',
  community: ['developer', 'tenantAdmin'],
  // 我要发布 (001 §6): the board's publishing area, for tenants and developers.
  b2b: ['tenant', 'developer'],
};

/** Whether a site admits the caller's role. Certification is checked on its own, after this. */
export function siteAdmitsRole(site: HandoverTarget, facts: Omit<AccessFacts, 'certified'>): boolean {
  return accessVerdict(SITE_ACCESS[site], { ...facts, certified: true }) === 'allowed';
}
