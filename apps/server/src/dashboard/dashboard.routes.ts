import { dashboardApi } from '@portal/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { dashboardOverview } from './dashboard.service.ts';

/** The operator console's 工作台 (operators only; the guard checks the call). Never cached: counts move. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, dashboardApi.overview, async () => ok(await dashboardOverview(app.db)));
};
