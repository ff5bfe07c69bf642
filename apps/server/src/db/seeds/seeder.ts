import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** One domain's demo content (the list that runs them is `./index.ts`, which imports every domain). */
export interface Seeder {
  name: string;
  run(db: Kysely<Database>): Promise<void>;
}
