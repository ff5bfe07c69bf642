import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { filesApi } from '@portal/shared/accounts';
import { pathWith } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import { ordersApi } from '@portal/shared/orders';
import { supplyApi } from '@portal/shared/supply';
import { type EditableEntry, supplyPublishingApi } from '@portal/shared/supply-publishing';
import { afterAll, expect, inject, it } from 'vitest';
import { receiptPng } from '../support/png.ts';
import { copyOfTemplate, freePort, launchServer, type RunningServer } from '../support/server.ts';
import {
  allPages,
  call,
  chinaDay,
  demoDemandForm,
  eventually,
  keepWriting,
  login,
  openDemoSupply,
  postDemand,
} from '../support/writes.ts';

/**
 * Crash safety (issue 25): the production server takes concurrent writes from two accounts,
 * is killed with SIGKILL while they run, and starts again on the same data: every write a
 * client was told succeeded is there, whole (a demand with its every field, a buy order with
 * its every detail, an uploaded picture or an order's transfer receipt byte for byte), and the
 * server answers as before.
 */

/** Writes of each kind acknowledged before the kill (the kill lands among many under way). */
const BEFORE_KILL = { demands: 40, orders: 40, pictures: 10, receipts: 3 };

const dataDir = copyOfTemplate(inject('templateDir'));
let server: RunningServer | null = null;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every acknowledged write, whole, when the server is killed mid-way', async () => {
  const port = await freePort();
  // Each upload from an address of its own (the per-address upload cap is not what is tested).
  const env = { TRUST_PROXY: '127.0.0.1' };
  server = launchServer(dataDir, port, env);
  await server.ready;
  const base = server.baseURL;
  const tenant = await login(base, '13800000001', 'tenant');
  const developer = await login(base, '13800000002', 'develop');

  const demandForm = await demoDemandForm(base, tenant);
  const supplyId = await openDemoSupply(base, tenant);
  const run = Date.now().toString(36);

  const demands = keepWriting(async (n) => {
    const proName = `断电测试求购-${run}-${n}`;
    return { id: await postDemand(base, tenant, demandForm, proName, n), proName };
  });
  const orders = keepWriting(async (n) => {
    const remark = `断电测试订单-${run}-${n}`;
    const { data } = await call<{ id: number }>(base, 'POST', supplyApi.addOrder.path, {
      token: developer,
      body: {
        proId: supplyId,
        companyName: '演示开发者工作室',
        companyAddress: '河南省郑州市高新区科学大道100号',
        phonePeople: '李开发',
        phone: '13800000002',
        servedTime: chinaDay(7),
        sums: (n % 5) + 1,
        remark,
      },
    });
    return { id: data.id, remark, sums: (n % 5) + 1 };
  });

  const picture = receiptPng();
  const pictures = keepWriting(async (n) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), `断电测试-${n}.png`);
    const res = await fetch(`${base}${filesApi.upload.path}`, {
      method: 'POST',
      headers: { token: tenant, 'x-forwarded-for': `10.99.${Math.floor(n / 250)}.${(n % 250) + 1}` },
      body: form,
    });
    const envelope = (await res.json()) as { code: number; msg: string; data: string };
    if (!res.ok || envelope.code !== 200) throw new Error(`upload ${n}: ${res.status} ${envelope.msg}`);
    return envelope.data.split('/').pop() as string;
  });

  // Another tenant buys a year of each charged app (one order awaiting payment per app) and
  // uploads its transfer receipt.
  const buyer = await login(base, '13800000003', 'tenant');
  const { data: apps } = await call<{ list: { id: number; charged: boolean }[] }>(
    base,
    'GET',
    `${marketApi.list.path}?pageSize=50`,
  );
  const charged = apps.list.filter((app) => app.charged);
  if (charged.length < BEFORE_KILL.receipts) throw new Error('the demo catalogue has too few charged apps');
  const receipt = receiptPng();
  const purchases = keepWriting(
    async (n) => {
      const { data: order } = await call<{ id: number }>(base, 'POST', ordersApi.purchase.path, {
        token: buyer,
        body: { marketId: charged[n]?.id, duration: 1 },
      });
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(receipt)], { type: 'image/png' }), 'receipt.png');
      const res = await fetch(`${base}${pathWith(ordersApi.uploadReceipt.path, { id: order.id })}`, {
        method: 'POST',
        headers: { token: buyer },
        body: form,
      });
      if (!res.ok) throw new Error(`receipt of order ${order.id}: ${res.status}`);
      return order.id;
    },
    { inFlight: 2, limit: charged.length },
  );

  await eventually(
    () =>
      demands.count() >= BEFORE_KILL.demands &&
      orders.count() >= BEFORE_KILL.orders &&
      pictures.count() >= BEFORE_KILL.pictures &&
      purchases.count() >= BEFORE_KILL.receipts,
    () =>
      `enough writes of each kind before the kill: ${demands.count()} demands, ${orders.count()} orders, ` +
      `${pictures.count()} pictures, ${purchases.count()} receipts (${purchases.failures.join('; ')})`,
    30_000,
  );
  await server.crash();
  const { acknowledged: savedDemands, cut: cutDemands } = await demands.stop();
  const { acknowledged: placedOrders, cut: cutOrders } = await orders.stop();
  const { acknowledged: uploaded, cut: cutUploads, failures: uploadFailures } = await pictures.stop();
  const { acknowledged: receipted, failures: receiptFailures } = await purchases.stop();
  // Enough writes ran, and the kill landed among them: requests were under way when it came.
  expect(savedDemands.length).toBeGreaterThanOrEqual(BEFORE_KILL.demands);
  expect(placedOrders.length).toBeGreaterThanOrEqual(BEFORE_KILL.orders);
  expect(uploaded.length, uploadFailures.join('; ')).toBeGreaterThanOrEqual(BEFORE_KILL.pictures);
  expect(receipted.length, receiptFailures.join('; ')).toBeGreaterThanOrEqual(BEFORE_KILL.receipts);
  expect(cutDemands + cutOrders + cutUploads).toBeGreaterThan(0);
  console.log(
    `crash safety: ${savedDemands.length} demands, ${placedOrders.length} buy orders, ` +
      `${uploaded.length} pictures and ${receipted.length} orders with receipts acknowledged, ${cutDemands + cutOrders + cutUploads} writes cut by the kill`,
  );

  server = launchServer(dataDir, port, env);
  await server.ready;
  // The sessions outlive the crash too.
  const demandsAfter = await allPages<{ id: number; proName: string }>(
    base,
    tenant,
    supplyPublishingApi.entries.path,
    `kind=demand&keyword=${encodeURIComponent(`断电测试求购-${run}`)}`,
  );
  const byId = new Map(demandsAfter.map((entry) => [entry.id, entry.proName]));
  for (const demand of savedDemands) expect(byId.get(demand.id), `demand ${demand.id}`).toBe(demand.proName);
  // Whole: each acknowledged demand opens in its form with what was sent.
  for (const demand of savedDemands.slice(-3)) {
    const { data } = await call<EditableEntry>(
      base,
      'GET',
      pathWith(supplyPublishingApi.entry.path, { kind: 'demand', id: demand.id }),
      { token: tenant },
    );
    expect(data).toMatchObject({ kind: 'demand', proName: demand.proName, proType: demandForm.proType });
  }

  const received = await allPages<{ id: number; remark: string; sums: number }>(
    base,
    tenant,
    supplyPublishingApi.orders.path,
    `keyword=${encodeURIComponent('演示开发者工作室')}`,
  );
  const ordersById = new Map(received.map((order) => [order.id, order]));
  for (const order of placedOrders) {
    expect(ordersById.get(order.id), `order ${order.id}`).toMatchObject({
      remark: order.remark,
      sums: order.sums,
    });
  }

  // Every acknowledged picture reads back byte for byte (written whole, then named).
  const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  for (const name of uploaded) {
    const res = await fetch(`${base}${pathWith(filesApi.file.path, { name })}`, {
      headers: { token: tenant },
    });
    expect(res.status, `picture ${name}`).toBe(200);
    expect(sha(new Uint8Array(await res.arrayBuffer())), `picture ${name}`).toBe(sha(picture));
  }

  // Every order told its receipt was taken still has it, byte for byte.
  const buyerAgain = await login(base, '13800000003', 'tenant');
  for (const id of receipted) {
    const res = await fetch(`${base}${pathWith(ordersApi.receipt.path, { id })}`, {
      headers: { token: buyerAgain },
    });
    expect(res.status, `receipt of order ${id}`).toBe(200);
    expect(sha(new Uint8Array(await res.arrayBuffer())), `receipt of order ${id}`).toBe(sha(receipt));
  }
});
