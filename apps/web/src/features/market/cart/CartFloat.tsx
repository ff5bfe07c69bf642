import { lazy, Suspense } from 'react';
import { isTenantAdmin, type Viewer } from '../viewer';

// The icon and drawer draw antd: fetched with antd once a tenant administrator is seen.
const CartCorner = lazy(() => import('./CartCorner'));

/**
 * The floating cart icon, shown only when logged in (spec 000 §2.6, §6), and only to a tenant
 * administrator: nobody else can ever use a cart, so nobody else is shown one (nor loads it).
 */
export function CartFloat({ viewer }: { viewer: Viewer }) {
  if (!isTenantAdmin(viewer) || viewer.tenantId === null) return null;
  return (
    <Suspense fallback={null}>
      <CartCorner tenantId={viewer.tenantId} />
    </Suspense>
  );
}
