import { pathWith } from '@portal/shared/contract';
import { trialApi } from '@portal/shared/trial';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import type { ForwardingOptions } from './forwarding.ts';
import { installLink, installPackage } from './install.service.ts';
import { forwardTrial, guardTrialClicks, trialHistory } from './trial.service.ts';
import { readTrialForm } from './trial-form.ts';

/** Trying a microservice: forwarding, the caller's history (issue 19). */
export const trialRoutes: FastifyPluginAsyncZod<{ forwarding: ForwardingOptions }> = async (app, options) => {
  route(app, trialApi.forward, async ({ caller }, request) => {
    // Counted before the body is read: a refused click costs nothing.
    await guardTrialClicks(app.rateLimits, caller);
    const { str, files } = await readTrialForm(request, app.heavyWork);
    const deps = { db: app.db, rateLimits: app.rateLimits, forwarding: options.forwarding, log: request.log };
    const { msg, answer } = await forwardTrial(deps, caller, str, files);
    return ok(answer, msg);
  });

  route(app, trialApi.history, async ({ params, caller }) =>
    ok(await trialHistory(app.db, caller, params.id)),
  );

  route(app, trialApi.installLink, async ({ params }) =>
    ok(await installLink(app.db, params.id, pathWith(trialApi.installPackage.path, params))),
  );

  route(app, trialApi.installPackage, async ({ params }, request, reply) => {
    // The address the caller reached the platform by: the README's curl calls it there.
    const { fileName, content } = await installPackage(
      app.db,
      params.id,
      `${request.protocol}://${request.host}`,
    );
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .send(content);
  });
};
