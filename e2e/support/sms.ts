import { expect } from 'vitest';
import { baseURL } from './browser.ts';

interface OutboxEntry {
  phone: string;
  code: string;
  purpose: string;
  createTime: string;
}

/**
 * The newest code the server "sent" to a phone, read from the SMS outbox (a route that
 * exists only outside production). Waits for it: the button's call may still be in flight.
 */
export async function latestSmsCode(phone: string, purpose: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseURL}/api/dev/sms-outbox?phone=${phone}`);
        const body = (await res.json()) as { data: { list: OutboxEntry[] } };
        code = body.data.list.find((entry) => entry.purpose === purpose)?.code ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
