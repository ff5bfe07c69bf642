import type { Endpoint } from '@portal/shared/contract';
import { ACCOUNTS_ROWS } from './role-matrix/accounts.ts';
import { CERTIFICATION_ROWS } from './role-matrix/certification.ts';
import { DATASOURCE_ROWS } from './role-matrix/datasource.ts';
import { MARKET_ROWS } from './role-matrix/market.ts';
import { MICRO_ROWS } from './role-matrix/micro.ts';
import { ORDERS_ROWS } from './role-matrix/orders.ts';
import type { Decision, MatrixRow } from './role-matrix/rows.ts';
import { SIGNING_ROWS } from './role-matrix/signing.ts';
import { SIMULATION_ROWS } from './role-matrix/simulation.ts';
import { SITE_ROWS } from './role-matrix/site.ts';
import { SUPPLY_MODERATION_ROWS, SUPPLY_ROWS } from './role-matrix/supply.ts';
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
