import { CAPTCHA } from '@portal/shared/site-constants';
import type { ImageCaptchaState } from './useImageCaptcha';
import './captcha.css';

/**
 * The picture of a 4-character image captcha (002 §2.12: 100×40); a click draws a new one.
 * The picture is an <img> of the server's SVG, so nothing in it can run.
 */
const PICTURE_ALT = '图片验证码';

export function CaptchaImage({ captcha }: { captcha: ImageCaptchaState }) {
  const svg = captcha.failed ? null : captcha.svg;
  // The name starts with what is seen (the picture's alt, or the text in its place).
  const label = captcha.failed
    ? '验证码加载失败，点击重试'
    : svg
      ? `${PICTURE_ALT}，看不清？点击换一张`
      : '加载中…';
  return (
    <button
      type="button"
      className="captcha-image"
      style={{ width: CAPTCHA.width, height: CAPTCHA.height }}
      onClick={captcha.refresh}
      disabled={captcha.loading}
      title={label}
      aria-label={label}
    >
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          width={CAPTCHA.width}
          height={CAPTCHA.height}
          alt={PICTURE_ALT}
          data-captcha-id={captcha.id ?? undefined}
        />
      ) : (
        <span className="captcha-image__text">{captcha.failed ? '点击重试' : '加载中…'}</span>
      )}
    </button>
  );
}
