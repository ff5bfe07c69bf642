import { type AppCard, MARKET_TEXTS } from '@portal/shared/market';
import { type ReactElement, useCallback, useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
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
  const guard = useClickGuard();
  const adding = useWrite({
    // Silent: the message is the server's reason, or 加入购物车失败.
    write: ({ app, tenantId }: { app: ActionApp; tenantId: number }) => addToCart(app.id, tenantId),
    success: MARKET_TEXTS.addedToCart,
    failure: MARKET_TEXTS.addToCartFailed,
    invalidates: [[MARKET_KEY]],
    refreshAfterFailure: true,
  });
  const { run } = adding;

  const add = useCallback(
    async (app: ActionApp) => {
      if (!guard()) return false;
      if (!passGate(cartGate(viewer, app)) || viewer.tenantId === null) return false;
      return (await run({ app, tenantId: viewer.tenantId })).ok;
    },
    [guard, viewer, run],
  );

  return { add, pendingId: adding.input?.app.id ?? null };
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
