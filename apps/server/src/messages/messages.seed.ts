import type { Seeder } from '../db/seeds/seeder.ts';
import { DAY_MS, HOUR_MS, isoIn } from '../lib/time.ts';

/** Demo contact messages for 留言管理: two waiting to be read, one answered (names are invented). */
export const messagesSeeder: Seeder = {
  name: 'contact messages',
  async run(db) {
    const operator = await db
      .selectFrom('userAccount')
      .select('id')
      .where('account', '=', 'operator')
      .executeTakeFirst();
    const answered = isoIn(-3 * DAY_MS + 2 * HOUR_MS);
    await db
      .insertInto('contactMessage')
      .values([
        {
          name: '刘经理',
          tel: '0371-65551234',
          email: 'liu@example.com',
          content: '我们在郑州有两座冷库，想了解冷库能耗监测与热负荷计算服务的收费方式。',
          source: 'Contact',
          ip: '127.0.0.1',
          createTime: isoIn(-3 * DAY_MS),
          readTime: answered,
          replyNote: '已电话联系，发送了报价单，约定下周上门演示。',
          replyUserId: operator?.id ?? null,
          replyTime: answered,
        },
        {
          name: '王女士',
          tel: '13912345678',
          email: 'wang@example.com',
          content: '请问平台的冷链追溯应用是否支持对接我们现有的 ERP 系统？',
          source: 'AboutUs',
          ip: '127.0.0.1',
          createTime: isoIn(-DAY_MS),
        },
        {
          name: '张工',
          tel: '15838001234',
          email: 'zhang@example.com',
          content: '想申请制冷机组远程监控的试用，请联系我。',
          source: 'Contact',
          ip: '127.0.0.1',
          createTime: isoIn(-2 * HOUR_MS),
        },
      ])
      .execute();
  },
};
