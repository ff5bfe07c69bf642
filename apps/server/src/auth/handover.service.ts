import { ACCOUNT_TEXTS, type HandoverTarget, type SecondDomain } from '@portal/shared/accounts';
import { findUserById, type UserRow } from '../accounts/user.repository.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import { isoIn, nowIso } from '../lib/time.ts';
import { findSystemConfig, insertHandoverCode, useHandoverCode } from './handover.repository.ts';

export const HANDOVER_VALID_MS = 60_000;

/** Built-in landing pages of ours stand in for the separate sites (DESIGN.md). */
export const DEFAULT_SECOND_DOMAIN: SecondDomain = {
  system: '/system',
  community: '/community',
  workbench: '/workbench',
  clubsys: '/community',
  b2b: '/supplyPublish',
};

/** Where the portal's own transitional screen lives: it exchanges a code for a session. */
export const PORTAL_HANDOVER_PAGE = '/minddle';

export async function getSecondDomain(db: Db): Promise<SecondDomain> {
  const value = await findSystemConfig(db, 'secondDomain');
  return value
    ? { ...DEFAULT_SECOND_DOMAIN, ...(JSON.parse(value) as Partial<SecondDomain>) }
    : DEFAULT_SECOND_DOMAIN;
}

/** A single-use code (60 s) that the target page exchanges for a session: no token in the address. */
export async function issueHandoverCode(db: Db, userId: number, now = new Date()): Promise<string> {
  const code = randomToken();
  await insertHandoverCode(db, { codeHash: sha256(code), userId, expireTime: isoIn(HANDOVER_VALID_MS, now) });
  return code;
}

export function addressWithCode(base: string, code: string): string {
  return `${base}${base.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`;
}

export async function handoverAddress(db: Db, userId: number, target: HandoverTarget): Promise<string> {
  const domain = await getSecondDomain(db);
  return addressWithCode(domain[target], await issueHandoverCode(db, userId));
}

/** Uses up a code and answers whose it was; unknown, used or expired codes are refused alike. */
export async function redeemHandoverCode(db: Db, code: string, now = new Date()): Promise<number> {
  const userId = await useHandoverCode(db, sha256(code), nowIso(now));
  if (userId === undefined) throw new AppError(401, ACCOUNT_TEXTS.handoverInvalid);
  return userId;
}

/** Uses up a code and answers the account it signs in. */
export async function redeemHandoverAccount(db: Db, code: string): Promise<UserRow> {
  const user = await findUserById(db, await redeemHandoverCode(db, code));
  if (!user || user.disabled) throw new AppError(401, ACCOUNT_TEXTS.handoverInvalid);
  return user;
}
