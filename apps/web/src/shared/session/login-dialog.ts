import { useSyncExternalStore } from 'react';

/**
 * Whether the login dialog is open, for the whole app: the header, the /Developer page
 * and (later) subscribe buttons open it; the one dialog in the layout shows it.
 */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export function openLoginDialog(): void {
  set(true);
}

export function isLoginDialogOpen(): boolean {
  return open;
}

export function closeLoginDialog(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
