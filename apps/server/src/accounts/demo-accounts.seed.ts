import type { Seeder } from '../db/seeds/seeder.ts';
import { hashPassword, md5 } from '../lib/crypto.ts';
import { nowIso } from '../lib/time.ts';

export const DEMO_PASSWORD = 'demo1234';

/** The demo accounts listed in the README; created only by the demo seed. */
export const demoAccountsSeeder: Seeder = {
  name: 'demo accounts',
  async run(db) {
    const now = nowIso();
    const passwordHash = await hashPassword(md5(DEMO_PASSWORD));
    const tenant = async (name: string, code: string) =>
      (
        await db
          .insertInto('tenant')
          .values({ name, code, createTime: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const demoTenant = await tenant('演示冷链科技有限公司', 'demo');
    const sampleTenant = await tenant('示例食品有限公司', 'sample');
    const uncertifiedTenant = await tenant('待认证物流有限公司', 'pending');
    // A second one that nothing certifies: the login journeys rely on it staying at status 0.
    const secondUncertified = await tenant('待审核冷藏有限公司', 'pending2');

    const users = [
      {
        account: '13800000001',
        realName: '王建国',
        role: 'tenant',
        tenantId: demoTenant,
        admin: 1,
        registration: { type: 0, status: 2 },
      },
      {
        account: '13800000003',
        realName: '李晓梅',
        role: 'tenant',
        tenantId: sampleTenant,
        admin: 1,
        registration: { type: 0, status: 2 },
      },
      {
        account: '13800000005',
        realName: '赵明',
        role: 'tenant',
        tenantId: demoTenant,
        admin: 0,
        registration: null,
      },
      {
        account: '13800000002',
        realName: '陈开发',
        role: 'develop',
        tenantId: null,
        admin: 0,
        registration: { type: 1, status: 2 },
      },
      {
        account: '13800000004',
        realName: '孙待认证',
        role: 'tenant',
        tenantId: uncertifiedTenant,
        admin: 1,
        registration: { type: 0, status: 0 },
      },
      {
        account: '13800000006',
        realName: '周待审',
        role: 'tenant',
        tenantId: secondUncertified,
        admin: 1,
        registration: { type: 0, status: 0 },
      },
      {
        account: 'operator',
        realName: '平台运营',
        role: 'operate',
        tenantId: null,
        admin: 0,
        registration: null,
      },
    ] as const;

    for (const user of users) {
      const { id } = await db
        .insertInto('userAccount')
        .values({
          account: user.account,
          phone: /^\d{11}$/.test(user.account) ? user.account : null,
          realName: user.realName,
          passwordHash,
          role: user.role,
          tenantId: user.tenantId,
          isAdministrator: user.admin,
          createTime: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (user.registration) {
        await db
          .insertInto('registration')
          .values({
            userId: id,
            ...user.registration,
            adminIdCard: null,
            idCardFront: null,
            idCardTail: null,
            businessLicense: null,
            createTime: now,
            updateTime: now,
          })
          .execute();
      }
    }
  },
};
