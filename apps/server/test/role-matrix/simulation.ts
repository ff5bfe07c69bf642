import { simulationApi } from '@portal/shared/simulation';
import { callAs } from '../support/call.ts';
import { freshAddress } from '../support/http.ts';
import type { MatrixContext } from '../support/matrix-context.ts';
import type { RoleName } from '../support/roles.ts';
import { templateUpload, workbookOf } from '../support/workbook.ts';
import { CERTIFIED, type MatrixRow, row } from './rows.ts';

/** A published model with built-in physics (the reversed Carnot cycle). */
async function carnotId(ctx: MatrixContext): Promise<number> {
  const model = await ctx.db
    .selectFrom('mechanismModel')
    .select('id')
    .where('code', '=', 'carnot')
    .executeTakeFirstOrThrow();
  return model.id;
}

/** A model the demo cold room's sensors feed. */
async function iotModelId(ctx: MatrixContext): Promise<number> {
  const model = await ctx.db
    .selectFrom('mechanismModel')
    .select('id')
    .where('code', '=', 'envelope-heat')
    .executeTakeFirstOrThrow();
  return model.id;
}

/** A finished batch of the caller's own (a refused caller names the first tenant administrator's). */
async function batchOf(ctx: MatrixContext, role: RoleName): Promise<number> {
  const owner = role === 'visitor' || role === 'uncertified' ? 'tenantAdmin' : role;
  const workbook = await workbookOf([
    ['低温热源温度', '高温热源温度'],
    [-20, 35],
  ]);
  const res = await callAs(
    { app: ctx.app },
    { token: ctx.token(owner) as string },
    simulationApi.uploadTemplate,
    { params: { id: await carnotId(ctx) } },
    { ...templateUpload(workbook), remoteAddress: freshAddress() },
  );
  if (res.status !== 200) throw new Error(`batch setup answered ${res.status}: ${res.response.body}`);
  const id = res.body.data.id;
  for (let tries = 0; tries < 250; tries += 1) {
    const status = await ctx.call(owner, simulationApi.batchStatus, { params: { id } });
    if (status.state !== 'running') return id;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('batch setup did not finish');
}

/** The role-matrix rows of simulation: every call is a certified account's, on its own runs. */
export const SIMULATION_ROWS: MatrixRow[] = [
  row(simulationApi.simulate, CERTIFIED, async (ctx) => ({
    input: { body: { id: await carnotId(ctx), params: { coldTemp: -20, hotTemp: 35 } } },
  })),
  row(simulationApi.simulateIot, CERTIFIED, async (ctx) => ({
    input: { body: { id: await iotModelId(ctx), params: { area: 1200, uValue: 0.25 } } },
  })),
  row(simulationApi.sweep, CERTIFIED, async (ctx) => ({
    input: {
      body: {
        id: await carnotId(ctx),
        params: { coldTemp: -20, hotTemp: 35 },
        parameter: 'hotTemp',
        from: 25,
        to: 45,
        steps: 5,
      },
    },
  })),
  row(simulationApi.history, CERTIFIED, async (ctx) => ({ input: { params: { id: await carnotId(ctx) } } })),
  row(simulationApi.uploadTemplate, CERTIFIED, async (ctx) => ({
    input: { params: { id: await carnotId(ctx) } },
    ...templateUpload(
      await workbookOf([
        ['coldTemp', 'hotTemp'],
        [-10, 30],
      ]),
    ),
  })),
  row(simulationApi.batchStatus, CERTIFIED, async (ctx, role) => ({
    input: { params: { id: await batchOf(ctx, role) } },
  })),
  row(simulationApi.batchResult, CERTIFIED, async (ctx, role) => ({
    input: { params: { id: await batchOf(ctx, role) } },
  })),
];
