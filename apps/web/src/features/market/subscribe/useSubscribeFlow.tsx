import type { AppRef } from '@portal/shared/market';
import {
  DEFAULT_TRIAL_MONTHS,
  MARKET_TEXTS,
  SUBSCRIBE_CONFIRM_DELAY_MS,
  TRIAL_TIME_UNIT,
} from '@portal/shared/market-constants';
import type { SubscribeRequest, SubscribeResult } from '@portal/shared/subscriptions';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLazyConfirm } from '../../../shared/antd/useLazyConfirm';
import { getFeedback } from '../../../shared/api/feedback';
import { request } from '../../../shared/api/request';
import { storage } from '../../../shared/api/storage';
import { useWrite } from '../../../shared/api/useWrite';
import { goToSite } from '../../../shared/session/console';
import { openLoginDialog } from '../../../shared/session/login-dialog';
import { MARKET_KEY, postSubscribe } from '../app-market-api';
import { type Gate, subscribeGate } from '../rules';
import { useViewer, type Viewer } from '../viewer';
import { useClickGuard } from './click-guard';

/** The app being subscribed: enough to check the rules and build the request. */
export interface SubscribeTarget {
  id: number;
  name: string;
  exploitTenantId: number | null;
  isOwner?: boolean;
  trialTime: number | null;
}

export type SubscribeKind = 'trial' | 'free';

/**
 * The request of spec 001 §3: a trial is type 0 for the app's trialTime in months
 * (3 when unset), a free subscription type 1; expirationReminder 1 either way.
 */
export function subscribeRequest(
  app: SubscribeTarget,
  kind: SubscribeKind,
  viewer: Viewer,
): SubscribeRequest {
  const data: SubscribeRequest['data'] =
    kind === 'trial'
      ? {
          type: 0,
          duration: app.trialTime ?? DEFAULT_TRIAL_MONTHS,
          timeUnit: TRIAL_TIME_UNIT,
          notifierName: '',
          expirationReminder: 1,
        }
      : { type: 1, notifierName: '', expirationReminder: 1 };
  return {
    id: app.id,
    ...(viewer.userId !== null ? { userId: viewer.userId } : {}),
    ...(viewer.tenantId !== null ? { portalWebId: viewer.tenantId } : {}),
    data,
  };
}

/** Shows the login dialog or the refusal of a gate; true when the action may go on. */
export function passGate(gate: Gate): boolean {
  if (gate.kind === 'ok') return true;
  if (gate.kind === 'login') {
    if (gate.text) getFeedback().message('warning', gate.text);
    openLoginDialog();
    return false;
  }
  getFeedback().message('warning', gate.text);
  return false;
}

function SubscribedApps({ result }: { result: SubscribeResult }) {
  return (
    <div className="subscribe-result">
      <p>已订阅：{result.app.name}</p>
      {result.associated.length > 0 ? (
        <>
          <p>同时订阅了以下关联应用：</p>
          <ul className="subscribe-result__list">
            {result.associated.map((app: AppRef) => (
              <li key={app.id}>{app.name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export interface SubscribeFlow {
  /** Runs the flow; resolves true when the subscription was made. */
  subscribe: (app: SubscribeTarget, kind: SubscribeKind) => Promise<boolean>;
  /** The app whose subscription is in flight (its button reads 订阅中...). */
  pendingId: number | null;
  /** Render once: the 是否前往控制台? confirm lives here. */
  holder: ReactElement;
}

/**
 * Subscribing (spec 000 §4, §6; 001 §4.2): the login dialog for visitors, the role and
 * own-app messages, a flag and the 1000 ms guard against repeats, 订阅成功, then after
 * 500 ms the confirm 是否前往控制台? listing the associated apps subscribed with it:
 * 前往 hands over to the workbench, 取消 says 已取消 and reloads the market data.
 */
export function useSubscribeFlow(): SubscribeFlow {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const guard = useClickGuard();
  const { confirm, holder } = useLazyConfirm('subscribe-flow');
  const confirmTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(confirmTimer.current), []);

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: [MARKET_KEY] }), [queryClient]);

  const askGoToConsole = useCallback(
    (result: SubscribeResult) => {
      confirm({
        title: MARKET_TEXTS.goToConsole,
        content: <SubscribedApps result={result} />,
        okText: MARKET_TEXTS.goToConsoleOk,
        cancelText: MARKET_TEXTS.goToConsoleCancel,
        centered: true,
        onOk: () =>
          goToSite('workbench', {
            request,
            storage,
            assign: (url) => window.location.assign(url),
            navigate: (to) => navigate(to),
          }),
        onCancel: () => {
          getFeedback().message('info', MARKET_TEXTS.cancelled);
          void reload();
        },
      });
    },
    [confirm, navigate, reload],
  );

  const subscribing = useWrite({
    write: ({ app, kind }: { app: SubscribeTarget; kind: SubscribeKind }) =>
      postSubscribe(subscribeRequest(app, kind, viewer)),
    success: () => MARKET_TEXTS.subscribed,
    invalidates: [[MARKET_KEY]],
    // The request layer has shown why; what is on screen may be stale now.
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: (answer) => {
      confirmTimer.current = setTimeout(() => askGoToConsole(answer.data), SUBSCRIBE_CONFIRM_DELAY_MS);
    },
  });
  const { run } = subscribing;

  const subscribe = useCallback(
    async (app: SubscribeTarget, kind: SubscribeKind) => {
      if (!guard()) return false;
      if (!passGate(subscribeGate(viewer, app))) return false;
      return (await run({ app, kind })).ok;
    },
    [guard, viewer, run],
  );

  return {
    subscribe,
    pendingId: subscribing.input?.app.id ?? null,
    holder,
  };
}
