import { SIMULATION_TEXTS, simulationApi } from '@portal/shared/simulation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCheckedUpload } from '../files/upload-check.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import type { ForwardingOptions } from '../micro/forwarding.ts';
import { guardTrialClicks } from '../micro/trial.service.ts';
import { resumeModelBatchesJob } from './simulation.jobs.ts';
import {
  modelBatchResult,
  modelBatchStatus,
  modelHistory,
  runModelBatch,
  type SimulationDeps,
  simulate,
  simulateIot,
  sweep,
  uploadTemplate,
} from './simulation.service.ts';

/** Mechanism-model simulation (issue 20): runs, sweeps, history and template batches. */
export const simulationRoutes: FastifyPluginAsyncZod<{ forwarding: ForwardingOptions }> = async (
  app,
  options,
) => {
  const deps = (log: SimulationDeps['log']): SimulationDeps => ({
    db: app.db,
    rateLimits: app.rateLimits,
    forwarding: options.forwarding,
    heavyWork: app.heavyWork,
    log,
  });

  // Batches started by this process; closing the app waits for them (a batch is short).
  const running = new Set<Promise<void>>();
  const closing = new AbortController();
  app.addHook('onClose', async () => {
    closing.abort();
    await Promise.allSettled([...running]);
  });
  app.jobs.schedule(resumeModelBatchesJob(deps(app.log)));

  // Spec 001 §4.4: the click guard of the microservice trial also holds 手动仿真 and sweeps.
  route(app, simulationApi.simulate, async ({ body, caller }, request) => {
    await guardTrialClicks(app.rateLimits, caller, 'model');
    return ok({ modelBody: await simulate(deps(request.log), caller, body) });
  });

  route(app, simulationApi.simulateIot, async ({ body, caller }, request) => {
    await guardTrialClicks(app.rateLimits, caller, 'model');
    return ok(await simulateIot(deps(request.log), caller, body));
  });

  route(app, simulationApi.sweep, async ({ body, caller }, request) => {
    await guardTrialClicks(app.rateLimits, caller, 'model');
    return ok(await sweep(deps(request.log), caller, body));
  });

  route(app, simulationApi.history, async ({ params, caller }) =>
    ok(await modelHistory(app.db, caller, params.id)),
  );

  route(app, simulationApi.uploadTemplate, async ({ params, caller }, request) => {
    const file = await readCheckedUpload(request, app.heavyWork, simulationApi.uploadTemplate.upload, {
      missing: SIMULATION_TEXTS.templateType,
      wrongType: SIMULATION_TEXTS.templateType,
      tooLarge: () => SIMULATION_TEXTS.templateSize,
      broken: SIMULATION_TEXTS.templateBroken,
    });
    const start = (batchId: number) => {
      const run = runModelBatch(deps(app.log), batchId, closing.signal).finally(() => running.delete(run));
      running.add(run);
    };
    return ok(
      await uploadTemplate(deps(request.log), caller, params.id, file, start),
      SIMULATION_TEXTS.uploaded,
    );
  });

  route(app, simulationApi.batchStatus, async ({ params, caller }) =>
    ok(await modelBatchStatus(app.db, caller, params.id)),
  );

  route(app, simulationApi.batchResult, async ({ params, caller }) =>
    ok(await modelBatchResult(app.db, caller, params.id)),
  );
};
