import type { Endpoint } from '@portal/shared/contract';
import type { MatrixContext, SampleRequest } from '../support/matrix-context.ts';
import type { RoleName } from '../support/roles.ts';

/**
 * Who may call each route: every route of the app's OpenAPI document × the seven callers.
 *
 * - `A` allowed: the sample succeeds (2xx).
 * - `D` refused: 401 (no session) or 403.
 * - `H` refused by not finding: 404 for another tenant's (or user's) record, so its
 *   existence is not told.
 *
 * The callers (demo accounts, password demo1234): visitor (no session), tenantAdmin
 * 13800000001 and tenantMember 13800000005 of the first tenant, otherTenant 13800000003
 * (administrator of another tenant; it calls with the FIRST tenant's ids), uncertified
 * 13800000004 (a tenant administrator whose certification is not approved; it calls with its
 * own ids, so its column measures the certification rule), developer 13800000002, operator.
 *
 * Policy (DESIGN.md): uncertified tenants and developers may sign in, read their own session
 * and registration and certify (uploading and reading back their own files); every other
 * call that needs a session refuses them with 403 请先完善认证信息. Public routes stay public
 * whoever calls.
 *
 * Each sample is valid for an allowed caller and makes anew whatever a call consumes.
 */
export type Decision = 'A' | 'D' | 'H';

export interface MatrixRow {
  /** The call the row is about. */
  endpoint: Endpoint;
  /** In the column order of `ROLES`: visitor, tenantAdmin, tenantMember, otherTenant, uncertified, developer, operator. */
  access: readonly [Decision, Decision, Decision, Decision, Decision, Decision, Decision];
  sample: (ctx: MatrixContext, role: RoleName) => SampleRequest | Promise<SampleRequest>;
  /** The call ends the session it is made with: it gets a new one instead of the role's. */
  freshSession?: boolean;
}

export const A = 'A';
export const D = 'D';
export const H = 'H';

export const EVERYONE = [A, A, A, A, A, A, A] as const;
export const SIGNED_IN = [D, A, A, A, A, A, A] as const;
export const CERTIFIED = [D, A, A, A, D, A, A] as const;
export const OPERATOR = [D, D, D, D, D, D, A] as const;
/** The first tenant's administrator, on a path naming the tenant. */
export const TENANT_ADMIN_PATH = [D, A, D, D, D, D, D] as const;
/** The first tenant's administrator, on a record of the tenant named by its id. */
export const TENANT_ADMIN_RECORD = [D, A, D, H, D, D, D] as const;

type Access = MatrixRow['access'];
type Sample<E extends Endpoint> = (
  ctx: MatrixContext,
  role: RoleName,
) => SampleRequest<E> | Promise<SampleRequest<E>>;

/** A row: the endpoint, who may call it, and a sample input typed by its contract. */
export function row<E extends Endpoint>(
  endpoint: E,
  access: Access,
  sample: NoInfer<Sample<E>>,
  options: { freshSession?: boolean } = {},
): MatrixRow {
  return { endpoint, access, sample: sample as unknown as MatrixRow['sample'], ...options };
}
