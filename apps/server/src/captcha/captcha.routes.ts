import {
  SITE_TEXTS,
  zCaptchaImage,
  zEnvelope,
  zErrorEnvelope,
  zSliderChallenge,
  zSliderPass,
  zSliderVerifyRequest,
} from '@portal/shared';
import { z } from 'zod';
import type { AppInstance } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { imageAnswer, issueImageCaptcha, issueSlider, verifySlider } from './captcha.service.ts';

const errors = { 400: zErrorEnvelope, 429: zErrorEnvelope };
const tags = ['captcha'];

/** Public: visitors fill the forms these guard. Each answer is a new challenge, never cached. */
export function captchaRoutes(app: AppInstance, options: { exposeDevAnswers: boolean }): void {
  app.post(
    '/api/portalWeb/captcha/image',
    {
      schema: {
        tags,
        summary: '获取图片验证码（4 位数字与大写字母，5 分钟内有效，只能使用一次）',
        response: { 200: zEnvelope(zCaptchaImage), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await issueImageCaptcha(app.db, app.rateLimits, request.ip));
    },
  );

  app.post(
    '/api/portalWeb/captcha/slider',
    {
      schema: {
        tags,
        summary: '开始一次滑块验证（2 分钟内有效）',
        response: { 200: zEnvelope(zSliderChallenge), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await issueSlider(app.db, app.rateLimits, request.ip));
    },
  );

  app.post(
    '/api/portalWeb/captcha/slider/verify',
    {
      schema: {
        tags,
        summary: '提交滑块拖动轨迹；通过后返回一次性凭证（2 分钟内随受保护的提交发送）',
        body: zSliderVerifyRequest,
        response: { 200: zEnvelope(zSliderPass), ...errors },
      },
    },
    async (request) => ok(await verifySlider(app.db, request.body), SITE_TEXTS.sliderPassed),
  );

  if (options.exposeDevAnswers) {
    app.get(
      '/api/dev/captcha/:id',
      {
        schema: {
          tags: ['dev'],
          summary: '开发用：读取图片验证码的答案（供浏览器测试；生产环境不存在此接口）',
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: zEnvelope(z.object({ answer: z.string() })), 404: zErrorEnvelope },
        },
      },
      async (request) => {
        const answer = await imageAnswer(app.db, request.params.id);
        if (answer === null) throw notFound('验证码不存在');
        return ok({ answer });
      },
    );
  }
}
