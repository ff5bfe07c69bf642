import { privacyBlocks, privacyText } from '@portal/shared/privacy-text';
import type { CheckedSecondDomainForm, PrivacyAgreementText } from '@portal/shared/site-settings';
import { SITE_SETTINGS_TEXTS } from '@portal/shared/site-settings';
import { recordAudit } from '../audit/audit.ts';
import { getSecondDomain } from '../auth/handover.service.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { badRequest } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { nowIso } from '../lib/time.ts';
import { deleteSetting, findSetting, putSetting } from './site-settings.repository.ts';

/**
 * The operator's 站点设置 (issue 22): the privacy agreement (spec 000 §1) and the second-domain
 * addresses (spec 002 §2.3), both kept in `systemConfig`. The agreement is plain paragraphs with
 * heading and list marks (privacy-text.ts, no HTML), kept here in its canonical form; until an
 * operator saves one, the web app's built-in text stands (the answer's `text` is null). Saving drops the `pages` area, where the public call and
 * the /privacy page's HTML are cached, in every process. The second-domain call reads the
 * database each time, so its save needs no area.
 */

const PRIVACY_KEY = 'privacyAgreement';
const SECOND_DOMAIN_KEY = 'secondDomain';

const BUILT_IN: PrivacyAgreementText = { text: null, updateTime: null };

export async function privacyAgreement(db: Db): Promise<PrivacyAgreementText> {
  const value = await findSetting(db, PRIVACY_KEY);
  if (!value) return BUILT_IN;
  const stored = JSON.parse(value) as { text?: unknown; updateTime?: unknown };
  return typeof stored.text === 'string' && typeof stored.updateTime === 'string'
    ? { text: stored.text, updateTime: stored.updateTime }
    : BUILT_IN;
}

/** What the audit log keeps of the agreement (its length and start: it is long). */
const auditView = (agreement: PrivacyAgreementText) =>
  agreement.text === null
    ? { text: '内置文本' }
    : {
        length: agreement.text.length,
        start: agreement.text.slice(0, 200),
        updateTime: agreement.updateTime,
      };

export async function savePrivacyAgreement(
  db: Db,
  operator: Caller,
  text: string,
): Promise<PrivacyAgreementText> {
  const clean = privacyText(privacyBlocks(text));
  if (!clean) throw badRequest(SITE_SETTINGS_TEXTS.privacyEmpty, { text: SITE_SETTINGS_TEXTS.privacyEmpty });
  return withTransaction(
    db,
    async (trx) => {
      const before = await privacyAgreement(trx);
      const after = { text: clean, updateTime: nowIso() };
      await putSetting(trx, PRIVACY_KEY, JSON.stringify(after));
      await recordAudit(trx, operator, {
        action: 'settings.privacy',
        targetType: 'setting',
        targetId: PRIVACY_KEY,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['pages'] },
  );
}

export async function resetPrivacyAgreement(db: Db, operator: Caller): Promise<PrivacyAgreementText> {
  return withTransaction(
    db,
    async (trx) => {
      const before = await privacyAgreement(trx);
      await deleteSetting(trx, PRIVACY_KEY);
      await recordAudit(trx, operator, {
        action: 'settings.privacyReset',
        targetType: 'setting',
        targetId: PRIVACY_KEY,
        before: auditView(before),
        after: auditView(BUILT_IN),
      });
      return BUILT_IN;
    },
    { invalidates: ['pages'] },
  );
}

export async function saveSecondDomain(db: Db, operator: Caller, form: CheckedSecondDomainForm) {
  return withTransaction(db, async (trx) => {
    const before = await getSecondDomain(trx);
    await putSetting(trx, SECOND_DOMAIN_KEY, JSON.stringify(form));
    const after = await getSecondDomain(trx);
    await recordAudit(trx, operator, {
      action: 'settings.secondDomain',
      targetType: 'setting',
      targetId: SECOND_DOMAIN_KEY,
      before,
      after,
    });
    return after;
  });
}
