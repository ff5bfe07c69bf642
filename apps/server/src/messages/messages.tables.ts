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
  /** When an operator marked it read; null while unread (留言管理). */
  readTime: Generated<string | null>;
  /** The operators' reply note, who saved it and when; null until one is saved. */
  replyNote: Generated<string | null>;
  replyUserId: Generated<number | null>;
  replyTime: Generated<string | null>;
}

/** Messages of the contact form. Columns and timestamps as db/schema.ts says. */
export interface MessagesTables {
  contactMessage: ContactMessageTable;
}
