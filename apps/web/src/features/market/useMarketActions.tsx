import { type AppCard, MARKET_TEXTS } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useCallback, useState } from 'react';
import { getFeedback } from '../../shared/api/feedback';
import { RequestError } from '../../shared/api/request';
import { addToCart, MARKET_KEY } from './api';
import { cartGate, subscribeGate } from './rules';
import { useClickGuard } from './subscribe/click-guard';
import { FeeDialog } from './subscribe/FeeDialog';
import { passGate, type SubscribeFlow, useSubscribeFlow } from './subscribe/useSubscribeFlow';
import { useViewer, type Viewer } from './viewer';

type ActionApp = Pick<AppCard, 'id' | 'name' | 'exploitTenantId' | 'trialTime'> & { isOwner?: boolean };

export interface CartActions {
  add: (app: ActionApp) => Promise<boolean>;
  /** The app being added (its button shows a spinner). */
  pendingId: number | null;
}

/** 加入购物车 (spec 000 §6, §8): login first, the 1000 ms guard, the server's message. */
export function useCartActions(viewer: Viewer): CartActions {
  const queryClient = useQueryClient();
  const guard = useClickGuard();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const add = useCallback(
    async (app: ActionApp) => {
      if (!guard()) return false;
      if (!passGate(cartGate(viewer, app)) || viewer.tenantId === null) return false;
      setPendingId(app.id);
      try {
        const answer = await addToCart(app.id, viewer.tenantId);
        getFeedback().message('success', answer.msg || MARKET_TEXTS.addedToCart);
        return true;
      } catch (error) {
        const reason = error instanceof RequestError && error.code !== 0 ? error.msg : '';
        getFeedback().message('error', reason || MARKET_TEXTS.addToCartFailed);
        return false;
      } finally {
        setPendingId(null);
        void queryClient.invalidateQueries({ queryKey: [MARKET_KEY] });
      }
    },
    [guard, viewer, queryClient],
  );

  return { add, pendingId };
}

export interface MarketActions {
  viewer: Viewer;
  flow: SubscribeFlow;
  cart: CartActions;
  /** 订阅 of a charged app: the 收费标准 dialog, after the login and role checks. */
  openPlans: (app: ActionApp) => void;
  /** Render once on the page: the fee dialog and the subscribe confirm. */
  elements: ReactElement;
}

/** Everything a page with subscribe and cart buttons needs. */
export function useMarketActions(): MarketActions {
  const viewer = useViewer();
  const flow = useSubscribeFlow();
  const cart = useCartActions(viewer);
  const guard = useClickGuard();
  const [feeId, setFeeId] = useState<number | null>(null);

  const openPlans = useCallback(
    (app: ActionApp) => {
      if (!guard()) return;
      if (passGate(subscribeGate(viewer, app))) setFeeId(app.id);
    },
    [guard, viewer],
  );

  const elements = (
    <>
      {flow.holder}
      <FeeDialog marketId={feeId} onClose={() => setFeeId(null)} flow={flow} />
    </>
  );
  return { viewer, flow, cart, openPlans, elements };
}
