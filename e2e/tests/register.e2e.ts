import { describe, expect, it } from 'vitest';
import { freshPhone } from '../support/accounts.ts';
import {
  baseURL,
  expectNoSidewaysScroll,
  expectVisible,
  pathname,
  screenshot,
  toastTexts,
  useBrowser,
  VIEWPORTS,
} from '../support/browser.ts';
import { passSlider, spendFreeCodesOfThisAddress } from '../support/captcha.ts';
import { DEMO_PASSWORD, headerButton, loginCard } from '../support/login.ts';
import { latestSmsCode } from '../support/sms.ts';

/**
 * Registration (spec 000 §2.14, §4) and password recovery (§2.15) with codes read from
 * the SMS outbox: a new tenant registers, is logged in and sent to certification; an
 * uncertified tenant resets the password and logs in with the new one.
 */

const phone = freshPhone();
const FIRST_PASSWORD = 'cold2024';
const NEW_PASSWORD = 'fresh5678';
/**
 * The uncertified demo tenant, in this file's own copy of the database (no other journey here
 * logs in as it). Not one registered here: its phone would wait a minute for its next code.
 */
const recoveryAccount = '13800000004';

const { freshPage } = useBrowser();

describe('registration', () => {
  it('registers a new tenant with an SMS code, logs in after 注册成功 and lands on tenant certification', async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/Register`);
    const form = page.getByRole('region', { name: '注册账号' });

    // Empty submit names every required field with the spec's texts.
    await form.getByRole('button', { name: '注册' }).click();
    await expectVisible(form.getByText('请输入手机号', { exact: true }));

    // A demo account's phone is taken: the duplicate check says so on blur.
    await form.getByLabel('手机号').fill('13800000001');
    await form.getByLabel('验证码').click();
    await expectVisible(form.getByText(/用户名重复/));

    await form.getByLabel('手机号').fill(phone);
    await spendFreeCodesOfThisAddress();
    await form.getByRole('button', { name: '获取验证码' }).click();
    // This address has had its two codes this hour: the drag slider comes first.
    await passSlider(page);
    const code = await latestSmsCode(phone, 'register');
    // The button counts down once the code is sent (60 s).
    await expectVisible(form.getByRole('button', { name: /\d+\s*秒后重新获取/ }));

    await form.getByLabel('验证码').fill(code);
    await form.getByLabel('密码', { exact: true }).fill(FIRST_PASSWORD);
    await form.getByLabel('确认密码').fill('different1');
    await form.getByRole('button', { name: '注册' }).click();
    await expectVisible(form.getByText('两次密码不一样,请重新输入', { exact: true }));
    await form.getByLabel('确认密码').fill(FIRST_PASSWORD);
    await form.getByText('我已阅读并同意').click();
    await screenshot(page, 'register-filled-1440');

    await form.getByRole('button', { name: '注册' }).click();
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining('注册成功'));
    // A new tenant is not certified yet: logged in and sent to the certification page.
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/admin/personTent');
    await expect.poll(() => headerButton(page, '控制台').isVisible()).toBe(true);
    await screenshot(page, 'register-done-certification-1440');
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a phone screen and shows the identity fields of 实名注册', async () => {
    const { page, errors, close } = await freshPage(VIEWPORTS.phone);
    await page.goto(`${baseURL}/Register`);
    await page.getByText('实名注册', { exact: true }).click();
    const form = page.getByRole('region', { name: '注册账号' });
    await expect.poll(() => form.getByText('营业执照', { exact: true }).count()).toBeGreaterThan(0);
    await form.getByText('个人开发者', { exact: true }).click();
    // A personal developer has no business licence.
    await expect.poll(() => form.getByText('营业执照', { exact: true }).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'register-verified-390');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('forgot password', () => {
  it('resets a tenant password with an SMS code; the new password logs in, the old one does not', async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/forget`);
    const card = page.getByRole('region', { name: '找回密码' });
    await card.getByLabel('手机号').fill(recoveryAccount);
    await spendFreeCodesOfThisAddress();
    await card.getByRole('button', { name: '获取验证码' }).click();
    await passSlider(page);
    const code = await latestSmsCode(recoveryAccount, 'forget');
    await card.getByLabel('验证码').fill(code);
    await card.getByRole('button', { name: '下一步' }).click();

    await expect.poll(() => card.getByLabel('新密码').isVisible()).toBe(true);
    await card.getByLabel('新密码').fill(NEW_PASSWORD);
    await card.getByLabel('确认密码').fill(`${NEW_PASSWORD}x`);
    await card.getByRole('button', { name: '提交' }).click();
    await expectVisible(card.getByText('两次密码不一样,请重新输入', { exact: true }));
    await card.getByLabel('确认密码').fill(NEW_PASSWORD);
    await screenshot(page, 'forget-new-password-1440');
    await card.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => pathname(page), { timeout: 10_000 }).toBe('/Login');

    const login = loginCard(page);
    await login.getByLabel('账户').fill(recoveryAccount);
    await login.getByLabel('密码').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringMatching(/密码/));
    expect(pathname(page)).toBe('/Login');

    await login.getByLabel('密码').fill(NEW_PASSWORD);
    await login.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/admin/personTent');
    expect(errors).toEqual([]);
    await close();
  });
});
