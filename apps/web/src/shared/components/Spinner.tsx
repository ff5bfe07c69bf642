import './plain.css';

/**
 * antd's Spin (four dots turning, in the brand blue) without antd, for the loading states
 * of the shell, which render before antd is loaded. Decorative: the caller says 加载中 in text.
 */
export function Spinner({ size = 'default' }: { size?: 'small' | 'default' | 'large' }) {
  return (
    <span className={`plain-spin plain-spin--${size}`} aria-hidden="true">
      <span className="plain-spin__dots">
        <i />
        <i />
        <i />
        <i />
      </span>
    </span>
  );
}
