import { captchaApi, SITE_TEXTS } from '@portal/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { imageAnswer, issueImageCaptcha, issueSlider, verifySlider } from './captcha.service.ts';

/** Public: visitors fill the forms these guard. Each answer is a new challenge, never cached. */
export const captchaRoutes: FastifyPluginAsyncZod<{ exposeDevAnswers: boolean }> = async (app, options) => {
  route(app, captchaApi.image, async (_input, request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(await issueImageCaptcha(app.db, app.rateLimits, request.ip));
  });

  route(app, captchaApi.slider, async (_input, request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(await issueSlider(app.db, app.rateLimits, request.ip));
  });

  route(app, captchaApi.sliderVerify, async ({ body }) =>
    ok(await verifySlider(app.db, body), SITE_TEXTS.sliderPassed),
  );

  if (options.exposeDevAnswers) {
    route(app, captchaApi.devImageAnswer, async ({ params }) => {
      const answer = await imageAnswer(app.db, params.id);
      if (answer === null) throw notFound('验证码不存在');
      return ok({ answer });
    });
  }
};
