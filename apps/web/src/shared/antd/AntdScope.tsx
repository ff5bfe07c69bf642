import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useSyncExternalStore } from 'react';

// antd's date pickers format and parse through dayjs; it travels with antd.
dayjs.locale('zh-cn');

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1565c0',
    // antd lightens the primary colour on hover: white text on that fell below AA contrast
    // (a hovered primary button). Darker on hover and press instead, as PlainButton does.
    colorPrimaryHover: '#0d47a1',
    colorPrimaryActive: '#094899',
    colorLink: '#1565c0',
    colorLinkHover: '#0d47a1',
    borderRadius: 6,
    // antd's grey secondary texts (45% black) fall short of WCAG AA contrast on white.
    colorTextDescription: '#5b6473',
    colorTextTertiary: '#5b6473',
    // Red texts (form errors, 退订) darker than antd's, for AA contrast.
    colorError: '#cf1322',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const motionTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

function watchReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const reducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/**
 * antd's zooms, slides and waves left out for a user who asked their system for less motion
 * (read from the browser; a server-rendered page draws no antd, so the server's answer, with
 * motion, is never drawn).
 */
function useMotionTheme(): ThemeConfig {
  const reduced = useSyncExternalStore(watchReducedMotion, reducedMotion, () => false);
  return reduced ? motionTheme : theme;
}

/**
 * Ant Design in Chinese with the portal theme. Every antd component renders inside one:
 * the router wraps each page that uses antd, and the login dialog, the menu drawer and the
 * message host wrap themselves. The public pages (every page the server renders) draw no
 * antd, so a visitor's first screen never downloads antd's runtime.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const themeForMotion = useMotionTheme();
  return (
    // No space forced between two Chinese characters: the buttons read 登录, not 登 录.
    <ConfigProvider locale={zhCN} theme={themeForMotion} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}
