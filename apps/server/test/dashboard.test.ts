import { CERTIFICATION_STATUS } from '@portal/shared/accounts';
import { reviewApi } from '@portal/shared/certification';
import { SUBMISSION_STATUS, submissionAdminApi } from '@portal/shared/community';
import { DASHBOARD_DAYS, dashboardApi } from '@portal/shared/dashboard';
import { formatDate } from '@portal/shared/format';
import { MESSAGE_ADMIN_TEXTS, messagesAdminApi } from '@portal/shared/messages-admin';
import { paymentDeskApi } from '@portal/shared/orders';
import { ENTRY_STATE } from '@portal/shared/supply';
import { supplyModerationApi } from '@portal/shared/supply-moderation';
import { auditLogApi } from '@portal/shared/user-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './helpers.ts';
import { callAs, malformed } from './support/call.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The console's 工作台 and 留言管理 (issue 22 items 7 and 1): the counts of what waits agree with
 * the screens they open; the figures are per China day (UTC+8) for the last 30 days, every day
 * present; contact messages are listed, filtered, marked read or unread and answered with a
 * reply note (who and when), each write on the audit log; refusals change nothing.
 */
describe.each(engines)('dashboard and contact messages on %s', (engine) => {
  let t: TestApp;
  let seq = 0;

  const overview = async () => {
    const { status, body } = await callAs(t, 'operator', dashboardApi.overview, {});
    expect(status).toBe(200);
    return body.data;
  };
  const dayOf = (data: Awaited<ReturnType<typeof overview>>, day: string) => {
    const entry = data.days.find((d) => d.day === day);
    if (!entry) throw new Error(`no ${day}`);
    return entry;
  };
  const leaveMessage = async (fields: { name?: string; content?: string; createTime?: string } = {}) => {
    seq += 1;
    const row = await t.database.db
      .insertInto('contactMessage')
      .values({
        name: fields.name ?? `留言人${seq}`,
        tel: '13912345678',
        email: `visitor${seq}@example.com`,
        content: fields.content ?? `想了解冷库监控方案 ${seq}`,
        source: 'Contact',
        ip: '10.9.9.9',
        createTime: fields.createTime ?? new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const addAccount = async (createTime: string) => {
    seq += 1;
    await t.database.db
      .insertInto('userAccount')
      .values({
        account: `dash-${engine}-${seq}`,
        phone: null,
        realName: '看板用户',
        passwordHash: 'x',
        role: 'tenant',
        tenantId: null,
        isAdministrator: 0,
        createTime,
      })
      .execute();
  };
  const addCall = async (createTime: string, meMiType: number) => {
    await t.database.db
      .insertInto('usageLog')
      .values({
        meMiType,
        mid: 1,
        name: '看板',
        status: '200',
        message: '',
        type: '',
        userId: 1,
        tenantId: null,
        createTime,
      })
      .execute();
  };
  const storedMessage = (id: number) =>
    t.database.db.selectFrom('contactMessage').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    await t.app.ready();
  });
  afterAll(() => t.close());

  describe('工作台', () => {
    it('counts what waits with the same filters as the screens it opens', async () => {
      const data = await overview();
      const [review, moderation, payment, submissions] = await Promise.all([
        callAs(t, 'operator', reviewApi.list, { query: { status: CERTIFICATION_STATUS.reviewing } }),
        callAs(t, 'operator', supplyModerationApi.queue, { query: { state: ENTRY_STATE.awaiting } }),
        callAs(t, 'operator', paymentDeskApi.list, { query: {} }),
        callAs(t, 'operator', submissionAdminApi.list, { query: { status: SUBMISSION_STATUS.waiting } }),
      ]);
      expect(data.attention.certifications).toBe(review.body.data.pagination.total);
      expect(data.attention.supplyEntries).toBe(moderation.body.data.pagination.total);
      expect(data.attention.unpaidOrders).toBe(payment.body.data.pagination.total);
      expect(data.attention.developerSubmissions).toBe(submissions.body.data.pagination.total);
      const unread = await t.database.db
        .selectFrom('contactMessage')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('readTime', 'is', null)
        .executeTakeFirstOrThrow();
      expect(data.attention.unreadMessages).toBe(Number(unread.n));
    });

    it('has the 30 China days ending today, oldest first, a quiet day as 0', async () => {
      const data = await overview();
      expect(data.days).toHaveLength(DASHBOARD_DAYS);
      const today = formatDate(Date.now());
      expect(data.days.at(-1)?.day).toBe(today);
      expect(data.days[0]?.day).toBe(formatDate(Date.now() - (DASHBOARD_DAYS - 1) * DAY_MS));
      const days = data.days.map((d) => d.day);
      expect([...days].sort()).toEqual(days);
      expect(new Set(days).size).toBe(DASHBOARD_DAYS);
      for (const day of data.days) {
        for (const value of [day.registrations, day.subscriptions, day.orders, day.microserviceCalls]) {
          expect(Number.isInteger(value) && value >= 0).toBe(true);
        }
      }
    });

    it('counts registrations and microservice calls per China day, split at 16:00 UTC', async () => {
      const before = await overview();
      // The China day before yesterday starts at 16:00 UTC of the UTC day before it.
      const target = before.days[DASHBOARD_DAYS - 3]?.day as string;
      const previous = before.days[DASHBOARD_DAYS - 4]?.day as string;
      const start = Date.parse(`${target}T00:00:00Z`) - 8 * HOUR_MS;
      await addAccount(new Date(start - 1_000).toISOString()); // 23:59:59 China time, the day before
      await addAccount(new Date(start).toISOString()); // 00:00 China time
      await addAccount(new Date(start + 23 * HOUR_MS).toISOString()); // 23:00 China time
      await addCall(new Date(start + HOUR_MS).toISOString(), 1);
      await addCall(new Date(start + 2 * HOUR_MS).toISOString(), 1);
      await addCall(new Date(start + 2 * HOUR_MS).toISOString(), 2); // a model run: not a microservice call
      // Older than the window: in no day.
      await addAccount(new Date(Date.now() - (DASHBOARD_DAYS + 1) * DAY_MS).toISOString());

      const after = await overview();
      expect(dayOf(after, target).registrations - dayOf(before, target).registrations).toBe(2);
      expect(dayOf(after, previous).registrations - dayOf(before, previous).registrations).toBe(1);
      expect(dayOf(after, target).microserviceCalls - dayOf(before, target).microserviceCalls).toBe(2);
      const total = (data: typeof after) => data.days.reduce((sum, d) => sum + d.registrations, 0);
      expect(total(after) - total(before)).toBe(3);
    });

    it('counts today’s new account, and every stored row of the window on its China day', async () => {
      const before = await overview();
      const today = formatDate(Date.now());
      await addAccount(new Date().toISOString());
      const after = await overview();
      expect(dayOf(after, today).registrations).toBe(dayOf(before, today).registrations + 1);
      // A saved order, a subscription and a call yesterday (China time), then every stored row of
      // the window is counted once, on its China day.
      const yesterday = new Date(Date.now() - DAY_MS).toISOString();
      const tenantAdmin = await t.database.db
        .selectFrom('userAccount')
        .select(['id', 'tenantId'])
        .where('account', '=', '13800000001')
        .executeTakeFirstOrThrow();
      const app = await t.database.db.selectFrom('marketApp').select('id').executeTakeFirstOrThrow();
      seq += 1;
      await t.database.db
        .insertInto('marketOrder')
        .values({
          orderNo: `DASH${engine}${seq}${Date.now()}`.slice(0, 30),
          tenantId: tenantAdmin.tenantId as number,
          userId: tenantAdmin.id,
          status: 0,
          totalPriceFen: 100,
          createTime: yesterday,
          placeTime: null,
          payTime: null,
          confirmUserId: null,
        })
        .execute();
      await t.database.db
        .insertInto('marketSubscription')
        .values({
          tenantId: tenantAdmin.tenantId as number,
          marketId: app.id,
          userId: tenantAdmin.id,
          type: 1,
          duration: 1,
          timeUnit: '年',
          createTime: yesterday,
          startTime: yesterday,
          endTime: null,
          subscriptionTime: yesterday,
          unsubscribeTime: null,
          deleteTime: null,
        })
        .execute();
      await addCall(yesterday, 1);
      const since = new Date(Date.now() - (DASHBOARD_DAYS + 1) * DAY_MS).toISOString();
      const stored = {
        registrations: await t.database.db
          .selectFrom('userAccount')
          .select('createTime')
          .where('createTime', '>=', since)
          .execute(),
        subscriptions: await t.database.db
          .selectFrom('marketSubscription')
          .select('createTime')
          .where('createTime', '>=', since)
          .execute(),
        orders: await t.database.db
          .selectFrom('marketOrder')
          .select('createTime')
          .where('createTime', '>=', since)
          .execute(),
        microserviceCalls: await t.database.db
          .selectFrom('usageLog')
          .select('createTime')
          .where('meMiType', '=', 1)
          .where('createTime', '>=', since)
          .execute(),
      };
      const latest = await overview();
      for (const [figure, rows] of Object.entries(stored) as [
        keyof typeof stored,
        { createTime: string }[],
      ][]) {
        for (const entry of latest.days) {
          expect(entry[figure], `${figure} on ${entry.day}`).toBe(
            rows.filter((row) => formatDate(row.createTime) === entry.day).length,
          );
        }
      }
    });

    it('is refused to a tenant and a visitor', async () => {
      expect((await callAs(t, 'visitor', dashboardApi.overview, {})).status).toBe(401);
      expect((await callAs(t, 'tenantAdmin', dashboardApi.overview, {})).status).toBe(403);
      expect((await callAs(t, 'developer', dashboardApi.overview, {})).status).toBe(403);
    });
  });

  describe('留言管理', () => {
    it('lists messages newest first, by keyword, read state and China day', async () => {
      const marker = `冷库-${engine}-${Date.now()}`;
      const older = await leaveMessage({
        content: `${marker} 较早`,
        // 2026-03-01 23:30 China time.
        createTime: '2026-03-01T15:30:00.000Z',
      });
      const newer = await leaveMessage({ content: `${marker} 较新`, createTime: '2026-03-01T16:30:00.000Z' });
      const list = async (query: Record<string, unknown>) => {
        const { status, body } = await callAs(t, 'operator', messagesAdminApi.list, {
          query: { keyword: marker, ...query },
        });
        expect(status).toBe(200);
        return body.data;
      };
      const all = await list({});
      expect(all.list.map((m) => m.id)).toEqual([newer, older]);
      expect(all.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 2 });
      expect(all.list[0]).toMatchObject({ read: 0, readTime: null, replyNote: null, replyBy: null });
      expect(all.list[0]).not.toHaveProperty('ip');
      // The China day of 15:30 UTC is 03-01; of 16:30 UTC, 03-02.
      expect((await list({ dateFrom: '2026-03-01', dateTo: '2026-03-01' })).list.map((m) => m.id)).toEqual([
        older,
      ]);
      expect((await list({ dateFrom: '2026-03-02' })).list.map((m) => m.id)).toEqual([newer]);
      expect((await list({ read: 1 })).list).toEqual([]);
      expect((await list({ read: 0 })).pagination.total).toBe(2);
      // Any case, the phone and the email match too.
      const byEmail = await callAs(t, 'operator', messagesAdminApi.list, {
        query: { keyword: `VISITOR${seq - 1}@` },
      });
      expect(byEmail.body.data.list.map((m) => m.id)).toContain(older);
    });

    it('marks read and unread, saves a reply note with who and when, and the dashboard count follows', async () => {
      const id = await leaveMessage({ name: '读写留言人' });
      const first = (await overview()).attention.unreadMessages;

      const read = await callAs(t, 'operator', messagesAdminApi.markRead, {
        params: { id },
        body: { read: true },
      });
      expect(read.status).toBe(200);
      expect(read.body.msg).toBe(MESSAGE_ADMIN_TEXTS.markedRead);
      expect(read.body.data).toMatchObject({ id, read: 1 });
      expect(read.body.data.readTime).not.toBeNull();
      expect((await overview()).attention.unreadMessages).toBe(first - 1);

      const readAgain = await callAs(t, 'operator', messagesAdminApi.markRead, {
        params: { id },
        body: { read: true },
      });
      expect(readAgain.body.data.readTime).toBe(read.body.data.readTime);

      const unread = await callAs(t, 'operator', messagesAdminApi.markRead, {
        params: { id },
        body: { read: false },
      });
      expect(unread.body.msg).toBe(MESSAGE_ADMIN_TEXTS.markedUnread);
      expect(unread.body.data).toMatchObject({ read: 0, readTime: null });
      expect((await overview()).attention.unreadMessages).toBe(first);

      const replied = await callAs(t, 'operator', messagesAdminApi.reply, {
        params: { id },
        body: { replyNote: '  已电话联系，周五上门演示  ' },
      });
      expect(replied.status).toBe(200);
      expect(replied.body.msg).toBe(MESSAGE_ADMIN_TEXTS.replySaved);
      expect(replied.body.data).toMatchObject({
        read: 1,
        replyNote: '已电话联系，周五上门演示',
        replyBy: '平台运营',
      });
      expect(Date.now() - Date.parse(replied.body.data.replyTime ?? '')).toBeLessThan(60_000);
      expect((await overview()).attention.unreadMessages).toBe(first - 1);

      const audit = await callAs(t, 'operator', auditLogApi.list, {
        query: { action: 'message.', pageSize: 100 },
      });
      const entries = audit.body.data.list.filter((entry) => entry.targetId === String(id));
      expect(entries.map((entry) => entry.action).reverse()).toEqual([
        'message.read',
        'message.read',
        'message.unread',
        'message.reply',
      ]);
    });

    it('refuses bad input in Chinese and changes nothing', async () => {
      const id = await leaveMessage();
      const before = await storedMessage(id);
      const empty = await callAs(t, 'operator', messagesAdminApi.reply, {
        params: { id },
        body: { replyNote: '   ' },
      });
      expect(empty.status).toBe(400);
      expect(empty.body.msg).toContain('请输入回复备注');
      const long = await callAs(t, 'operator', messagesAdminApi.reply, {
        params: { id },
        body: { replyNote: '长'.repeat(501) },
      });
      expect(long.status).toBe(400);
      expect(long.body.msg).toContain('回复备注最多 500 个字符');
      const wrongType = await callAs(
        t,
        'operator',
        messagesAdminApi.markRead,
        malformed({ params: { id }, body: { read: 'yes' } }),
      );
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.msg).toContain('请选择已读或未读');
      expect(await storedMessage(id)).toEqual(before);

      const missing = await callAs(t, 'operator', messagesAdminApi.reply, {
        params: { id: 2_000_000_000 },
        body: { replyNote: '无此留言' },
      });
      expect(missing.status).toBe(404);
      expect(missing.body.msg).toBe(MESSAGE_ADMIN_TEXTS.notFound);

      const backwards = await callAs(t, 'operator', messagesAdminApi.list, {
        query: { dateFrom: '2026-03-02', dateTo: '2026-03-01' },
      });
      expect(backwards.status).toBe(400);
      expect(backwards.body.msg).toContain('结束日期不能早于开始日期');
      const badRead = await callAs(t, 'operator', messagesAdminApi.list, malformed({ query: { read: '7' } }));
      expect(badRead.status).toBe(400);
      expect(badRead.body.msg).toContain('阅读状态不正确');
    });

    it('is refused to everyone but operators', async () => {
      const id = await leaveMessage();
      const before = await storedMessage(id);
      for (const who of ['visitor', 'tenantAdmin', 'developer'] as const) {
        const list = await callAs(t, who, messagesAdminApi.list, { query: {} });
        expect(list.status).toBe(who === 'visitor' ? 401 : 403);
        const reply = await callAs(t, who, messagesAdminApi.reply, {
          params: { id },
          body: { replyNote: '越权' },
        });
        expect(reply.status).toBe(who === 'visitor' ? 401 : 403);
      }
      expect(await storedMessage(id)).toEqual(before);
    });
  });
});
