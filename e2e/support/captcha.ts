import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { freshPhone } from './accounts.ts';
import { baseURL } from './browser.ts';

/**
 * Every journey reaches the server from 127.0.0.1, so the address's two codes an hour without
 * the drag slider are shared by all spec files. A journey that sends a code first spends what
 * is left of them (codes to unused phones; a refused one counts nothing), so its own code
 * always needs the slider, whatever ran before it.
 */
export async function spendFreeCodesOfThisAddress(): Promise<void> {
  for (let sent = 0; sent < 2; sent += 1) {
    await fetch(`${baseURL}/api/tenant/tenantUser/getCerificationCode/${freshPhone()}`);
  }
}

/**
 * Drags the slider of the open 安全验证 dialog to the far end the way a hand does (the server
 * judges the drag's trail and time), and waits until the dialog has closed.
 */
export async function passSlider(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  const handle = dialog.getByRole('slider', { name: '拖动滑块完成验证' });
  await expect.poll(() => handle.getAttribute('aria-disabled'), { timeout: 10_000 }).toBe('false');
  // Measured once the dialog's opening animation is over; and the server refuses a drag
  // sooner than 300 ms after the challenge was issued.
  await page.waitForTimeout(500);
  const track = await dialog.locator('.slider-verify__track').boundingBox();
  const start = await handle.boundingBox();
  if (!track || !start) throw new Error('the slider is not on screen');
  const y = start.y + start.height / 2;
  const x = start.x + start.width / 2;
  const end = track.x + track.width - start.width / 2 + 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(x + ((end - x) * step) / 20, y + (step % 3) - 1);
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
  await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
}

/**
 * A passed slider's ticket through the API, for a journey that makes its account through the
 * calls (registration itself is register.e2e.ts's journey): a drag across a 260 px track.
 */
export async function sliderTicket(): Promise<string> {
  const started = await fetch(`${baseURL}/api/portalWeb/captcha/slider`, { method: 'POST' });
  const { data } = (await started.json()) as { data: { id: string } };
  await new Promise((resolve) => setTimeout(resolve, 400));
  const distance = 260;
  const trail = Array.from({ length: 11 }, (_, i) => ({ x: (distance * i) / 10, t: i * 30 }));
  const verified = await fetch(`${baseURL}/api/portalWeb/captcha/slider/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: data.id, distance, trail }),
  });
  const body = (await verified.json()) as { data: { ticket: string } };
  return body.data.ticket;
}
