import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { FeedbackBridge } from '../shared/api/feedback';

dayjs.locale('zh-cn');

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1565c0',
    colorLink: '#1565c0',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
};

/** Ant Design in Chinese with the portal theme; `App` gives message/modal their context. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // No space forced between two Chinese characters: the buttons read 登录, not 登 录.
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
