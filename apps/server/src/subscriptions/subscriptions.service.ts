import {
  type AppRef,
  DEFAULT_TRIAL_MONTHS,
  EXPIRATION,
  LONG_TERM_VALID,
  MARKET_TEXTS,
  SUBSCRIPTION_TYPES,
  TRIAL_TIME_UNIT,
  YEAR_TIME_UNIT,
} from '@portal/shared/market';
import type {
  SubscribeRequest,
  SubscribeResult,
  SubscriptionCheck,
  SubscriptionRecord,
  UnsubscribeRequest,
} from '@portal/shared/subscriptions';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import type { TenantCaller } from '../lib/caller.ts';
import { nowIso } from '../lib/time.ts';
import { type AppRules, countInstall, findPublishedAppRules } from '../market/apps.repository.ts';
import { walkAssociations } from '../market/associations.ts';
import {
  findLiveRow,
  hasHadTrial,
  insertSubscription,
  listTenantSubscriptions,
  markDeleted,
  pageTenantSubscriptions,
  retakeRow,
  setUnsubscribeTime,
  updateSubscription,
} from './subscriptions.repository.ts';
import { addMonths, addYears, chinaTimeToIso, expirationOf } from './terms.ts';

/** SQLite and PostgreSQL each name a unique-index violation their own way. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

async function requireApp(db: Db, id: number): Promise<AppRules> {
  const app = await findPublishedAppRules(db, id);
  if (!app) throw notFound(MARKET_TEXTS.appNotFound);
  return app;
}

export async function checkSubscription(
  db: Db,
  tenantId: number,
  marketId: number,
): Promise<SubscriptionCheck> {
  const app = await requireApp(db, marketId);
  const [row, trialUsed] = await Promise.all([
    findLiveRow(db, tenantId, marketId),
    hasHadTrial(db, tenantId, marketId),
  ]);
  const subscribed = row !== undefined && expirationOf(row, nowIso()) === EXPIRATION.active;
  return {
    subscribed,
    type: subscribed && row ? row.type : null,
    trialUsed,
    trialAvailable:
      app.charged === 1 && app.isTrial === 1 && !trialUsed && !subscribed && app.exploitTenantId !== tenantId,
  };
}

interface Terms {
  type: number;
  /** Months for a trial; null for a free app's long-term subscription. */
  duration: number | null;
  timeUnit: string;
  endTime: string | null;
}

/** A charged, trial-flagged app's trial: its own length from `start`. */
function trialTerms(app: AppRules, start: string): Terms {
  const months = app.trialTime ?? DEFAULT_TRIAL_MONTHS;
  return {
    type: SUBSCRIPTION_TYPES.trial,
    duration: months,
    timeUnit: TRIAL_TIME_UNIT,
    endTime: addMonths(start, months),
  };
}

/** A free app's subscription: long-term. */
const FREE_TERMS: Terms = {
  type: SUBSCRIPTION_TYPES.subscription,
  duration: null,
  timeUnit: '',
  endTime: null,
};

/** What the request may have of the chosen app: a trial of a trial-flagged charged app, or a free app's subscription. */
function chosenTerms(app: AppRules, type: number, start: string): Terms {
  if (type === SUBSCRIPTION_TYPES.trial) {
    if (app.charged !== 1 || app.isTrial !== 1) throw badRequest(MARKET_TEXTS.noTrial);
    return trialTerms(app, start);
  }
  if (app.charged === 1) throw badRequest(MARKET_TEXTS.chargedNeedsPlan);
  return FREE_TERMS;
}

/**
 * What an app reached through associations gets, on its own terms: a free app its free
 * subscription; a charged app its own trial, and only when the request is a trial and the app
 * offers one. null = passed over (a charged app is never given away by a free subscription, nor
 * by a trial of another app when it offers none itself).
 */
function associatedTerms(app: AppRules, type: number, start: string): Terms | null {
  if (app.charged !== 1) return FREE_TERMS;
  if (type === SUBSCRIPTION_TYPES.trial && app.isTrial === 1) return trialTerms(app, start);
  return null;
}

