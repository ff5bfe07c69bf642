import type { Role } from '@portal/shared/accounts';
import { useMemo } from 'react';
import { type Session, useSession } from '../../shared/session/useSession';

/** Who is looking at a market page, as far as the buttons and messages care. */
export interface Viewer {
  loggedIn: boolean;
  role: Role | null;
  isAdministrator: boolean;
  tenantId: number | null;
  userId: number | null;
}

export const VISITOR: Viewer = {
  loggedIn: false,
  role: null,
  isAdministrator: false,
  tenantId: null,
  userId: null,
};

export function viewerOf(session: Session): Viewer {
  if (!session.loggedIn) return VISITOR;
  return {
    loggedIn: true,
    role: session.role,
    isAdministrator: session.isAdministrator,
    tenantId: session.tenantId,
    userId: session.user?.userId ?? null,
  };
}

/** The viewer, read again whenever the session changes (login, logout, another tab). */
export function useViewer(): Viewer {
  const session = useSession();
  return useMemo(() => viewerOf(session), [session]);
}

/** Only a tenant-role administrator subscribes, trials and uses the cart (spec 000 §6). */
export function isTenantAdmin(viewer: Viewer): boolean {
  return viewer.loggedIn && viewer.role === 'tenant' && viewer.isAdministrator && viewer.tenantId !== null;
}

/** A logged-in member of a tenant (administrator or not). */
export function isTenantMember(viewer: Viewer): boolean {
  return viewer.loggedIn && viewer.role === 'tenant' && viewer.tenantId !== null;
}

/** Part of query keys: answers that depend on who asks are cached per viewer. */
export function viewerKey(viewer: Viewer): string {
  return viewer.loggedIn ? `${viewer.role}:${viewer.tenantId ?? '-'}:${viewer.userId ?? '-'}` : 'visitor';
}
