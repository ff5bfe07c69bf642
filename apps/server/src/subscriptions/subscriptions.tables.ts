import type { Generated } from 'kysely';

export interface MarketSubscriptionTable {
  id: Generated<number>;
  tenantId: number;
  marketId: number;
  userId: number;
  type: number;
  duration: number | null;
  timeUnit: string;
  notifierName: Generated<string>;
  expirationReminder: Generated<number>;
  hadTrial: Generated<number>;
  trailIp: Generated<string>;
  createTime: string;
  startTime: string;
  endTime: string | null;
  subscriptionTime: string | null;
  unsubscribeTime: string | null;
  deleteTime: string | null;
  /** When its expiry reminder was sent (once), or null. */
  reminderSentTime: Generated<string | null>;
}

/** Tenants' subscriptions. Columns and timestamps as db/schema.ts says. */
export interface SubscriptionsTables {
  marketSubscription: MarketSubscriptionTable;
}
