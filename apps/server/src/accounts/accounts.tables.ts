import type { Generated } from 'kysely';

export interface TenantTable {
  id: Generated<number>;
  name: string;
  code: string | null;
  createTime: string;
}

export interface UserAccountTable {
  id: Generated<number>;
  account: string;
  phone: string | null;
  realName: string;
  passwordHash: string;
  role: 'tenant' | 'develop' | 'operate';
  tenantId: number | null;
  isAdministrator: number;
  /** 1 when an operator disabled the account (用户管理): no login, no session. */
  disabled: Generated<number>;
  createTime: string;
}

export interface PasswordResetTicketTable {
  /** SHA-256 of the ticket; the ticket itself is only ever in the owner's hands. */
  ticketHash: string;
  userId: number;
  expireTime: string;
  usedTime: string | null;
}

/** Companies, accounts and password resets. Columns and timestamps as db/schema.ts says. */
export interface AccountsTables {
  tenant: TenantTable;
  userAccount: UserAccountTable;
  passwordResetTicket: PasswordResetTicketTable;
}