/**
 * Subscribes the tenant to an app and, recursively, to its associated apps (each once, cycles
 * safe), in one transaction: all or nothing. The chosen app must be allowed (else the call is
 * refused); every associated app gets its own terms and is checked by the same rules (published,
 * not the tenant's own, not already live, its trial offered and not yet taken by the tenant).
 * An associated app that fails a rule is passed over rather than refusing the call: the buyer
 * gets what was chosen, plus the companions that may be had on these terms; the answer lists
 * only those. Associations are followed only from apps subscribed by this call.
 */
export async function subscribe(
  db: Db,
  caller: TenantCaller,
  request: SubscribeRequest,
): Promise<SubscribeResult> {
  if (request.portalWebId !== undefined && request.portalWebId !== caller.tenantId) {
    throw new AppError(403, MARKET_TEXTS.otherTenant);
  }
  if (request.userId !== undefined && request.userId !== caller.userId)
    throw new AppError(403, MARKET_TEXTS.otherTenant);
  const app = await requireApp(db, request.id);
  if (app.exploitTenantId === caller.tenantId) throw new AppError(403, MARKET_TEXTS.ownApp);
  const now = nowIso();
  const type = request.data.type;
  const firstTerms = chosenTerms(app, type, now);

  try {
    const subscribeAll = async (trx: Db) => {
      const subscribed: AppRef[] = [];
      await walkAssociations(trx, app.id, async (marketId) => {
        const chosen = marketId === app.id;
        const current = chosen ? app : await findPublishedAppRules(trx, marketId);
        if (!current || current.exploitTenantId === caller.tenantId) return false;
        const terms = chosen ? firstTerms : associatedTerms(current, type, now);
        if (!terms) return false;
        // Checked inside the transaction so that a double click cannot slip between check and write.
        const row = await findLiveRow(trx, caller.tenantId, marketId);
        if (row && expirationOf(row, now) === EXPIRATION.active) {
          if (chosen) throw new AppError(409, MARKET_TEXTS.alreadySubscribed);
          return false;
        }
        if (terms.type === SUBSCRIPTION_TYPES.trial && (await hasHadTrial(trx, caller.tenantId, marketId))) {
          if (chosen) throw new AppError(409, MARKET_TEXTS.trialUsed);
          return false;
        }
        const values = {
          userId: caller.userId,
          type: terms.type,
          duration: terms.duration,
          timeUnit: terms.timeUnit,
          notifierName: request.data.notifierName ?? '',
          expirationReminder: request.data.expirationReminder ?? 1,
          trailIp: caller.ip,
          startTime: now,
          endTime: terms.endTime,
          subscriptionTime: null,
          unsubscribeTime: null,
        };
        const hadTrial = terms.type === SUBSCRIPTION_TYPES.trial ? 1 : 0;
        if (row) {
          // A lapsed row is taken up again rather than duplicated, unless a concurrent call did first.
          if (!(await retakeRow(trx, row, { ...values, hadTrial: hadTrial || row.hadTrial }))) {
            if (chosen) throw new AppError(409, MARKET_TEXTS.alreadySubscribed);
            return false;
          }
        } else {
          await insertSubscription(trx, {
            ...values,
            tenantId: caller.tenantId,
            marketId,
            hadTrial,
            createTime: now,
            deleteTime: null,
          });
          await countInstall(trx, marketId);
        }
        subscribed.push({ id: current.id, name: current.name });
        return true;
      });
      return { app: { id: app.id, name: app.name }, associated: subscribed.slice(1) };
    };
    // The apps' install counts move.
    return await withTransaction(db, subscribeAll, { invalidates: ['apps'] });
  } catch (error) {
    // A concurrent click won the race for the same app: it is subscribed once.
    if (isUniqueViolation(error)) throw new AppError(409, MARKET_TEXTS.alreadySubscribed);
    throw error;
  }
}

export async function pageSubscriptions(
  db: Db,
  tenantId: number,
  query: { keyword?: string | undefined; currentPage: number; pageSize: number; sort: 'asc' | 'desc' },
) {
  const { rows, total } = await pageTenantSubscriptions(db, tenantId, query);
  const now = nowIso();
  const list: SubscriptionRecord[] = rows.map((row) => ({
    id: row.id,
    marketId: row.marketId,
    marketName: row.marketName,
    logo: row.logo,
    userName: row.userName,
    charged: row.charged === 1,
    type: row.type,
    expiration: expirationOf(row, now),
    trailIP: row.trailIp,
    duration: row.duration ?? LONG_TERM_VALID,
    timeUnit: row.timeUnit,
    createTime: row.createTime,
    startTime: row.startTime,
    endTime: row.endTime,
    subscriptionTime: row.subscriptionTime,
    unsubscribeTime: row.unsubscribeTime,
  }));
  return { list, total };
}

