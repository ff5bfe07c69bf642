import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { FeedbackBridge } from '../shared/api/feedback';

dayjs.locale('zh-cn');

/**
 * Server data for the pages. The request layer already shows one message per failure,
 * so queries do not retry on their own (a retry would show it again) and do not refetch
 * on focus (portal content changes slowly).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}

const appQueryClient = createQueryClient();

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
export function AppProviders({
  children,
  queryClient = appQueryClient,
  feedbackHost = true,
}: {
  children: ReactNode;
  /** Tests that listen to the feedback themselves leave antd's message host out. */
  feedbackHost?: boolean;
  /** Tests pass a fresh client so no cached answer leaks from one test into the next. */
  queryClient?: QueryClient;
}) {
  return (
    // No space forced between two Chinese characters: the buttons read 登录, not 登 录.
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={queryClient}>
        {feedbackHost ? <FeedbackBridge /> : null}
        {children}
      </QueryClientProvider>
    </ConfigProvider>
  );
}
