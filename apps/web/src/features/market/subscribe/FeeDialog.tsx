import {
  type AppDetail,
  DEFAULT_TRIAL_MONTHS,
  FEE_DIALOG_NARROW_BREAKPOINT_PX,
  FEE_DIALOG_NARROW_WIDTH_PX,
  FEE_DIALOG_WIDTH_PX,
  MARKET_TEXTS,
  type PricePlan,
  TRIAL_TIME_UNIT,
  YEAR_TIME_UNIT,
} from '@portal/shared/market';
import { ORDER_TEXTS, pendingOrderText } from '@portal/shared/orders';
import { Alert, Button, Empty, Modal, Spin } from 'antd';
import { Link, useNavigate } from 'react-router';
import { links } from '../../../config/paths';
import { AntdScope } from '../../../shared/antd/AntdScope';
import { useWrite } from '../../../shared/api/useWrite';
import { StatusTag } from '../../../shared/components/StatusTag';
import { useNarrow } from '../../../shared/components/useNarrow';
import { MARKET_KEY, postPurchase, useSubscriptionCheck } from '../api';
import { useMyApps } from '../app-market-api';
import { useAppDetail } from '../detail-api';
import { formatYuan, relationOf, subscribeGate } from '../rules';
import { useViewer } from '../viewer';
import { useTimedLock } from './click-guard';
import type { SubscribeFlow } from './useSubscribeFlow';
import { passGate } from './useSubscribeFlow';
import '../blocks.css';

interface FeeDialogProps {
  /** The app whose plans are shown; null keeps the dialog closed. */
  marketId: number | null;
  onClose: () => void;
  /** The page's subscribe flow: the trial's 订阅成功 confirm outlives this dialog. */
  flow: SubscribeFlow;
}

/**
 * 收费标准 (spec 002 §2.9): the app's yearly plans with original and current price, a
 * 订阅 button per plan (an order awaiting payment, priced by the server), and the free
 * trial (3 months unless the app says otherwise, price 0) only when the check call allows
 * it. Every click locks the buttons for 2 s. 600 px wide, 340 px at 576 px or narrower.
 * An app with an order awaiting payment says so and links to it; buying again replaces that
 * order only on the user's word. A new order opens on its payment instructions.
 */
/** The dialog in antd's configuration: the market's pages load it on demand, without antd of their own. */
export default function FeeDialogInScope(props: FeeDialogProps) {
  return (
    <AntdScope>
      <FeeDialog {...props} />
    </AntdScope>
  );
}

export function FeeDialog({ marketId, onClose, flow }: FeeDialogProps) {
  const narrow = useNarrow(FEE_DIALOG_NARROW_BREAKPOINT_PX);
  return (
    <Modal
      open={marketId !== null}
      title={MARKET_TEXTS.feeTitle}
      width={narrow ? FEE_DIALOG_NARROW_WIDTH_PX : FEE_DIALOG_WIDTH_PX}
      centered
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {marketId !== null ? <FeeDialogBody marketId={marketId} onClose={onClose} flow={flow} /> : null}
    </Modal>
  );
}

