import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';

// antd's date pickers format and parse through dayjs; it travels with antd.
dayjs.locale('zh-cn');

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1565c0',
    colorLink: '#1565c0',
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

/**
 * Ant Design in Chinese with the portal theme. Every antd component renders inside one:
 * the router wraps each page that uses antd, and the login dialog, the menu drawer and the
 * message host wrap themselves. The public first screen (the shell and the home page)
 * draws no antd, so a visit of `/` never downloads antd's runtime.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    // No space forced between two Chinese characters: the buttons read 登录, not 登 录.
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}
