import type { HTMLAttributes } from 'react';
import spriteUrl from './home-icons.svg?url';

/** The icons of the home page, by their name in @ant-design/icons-svg (ids in home-icons.svg). */
export type HomeIconName =
  | 'api'
  | 'appstore'
  | 'build'
  | 'check-circle'
  | 'cloud-server'
  | 'code'
  | 'dashboard'
  | 'deployment-unit'
  | 'environment'
  | 'experiment'
  | 'file-search'
  | 'login'
  | 'monitor'
  | 'pay-circle'
  | 'project'
  | 'read'
  | 'rocket'
  | 'safety-certificate'
  | 'schedule'
  | 'search'
  | 'share-alt'
  | 'shopping'
  | 'swap'
  | 'team';

interface HomeIconProps extends HTMLAttributes<HTMLSpanElement> {
  name: HomeIconName;
}

/**
 * A home-page icon in the markup of shared/icons' Icon (span.anticon > svg, 1em, currentColor),
 * drawn from one cached sprite (home-icons.svg, the outlines of @ant-design/icons-svg 4.6, MIT)
 * instead of path data in the script: the home page is the first screen, and its two dozen
 * outlines weighed 6.5 KB of its JavaScript gzipped.
 */
export function HomeIcon({ name, className, ...rest }: HomeIconProps) {
  const base = `anticon anticon-${name}`;
  return (
    <span role="img" aria-label={name} {...rest} className={className ? `${base} ${className}` : base}>
      <svg
        viewBox="64 64 896 896"
        focusable="false"
        data-icon={name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    </span>
  );
}