function FeeDialogBody({
  marketId,
  onClose,
  flow,
}: {
  marketId: number;
  onClose: () => void;
  flow: SubscribeFlow;
}) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const detail = useAppDetail(marketId, viewer);
  const check = useSubscriptionCheck(marketId, viewer);
  const pendingOrder = relationOf(useMyApps(viewer).data, marketId).pendingOrder;
  const { locked, take } = useTimedLock();
  const [modal, holder] = Modal.useModal();
  // An order awaiting payment at the plan's price; it opens on how to pay.
  const purchase = useWrite({
    write: ({ app, plan, replacePending }: { app: AppDetail; plan: PricePlan; replacePending: boolean }) =>
      postPurchase({
        marketId: app.id,
        marketName: app.name,
        priceId: plan.id,
        duration: plan.duration,
        timeUnit: YEAR_TIME_UNIT,
        price: plan.currentPrice,
        ...(replacePending ? { replacePending } : {}),
      }),
    success: MARKET_TEXTS.purchaseOrdered,
    invalidates: [[MARKET_KEY]],
    refreshAfterFailure: true,
    onSuccess: (answer) => {
      onClose();
      void navigate(links.orderDetail(answer.data.id));
    },
  });

  if (detail.isPending) {
    return (
      <div className="fee-dialog__state">
        <Spin />
        <span>{MARKET_TEXTS.loading}</span>
      </div>
    );
  }
  if (detail.isError) {
    return <Empty description="收费标准加载失败，请稍后重试" />;
  }
  const app: AppDetail = detail.data;
  const trialShown = check.data?.trialAvailable === true;
  const plans = app.applicationMarketPriceEntityList;

  const buy = (plan: PricePlan) => {
    if (!take()) return;
    if (!passGate(subscribeGate(viewer, app))) return;
    if (!pendingOrder) {
      void purchase.run({ app, plan, replacePending: false });
      return;
    }
    modal.confirm({
      title: ORDER_TEXTS.replacePending,
      content: `${pendingOrderText([app.name], pendingOrder.orderNo)}。确定取消原订单，按 ${plan.duration}${plan.timeUnit} ${formatYuan(plan.currentPrice)} 重新下单吗?`,
      okText: ORDER_TEXTS.replacePending,
      cancelText: '取消',
      centered: true,
      onOk: () => purchase.run({ app, plan, replacePending: true }),
    });
  };

  const trial = async () => {
    if (!take()) return;
    if (await flow.subscribe(app, 'trial')) onClose();
  };

  return (
    <div className="fee-dialog">
      {holder}
      <p className="fee-dialog__app">{app.name}</p>
      {pendingOrder ? (
        <Alert
          className="fee-dialog__pending"
          type="warning"
          showIcon
          title={pendingOrderText([app.name], pendingOrder.orderNo)}
          description={
            <Link to={links.orderDetail(pendingOrder.orderId)} onClick={onClose}>
              {ORDER_TEXTS.goToOrder}
            </Link>
          }
        />
      ) : null}
      <ul className="fee-dialog__plans">
        {trialShown ? (
          <li className="fee-plan fee-plan--trial">
            <div className="fee-plan__info">
              <StatusTag tone="success">{MARKET_TEXTS.freeTrial}</StatusTag>
              <span className="fee-plan__duration">
                {app.trialTime ?? DEFAULT_TRIAL_MONTHS}
                {TRIAL_TIME_UNIT}
              </span>
              <span className="fee-plan__price">
                <span className="fee-plan__current">{MARKET_TEXTS.free}</span>
                <span className="fee-plan__yuan">{formatYuan(0)}</span>
              </span>
            </div>
            <Button type="primary" disabled={locked} loading={flow.pendingId === app.id} onClick={trial}>
              {flow.pendingId === app.id ? MARKET_TEXTS.subscribing : MARKET_TEXTS.subscribe}
            </Button>
          </li>
        ) : null}
        {plans.map((plan) => (
          <li key={plan.id} className="fee-plan">
            <div className="fee-plan__info">
              <StatusTag tone="info">{MARKET_TEXTS.payByYear}</StatusTag>
              <span className="fee-plan__duration">
                {plan.duration}
                {plan.timeUnit}
              </span>
              <span className="fee-plan__price">
                <span className="fee-plan__label">原价</span>
                <del className="fee-plan__original">{formatYuan(plan.originalPrice)}</del>
                <span className="fee-plan__label">现价</span>
                <span className="fee-plan__current">{formatYuan(plan.currentPrice)}</span>
              </span>
            </div>
            <Button
              type="primary"
              disabled={locked}
              loading={purchase.input?.plan.id === plan.id}
              onClick={() => buy(plan)}
            >
              {MARKET_TEXTS.subscribe}
            </Button>
          </li>
        ))}
      </ul>
      {plans.length === 0 && !trialShown ? <Empty description={MARKET_TEXTS.noPlan} /> : null}
    </div>
  );
}
