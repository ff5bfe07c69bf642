import { orderAdminApi, ordersApi, paymentDeskApi } from '@portal/shared/orders';
import { A, D, H, type MatrixRow, OPERATOR, row, TENANT_ADMIN_RECORD } from './rows.ts';

/** The role-matrix rows of the orders calls (see ./rows.ts for the columns and the policy). */
export const ORDERS_ROWS: MatrixRow[] = [
  // ---------------------------------------------------------------- orders
  // Buys for the caller's own tenant: the other tenant may buy too.
  row(ordersApi.purchase, [D, A, D, A, D, D, D], async (ctx) => {
    await ctx.noPendingOrders();
    return { input: { body: { marketId: ctx.chargedApp(2), duration: 1 } } };
  }),
  row(ordersApi.save, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { body: { marketShoppingIds: String(await ctx.orderableCartItem(ctx.chargedApp(1))) } },
  })),
  row(ordersApi.place, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { body: { id: await ctx.savedOrder() } },
  })),
  // Users of a tenant read its orders; operators read all.
  row(ordersApi.list, [D, A, A, A, D, D, A], () => ({ input: { query: {} } })),
  row(ordersApi.detail, [D, A, A, H, D, D, A], async (ctx) => ({
    input: { params: { id: await ctx.awaitingOrder() } },
  })),
  row(ordersApi.cancel, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { params: { id: await ctx.awaitingOrder() } },
  })),
  row(ordersApi.uploadReceipt, TENANT_ADMIN_RECORD, async (ctx) => ({
    input: { params: { id: await ctx.awaitingOrder() } },
    ...ctx.receiptUpload(),
  })),
  // The receipt is the tenant's and the operators': to another tenant it does not exist.
  row(ordersApi.receipt, [D, A, A, H, D, D, A], async (ctx) => ({
    input: { params: { id: await ctx.orderWithReceipt() } },
  })),
  row(ordersApi.confirmPayment, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.awaitingOrder() }, body: { withoutReceipt: true } },
  })),
  row(paymentDeskApi.list, OPERATOR, () => ({
    input: { query: { receipt: 'without', keyword: 'MO' } },
  })),
  // ---------------------------------------------------------------- 订单管理 (operators)
  row(orderAdminApi.list, OPERATOR, () => ({
    input: { query: { status: '1', keyword: 'MO', sort: 'amountDesc' } },
  })),
  row(orderAdminApi.cancel, OPERATOR, async (ctx) => ({
    input: { params: { id: await ctx.awaitingOrder() }, body: { reason: '角色矩阵：核对后取消' } },
  })),
];
