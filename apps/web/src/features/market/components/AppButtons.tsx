import { ShoppingCartOutlined } from '@ant-design/icons';
import { type AppCard, MARKET_TEXTS } from '@portal/shared/market';
import { Button } from 'antd';
import type { AppButton } from '../rules';
import type { MarketActions } from '../useMarketActions';

interface AppButtonsProps {
  app: Pick<AppCard, 'id' | 'name' | 'exploitTenantId' | 'trialTime'> & { isOwner?: boolean };
  buttons: readonly AppButton[];
  actions: MarketActions;
  size?: 'small' | 'middle' | 'large';
  /** The cart button is disabled once the app is in the cart (detail page). */
  inCart?: boolean;
  onEnter?: () => void;
  entering?: boolean;
}

/** The subscribe, trial, plans and cart buttons of an app, by the rules of `../rules`. */
export function AppButtons({
  app,
  buttons,
  actions,
  size = 'middle',
  inCart = false,
  onEnter,
  entering,
}: AppButtonsProps) {
  const { flow, cart, openPlans } = actions;
  const subscribing = flow.pendingId === app.id;
  return (
    <div className="app-buttons">
      {buttons.map((button) => {
        switch (button) {
          case 'enter':
            return (
              <Button key={button} type="primary" size={size} loading={entering} onClick={onEnter}>
                {MARKET_TEXTS.enterApp}
              </Button>
            );
          case 'trial':
            return (
              <Button
                key={button}
                type="primary"
                size={size}
                loading={subscribing}
                onClick={() => void flow.subscribe(app, 'trial')}
              >
                {subscribing ? MARKET_TEXTS.subscribing : MARKET_TEXTS.freeTrial}
              </Button>
            );
          case 'freeSubscribe':
            return (
              <Button
                key={button}
                type="primary"
                size={size}
                loading={subscribing}
                onClick={() => void flow.subscribe(app, 'free')}
              >
                {subscribing ? MARKET_TEXTS.subscribing : MARKET_TEXTS.freeSubscribe}
              </Button>
            );
          case 'plans':
            return (
              <Button
                key={button}
                type={buttons.includes('trial') ? 'default' : 'primary'}
                size={size}
                onClick={() => openPlans(app)}
              >
                {MARKET_TEXTS.subscribe}
              </Button>
            );
          case 'cart':
            return (
              <Button
                key={button}
                size={size}
                icon={<ShoppingCartOutlined />}
                disabled={inCart}
                loading={cart.pendingId === app.id}
                onClick={() => void cart.add(app)}
              >
                {inCart ? MARKET_TEXTS.inCart : MARKET_TEXTS.addToCart}
              </Button>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
