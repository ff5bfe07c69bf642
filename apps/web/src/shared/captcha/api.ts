import type { CaptchaImage, SliderChallenge, SliderPass, SliderVerifyRequest } from '@portal/shared';
import { request } from '../api/request';

/**
 * The captcha calls (002 §2.12). Silent: the widgets show their own state, and a form
 * shows a refused answer on its captcha field.
 */

export async function fetchImageCaptcha(): Promise<CaptchaImage> {
  return (await request.post<CaptchaImage>('/api/portalWeb/captcha/image', undefined, { silent: true })).data;
}

export async function startSlider(): Promise<SliderChallenge> {
  return (await request.post<SliderChallenge>('/api/portalWeb/captcha/slider', undefined, { silent: true }))
    .data;
}

export async function verifySlider(body: SliderVerifyRequest): Promise<SliderPass> {
  return (await request.post<SliderPass>('/api/portalWeb/captcha/slider/verify', body, { silent: true }))
    .data;
}
