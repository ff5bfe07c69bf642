import {
  type CaptchaImage,
  captchaApi,
  type SliderChallenge,
  type SliderPass,
  type SliderVerifyRequest,
} from '@portal/shared/site';
import { call } from '../api/call';

/**
 * The captcha calls (002 §2.12). Silent: the widgets show their own state, and a form
 * shows a refused answer on its captcha field.
 */

export function fetchImageCaptcha(): Promise<CaptchaImage> {
  return call(captchaApi.image, {}, { silent: true });
}

export function startSlider(): Promise<SliderChallenge> {
  return call(captchaApi.slider, {}, { silent: true });
}

export function verifySlider(body: SliderVerifyRequest): Promise<SliderPass> {
  return call(captchaApi.sliderVerify, { body }, { silent: true });
}
