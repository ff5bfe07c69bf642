import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { freshPhone } from './accounts.ts';
import { animationsDone, baseURL, framesDrawn } from './browser.ts';

/**
 * Spends this spec file's server's two codes an hour without the drag slider for this address
 * (codes to unused phones; a refused one counts nothing), so the journey's own code needs the
 * slider whatever ran before it in the file: for the journeys that test the slider.
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
  // Measured once the dialog's opening animation is over.
  await animationsDone(page);
  const track = await dialog.locator('.slider-verify__track').boundingBox();
  const start = await handle.boundingBox();
  if (!track || !start) throw new Error('the slider is not on screen');
  const y = start.y + start.height / 2;
  const x = start.x + start.width / 2;
  const end = track.x + track.width - start.width / 2 + 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // A hand's pace: one step a drawn frame, 20 of them (the server refuses a drag quicker than
  // 150 ms, or ending sooner than 300 ms after the challenge was issued).
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(x + ((end - x) * step) / 20, y + (step % 3) - 1);
    await framesDrawn(page);
  }
  await page.mouse.up();
  await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
}
