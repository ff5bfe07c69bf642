import {
  captchaApi,
  type SliderChallenge,
  type SliderPass,
  type SliderVerifyRequest,
} from '@portal/shared/site';
import { call } from '../api/call';

/**
 * The slider captcha's calls (002 §2.12; the image captcha's is in useImageCaptcha.ts). Silent: the widgets show their own state, and a form
 * shows a refused answer on its captcha field.
 */

export function startSlider(): Promise<SliderChallenge> {
  return call(captchaApi.slider, {}, { silent: true });
}

export function verifySlider(body: SliderVerifyRequest): Promise<SliderPass> {
  return call(captchaApi.sliderVerify, { body }, { silent: true });
}
