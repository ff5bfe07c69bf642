import './shared/csp/zod-jitless';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('页面缺少 #root 容器');

const queryClient = createQueryClient();

/** What the server handed over with a page it rendered (entry-server.tsx), if it did. */
function serverState(): { queries: DehydratedState; router: HydrationState } | null {
  const text = document.getElementById('ssr-data')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as { queries: DehydratedState; router: HydrationState };
  } catch {
    return null;
  }
}

function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * A page the server rendered is hydrated: its data goes into the query cache first (no call
 * for it), and the code of the routes on screen is loaded before hydrating, so the first
 * render is the server's markup (not the loading state).
 */
async function hydratePage(state: { queries: DehydratedState; router: HydrationState }, root: HTMLElement) {
  hydrate(queryClient, state.queries);
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(appRoutes, { hydrationData: state.router });
  // As a transition, hydration yields to the browser every few milliseconds: the page the
  // server sent (its first picture among it) is painted meanwhile, not after one long task.
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
}

const state = serverState();
if (state) {
  hydratePage(state, container).catch(() => {
    // The page's code did not load: render in the browser, which shows the failure.
    createRoot(container).render(app(createBrowserRouter(appRoutes)));
  });
} else {
  createRoot(container).render(app(createBrowserRouter(appRoutes)));
}
