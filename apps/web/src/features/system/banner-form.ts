import type { BannerForm, ManagedBanner } from '@portal/shared/banner-admin';
import { BANNER_DEFAULT_TEXT_COLOR } from '@portal/shared/content-constants';

/**
 * The 轮播图管理 form's values and what it sends: texts trimmed, the colour as the contract's
 * `#rrggbb` (a typed `fff` or `#FFF` is read as the colour it names), the order a whole number.
 */
export interface BannerFormValues {
  type: number | undefined;
  title: string;
  snapshot: string;
  url: string;
  textColor: string;
  sortCode: number | null;
  shown: boolean;
}

/** The form's first values: the banner's own, or a new banner of the chosen type, shown, white text. */
export function bannerFormValues(banner: ManagedBanner | null, type?: number): BannerFormValues {
  return {
    type: banner?.type ?? type,
    title: banner?.title ?? '',
    snapshot: banner?.snapshot ?? '',
    url: banner?.url ?? '',
    textColor: banner?.textColor ?? BANNER_DEFAULT_TEXT_COLOR,
    sortCode: banner?.sortCode ?? 0,
    shown: banner ? banner.status === 1 : true,
  };
}

/** A colour as typed (`#FFF`, `fff`, ` #A1B2C3 `) in the contract's form; anything else as typed, for the rule to refuse. */
export function normalColor(text: string): string {
  const bare = text.trim().replace(/^#/, '');
  if (/^[0-9a-fA-F]{3}$/.test(bare)) {
    return `#${[...bare].map((c) => c + c).join('')}`.toLowerCase();
  }
  if (/^[0-9a-fA-F]{6}$/.test(bare)) return `#${bare}`.toLowerCase();
  return text.trim();
}

export function toBannerRequest(values: BannerFormValues): BannerForm {
  return {
    type: values.type as number,
    title: values.title.trim(),
    snapshot: (values.snapshot ?? '').trim(),
    url: values.url,
    textColor: normalColor(values.textColor ?? ''),
    sortCode: values.sortCode ?? 0,
    shown: values.shown,
  };
}
