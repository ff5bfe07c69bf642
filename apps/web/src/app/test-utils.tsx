import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AntdScope } from '../shared/antd/AntdScope';
import { type Feedback, setFeedback } from '../shared/api/feedback';
import { AppProviders, createQueryClient } from './providers';

export interface RenderOptions {
  /** Listens to what the app tells the user instead of showing it with antd. */
  feedback?: Feedback;
  /**
   * Wraps the tree in antd's configuration, as the router does for every page that uses
   * antd (default). Tests of what renders without antd (the shell, the home page) say false.
   */
  antdScope?: boolean;
}

export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  if (options.feedback) setFeedback(options.feedback);
  const { antdScope = true } = options;
  return render(
    <AppProviders queryClient={createQueryClient()} feedbackHost={!options.feedback}>
      {antdScope ? <AntdScope>{ui}</AntdScope> : ui}
    </AppProviders>,
  );
}

/** Renders routes in a memory router; returns the router to read or drive its location. */
export function renderRoutes(routes: RouteObject[], initialEntry = '/', options: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = renderWithProviders(<RouterProvider router={router} />, options);
  return { router, ...view };
}
