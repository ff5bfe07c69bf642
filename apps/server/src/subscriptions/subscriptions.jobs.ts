import { EXPIRY_REMINDER_DAYS, expiryReminderSms } from '@portal/shared/subscriptions';
import type { Db } from '../db/database.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import { DAY_MS, HOUR_MS, nowIso } from '../lib/time.ts';
import type { SmsProvider } from '../sms/sms.provider.ts';
import { claimReminder, findDueReminders, releaseReminder } from './subscriptions.repository.ts';

/**
 * Expiry reminders (spec 001 §3 `expirationReminder`; issue 22): a subscription that asked for
 * one gets a text message EXPIRY_REMINDER_DAYS before it ends, once: each is claimed in the
 * database before it is sent, so a second process or a restart never sends it again; one that
 * could not be sent is given back for the next run.
 */
export function expiryRemindersJob(db: Db, sms: SmsProvider): JobDefinition {
  return {
    name: 'subscriptions.remindExpiry',
    everyMs: HOUR_MS,
    async run({ log, signal }) {
      const now = new Date();
      const due = await findDueReminders(
        db,
        nowIso(now),
        new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS).toISOString(),
      );
      let sent = 0;
      let failed = 0;
      for (const subscription of due) {
        if (signal.aborted) break;
        if (!subscription.phone || !subscription.endTime) continue;
        if (!(await claimReminder(db, subscription.id, nowIso()))) continue;
        try {
          await sms.send(db, {
            phone: subscription.phone,
            purpose: 'reminder',
            code: '',
            content: expiryReminderSms(subscription.appName, subscription.endTime),
          });
          sent += 1;
        } catch (error) {
          failed += 1;
          await releaseReminder(db, subscription.id);
          log.error({ err: error, subscription: subscription.id }, 'expiry reminder not sent');
        }
      }
      if (sent > 0 || failed > 0) log.info({ sent, failed }, 'expiry reminders');
      // A failure is retried by the job runner sooner than the next hour.
      if (failed > 0) throw new Error(`${failed} expiry reminders could not be sent`);
    },
  };
}
