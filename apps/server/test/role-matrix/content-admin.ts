import { type BannerForm, bannerAdminApi } from '@portal/shared/banner-admin';
import { contentApi } from '@portal/shared/content';
import { pathWith } from '@portal/shared/contract';
import {
  type MarkerForm,
  type MemberForm,
  markerAdminApi,
  memberAdminApi,
} from '@portal/shared/member-admin';
import { sitePrivacyApi, siteSettingsApi } from '@portal/shared/site-settings';
import { type CaseForm, type SolutionForm, solutionAdminApi } from '@portal/shared/solution-admin';
import { EVERYONE, type MatrixRow, OPERATOR, row } from './rows.ts';

const BANNER: BannerForm = {
  type: 10,
  title: '矩阵轮播图',
  snapshot: '矩阵副标题',
  url: pathWith(contentApi.image.path, { name: 'matrix.svg' }),
  textColor: '#ffffff',
  sortCode: 1,
  shown: false,
};

/** The role-matrix rows of the console's 轮播图管理 (operators only) and its public pictures. */
export const BANNER_ADMIN_ROWS: MatrixRow[] = [
  row(bannerAdminApi.list, OPERATOR, () => ({ input: { query: { type: 1, status: 1, keyword: '冷链' } } })),
  row(bannerAdminApi.create, OPERATOR, () => ({ input: { body: BANNER } })),
  // A fresh hidden banner each time: editing, showing and deleting touch their own.
  row(bannerAdminApi.update, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.hiddenBanner() }, body: { ...BANNER, title: '改过的轮播图' } },
  })),
  row(bannerAdminApi.setStatus, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.hiddenBanner() }, body: { shown: false } },
  })),
  row(bannerAdminApi.remove, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.hiddenBanner() }, body: {} },
  })),
  row(bannerAdminApi.uploadImage, OPERATOR, (ctx) => ({ input: {}, ...ctx.pngUpload() })),
  // Any public upload of an operator is served under the banner pictures' address.
  row(bannerAdminApi.image, EVERYONE, async (ctx) => ({
    input: { params: { name: await ctx.newsImage() } },
  })),
];

/** The role-matrix rows of the console's 站点设置 (operators only) and the public privacy agreement. */
export const SITE_SETTINGS_ROWS: MatrixRow[] = [
  row(sitePrivacyApi.privacy, EVERYONE, () => ({ input: {} })),
  row(siteSettingsApi.savePrivacy, OPERATOR, () => ({
    input: { body: { text: '## 矩阵隐私协议\n矩阵正文' } },
  })),
  row(siteSettingsApi.resetPrivacy, OPERATOR, () => ({ input: { body: {} } })),
  row(siteSettingsApi.saveSecondDomain, OPERATOR, () => ({
    input: {
      body: {
        system: '/system',
        community: '/community',
        workbench: '/workbench',
        clubsys: '/community',
        b2b: '/supplyPublish',
      },
    },
  })),
];

const PICTURE = pathWith(contentApi.image.path, { name: 'matrix.svg' });
const SOLUTION: SolutionForm = {
  title: '矩阵方案',
  digest: '矩阵方案简介',
  icon: PICTURE,
  picture: PICTURE,
  content: '<p>矩阵方案正文</p>',
  painPoints: [{ title: '痛点', text: '痛点说明' }],
  values: [],
  sortCode: 0,
  published: false,
};
const CASE = (industryId: number): CaseForm => ({
  industryId,
  title: '矩阵案例',
  customer: '矩阵客户',
  summary: '矩阵案例摘要',
  picture: PICTURE,
  content: '<p>矩阵案例正文</p>',
  sortCode: 0,
  published: false,
});

/** The role-matrix rows of the console's 解决方案管理 (operators only) and its public pictures. */
export const SOLUTION_ADMIN_ROWS: MatrixRow[] = [
  row(solutionAdminApi.list, OPERATOR, () => ({ input: { query: { keyword: '冷链', status: 1 } } })),
  row(solutionAdminApi.create, OPERATOR, () => ({ input: { body: SOLUTION } })),
  // A fresh draft each time: editing and deleting touch their own.
  row(solutionAdminApi.update, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.draftSolution() }, body: { ...SOLUTION, title: '改过的方案' } },
  })),
  row(solutionAdminApi.remove, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.draftSolution() }, body: {} },
  })),
  row(solutionAdminApi.cases, OPERATOR, () => ({ input: { query: { keyword: '冷链', industryId: 1 } } })),
  row(solutionAdminApi.createCase, OPERATOR, async (ctx) => ({
    input: { body: CASE(await ctx.draftSolution()) },
  })),
  row(solutionAdminApi.updateCase, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.draftCase() }, body: CASE(await ctx.draftSolution()) },
  })),
  row(solutionAdminApi.removeCase, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.draftCase() }, body: {} },
  })),
  row(solutionAdminApi.uploadImage, OPERATOR, (ctx) => ({ input: {}, ...ctx.pngUpload() })),
  row(solutionAdminApi.image, EVERYONE, async (ctx) => ({
    input: { params: { name: await ctx.newsImage() } },
  })),
];

const MEMBER: MemberForm = {
  name: '矩阵会员',
  logo: '',
  level: '会员单位',
  city: '郑州',
  intro: '矩阵会员简介',
  sort: 0,
};
const MARKER: MarkerForm = {
  title: '矩阵标注',
  lng: 113.6,
  lat: 34.7,
  address: '河南省郑州市',
  width: 32,
  height: 32,
  message: '矩阵说明',
  sort: 0,
};

/** The role-matrix rows of the console's 会员与地图 (operators only) and the public member logos. */
export const MEMBER_ADMIN_ROWS: MatrixRow[] = [
  row(memberAdminApi.list, OPERATOR, () => ({ input: { query: { keyword: '冷' } } })),
  row(memberAdminApi.create, OPERATOR, () => ({ input: { body: MEMBER } })),
  row(memberAdminApi.update, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.spareMember() }, body: { ...MEMBER, name: '改过的会员' } },
  })),
  row(memberAdminApi.remove, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.spareMember() }, body: {} },
  })),
  row(memberAdminApi.uploadLogo, OPERATOR, (ctx) => ({ input: {}, ...ctx.pngUpload() })),
  row(memberAdminApi.logo, EVERYONE, async (ctx) => ({ input: { params: { name: await ctx.newsImage() } } })),
  row(markerAdminApi.list, OPERATOR, () => ({ input: { query: { keyword: '郑州' } } })),
  row(markerAdminApi.create, OPERATOR, () => ({ input: { body: MARKER } })),
  row(markerAdminApi.update, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.spareMarker() }, body: { ...MARKER, title: '改过的标注' } },
  })),
  row(markerAdminApi.remove, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.spareMarker() }, body: {} },
  })),
];
