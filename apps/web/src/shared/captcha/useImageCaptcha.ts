import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import { CAPTCHA } from '@portal/shared/site-constants';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { call } from '../api/call';

/**
 * A new picture (002 §2.12), by its address: the message form of /AboutUs and /Contact loads no
 * schemas. Silent: the picture shows its own failure.
 */
const fetchImageCaptcha = () => call(firstScreenAddresses.captchaImage, {}, { silent: true });

/** A fresh picture shortly before the server would refuse the old one as expired. */
const RENEW_BEFORE_EXPIRY_MS = 15_000;

export interface ImageCaptchaState {
  /** The challenge to send with the answer; null until a picture has arrived. */
  id: string | null;
  svg: string | null;
  loading: boolean;
  failed: boolean;
  /** A new picture (after a refused answer, or when the user cannot read this one). */
  refresh: () => void;
}

/**
 * One image captcha challenge for a form; each form on a page has its own. A form that shows
 * the captcha only when the server asks for it passes `enabled: false` until then.
 */
export function useImageCaptcha({ enabled = true }: { enabled?: boolean } = {}): ImageCaptchaState {
  const key = useId();
  const query = useQuery({
    queryKey: ['captcha-image', key],
    queryFn: fetchImageCaptcha,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: CAPTCHA.validMs - RENEW_BEFORE_EXPIRY_MS,
  });
  return {
    id: query.data?.id ?? null,
    svg: query.data?.svg ?? null,
    loading: query.isFetching,
    failed: query.isError && !query.isFetching,
    refresh: () => void query.refetch(),
  };
}
