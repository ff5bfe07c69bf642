import {
  APP_ADMIN_TEXTS,
  type AppForm,
  type AppState,
  appFormProblems,
  type ManagedAppDetail,
  type PlanForm,
} from '@portal/shared/app-admin';
import { DEFAULT_TRIAL_MONTHS, MAX_YEARS, MIN_YEARS } from '@portal/shared/market';
import { bodyHtml } from './news-form';

/**
 * The 应用管理 form's values and rules: what it opens with (a new app: charged, a trial of
 * DEFAULT_TRIAL_MONTHS months, spec 002 §9), what it sends (trimmed texts, the details as HTML,
 * plans and trial only for a charged app), the next free year of a plan, and the rules across
 * fields, the same function the contract runs on the server.
 */

export interface AppFormValues {
  name: string;
  industryId: number | null;
  detailsRemake: string;
  details: string;
  logo: string;
  state: AppState;
  charged: boolean;
  isTrial: boolean;
  trialTime: number | null;
  exploitTenantId: number | null;
  contactPerson: string;
  plans: PlanForm[];
  associations: number[];
}

export function initialAppValues(app: ManagedAppDetail | null): AppFormValues {
  if (!app)
    return {
      name: '',
      industryId: null,
      detailsRemake: '',
      details: '',
      logo: '',
      state: 0,
      charged: true,
      isTrial: true,
      trialTime: DEFAULT_TRIAL_MONTHS,
      exploitTenantId: null,
      contactPerson: '',
      plans: [],
      associations: [],
    };
  return {
    name: app.name,
    industryId: app.industryId,
    detailsRemake: app.detailsRemake,
    details: app.details,
    // The generated tile is the empty choice: a rename draws it anew.
    logo: app.logo.includes('/market/logos/') ? app.logo : '',
    state: app.state,
    charged: app.charged,
    isTrial: app.isTrial,
    trialTime: app.trialTime ?? DEFAULT_TRIAL_MONTHS,
    exploitTenantId: app.exploitTenantId,
    contactPerson: app.contactPerson,
    plans: app.plans.map(({ duration, originalPrice, currentPrice }) => ({
      duration,
      originalPrice,
      currentPrice,
    })),
    associations: app.associations.map((other) => other.id),
  };
}

/** What the form sends. */
export function toAppRequest(values: AppFormValues): AppForm {
  const trial = values.charged && values.isTrial;
  return {
    name: values.name.trim(),
    industryId: values.industryId ?? 0,
    detailsRemake: values.detailsRemake.trim(),
    details: bodyHtml(values.details ?? ''),
    logo: values.logo ?? '',
    state: values.state,
    charged: values.charged,
    isTrial: trial,
    trialTime: trial ? values.trialTime : null,
    exploitTenantId: values.exploitTenantId ?? null,
    contactPerson: (values.contactPerson ?? '').trim(),
    plans: values.charged ? (values.plans ?? []) : [],
    associations: values.associations ?? [],
  };
}

/** The fewest years no plan has yet (a new plan's default), or null when every year has one. */
export function nextPlanYear(plans: readonly Pick<PlanForm, 'duration'>[]): number | null {
  const taken = new Set(plans.map((plan) => plan.duration));
  for (let years = MIN_YEARS; years <= MAX_YEARS; years += 1) if (!taken.has(years)) return years;
  return null;
}

/** The message for one field of the form by the cross-field rules (`plans`, `plans.1.currentPrice`, `trialTime`). */
export function crossFieldProblem(values: AppFormValues, path: string): string | null {
  const request = toAppRequest(values);
  const problem = appFormProblems({
    charged: request.charged,
    isTrial: request.isTrial ?? false,
    trialTime: request.trialTime ?? null,
    plans: request.plans ?? [],
  }).find((entry) => entry.path === path);
  return problem?.message ?? null;
}

/** The warning an association cycle deserves, or null. */
export function cycleWarning(app: Pick<ManagedAppDetail, 'cycle'>): string | null {
  return app.cycle ? APP_ADMIN_TEXTS.cycle(app.cycle) : null;
}
