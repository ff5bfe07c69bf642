import { ACCOUNT_TEXTS } from './accounts-constants.ts';

/** Market constants and texts (spec 000 §8, 002 §8.2), free of zod so a public page can take them cheaply; market.ts re-exports them. */

/** Pending (待下单 and 待支付) orders a tenant may have at once. */
export const MAX_PENDING_ORDERS = 20;

/** Button label of a microservice by type (spec 000 §2.10: 0 install, 1 trial, 2 sign, 3 seal). */
export const MICRO_TYPES = { install: 0, trial: 1, sign: 2, seal: 3 } as const;
export const MICRO_TYPE_LABELS: Record<number, string> = { 0: '安装', 1: '试用', 2: '签名', 3: '签章' };

export const MARKET_TEXTS = {
  // spec 000 §8, 002 §8.2 (exact)
  addedToCart: '加入购物车成功',
  addToCartFailed: '加入购物车失败',
  /** Before the cart takes associated apps along (issue 24): the confirmation's texts. */
  cartPreviewTitle: '加入购物车将同时加入关联应用',
  cartPreviewIntro: '以下应用将一并加入购物车（价格为最低年价，下单时可选年限）：',
  cartPreviewTotal: '合计',
  cartPreviewOk: '确定加入',
  cartPreviewCancelled: '已取消加入购物车',
  loginRequired: ACCOUNT_TEXTS.loginRequired,
  cancelled: '已取消',
  subscribed: '订阅成功',
  goToConsole: '是否前往控制台?',
  goToConsoleOk: '前往',
  goToConsoleCancel: '取消',
  subscribeRole: ACCOUNT_TEXTS.subscribeRole,
  ownApp: '请不要订阅自己平台发布的应用',
  subscribing: '订阅中...',
  operationFailed: '操作失败',
  deleteConfirm: '你确定要删除该应用吗？',
  deleteTitle: '删除',
  operationSucceeded: '操作成功',
  deleteCancelled: '已取消删除',
  unsubscribeTitle: '退订',
  unsubscribeConfirmTitle: '提示',
  unsubscribeConfirm: '退订成功后不能取消, 是否继续?',
  unsubscribed: '退订成功!',
  unsubscribeCancelled: '已取消退订',
  unsubscribeTimeRequired: '请选择退订时间',
  removedFromCart: '移除成功',
  removeConfirm: '是否确认删除当前应用',
  removeConfirmTitle: '删除警告',
  chooseYears: '请选择年份',
  feeTitle: '收费标准',
  orderPlaced: '下单成功',
  noData: '暂无数据~',
  loading: '加载中...',
  // labels (spec 000 §2.6–§2.10, 002 §2.4, §2.9)
  charged: '收费',
  free: '免费',
  freeTrial: '免费试用',
  freeSubscribe: '免费订阅',
  enterApp: '进入应用',
  addToCart: '加入购物车',
  inCart: '已加入购物车',
  subscribe: '订阅',
  more: '更多',
  payByYear: '按年付费',
  simulate: '机理仿真',
  // our own messages for rules the spec states without a text
  alreadySubscribed: '您已订阅该应用',
  trialUsed: '您已试用过该应用，请选择收费标准订阅',
  noTrial: '该应用不提供试用',
  chargedNeedsPlan: '该应用为收费应用，请选择收费标准订阅',
  freeNoCart: '免费应用无需加入购物车，请直接订阅',
  freeNoPurchase: '免费应用无需购买，请直接订阅',
  yearsRange: '购买年限须为1-5年',
  planMismatch: '收费标准不属于该应用或与所选年限不符',
  priceChanged: '价格已变化，请刷新后重试',
  noPlan: '该应用暂无收费标准',
  appNotFound: '应用不存在或未上架',
  subscriptionNotFound: '订阅记录不存在',
  cartItemNotFound: '购物车中没有该应用',
  cartEmpty: '请选择要下单的应用',
  cartChanged: '购物车已变化，请重新下单',
  orderNotFound: '订单不存在',
  orderNotSaved: '该订单已下单，不能重复提交',
  orderNotAwaitingPayment: '该订单不是待支付状态',
  paymentConfirmed: '已确认收款，订阅已生效',
  purchaseOrdered: '下单成功，请等待平台确认收款',
  tooManyPendingOrders: `未完成的订单已达 ${MAX_PENDING_ORDERS} 个，请先完成支付后再下单`,
  unsubscribeNotAllowed: '只有未过期的收费应用可以退订',
  unsubscribeTimePast: '退订时间须晚于当前时间',
  unsubscribeTimeAfterEnd: '退订时间须早于到期时间',
  otherTenant: '无权操作其他租户的数据',
  adminOnly: '请登录【租户】角色的【管理员】账号进行操作',
  cartRole: '请登录【租户】角色的【管理员】账号使用购物车',
  noPlanForYears: '该应用没有这个年限的收费标准，请按收费标准选择',
  alreadyUnsubscribed: '该订阅已退订',
  cartOwnApp: '本企业发布的应用无需加入购物车',
} as const;

/** Shown for a subscription that never ends (a free app's subscription). */
export const LONG_TERM_VALID = '长期有效';

export type LogoKind = 'app' | 'micro' | 'model';

/** Published app state (spec 000 §9); any other state never appears in public answers. */
export const APP_STATE_PUBLISHED = 1;
/** Apps per industry group in `groupByIndustryDesc`: 2 featured + 6 small (spec 000 §9). */
export const MARKET_GROUP_FEATURED = 2;
export const MARKET_GROUP_SMALL = 6;
export const MARKET_GROUP_SIZE = MARKET_GROUP_FEATURED + MARKET_GROUP_SMALL;
export const DEFAULT_TRIAL_MONTHS = 3;
export const YEAR_OPTIONS = [1, 2, 3, 4, 5] as const;
export const MIN_YEARS = 1;
export const MAX_YEARS = 5;
export const TRIAL_TIME_UNIT = '月';
export const YEAR_TIME_UNIT = '年';
export const SUBSCRIBE_CONFIRM_DELAY_MS = 500;
export const FEE_DIALOG_WIDTH_PX = 600;
export const FEE_DIALOG_NARROW_WIDTH_PX = 340;
export const FEE_DIALOG_NARROW_BREAKPOINT_PX = 576;

/** Subscription type: 0 trial, 1 subscription (spec 002 §3). */
export const SUBSCRIPTION_TYPES = { trial: 0, subscription: 1 } as const;
export const SUBSCRIPTION_TYPE_LABELS: Record<number, string> = { 0: '试用', 1: '订阅' };

/** 试用中（到期 2026-02-23）: a trial with its last day. */
export function trialStateText(endDate: string): string {
  return `试用中（到期 ${endDate}）`;
}

/** 已订阅（到期 …）, or just 已订阅 for a long-term subscription. */
export function subscribedStateText(endDate: string | null): string {
  return endDate ? `已订阅（到期 ${endDate}）` : '已订阅';
}
