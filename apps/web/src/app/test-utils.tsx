import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers';

export function renderWithProviders(ui: ReactNode) {
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}

/** Renders routes in a memory router; returns the router to read or drive its location. */
export function renderRoutes(routes: RouteObject[], initialEntry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}
