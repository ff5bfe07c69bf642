import type { CartPreview } from '@portal/shared/cart';
import type { AppCard } from '@portal/shared/market';
import { MARKET_TEXTS } from '@portal/shared/market-constants';
import type { MyApps } from '@portal/shared/subscriptions';
import { lazy, type ReactElement, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLazyConfirm } from '../../shared/antd/useLazyConfirm';
import { getFeedback } from '../../shared/api/feedback';
import { request } from '../../shared/api/request';
import { storage } from '../../shared/api/storage';
import { useWrite } from '../../shared/api/useWrite';
import { goToSite } from '../../shared/session/console';
import { addToCart, MARKET_KEY, previewCartAdd, useMyApps } from './app-market-api';
import { type AppRelation, addedToCartText, cartGate, formatYuan, relationOf, subscribeGate } from './rules';
import { useClickGuard } from './subscribe/click-guard';
import { passGate, type SubscribeFlow, useSubscribeFlow } from './subscribe/useSubscribeFlow';
import { useViewer, type Viewer } from './viewer';
import './cart/cart-preview.css';

// The 收费标准 dialog draws antd: fetched with antd when a charged app's 订阅 is first clicked.
const FeeDialog = lazy(() => import('./subscribe/FeeDialog'));

type ActionApp = Pick<AppCard, 'id' | 'name' | 'exploitTenantId' | 'trialTime'> & { isOwner?: boolean };

export interface CartActions {
  add: (app: ActionApp) => Promise<boolean>;
  /** The app being added (its button shows a spinner). */
  pendingId: number | null;
  /** Render once: the confirmation of the associated apps lives here. */
  holder: ReactElement;
}

/** The apps an add brings along, their lowest prices and the total: what the buyer confirms. */
function CartPreviewList({ preview }: { preview: CartPreview }) {
  return (
    <div className="cart-preview">
      <p>{MARKET_TEXTS.cartPreviewIntro}</p>
      <ul className="cart-preview__list">
        {preview.apps.map((app) => (
          <li key={app.id} className="cart-preview__item">
            <span>{app.name}</span>
            <span>{app.fromPrice === null ? '—' : `${formatYuan(app.fromPrice)} 起/年`}</span>
          </li>
        ))}
      </ul>
      <p className="cart-preview__total">
        {MARKET_TEXTS.cartPreviewTotal} <strong>{formatYuan(preview.fromTotal)}</strong> 起/年
      </p>
    </div>
  );
}

/**
 * 加入购物车 (spec 000 §6, §8): login first, the 1000 ms guard, the server's message. An app that
 * brings paid associated apps along (spec 002 §7.4) says so first, with their prices and the total;
 * cancelling adds nothing.
 */
export function useCartActions(viewer: Viewer): CartActions {
  const guard = useClickGuard();
  const { confirm, holder } = useLazyConfirm('cart-preview');
  const [previewingId, setPreviewingId] = useState<number | null>(null);
  const adding = useWrite({
    // Silent: the message is the server's reason, or 加入购物车失败.
    write: ({ app, tenantId }: { app: ActionApp; tenantId: number }) => addToCart(app.id, tenantId),
    // Spec 000 §8's text, naming the associated apps that came along (they are not silent).
    success: (answer, { app }) =>
      addedToCartText(answer.data.added.filter((added) => added.id !== app.id).map((added) => added.name)),
    failure: MARKET_TEXTS.addToCartFailed,
    invalidates: [[MARKET_KEY]],
    refreshAfterFailure: true,
  });
  const { run } = adding;

  const confirmAssociated = useCallback(
    (preview: CartPreview) =>
      new Promise<boolean>((resolve) => {
        confirm({
          title: MARKET_TEXTS.cartPreviewTitle,
          content: <CartPreviewList preview={preview} />,
          okText: MARKET_TEXTS.cartPreviewOk,
          cancelText: MARKET_TEXTS.goToConsoleCancel,
          centered: true,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [confirm],
  );

  const add = useCallback(
    async (app: ActionApp) => {
      if (!guard()) return false;
      const tenantId = viewer.tenantId;
      if (!passGate(cartGate(viewer, app)) || tenantId === null) return false;
      setPreviewingId(app.id);
      // A preview that fails (a free app, say) is no reason to stop: the add says why it is refused.
      const preview = await previewCartAdd(app.id, tenantId).catch(() => null);
      setPreviewingId(null);
      const bringsOthers = preview?.apps.some((other) => other.id !== app.id) ?? false;
      if (preview && bringsOthers && !(await confirmAssociated(preview))) {
        getFeedback().message('info', MARKET_TEXTS.cartPreviewCancelled);
        return false;
      }
      return (await run({ app, tenantId })).ok;
    },
    [guard, viewer, run, confirmAssociated],
  );

  return {
    add,
    pendingId: adding.input?.app.id ?? previewingId,
    holder,
  };
}

export interface MarketActions {
  viewer: Viewer;
  /** What the viewer's tenant has of each app (undefined for others, or while loading). */
  mine: MyApps | undefined;
  relation: (marketId: number) => AppRelation;
  flow: SubscribeFlow;
  cart: CartActions;
  /** 订阅 of a charged app: the 收费标准 dialog, after the login and role checks. */
  openPlans: (app: ActionApp) => void;
  /** 进入应用: the workbench, opened on this app. */
  enter: (marketId: number) => void;
  /** The app whose workbench is being opened. */
  enteringId: number | null;
  /** Render once on the page: the fee dialog and the subscribe confirm. */
  elements: ReactElement;
}

/** Everything a page with subscribe and cart buttons needs. */
export function useMarketActions(): MarketActions {
  const viewer = useViewer();
  const mine = useMyApps(viewer).data;
  const flow = useSubscribeFlow();
  const cart = useCartActions(viewer);
  const guard = useClickGuard();
  const [feeId, setFeeId] = useState<number | null>(null);
  // Rendered from the first opening on, so that closing it plays its animation.
  const [feeAsked, setFeeAsked] = useState(false);

  const openPlans = useCallback(
    (app: ActionApp) => {
      if (!guard()) return;
      if (!passGate(subscribeGate(viewer, app))) return;
      setFeeAsked(true);
      setFeeId(app.id);
    },
    [guard, viewer],
  );

  const elements = (
    <>
      {flow.holder}
      {cart.holder}
      {feeAsked ? (
        <Suspense fallback={null}>
          <FeeDialog marketId={feeId} onClose={() => setFeeId(null)} flow={flow} />
        </Suspense>
      ) : null}
    </>
  );
  const relation = useCallback((marketId: number) => relationOf(mine, marketId), [mine]);
  const navigate = useNavigate();
  const [enteringId, setEnteringId] = useState<number | null>(null);
  // Through the single-use-code handover (DESIGN.md); the workbench greets the user on the app.
  const enter = useCallback(
    (marketId: number) => {
      setEnteringId(marketId);
      void goToSite(
        'workbench',
        {
          request,
          storage,
          assign: (url) => window.location.assign(url),
          navigate: (to) => navigate(to),
        },
        { app: String(marketId) },
      ).then((leaving) => {
        if (!leaving) setEnteringId(null);
      });
    },
    [navigate],
  );
  return { viewer, mine, relation, flow, cart, openPlans, enter, enteringId, elements };
}
