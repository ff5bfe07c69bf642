import type { Endpoint } from '@portal/shared/contract';
import { ACCOUNTS_ROWS } from './role-matrix/accounts.ts';
import { APP_ADMIN_ROWS } from './role-matrix/app-admin.ts';
import { CERTIFICATION_ROWS } from './role-matrix/certification.ts';
import { COMMUNITY_ROWS } from './role-matrix/community.ts';
import {
  BANNER_ADMIN_ROWS,
  MEMBER_ADMIN_ROWS,
  SITE_SETTINGS_ROWS,
  SOLUTION_ADMIN_ROWS,
} from './role-matrix/content-admin.ts';
import { DASHBOARD_ROWS } from './role-matrix/dashboard.ts';
import { DATASOURCE_ROWS } from './role-matrix/datasource.ts';
import { MARKET_ROWS } from './role-matrix/market.ts';
import { MICRO_ROWS } from './role-matrix/micro.ts';
import { MICRO_ADMIN_ROWS } from './role-matrix/micro-admin.ts';
import { MODEL_ADMIN_ROWS } from './role-matrix/model-admin.ts';
import { NEWS_ADMIN_ROWS } from './role-matrix/news-admin.ts';
import { NOTICE_ADMIN_ROWS } from './role-matrix/notice-admin.ts';
import { ORDERS_ROWS } from './role-matrix/orders.ts';
import type { Decision, MatrixRow } from './role-matrix/rows.ts';
import { SIGNING_ROWS } from './role-matrix/signing.ts';
import { SIMULATION_ROWS } from './role-matrix/simulation.ts';
import { SITE_ROWS } from './role-matrix/site.ts';
import { SUPPLY_MODERATION_ROWS, SUPPLY_ROWS } from './role-matrix/supply.ts';
import { USER_ADMIN_ROWS } from './role-matrix/user-admin.ts';
import { documentPath } from './support/openapi.ts';
import { ROLES, type RoleName } from './support/roles.ts';

export type { Decision, MatrixRow } from './role-matrix/rows.ts';

/**
 * Who may call each route (the columns, the callers and the policy: ./role-matrix/rows.ts), its
 * rows kept per domain beside each other in ./role-matrix/, in the order of the route table.
 */
const ROWS: MatrixRow[] = [
  ...ACCOUNTS_ROWS,
  ...SITE_ROWS,
  ...MARKET_ROWS,
  ...MICRO_ROWS,
  ...SIMULATION_ROWS,
  ...ORDERS_ROWS,
  ...DATASOURCE_ROWS,
  ...SUPPLY_ROWS,
  ...SUPPLY_MODERATION_ROWS,
  ...CERTIFICATION_ROWS,
  ...SIGNING_ROWS,
  ...USER_ADMIN_ROWS,
  ...NOTICE_ADMIN_ROWS,
  ...NEWS_ADMIN_ROWS,
  ...COMMUNITY_ROWS,
  ...DASHBOARD_ROWS,
  ...APP_ADMIN_ROWS,
  ...MICRO_ADMIN_ROWS,
  ...MODEL_ADMIN_ROWS,
  ...BANNER_ADMIN_ROWS,
  ...SITE_SETTINGS_ROWS,
  ...SOLUTION_ADMIN_ROWS,
  ...MEMBER_ADMIN_ROWS,
];

/** `METHOD /path` as the OpenAPI document names an endpoint's operation (`/api/x/{id}`). */
export const matrixKey = (endpoint: Endpoint): string => `${endpoint.method} ${documentPath(endpoint.path)}`;

/** The route table, keyed as the OpenAPI document names each operation. */
export const ROLE_MATRIX: Record<string, MatrixRow> = Object.fromEntries(
  ROWS.map((entry) => [matrixKey(entry.endpoint), entry]),
);

/** The decision of a row for a role. */
export function decisionOf(row: MatrixRow, role: RoleName): Decision {
  return row.access[ROLES.indexOf(role)] as Decision;
}
