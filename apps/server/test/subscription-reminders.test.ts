import { EXPIRY_REMINDER_DAYS, expiryReminderSms } from '@portal/shared/subscriptions';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxSmsProvider, type SmsProvider } from '../src/sms/sms.provider.ts';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { userOf } from './market-support.ts';

const DAY = 86_400_000;
const JOB = 'subscriptions.remindExpiry';
/** The demo tenant administrator, who subscribes; the SMS goes to their phone. */
const SUBSCRIBER = '13800000001';

/**
 * Expiry reminders (issue 22): a subscription asking for one (expirationReminder 1) gets one
 * text message EXPIRY_REMINDER_DAYS before it ends, never twice, and none when it asked for
 * none, is being unsubscribed, was deleted or ends later.
 */
describe.each(engines)('expiry reminders on %s', (engine) => {
  let t: TestApp;
  /** Phones the provider refuses, to see a failed message given back. */
  const refused = new Set<string>();
  const sms: SmsProvider = {
    async send(db, message) {
      if (refused.has(message.phone)) throw new Error('gateway down');
      await outboxSmsProvider.send(db, message);
    },
  };
  let subscriber: { id: number; tenantId: number };
  let apps: { id: number; name: string }[];

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true, sms });
    subscriber = await userOf(t, SUBSCRIBER);
    apps = await t.database.db
      .selectFrom('marketApp')
      .select(['id', 'name'])
      .orderBy('id')
      .limit(6)
      .execute();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    refused.clear();
    await t.database.db
      .deleteFrom('marketSubscription')
      .where('tenantId', '=', subscriber.tenantId)
      .execute();
    await t.database.db.deleteFrom('smsOutbox').execute();
  });

  /** A subscription of the i-th seeded app ending `days` from now. */
  async function subscription(i: number, days: number, fields: Record<string, unknown> = {}) {
    const app = apps[i];
    if (!app) throw new Error('not enough seeded apps');
    const now = Date.now();
    const row = await t.database.db
      .insertInto('marketSubscription')
      .values({
        tenantId: subscriber.tenantId,
        marketId: app.id,
        userId: subscriber.id,
        type: 1,
        duration: 1,
        timeUnit: '年',
        createTime: new Date(now - 300 * DAY).toISOString(),
        startTime: new Date(now - 300 * DAY).toISOString(),
        endTime: new Date(now + days * DAY).toISOString(),
        subscriptionTime: null,
        unsubscribeTime: null,
        deleteTime: null,
        ...fields,
      })
      .returning(['id', 'endTime'])
      .executeTakeFirstOrThrow();
    return { ...row, app };
  }

  const outbox = () =>
    t.database.db
      .selectFrom('smsOutbox')
      .select(['phone', 'purpose', 'content'])
      .where('purpose', '=', 'reminder')
      .execute();

  /** One run of the job, as the runner starts it (due again an hour after the last). */
  let hoursLater = 0;
  async function runJob() {
    hoursLater += 2;
    const ran = await t.app.jobs.runDue(new Date(Date.now() + hoursLater * 3_600_000));
    expect(ran).toContain(JOB);
  }

  it(`texts the subscriber once, ${EXPIRY_REMINDER_DAYS} days before the end, in China time`, async () => {
    const soon = await subscription(0, 3);
    await runJob();
    expect(await outbox()).toEqual([
      {
        phone: SUBSCRIBER,
        purpose: 'reminder',
        content: expiryReminderSms(soon.app.name, soon.endTime as string),
      },
    ]);
    expect((await outbox())[0]?.content).toContain(soon.app.name);

    // Never twice, whatever runs next (a restart, another process).
    await runJob();
    expect(await outbox()).toHaveLength(1);
    const row = await t.database.db
      .selectFrom('marketSubscription')
      .select('reminderSentTime')
      .where('id', '=', soon.id)
      .executeTakeFirstOrThrow();
    expect(row.reminderSentTime).not.toBeNull();
  });

  it('leaves alone what asked for no reminder, is being unsubscribed, was deleted, ended or ends later', async () => {
    await subscription(0, EXPIRY_REMINDER_DAYS + 2);
    await subscription(1, 2, { expirationReminder: 0 });
    await subscription(2, 2, { unsubscribeTime: new Date(Date.now() + DAY).toISOString() });
    await subscription(3, 2, { deleteTime: new Date().toISOString() });
    await subscription(4, -1);
    await runJob();
    expect(await outbox()).toEqual([]);
  });

  it('gives a message the provider could not send back to the next run', async () => {
    refused.add(SUBSCRIBER);
    const soon = await subscription(5, 1);
    await runJob();
    expect(await outbox()).toEqual([]);
    expect((await t.app.jobs.status(JOB))?.lastError).toMatch(/could not be sent/);

    refused.clear();
    await runJob();
    expect((await outbox()).map((message) => message.content)).toEqual([
      expiryReminderSms(soon.app.name, soon.endTime as string),
    ]);
  });
});
