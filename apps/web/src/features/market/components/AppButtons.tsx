import type { AppCard } from '@portal/shared/market';
import { MARKET_TEXTS } from '@portal/shared/market-constants';
import { ORDER_TEXTS } from '@portal/shared/orders-constants';
import { Link, useNavigate } from 'react-router';
import { links } from '../../../config/paths';
import { PlainButton } from '../../../shared/components/PlainButton';
import { StatusTag, type StatusTone } from '../../../shared/components/StatusTag';
import { Icon } from '../../../shared/icons/icons';
import { ShoppingCartOutlined } from '../../../shared/icons/market';
import type { AppActions, AppStatus } from '../rules';
import type { MarketActions } from '../useMarketActions';

interface AppButtonsProps {
  app: Pick<AppCard, 'id' | 'name' | 'exploitTenantId' | 'trialTime'> & { isOwner?: boolean };
  /** What `appActions` allows this viewer. */
  allowed: AppActions;
  actions: MarketActions;
  size?: 'small' | 'middle' | 'large';
  onEnter?: () => void;
  entering?: boolean;
}

const STATUS_TONES: Record<AppStatus['kind'], StatusTone> = {
  subscribed: 'info',
  trial: 'success',
  pending: 'warning',
};

/** 已订阅（到期 …）, 试用中（到期 …） or 待支付 (a link to the order). */
export function AppStatusTag({ status }: { status: AppStatus }) {
  if (status.kind === 'pending') {
    return (
      <StatusTag tone={STATUS_TONES.pending}>
        <Link to={links.orderDetail(status.orderId)} aria-label={`待支付订单 ${status.orderNo}`}>
          {status.text}
        </Link>
      </StatusTag>
    );
  }
  return <StatusTag tone={STATUS_TONES[status.kind]}>{status.text}</StatusTag>;
}

/** The subscribe, trial, plans, cart and 待支付 buttons of an app, as `appActions` allows. */
export function AppButtons({ app, allowed, actions, size = 'middle', onEnter, entering }: AppButtonsProps) {
  const { flow, cart, openPlans } = actions;
  const { buttons } = allowed;
  const navigate = useNavigate();
  const subscribing = flow.pendingId === app.id;
  const { pendingOrder } = allowed;
  if (buttons.length === 0) return null;
  return (
    <div className="app-buttons">
      {buttons.map((button) => {
        switch (button) {
          case 'enter':
            return (
              <PlainButton key={button} variant="primary" size={size} loading={entering} onClick={onEnter}>
                {MARKET_TEXTS.enterApp}
              </PlainButton>
            );
          case 'trial':
            return (
              <PlainButton
                key={button}
                variant="primary"
                size={size}
                loading={subscribing}
                onClick={() => void flow.subscribe(app, 'trial')}
              >
                {subscribing ? MARKET_TEXTS.subscribing : MARKET_TEXTS.freeTrial}
              </PlainButton>
            );
          case 'freeSubscribe':
            return (
              <PlainButton
                key={button}
                variant="primary"
                size={size}
                loading={subscribing}
                onClick={() => void flow.subscribe(app, 'free')}
              >
                {subscribing ? MARKET_TEXTS.subscribing : MARKET_TEXTS.freeSubscribe}
              </PlainButton>
            );
          case 'plans':
            return (
              <PlainButton
                key={button}
                variant={buttons.includes('trial') || buttons.includes('enter') ? 'default' : 'primary'}
                size={size}
                onClick={() => openPlans(app)}
              >
                {MARKET_TEXTS.subscribe}
              </PlainButton>
            );
          case 'cart':
            return (
              <PlainButton
                key={button}
                size={size}
                icon={<Icon of={ShoppingCartOutlined} />}
                disabled={allowed.inCart}
                loading={cart.pendingId === app.id}
                onClick={() => void cart.add(app)}
              >
                {allowed.inCart ? MARKET_TEXTS.inCart : MARKET_TEXTS.addToCart}
              </PlainButton>
            );
          case 'pending':
            return pendingOrder ? (
              <PlainButton
                key={button}
                size={size}
                onClick={() => navigate(links.orderDetail(pendingOrder.orderId))}
              >
                {ORDER_TEXTS.pendingButton}
              </PlainButton>
            ) : null;
          default:
            return null;
        }
      })}
    </div>
  );
}
