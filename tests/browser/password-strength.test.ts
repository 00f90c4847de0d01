/**
 * Password strength on the account page's registration form: WordPress's estimator is fetched on the first
 * keystroke only (never at load), once; the meter, the hint and the submit button follow WooCommerce's rule;
 * an estimator that cannot load leaves the form free to send, with one warning naming the island.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const ESTIMATOR = /\/assets\/zxcvbn-stand-in\.js$/;
const HINT = /^Wskazówka: Hasło powinno zawierać co najmniej dwanaście znaków/;

/** The registration form's strength UI as the shopper and a screen reader meet it. */
const state = (page: Page) =>
  page.$eval('#reg_password', (field) => {
    const form = (field as HTMLInputElement).form!;
    const meter = form.querySelector<HTMLElement>('.woocommerce-password-strength');
    const hint = form.querySelector<HTMLElement>('.woocommerce-password-hint');
    const shown = (el: HTMLElement | null) => !!el && !el.hidden && getComputedStyle(el).display !== 'none';
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    return {
      meter: shown(meter) ? `${meter!.className}: ${meter!.textContent}` : null,
      hint: shown(hint) ? hint!.textContent : null,
      disabled: submit.disabled && submit.classList.contains('disabled'),
      describedBy: field.getAttribute('aria-describedby'),
    };
  });

async function openRegistration() {
  const shopPage = await shop.open('/moje-konto/#rejestracja');
  const requested: string[] = [];
  shopPage.page.on('request', (request) => {
    if (ESTIMATOR.test(request.url())) requested.push(request.url());
  });
  await mounted(shopPage.page, 'password-toggle');
  return { ...shopPage, requested };
}

describe('password strength', () => {
  it('fetches no estimator at load; the field, the meter place and the button are as the server printed them', async () => {
    const { page, requested, warnings, errors } = await openRegistration();
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => 'zxcvbn' in window)).toBe(false);
    expect(await state(page)).toEqual({ meter: null, hint: null, disabled: false, describedBy: null });
    expect({ warnings, errors }).toEqual({ warnings: [], errors: [] });
  });

  it('the first keystroke fetches it once; meter, hint and button follow the strength as the shopper types', async () => {
    const { page, requested, warnings, errors } = await openRegistration();
    await page.click('#reg_password');
    await page.keyboard.type('abc');
    await page.waitForSelector('.woocommerce-password-strength.short:not([hidden])');
    expect(await state(page)).toEqual({
      meter: 'woocommerce-password-strength short: Bardzo słabe - Wpisz silniejsze hasło.',
      hint: expect.stringMatching(HINT),
      disabled: true,
      describedBy: 'password_strength',
    });
    const meterFollows = await page.$eval('#reg_password', (field) => {
      const meter = document.getElementById('password_strength')!;
      const after = field.parentElement!.matches('.password-input') ? field.parentElement! : field;
      return after.nextElementSibling === meter && meter.getAttribute('role') === 'alert';
    });
    expect(meterFollows).toBe(true);

    await page.keyboard.type('defg'); // 7: weak
    await page.waitForSelector('.woocommerce-password-strength.bad');
    expect((await state(page)).meter).toBe(
      'woocommerce-password-strength bad: Słabe - Wpisz silniejsze hasło.',
    );
    expect((await state(page)).disabled).toBe(true);

    await page.keyboard.type('hijkl'); // 12: medium, the shop's minimum
    await page.waitForSelector('.woocommerce-password-strength.good');
    expect(await state(page)).toEqual({
      meter: 'woocommerce-password-strength good: Średnie',
      hint: null,
      disabled: false,
      describedBy: 'password_strength',
    });

    await page.keyboard.type('mnop'); // 16: strong
    await page.waitForSelector('.woocommerce-password-strength.strong');
    expect((await state(page)).meter).toBe('woocommerce-password-strength strong: Silne');

    await page.fill('#reg_password', '');
    await page.waitForSelector('.woocommerce-password-strength', { state: 'hidden' });
    expect(await state(page)).toEqual({ meter: null, hint: null, disabled: false, describedBy: null });
    expect(requested).toHaveLength(1);
    expect(await page.$$eval('script[src*="zxcvbn-stand-in"]', (s) => s.length)).toBe(1);
    expect({ warnings, errors }).toEqual({ warnings: [], errors: [] });
  });

  it('tells each keystroke as WooCommerce’s meter does: added once, then shown, hidden when emptied', async () => {
    const { page, warnings, errors } = await openRegistration();
    await page.evaluate(() => {
      const w = window as unknown as {
        log: string[];
        wcIslands: { push(fn: (islands: { on: (name: string, fn: () => void) => void }) => void): void };
      };
      w.log = [];
      w.wcIslands.push((islands) => {
        for (const name of ['added', 'show', 'hide'])
          islands.on(`wc-password-strength-${name}`, () => w.log.push(name));
      });
    });
    const log = () => page.evaluate(() => (window as unknown as { log: string[] }).log);
    await page.click('#reg_password');
    await page.keyboard.type('abc');
    await page.waitForSelector('.woocommerce-password-strength.short:not([hidden])');
    await page.keyboard.type('d');
    await expect.poll(async () => (await log()).at(-1)).toBe('show');
    const typed = await log();
    expect(typed[0]).toBe('added');
    expect(typed.slice(1).every((name) => name === 'show')).toBe(true);
    await page.fill('#reg_password', '');
    await expect.poll(async () => (await log()).at(-1)).toBe('hide');
    expect((await log()).filter((name) => name === 'added')).toHaveLength(1);
    expect({ warnings, errors }).toEqual({ warnings: [], errors: [] });
  });

  it('an estimator that fails to load: one warning naming the island, no meter, the form still sends', async () => {
    const { page, requested, warnings, errors } = await openRegistration();
    await page.route(ESTIMATOR, (route) => route.abort());
    await page.click('#reg_password');
    await page.keyboard.type('abc');
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toMatch(/^\[islands\] password-toggle: the strength estimator did not load/);
    expect(requested).toHaveLength(1);
    expect(await state(page)).toEqual({ meter: null, hint: null, disabled: false, describedBy: null });
    await page.keyboard.type('defg');
    expect(await state(page)).toMatchObject({ meter: null, disabled: false });
    expect(requested).toHaveLength(1);
    // The failed script's load error is the browser's console error, not the page's.
    expect(errors.filter((e) => !/zxcvbn-stand-in|Failed to load resource/.test(e))).toEqual([]);
  });
});
