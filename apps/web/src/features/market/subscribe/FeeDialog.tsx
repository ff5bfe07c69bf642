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
import { Button, Empty, Modal, Spin, Tag } from 'antd';
import { useState } from 'react';
import { getFeedback } from '../../../shared/api/feedback';
import { useWrite } from '../../../shared/api/useWrite';
import { useNarrow } from '../../../shared/components/useNarrow';
import { MARKET_KEY, postPurchase, useAppDetail, useSubscriptionCheck } from '../api';
import { formatYuan, subscribeGate } from '../rules';
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
 */
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
  const detail = useAppDetail(marketId, viewer);
  const check = useSubscriptionCheck(marketId, viewer);
  const { locked, take } = useTimedLock();
  // An order awaiting payment, priced by the server.
  const purchase = useWrite({
    write: ({ app, plan }: { app: AppDetail; plan: PricePlan }) =>
      postPurchase({
        marketId: app.id,
        marketName: app.name,
        priceId: plan.id,
        duration: plan.duration,
        timeUnit: YEAR_TIME_UNIT,
        price: plan.currentPrice,
      }),
    success: MARKET_TEXTS.purchaseOrdered,
    invalidates: [[MARKET_KEY]],
    onSuccess: onClose,
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
    void purchase.run({ app, plan });
  };

  const trial = async () => {
    if (!take()) return;
    if (await flow.subscribe(app, 'trial')) onClose();
  };

  return (
    <div className="fee-dialog">
      <p className="fee-dialog__app">{app.name}</p>
      <ul className="fee-dialog__plans">
        {trialShown ? (
          <li className="fee-plan fee-plan--trial">
            <div className="fee-plan__info">
              <Tag color="green">{MARKET_TEXTS.freeTrial}</Tag>
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
              <Tag color="blue">{MARKET_TEXTS.payByYear}</Tag>
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