function parseIds(ids: UnsubscribeRequest['ids']): number[] {
  const list = Array.isArray(ids) ? ids : ids.split(',').map(Number);
  return [...new Set(list)];
}

/**
 * Ends charged, not-yet-expired subscriptions at a chosen future time (spec 002 §2.4, §4).
 * Every id must be the tenant's own and allowed, or nothing changes.
 */
export async function unsubscribe(db: Db, tenantId: number, request: UnsubscribeRequest) {
  const ids = parseIds(request.ids);
  const at = chinaTimeToIso(request.unsubscribeTime);
  if (!at)
    throw badRequest(MARKET_TEXTS.unsubscribeTimeRequired, {
      unsubscribeTime: MARKET_TEXTS.unsubscribeTimeRequired,
    });
  const now = nowIso();
  if (at <= now)
    throw badRequest(MARKET_TEXTS.unsubscribeTimePast, { unsubscribeTime: MARKET_TEXTS.unsubscribeTimePast });
  await withTransaction(db, async (trx) => {
    const rows = await listTenantSubscriptions(trx, tenantId, ids);
    if (rows.length !== ids.length) throw notFound(MARKET_TEXTS.subscriptionNotFound);
    for (const row of rows) {
      if (row.charged !== 1 || expirationOf(row, now) !== EXPIRATION.active) {
        throw badRequest(MARKET_TEXTS.unsubscribeNotAllowed);
      }
      // Unsubscribing cannot be undone (spec 002 §4), nor moved by unsubscribing again.
      if (row.unsubscribeTime !== null) throw new AppError(409, MARKET_TEXTS.alreadyUnsubscribed);
      if (row.endTime !== null && at >= row.endTime) throw badRequest(MARKET_TEXTS.unsubscribeTimeAfterEnd);
    }
    await setUnsubscribeTime(trx, ids, at);
  });
}

/** Deletes (hides) one of the tenant's subscriptions; the row stays so a trial is still offered once. */
export async function deleteSubscription(db: Db, tenantId: number, id: number): Promise<void> {
  if (!(await markDeleted(db, tenantId, id, nowIso()))) throw notFound(MARKET_TEXTS.subscriptionNotFound);
}

/**
 * Paid years granted by a confirmed order: a new subscription, a trial converted, an active
 * one extended from its end, or a lapsed one started again from now.
 */
export async function grantYears(
  trx: Db,
  grant: { tenantId: number; userId: number; marketId: number; years: number; now: string },
): Promise<void> {
  const { tenantId, userId, marketId, years, now } = grant;
  const row = await findLiveRow(trx, tenantId, marketId);
  if (!row) {
    await insertSubscription(trx, {
      tenantId,
      marketId,
      userId,
      type: SUBSCRIPTION_TYPES.subscription,
      duration: years,
      timeUnit: YEAR_TIME_UNIT,
      startTime: now,
      endTime: addYears(now, years),
      subscriptionTime: now,
      unsubscribeTime: null,
      createTime: now,
      deleteTime: null,
    });
    await countInstall(trx, marketId);
    return;
  }
  const extend =
    row.type === SUBSCRIPTION_TYPES.subscription &&
    row.timeUnit === YEAR_TIME_UNIT &&
    row.endTime !== null &&
    expirationOf(row, now) === EXPIRATION.active;
  await updateSubscription(
    trx,
    row.id,
    extend
      ? {
          duration: (row.duration ?? 0) + years,
          endTime: addYears(row.endTime as string, years),
          subscriptionTime: now,
          unsubscribeTime: null,
        }
      : {
          type: SUBSCRIPTION_TYPES.subscription,
          duration: years,
          timeUnit: YEAR_TIME_UNIT,
          startTime: now,
          endTime: addYears(now, years),
          subscriptionTime: now,
          unsubscribeTime: null,
        },
  );
}
