import { contentApi } from '@portal/shared/content';
import { captchaApi, siteApi } from '@portal/shared/site';
import { EVERYONE, type MatrixRow, row } from './rows.ts';

/** The role-matrix rows of the site calls (see ./rows.ts for the columns and the policy). */
export const SITE_ROWS: MatrixRow[] = [
  // ---------------------------------------------------------------- public content
  row(contentApi.banners, EVERYONE, () => ({ input: { query: { type: 1 } } })),
  row(contentApi.news, EVERYONE, () => ({ input: { query: { currentPage: 1, pageSize: 10 } } })),
  row(contentApi.hotNews, EVERYONE, () => ({ input: {} })),
  row(contentApi.newsDetail, EVERYONE, async (ctx) => ({
    input: { params: { id: await ctx.firstId('news') }, query: {} },
  })),
  row(contentApi.industries, EVERYONE, () => ({ input: { query: {} } })),
  row(contentApi.caseDetail, EVERYONE, async (ctx) => ({
    input: { params: { id: await ctx.firstId('industryCase') } },
  })),
  row(contentApi.industryDetail, EVERYONE, async (ctx) => ({
    input: { params: { id: await ctx.firstId('industry') } },
  })),
  row(contentApi.notices, EVERYONE, () => ({ input: {} })),
  row(contentApi.image, EVERYONE, async (ctx) => ({ input: { params: { name: await ctx.contentImage() } } })),
  row(siteApi.members, EVERYONE, () => ({ input: {} })),
  row(siteApi.markers, EVERYONE, () => ({ input: {} })),

  // ---------------------------------------------------------------- captcha, messages
  row(captchaApi.image, EVERYONE, () => ({ input: {} })),
  row(captchaApi.slider, EVERYONE, () => ({ input: {} })),
  row(captchaApi.sliderVerify, EVERYONE, async (ctx) => ({
    input: { body: { id: await ctx.sliderChallenge(), distance: 260, trail: ctx.dragTrail(260) } },
  })),
  row(captchaApi.devImageAnswer, EVERYONE, async (ctx) => ({
    input: { params: { id: (await ctx.imageCaptcha()).id } },
  })),
  row(siteApi.saveMessage, EVERYONE, async (ctx) => {
    const captcha = await ctx.imageCaptcha();
    return {
      input: {
        body: {
          name: '张三',
          tel: '13912345678',
          email: 'zhang@example.com',
          content: '想了解冷库监控方案',
          captcha: captcha.answer,
          captchaId: captcha.id,
          source: 'Contact',
        },
      },
    };
  }),
];
