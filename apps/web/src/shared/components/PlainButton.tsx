import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, LoadingOutlined } from '../icons/icons';
import './plain.css';

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'text';
  size?: 'small' | 'middle' | 'large';
  /** Busy: the spinning icon before the label and clicks ignored, as antd's loading button. */
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * A button that looks and behaves like antd's Button in the portal theme, without antd:
 * for the shell and the home page, which render before (and without) antd.
 */
export function PlainButton({
  variant = 'default',
  size = 'middle',
  loading = false,
  icon,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: PlainButtonProps) {
  const classes = [
    'plain-btn',
    `plain-btn--${variant}`,
    size === 'middle' ? '' : `plain-btn--${size}`,
    icon && !children ? 'plain-btn--icon-only' : '',
    loading ? 'plain-btn--loading' : '',
    className ?? '',
  ];
  const shownIcon = loading ? <Icon of={LoadingOutlined} className="anticon-spin" /> : icon;
  return (
    <button
      {...rest}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      onClick={loading ? undefined : onClick}
    >
      {shownIcon ? <span className="plain-btn__icon">{shownIcon}</span> : null}
      {children ? <span>{children}</span> : null}
    </button>
  );
}
