import './shared/csp/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { appRoutes } from './app/router';

const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('页面缺少 #root 容器');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
