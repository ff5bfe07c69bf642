import { formatDate } from '@portal/shared/format';
import { supplyApi } from '@portal/shared/supply';
import type { MatrixContext } from '../support/matrix-context.ts';
import { CERTIFIED, EVERYONE, type MatrixRow, row } from './rows.ts';

/** A published supply that takes orders (not expired), and its minimum order. */
async function orderableSupply(ctx: MatrixContext): Promise<{ proId: number; setNum: number }> {
  const page = await ctx.call('visitor', supplyApi.supplyPage, { body: { pageSize: 40 } });
  const entry = page.list.map((item) => item.supplyEntitys).find((supply) => !supply.expired);
  if (!entry) throw new Error('no published supply takes orders');
  return entry;
}

/** The role-matrix rows of the supply-and-demand board (see ./rows.ts for the columns and the policy). */
export const SUPPLY_ROWS: MatrixRow[] = [
  row(supplyApi.demandPage, EVERYONE, () => ({ input: { body: { keyword: '冷' } } })),
  row(supplyApi.supplyPage, EVERYONE, () => ({ input: { body: { currentPage: 1, pageSize: 10 } } })),
  row(supplyApi.demandDetail, EVERYONE, async (ctx) => {
    const page = await ctx.call('visitor', supplyApi.demandPage, { body: {} });
    return { input: { params: { id: page.list[0]?.demandEntity.proId ?? 0 } } };
  }),
  row(supplyApi.supplyDetail, EVERYONE, async (ctx) => ({
    input: { params: { id: (await orderableSupply(ctx)).proId } },
  })),
  row(supplyApi.types, EVERYONE, () => ({ input: {} })),
  row(supplyApi.floors, EVERYONE, () => ({ input: {} })),
  row(supplyApi.recommended, EVERYONE, () => ({ input: {} })),
  row(supplyApi.buyer, CERTIFIED, () => ({ input: {} })),
  row(supplyApi.addOrder, CERTIFIED, async (ctx) => {
    const { proId, setNum } = await orderableSupply(ctx);
    return {
      input: {
        body: {
          proId,
          companyName: '演示冷链科技有限公司',
          companyAddress: '河南省郑州市金水区花园路88号',
          phonePeople: '王建国',
          phone: '13800000001',
          servedTime: formatDate(Date.now() + 3 * 86_400_000),
          sums: setNum,
        },
      },
    };
  }),
];
