import { formatDate } from '@portal/shared/format';
import {
  ENTRY_STATE_PUBLISHED,
  QUOTE_STATE,
  QUOTE_TEXTS,
  type Quote,
  quoteDeclinedSms,
  type zQuoteRequest,
} from '@portal/shared/supply';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import type { Logger } from '../lib/logger.ts';
import { fenToYuan, yuanToFen } from '../lib/money.ts';
import { nowIso } from '../lib/time.ts';
import type { SmsProvider } from '../sms/sms.provider.ts';
import {
  acceptQuoteRows,
  findCompanyQuote,
  findDemandForQuote,
  findQuote,
  insertQuote,
  listDemandQuotes,
  type QuoteRow,
  updateOpenQuote,
} from './quotes.repository.ts';
import { type CompanyRow, findCompanies, findCompanyOfAccount } from './supply.repository.ts';
import { companyFor, isExpired } from './supply.service.ts';

/**
 * Quotes on purchase requests (issue 18 item 6): a supplier's company answers a published,
 * unexpired demand with one quote, editable until the demand closes; only the demand's own
 * company reads the quotes it received, and accepting one declines the others (told by SMS) and
 * closes the demand. Visitors and other companies never see a quote.
 */

/** The caller's board company (their tenant's, or their own), or null. */
function callerCompany(db: Db, caller: Caller): Promise<CompanyRow | undefined> {
  return findCompanyOfAccount(db, { tenantId: caller.tenantId, userId: caller.userId });
}

export async function quotesWithCompanies(db: Db, caller: Caller, rows: QuoteRow[]): Promise<Quote[]> {
  const companies = await findCompanies(db, [...new Set(rows.map((row) => row.companyId))]);
  return rows.map((row) => {
    const company = companies.find((candidate) => candidate.id === row.companyId);
    if (!company) throw new Error(`报价企业 ${row.companyId} 不存在`);
    return {
      id: row.id,
      demandId: row.demandId,
      unitPrice: fenToYuan(row.unitPrice),
      quantity: row.quantity,
      deliveryDate: row.deliveryDate,
      validUntil: row.validUntil,
      note: row.note,
      state: row.state,
      createTime: row.createTime,
      updateTime: row.updateTime,
      companyEntity: companyFor(company, caller),
    };
  });
}

async function oneQuote(db: Db, caller: Caller, row: QuoteRow): Promise<Quote> {
  const [quote] = await quotesWithCompanies(db, caller, [row]);
  if (!quote) throw notFound(QUOTE_TEXTS.quoteNotFound);
  return quote;
}

/** Creates the company's quote on a demand, or edits its open one. */
export async function saveQuote(
  db: Db,
  caller: Caller,
  request: z.output<typeof zQuoteRequest>,
  now: Date = new Date(),
): Promise<Quote> {
  const today = formatDate(now);
  if (request.deliveryDate < today)
    throw badRequest(QUOTE_TEXTS.dayPast, { deliveryDate: QUOTE_TEXTS.dayPast });
  if (request.validUntil < today) throw badRequest(QUOTE_TEXTS.dayPast, { validUntil: QUOTE_TEXTS.dayPast });
  const row = await withTransaction(
    db,
    async (trx) => {
      const company = await callerCompany(trx, caller);
      if (!company) throw badRequest(QUOTE_TEXTS.noCompany);
      const demand = await findDemandForQuote(trx, request.demandId);
      if (!demand || demand.state !== ENTRY_STATE_PUBLISHED || isExpired(demand.validityTime, now))
        throw badRequest(QUOTE_TEXTS.demandClosed);
      if (demand.companyId === company.id) throw badRequest(QUOTE_TEXTS.ownDemand);
      const values = {
        userId: caller.userId,
        unitPrice: yuanToFen(request.unitPrice),
        quantity: request.quantity,
        deliveryDate: request.deliveryDate,
        validUntil: request.validUntil,
        note: request.note ?? '',
        updateTime: nowIso(now),
      };
      const existing = await findCompanyQuote(trx, demand.id, company.id);
      if (existing) {
        await updateOpenQuote(trx, existing.id, values);
        return (await findQuote(trx, existing.id)) as QuoteRow;
      }
      const id = await insertQuote(trx, {
        ...values,
        demandId: demand.id,
        companyId: company.id,
        state: QUOTE_STATE.open,
        createTime: values.updateTime,
      });
      return (await findQuote(trx, id)) as QuoteRow;
    },
    { invalidates: ['supply'] },
  );
  return oneQuote(db, caller, row);
}

/** The caller's company's quote on a demand, or null. */
export async function myQuote(db: Db, caller: Caller, demandId: number): Promise<Quote | null> {
  const company = await callerCompany(db, caller);
  const row = company ? await findCompanyQuote(db, demandId, company.id) : undefined;
  return row ? oneQuote(db, caller, row) : null;
}

/** The demand of the caller's company, else 404 (another company's demand is not told). */
async function ownDemand(db: Db, caller: Caller, demandId: number) {
  const [company, demand] = await Promise.all([callerCompany(db, caller), findDemandForQuote(db, demandId)]);
  if (!company || !demand || demand.companyId !== company.id) throw notFound(QUOTE_TEXTS.quoteNotFound);
  return demand;
}

/** The quotes a demand of the caller's company received, side by side. */
export async function demandQuotes(
  db: Db,
  caller: Caller,
  demandId: number,
  sort: 'price' | 'delivery',
): Promise<Quote[]> {
  await ownDemand(db, caller, demandId);
  return quotesWithCompanies(db, caller, await listDemandQuotes(db, demandId, sort));
}

/**
 * Accepts a quote on the caller's open demand: the others are declined and told by SMS (after
 * the commit; a failed message is logged, not undone), and the demand closes.
 */
export async function acceptQuote(
  db: Db,
  deps: { sms: SmsProvider; log: Logger },
  caller: Caller,
  quoteId: number,
): Promise<Quote> {
  const time = nowIso();
  const { accepted, declined, demandName } = await withTransaction(
    db,
    async (trx) => {
      const quote = await findQuote(trx, quoteId);
      if (!quote) throw notFound(QUOTE_TEXTS.quoteNotFound);
      const demand = await ownDemand(trx, caller, quote.demandId);
      if (quote.state !== QUOTE_STATE.open || demand.state !== ENTRY_STATE_PUBLISHED)
        throw badRequest(QUOTE_TEXTS.quoteNotOpen);
      const others = await acceptQuoteRows(trx, quote, time);
      return {
        accepted: (await findQuote(trx, quote.id)) as QuoteRow,
        declined: others,
        demandName: demand.proName,
      };
    },
    { invalidates: ['supply'] },
  );
  const companies = await findCompanies(
    db,
    declined.map((quote) => quote.companyId),
  );
  for (const company of companies) {
    try {
      await deps.sms.send(db, {
        phone: company.linkPhone,
        purpose: 'supply',
        code: '',
        content: quoteDeclinedSms(demandName),
      });
    } catch (error) {
      deps.log.error({ err: error }, 'quote SMS failed');
    }
  }
  return oneQuote(db, caller, accepted);
}
