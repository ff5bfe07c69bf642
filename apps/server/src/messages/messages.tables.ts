import type { Generated } from 'kysely';

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  tel: string;
  email: string;
  content: string;
  source: 'AboutUs' | 'Contact';
  ip: string;
  createTime: string;
}

/** Messages of the contact form. Columns and timestamps as db/schema.ts says. */
export interface MessagesTables {
  contactMessage: ContactMessageTable;
}
