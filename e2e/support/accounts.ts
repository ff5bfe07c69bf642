import { createHash } from 'node:crypto';
import { baseURL } from './browser.ts';

export { freshPhone } from './demo.ts';

/**
 * Registers a spec file's own account through the calls (registration itself is
 * register.e2e.ts's journey): asks for a code, reads it from the SMS outbox and creates the
 * account. The spec's own server sends an address two codes an hour without the drag slider:
 * a file registers at most two accounts this way.
 */
export async function registerThroughApi(account: {
  phone: string;
  password: string;
  type: 0 | 1 | 2;
}): Promise<void> {
  const sent = await fetch(`${baseURL}/api/tenant/tenantUser/getCerificationCode/${account.phone}`);
  if (!sent.ok) throw new Error(`no code was sent to ${account.phone}: ${await sent.text()}`);
  const outbox = await fetch(`${baseURL}/api/dev/sms-outbox?phone=${account.phone}`);
  const { data } = (await outbox.json()) as { data: { list: { code: string; purpose: string }[] } };
  const code = data.list.find((entry) => entry.purpose === 'register')?.code;
  if (!code) throw new Error(`the outbox holds no register code for ${account.phone}`);
  const created = await fetch(`${baseURL}/api/tenant/tenantUser/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account: account.phone,
      code,
      password: createHash('md5').update(account.password).digest('hex'),
      type: account.type,
      agree: true,
    }),
  });
  if (!created.ok) throw new Error(`${account.phone} was not registered: ${await created.text()}`);
}
