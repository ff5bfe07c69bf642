import type { Generated } from 'kysely';

/**
 * Every table, typed once. Columns are camelCase in the database too, so nothing
 * snake_case leaks into JSON. Timestamps are ISO-8601 UTC text; flags are 0/1.
 */
export interface SystemMetaTable {
  key: string;
  value: string;
}

export interface SystemConfigTable {
  key: string;
  value: string;
}

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
  createTime: string;
}

export interface RegistrationTable {
  id: Generated<number>;
  userId: number;
  type: number;
  status: number;
  adminIdCard: string | null;
  idCardFront: string | null;
  idCardTail: string | null;
  businessLicense: string | null;
  createTime: string;
  updateTime: string;
}

export interface SessionTable {
  tokenHash: string;
  userId: number;
  createTime: string;
  lastUsedTime: string;
  expireTime: string;
}

export interface HandoverCodeTable {
  codeHash: string;
  userId: number;
  expireTime: string;
  usedTime: string | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  codeHash: string;
  ip: string;
  failedTries: Generated<number>;
  createTime: string;
  expireTime: string;
  usedTime: string | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code: string;
  content: string;
  createTime: string;
}

export interface PasswordResetTicketTable {
  id: string;
  userId: number;
  expireTime: string;
  usedTime: string | null;
}

export interface UploadedFileTable {
  name: string;
  ownerUserId: number | null;
  mimeType: string;
  size: number;
  isPrivate: number;
  createTime: string;
}

export interface Database {
  systemMeta: SystemMetaTable;
  systemConfig: SystemConfigTable;
  tenant: TenantTable;
  userAccount: UserAccountTable;
  registration: RegistrationTable;
  session: SessionTable;
  handoverCode: HandoverCodeTable;
  smsCode: SmsCodeTable;
  smsOutbox: SmsOutboxTable;
  passwordResetTicket: PasswordResetTicketTable;
  uploadedFile: UploadedFileTable;
}
