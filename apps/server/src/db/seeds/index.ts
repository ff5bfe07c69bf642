import type { Kysely } from 'kysely';
import { demoAccountsSeeder } from '../../accounts/demo-accounts.seed.ts';
import { contentSeeder } from '../../content/content.seed.ts';
import { mapMarkersSeeder } from '../../maps/maps.seed.ts';
import { marketCatalogueSeeder } from '../../market/catalogue.seed.ts';
import { membersSeeder } from '../../members/members.seed.ts';
import { messagesSeeder } from '../../messages/messages.seed.ts';
import { iotReadingsSeeder } from '../../models/iot-readings.seed.ts';
import { supplySeeder } from '../../supply/supply.seed.ts';
import type { Database } from '../schema.ts';
import { withTransaction } from '../transaction.ts';
import type { Seeder } from './seeder.ts';

/**
 * Demo content, in load order. Each domain appends its seeder here; they run once,
 * in one transaction, only into a brand-new database that is not a production one.
 */
export const seeders: Seeder[] = [
  demoAccountsSeeder,
  membersSeeder,
  mapMarkersSeeder,
  contentSeeder,
  marketCatalogueSeeder,
  iotReadingsSeeder,
  supplySeeder,
  messagesSeeder,
];

export async function seedDemoContent(db: Kysely<Database>, list: Seeder[] = seeders): Promise<string[]> {
  await withTransaction(
    db,
    async (trx) => {
      for (const seeder of list) await seeder.run(trx);
      await trx
        .insertInto('systemMeta')
        .values({ key: 'demoContentLoadedAt', value: new Date().toISOString() })
        .execute();
    },
    // Members and map markers have no write of their own; the seed shows them at once too.
    { invalidates: ['site'] },
  );
  return list.map((seeder) => seeder.name);
}
