import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FeedbackBridge } from '../shared/api/FeedbackBridge';

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

/**
 * Server data for the whole app, and the host of the request layer's messages. Ant Design's
 * configuration is not here: it wraps only what draws antd (shared/antd/AntdScope).
 */
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
    <QueryClientProvider client={queryClient}>
      {feedbackHost ? <FeedbackBridge /> : null}
      {children}
    </QueryClientProvider>
  );
}
