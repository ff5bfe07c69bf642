import { APP_ADMIN_TEXTS, APP_LOGO_PATH, type ManagedAppDetail, zAppForm } from '@portal/shared/app-admin';
import { pathWith } from '@portal/shared/contract';
import { DEFAULT_TRIAL_MONTHS, marketApi } from '@portal/shared/market';
import { describe, expect, it } from 'vitest';
import {
  type AppFormValues,
  crossFieldProblem,
  cycleWarning,
  initialAppValues,
  nextPlanYear,
  toAppRequest,
} from './app-form';

const filled = (overrides: Partial<AppFormValues> = {}): AppFormValues => ({
  ...initialAppValues(null),
  name: '  冷库巡检  ',
  industryId: 3,
  detailsRemake: ' 冷库巡检简介 ',
  details: '第一段\n\n第二段',
  plans: [{ duration: 1, originalPrice: 1200, currentPrice: 999 }],
  ...overrides,
});

const detail: ManagedAppDetail = {
  id: 7,
  name: '冷机物联网',
  logo: pathWith(marketApi.logo.path, { kind: 'app', file: '7.svg' }),
  detailsRemake: '简介',
  industryId: 1,
  industryName: '冷链物流',
  state: 1,
  charged: true,
  isTrial: false,
  trialTime: null,
  exploitTenantId: null,
  exploitTenantName: null,
  installNum: 3,
  minPrice: 100,
  planCount: 1,
  createTime: '2026-01-01T00:00:00.000Z',
  modifyTime: '2026-01-01T00:00:00.000Z',
  details: '<p>详情</p>',
  contactPerson: '平台运营部',
  plans: [{ id: 9, duration: 2, timeUnit: '年', originalPrice: 200, currentPrice: 150 }],
  associations: [{ id: 8, name: '冷柜物联网' }],
  cycle: ['冷机物联网', '冷柜物联网', '冷机物联网'],
};

describe('app form rules', () => {
  it('opens a new app charged, with a trial of 3 months and no plan (spec 002 §9)', () => {
    const values = initialAppValues(null);
    expect(values).toMatchObject({
      charged: true,
      isTrial: true,
      trialTime: DEFAULT_TRIAL_MONTHS,
      state: 0,
      plans: [],
    });
    expect(DEFAULT_TRIAL_MONTHS).toBe(3);
  });

  it('opens an app with its values; a generated tile is the empty logo choice', () => {
    const values = initialAppValues(detail);
    expect(values).toMatchObject({
      name: '冷机物联网',
      logo: '',
      trialTime: DEFAULT_TRIAL_MONTHS,
      plans: [{ duration: 2, originalPrice: 200, currentPrice: 150 }],
      associations: [8],
    });
    const uploaded = initialAppValues({ ...detail, logo: `${APP_LOGO_PATH}abc.png` });
    expect(uploaded.logo).toBe(`${APP_LOGO_PATH}abc.png`);
  });

  it('sends trimmed texts, HTML details, and plans and trial only for a charged app', () => {
    const request = toAppRequest(filled());
    expect(request).toMatchObject({
      name: '冷库巡检',
      detailsRemake: '冷库巡检简介',
      details: '<p>第一段</p>\n<p>第二段</p>',
      isTrial: true,
      trialTime: 3,
    });
    expect(zAppForm.safeParse(request).success).toBe(true);

    const free = toAppRequest(filled({ charged: false }));
    expect(free).toMatchObject({ charged: false, isTrial: false, trialTime: null, plans: [] });
    expect(zAppForm.safeParse(free).success).toBe(true);
    const noTrial = toAppRequest(filled({ isTrial: false, trialTime: 5 }));
    expect(noTrial).toMatchObject({ isTrial: false, trialTime: null });
  });

  it('says the rules across fields where they belong, as the server does', () => {
    expect(crossFieldProblem(filled({ plans: [] }), 'plans')).toBe(APP_ADMIN_TEXTS.chargedNeedsPlan);
    expect(crossFieldProblem(filled({ plans: [], charged: false }), 'plans')).toBeNull();
    const twice = filled({
      plans: [
        { duration: 1, originalPrice: 10, currentPrice: 9 },
        { duration: 1, originalPrice: 10, currentPrice: 9 },
      ],
    });
    expect(crossFieldProblem(twice, 'plans.1.duration')).toBe(APP_ADMIN_TEXTS.planDuplicate);
    expect(crossFieldProblem(twice, 'plans.0.duration')).toBeNull();
    const dearer = filled({ plans: [{ duration: 1, originalPrice: 10, currentPrice: 12 }] });
    expect(crossFieldProblem(dearer, 'plans.0.currentPrice')).toBe(APP_ADMIN_TEXTS.planPriceOrder);
    const refused = zAppForm.safeParse(toAppRequest(dearer));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(APP_ADMIN_TEXTS.planPriceOrder);
    expect(crossFieldProblem(filled({ trialTime: null }), 'trialTime')).toBe('请输入试用时长');
  });

  it('offers the fewest free years for a new plan, none once 1 to 5 are taken', () => {
    expect(nextPlanYear([])).toBe(1);
    expect(nextPlanYear([{ duration: 1 }, { duration: 3 }])).toBe(2);
    expect(nextPlanYear([1, 2, 3, 4, 5].map((duration) => ({ duration })))).toBeNull();
  });

  it('warns of an association cycle by its names', () => {
    expect(cycleWarning(detail)).toContain('冷机物联网 → 冷柜物联网 → 冷机物联网');
    expect(cycleWarning({ cycle: null })).toBeNull();
  });
});
