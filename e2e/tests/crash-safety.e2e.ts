import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { authApi, filesApi } from '@portal/shared/accounts';
import { certificationApi } from '@portal/shared/certification';
import { pathWith } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import { ordersApi } from '@portal/shared/orders';
import { signingApi } from '@portal/shared/signing';
import { subscriptionsApi } from '@portal/shared/subscriptions';
import { supplyApi } from '@portal/shared/supply';
import { type EditableEntry, supplyPublishingApi } from '@portal/shared/supply-publishing';
import { afterAll, expect, inject, it } from 'vitest';
import { freshPhone } from '../support/demo.ts';
import { receiptPng } from '../support/png.ts';
import { copyOfTemplate, freePort, launchServer, type RunningServer } from '../support/server.ts';
import { signedThroughApi } from '../support/signing.ts';
import {
  allPages,
  call,
  chinaDay,
  demoDemandForm,
  eventually,
  keepWriting,
  login,
  md5,
  openDemoSupply,
  postDemand,
  registerThroughApi,
} from '../support/writes.ts';

/**
 * Crash safety (issue 25): the production server takes concurrent writes from two accounts,
 * is killed with SIGKILL while they run, and starts again on the same data: every write a
 * client was told succeeded is there, whole (a demand with its every field, a buy order with
 * its every detail, an uploaded picture, an order's transfer receipt or a signed document byte
 * for byte, a subscription with the apps it brought along, a certification under review with its
 * pictures), and the server answers as before.
 */

