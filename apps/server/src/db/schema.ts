import type { AccountsTables } from '../accounts/accounts.tables.ts';
import type { AuditTables } from '../audit/audit.tables.ts';
import type { AuthTables } from '../auth/auth.tables.ts';
import type { CaptchaTables } from '../captcha/captcha.tables.ts';
import type { CartTables } from '../cart/cart.tables.ts';
import type { CertificationTables } from '../certification/certification.tables.ts';
import type { ContentTables } from '../content/content.tables.ts';
import type { DataSourceTables } from '../datasource/datasource.tables.ts';
import type { FilesTables } from '../files/files.tables.ts';
import type { JobsTables } from '../jobs/jobs.tables.ts';
import type { MapsTables } from '../maps/maps.tables.ts';
import type { MarketTables } from '../market/market.tables.ts';
import type { MembersTables } from '../members/members.tables.ts';
import type { MessagesTables } from '../messages/messages.tables.ts';
import type { MicroTables } from '../micro/micro.tables.ts';
import type { ModelsTables } from '../models/models.tables.ts';
import type { OrdersTables } from '../orders/orders.tables.ts';
import type { SigningTables } from '../signing/signing.tables.ts';
import type { SmsTables } from '../sms/sms.tables.ts';
import type { SubscriptionsTables } from '../subscriptions/subscriptions.tables.ts';
import type { SupplyTables } from '../supply/supply.tables.ts';
import type { UsageTables } from '../usage/usage.tables.ts';
import type { SystemTables } from './system.tables.ts';

/**
 * The whole database, combined from each domain's tables (`<domain>/<domain>.tables.ts`): a
 * domain adds its tables in its own file and names its group here. Columns are camelCase in the
 * database too, so nothing snake_case leaks into JSON. Timestamps are ISO-8601 UTC text; flags
 * are 0/1.
 */
export interface Database
  extends SystemTables,
    AccountsTables,
    CertificationTables,
    AuthTables,
    SmsTables,
    FilesTables,
    CaptchaTables,
    MessagesTables,
    MembersTables,
    MapsTables,
    ContentTables,
    MarketTables,
    SubscriptionsTables,
    CartTables,
    OrdersTables,
    MicroTables,
    ModelsTables,
    UsageTables,
    SupplyTables,
    SigningTables,
    AuditTables,
    JobsTables,
    DataSourceTables {}
