import type { HTMLAttributes } from 'react';
import './icons.css';

export interface IconShape {
  /** The icon's name in @ant-design/icons-svg, e.g. `right` (also its class, anticon-right). */
  name: string;
  paths: readonly string[];
  viewBox: string;
}

interface IconProps extends HTMLAttributes<HTMLSpanElement> {
  of: IconShape;
}

/**
 * An Ant Design icon drawn inline: the outline of @ant-design/icons-svg 4.6 (MIT) in the
 * markup @ant-design/icons renders (span.anticon > svg, 1em, currentColor), without that
 * library's runtime. The public first screen (shell, home) uses these; pages that load
 * antd anyway keep using @ant-design/icons. The home page keeps its own in features/home.
 */
export function Icon({ of, className, ...rest }: IconProps) {
  const base = `anticon anticon-${of.name}`;
  return (
    <span role="img" aria-label={of.name} {...rest} className={className ? `${base} ${className}` : base}>
      <svg
        viewBox={of.viewBox}
        focusable="false"
        data-icon={of.name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        {of.paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}

export const icon = (
  name: string,
  paths: string | readonly string[],
  viewBox = '64 64 896 896',
): IconShape => ({
  name,
  paths: typeof paths === 'string' ? [paths] : paths,
  viewBox,
});

// Generated from @ant-design/icons-svg/lib/asn/<Name>.js (only the path data; same names).
// The icons of the shell and the banner:
export const LeftOutlined = icon(
  'left',
  'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z',
);
export const LockOutlined = icon(
  'lock',
  'M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM332 240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224H332V240zm460 600H232V536h560v304zM484 701v53c0 4.4 3.6 8 8 8h40c4.4 0 8-3.6 8-8v-53a48.01 48.01 0 10-56 0z',
);
/** Spins with the class anticon-spin, as antd's loading buttons show it. */
export const LoadingOutlined = icon(
  'loading',
  'M988 548c-19.9 0-36-16.1-36-36 0-59.4-11.6-117-34.6-171.3a440.45 440.45 0 00-94.3-139.9 437.71 437.71 0 00-139.9-94.3C629 83.6 571.4 72 512 72c-19.9 0-36-16.1-36-36s16.1-36 36-36c69.1 0 136.2 13.5 199.3 40.3C772.3 66 827 103 874 150c47 47 83.9 101.8 109.7 162.7 26.7 63.1 40.2 130.2 40.2 199.3.1 19.9-16 36-35.9 36z',
  '0 0 1024 1024',
);
export const MenuOutlined = icon(
  'menu',
  'M904 160H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0 624H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0-312H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8z',
);
export const RightOutlined = icon(
  'right',
  'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z',
);
export const VerticalAlignTopOutlined = icon(
  'vertical-align-top',
  'M859.9 168H164.1c-4.5 0-8.1 3.6-8.1 8v60c0 4.4 3.6 8 8.1 8h695.8c4.5 0 8.1-3.6 8.1-8v-60c0-4.4-3.6-8-8.1-8zM518.3 355a8 8 0 00-12.6 0l-112 141.7a7.98 7.98 0 006.3 12.9h73.9V848c0 4.4 3.6 8 8 8h60c4.4 0 8-3.6 8-8V509.7H624c6.7 0 10.4-7.7 6.3-12.9L518.3 355z',
);
export const WarningOutlined = icon(
  'warning',
  'M464 720a48 48 0 1096 0 48 48 0 10-96 0zm16-304v184c0 4.4 3.6 8 8 8h48c4.4 0 8-3.6 8-8V416c0-4.4-3.6-8-8-8h-48c-4.4 0-8 3.6-8 8zm475.7 440l-416-720c-6.2-10.7-16.9-16-27.7-16s-21.6 5.3-27.7 16l-416 720C56 877.4 71.4 904 96 904h832c24.6 0 40-26.6 27.7-48zm-783.5-27.9L512 239.9l339.8 588.2H172.2z',
);