/** Writes of each kind acknowledged before the kill (the kill lands among many under way). */
const BEFORE_KILL = {
  demands: 40,
  orders: 40,
  pictures: 10,
  receipts: 3,
  subscriptions: 2,
  certifications: 3,
  signed: 1,
};
/** New developers who submit their certification while the writes run. */
const APPLICANTS = 6;

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Uploads a picture as `token` from `address`; answers its stored name. */
async function uploadPicture(base: string, token: string, content: Buffer, name: string, address: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), name);
  const res = await fetch(`${base}${filesApi.upload.path}`, {
    method: 'POST',
    headers: { token, 'x-forwarded-for': address },
    body: form,
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: string };
  if (!res.ok || envelope.code !== 200) throw new Error(`upload ${name}: ${res.status} ${envelope.msg}`);
  return envelope.data;
}

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

  const picture = receiptPng();
  // Another tenant (one order awaiting payment per charged app, and the free apps it lacks).
  const buyer = await login(base, '13800000003', 'tenant');
  const { data: apps } = await call<{ list: { id: number; charged: boolean }[] }>(
    base,
    'GET',
    `${marketApi.list.path}?pageSize=50`,
  );
  const charged = apps.list.filter((app) => app.charged);
  if (charged.length < BEFORE_KILL.receipts) throw new Error('the demo catalogue has too few charged apps');
  const receipt = receiptPng();
  const { data: held } = await call<{ subscriptions: { marketId: number }[] }>(
    base,
    'GET',
    subscriptionsApi.mine.path,
    { token: buyer },
  );
  const covered = new Set(held.subscriptions.map((subscription) => subscription.marketId));
  const free = apps.list.filter((app) => !app.charged && !covered.has(app.id)).map((app) => app.id);
  if (free.length < BEFORE_KILL.subscriptions) throw new Error('the demo tenant lacks too few free apps');
  // New developers, registered, with their ID card pictures uploaded.
  const applicants: { token: string; userId: number; form: Record<string, string> }[] = [];
  for (let n = 0; n < APPLICANTS; n += 1) {
    const phone = freshPhone('137');
    const address = { 'x-forwarded-for': `10.98.0.${n + 1}` };
    await registerThroughApi(base, { phone, password: 'Crash2026', type: 1 }, address);
    const { data: session } = await call<{ token: string; user: { userId: number } }>(
      base,
      'POST',
      authApi.login.path,
      { body: { account: phone, password: md5('Crash2026'), role: 'develop' }, headers: address },
    );
    const upload = () => uploadPicture(base, session.token, picture, `身份证-${n}.png`, `10.97.0.${n + 1}`);
    applicants.push({
      token: session.token,
      userId: session.user.userId,
      form: {
        adminName: `断电${'一二三四五六七八九'[n]}`,
        adminIdCard: '11010119900307803X',
        idCardFornt: await upload(),
        idCardTail: await upload(),
      },
    });
  }
  // The writes. The slowest start first: the demo developer signs documents (in the workers);
  // each acknowledged one is read back at once.
  const signed = keepWriting(
    async (n) => {
      const id = await signedThroughApi(base, developer, `断电测试合同-${n}.pdf`);
      const res = await fetch(`${base}${pathWith(signingApi.result.path, { id })}`, {
        headers: { token: developer },
      });
      if (!res.ok) throw new Error(`signed document ${id}: ${res.status}`);
      return { id, sha: sha(new Uint8Array(await res.arrayBuffer())) };
    },
    { inFlight: 1 },
  );

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

  const pictures = keepWriting(async (n) => {
    const address = `10.99.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const stored = await uploadPicture(base, tenant, picture, `断电测试-${n}.png`, address);
    return stored.split('/').pop() as string;
  });

  // The other tenant buys a year of each charged app and uploads its transfer receipt.
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

  // It subscribes to the free apps it lacks, one at a time (an app another brought along is
  // passed over: subscribing it again would be refused as already subscribed).
  const subscriptions = keepWriting(
    async (n) => {
      const id = free[n] as number;
      if (covered.has(id)) return [];
      const { data } = await call<{ app: { id: number }; associated: { id: number }[] }>(
        base,
        'POST',
        subscriptionsApi.subscribe.path,
        { token: buyer, body: { id, data: { type: 1 } } },
      );
      const apps = [data.app.id, ...data.associated.map((app) => app.id)];
      for (const app of apps) covered.add(app);
      return apps;
    },
    { inFlight: 1, limit: free.length },
  );

  // The new developers submit their certification.
  const certifications = keepWriting(
    async (n) => {
      const applicant = applicants[n] as (typeof applicants)[number];
      await call(base, 'POST', certificationApi.submitDeveloper.path, {
        token: applicant.token,
        body: applicant.form,
      });
      return applicant;
    },
    { inFlight: 2, limit: applicants.length },
  );

  await eventually(
    () =>
      demands.count() >= BEFORE_KILL.demands &&
      orders.count() >= BEFORE_KILL.orders &&
      pictures.count() >= BEFORE_KILL.pictures &&
      purchases.count() >= BEFORE_KILL.receipts &&
      subscriptions.count() >= BEFORE_KILL.subscriptions &&
      certifications.count() >= BEFORE_KILL.certifications &&
      signed.count() >= BEFORE_KILL.signed,
    () =>
      `enough writes of each kind before the kill: ${demands.count()} demands, ${orders.count()} orders, ` +
      `${pictures.count()} pictures, ${purchases.count()} receipts (${purchases.failures.join('; ')}), ` +
      `${subscriptions.count()} subscriptions (${subscriptions.failures.join('; ')}), ` +
      `${certifications.count()} certifications (${certifications.failures.join('; ')}), ` +
      `${signed.count()} signed documents (${signed.failures.join('; ')})`,
    45_000,
  );
  await server.crash();
  const { acknowledged: savedDemands, cut: cutDemands } = await demands.stop();
  const { acknowledged: placedOrders, cut: cutOrders } = await orders.stop();
  const { acknowledged: uploaded, cut: cutUploads, failures: uploadFailures } = await pictures.stop();
  const { acknowledged: receipted, failures: receiptFailures } = await purchases.stop();
  const { acknowledged: subscribed, failures: subscribeFailures } = await subscriptions.stop();
  const { acknowledged: submitted, failures: submitFailures } = await certifications.stop();
  const { acknowledged: documents, failures: signFailures } = await signed.stop();
  // Enough writes ran, and the kill landed among them: requests were under way when it came.
  expect(savedDemands.length).toBeGreaterThanOrEqual(BEFORE_KILL.demands);
  expect(placedOrders.length).toBeGreaterThanOrEqual(BEFORE_KILL.orders);
  expect(uploaded.length, uploadFailures.join('; ')).toBeGreaterThanOrEqual(BEFORE_KILL.pictures);
  expect(receipted.length, receiptFailures.join('; ')).toBeGreaterThanOrEqual(BEFORE_KILL.receipts);
  expect(subscribed.length, subscribeFailures.join('; ')).toBeGreaterThanOrEqual(BEFORE_KILL.subscriptions);
  expect(submitted.length, submitFailures.join('; ')).toBeGreaterThanOrEqual(BEFORE_KILL.certifications);
  expect(documents.length, signFailures.join('; ')).toBeGreaterThanOrEqual(BEFORE_KILL.signed);
  expect(cutDemands + cutOrders + cutUploads).toBeGreaterThan(0);
  console.log(
    `crash safety: ${savedDemands.length} demands, ${placedOrders.length} buy orders, ` +
      `${uploaded.length} pictures, ${receipted.length} orders with receipts, ${subscribed.length} subscriptions, ` +
      `${submitted.length} certifications and ${documents.length} signed documents acknowledged, ` +
      `${cutDemands + cutOrders + cutUploads} writes cut by the kill`,
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

  // Every acknowledged subscription is in force, with the apps it brought along.
  const { data: mine } = await call<{ subscriptions: { marketId: number }[] }>(
    base,
    'GET',
    subscriptionsApi.mine.path,
    { token: buyerAgain },
  );
  const live = new Set(mine.subscriptions.map((subscription) => subscription.marketId));
  for (const app of subscribed.flat()) expect(live.has(app), `subscription of app ${app}`).toBe(true);

  // Every acknowledged certification is under review with what was sent.
  for (const applicant of submitted) {
    const { data } = await call<{
      status: number;
      adminName: string;
      idCardFornt: string;
      idCardTail: string;
    }>(base, 'GET', pathWith(certificationApi.mine.path, { id: applicant.userId }), {
      token: applicant.token,
    });
    expect(data, `certification of user ${applicant.userId}`).toMatchObject({ status: 1, ...applicant.form });
  }

  // Every acknowledged signed document reads back byte for byte.
  for (const document of documents) {
    const res = await fetch(`${base}${pathWith(signingApi.result.path, { id: document.id })}`, {
      headers: { token: developer },
    });
    expect(res.status, `signed document ${document.id}`).toBe(200);
    expect(sha(new Uint8Array(await res.arrayBuffer())), `signed document ${document.id}`).toBe(document.sha);
  }
});
