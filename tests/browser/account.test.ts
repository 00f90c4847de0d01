/**
 * The customer account page: the login / registration tabs by mouse and keyboard (left-to-right and
 * right-to-left), deep links, and the password show / hide toggle (layout-shift.test.ts checks mounting moves
 * nothing).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mounted, openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const state = (page: Page) =>
  page.$eval('#customer_login', (root) => {
    const selected = [...root.querySelectorAll('[role=tab][aria-selected="true"]')];
    const shown = [...root.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')].filter(
      (p) => !p.hidden && getComputedStyle(p).display !== 'none',
    );
    return {
      tab: selected.length === 1 ? selected[0]!.textContent : `${selected.length} selected`,
      panel: shown.length === 1 ? shown[0]!.querySelector('h2')!.textContent : `${shown.length} shown`,
      focus:
        document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null,
    };
  });

async function open(path = '/moje-konto/', cookies: Array<{ name: string; value: string }> = []) {
  const shopPage = await shop.open(path, { cookies });
  await mounted(shopPage.page, 'account-tabs');
  return shopPage;
}

const clean = ({ warnings, errors }: ShopPage) =>
  expect({ warnings, errors }).toEqual({ warnings: [], errors: [] });

describe('account tabs', () => {
  // That mounting moves nothing is layout-shift.test.ts's check, which holds the loader until the page is
  // painted: counted from the start, a busy machine's half-parsed header paint showed up as a shift here.
  it('builds one tab per column heading; login first, registration hidden', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    expect(
      await page.$$eval('#customer_login [role=tablist] [role=tab]', (tabs) =>
        tabs.map((t) => t.textContent),
      ),
    ).toEqual(['Logowanie', 'Rejestracja']);
    expect(await state(page)).toEqual({ tab: 'Logowanie', panel: 'Logowanie', focus: null });
    const wiring = await page.$$eval('#customer_login [role=tab]', (tabs) =>
      tabs.map((t) => {
        const panel = document.getElementById(t.getAttribute('aria-controls')!)!;
        return [panel.getAttribute('aria-labelledby') === t.id, (t as HTMLElement).tabIndex];
      }),
    );
    expect(wiring).toEqual([
      [true, 0],
      [true, -1],
    ]);
    clean(shopPage);
  });

  it('a click opens a tab; the forms stay the server nodes', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    await page.evaluate(
      () => ((window as unknown as { form: Element }).form = document.querySelector('form.register')!),
    );
    await page.click('[role=tab]:text("Rejestracja")');
    expect(await state(page)).toMatchObject({ tab: 'Rejestracja', panel: 'Rejestracja' });
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { form: Element }).form === document.querySelector('.col-2 form.register'),
      ),
    ).toBe(true);
    await page.fill('#reg_email', 'jan@example.com');
    await page.click('[role=tab]:text("Logowanie")');
    expect(await state(page)).toMatchObject({ tab: 'Logowanie', panel: 'Logowanie' });
    await page.click('[role=tab]:text("Rejestracja")');
    expect(await page.inputValue('#reg_email')).toBe('jan@example.com');
    clean(shopPage);
  });

  it('arrow keys, Home and End move the focus and open the tab (automatic activation)', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    await page.focus('[role=tab]:text("Logowanie")');
    const press = async (key: string) => {
      await page.keyboard.press(key);
      return state(page);
    };
    expect(await press('ArrowRight')).toEqual({
      tab: 'Rejestracja',
      panel: 'Rejestracja',
      focus: 'Rejestracja',
    });
    expect(await press('ArrowRight')).toEqual({ tab: 'Logowanie', panel: 'Logowanie', focus: 'Logowanie' }); // wraps
    expect(await press('ArrowLeft')).toEqual({
      tab: 'Rejestracja',
      panel: 'Rejestracja',
      focus: 'Rejestracja',
    });
    expect(await press('Home')).toEqual({ tab: 'Logowanie', panel: 'Logowanie', focus: 'Logowanie' });
    expect(await press('End')).toEqual({ tab: 'Rejestracja', panel: 'Rejestracja', focus: 'Rejestracja' });
    // Tab leaves the tab list for the open panel's first field.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('reg_username');
    clean(shopPage);
  });

  it('right-to-left: the arrows are mirrored', async () => {
    const shopPage = await open('/moje-konto/', [{ name: 'qa_settings', value: 'dir=rtl' }]);
    const { page } = shopPage;
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.focus('[role=tab]:text("Logowanie")');
    await page.keyboard.press('ArrowLeft');
    expect(await state(page)).toMatchObject({ tab: 'Rejestracja', focus: 'Rejestracja' });
    await page.keyboard.press('ArrowRight');
    expect(await state(page)).toMatchObject({ tab: 'Logowanie', focus: 'Logowanie' });
    clean(shopPage);
  });

  it.each(['/moje-konto/#rejestracja', '/moje-konto/?tab=2'])(
    '%s opens the registration tab',
    async (path) => {
      const { page } = await open(path);
      expect(await state(page)).toMatchObject({ tab: 'Rejestracja', panel: 'Rejestracja' });
    },
  );

  it('a later #rejestracja / #logowanie hash switches the tab', async () => {
    const { page } = await open();
    await page.evaluate(() => (location.hash = '#rejestracja'));
    await page.waitForFunction(() => !document.querySelector<HTMLElement>('.col-2')!.hidden);
    await page.evaluate(() => (location.hash = '#logowanie'));
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.col-2')!.hidden);
  });

  it('posting a form re-renders the page with its tabs', async () => {
    const shopPage = await open();
    const { page } = shopPage;
    await page.fill('#username', 'jan');
    await page.fill('#password', 'tajne');
    await Promise.all([page.waitForNavigation(), page.click('button[name=login]')]);
    await mounted(page, 'account-tabs');
    expect(await state(page)).toMatchObject({ tab: 'Logowanie', panel: 'Logowanie' });
    clean(shopPage);
  });
});

describe('password toggle', () => {
  const toggle = (page: Page, id: string) =>
    page.$eval(`#${id}`, (input) => {
      const button = input.nextElementSibling!;
      return {
        type: (input as HTMLInputElement).type,
        button: button.matches('button.show-password-input[type=button]'),
        label: button.getAttribute('aria-label'),
        pressed: String(button.classList.contains('display-password')),
        controls: button.getAttribute('aria-controls'),
        focus: document.activeElement?.id || document.activeElement?.className,
        caret: [(input as HTMLInputElement).selectionStart, (input as HTMLInputElement).selectionEnd],
      };
    });

  async function openToggle() {
    const shopPage = await open();
    await mounted(shopPage.page, 'password-toggle');
    return shopPage;
  }

  it('adds a button after each password field', async () => {
    const shopPage = await openToggle();
    const { page } = shopPage;
    // form-login.php prints bare fields; the island wraps them as WooCommerce's own script does.
    const served = await page.evaluate(() => fetch(location.href).then((r) => r.text()));
    expect(served).toMatch(/<input [^>]*type="password"[^>]*id="password"/);
    expect(served).not.toContain('password-input');
    // Wrapping moves nothing: the fields sit where a copy of the served page (no islands) draws them.
    const boxes = (on: Page) =>
      Promise.all(
        ['#password', '.woocommerce-form-login button[name=login]'].map((selector) =>
          // Page coordinates: bringing an island into view may have scrolled one page and not the other.
          on.$eval(selector, (el) => {
            const { left, top, width, height } = el.getBoundingClientRect();
            return JSON.stringify([left + scrollX, top + scrollY, width, height]);
          }),
        ),
      );
    const withIslands = await boxes(page);
    const plain = await shop.browser.newPage({ viewport: page.viewportSize() });
    await plain.route('**/dist/*/islands.js', (route) => route.abort());
    await plain.goto(`${shop.url}/moje-konto/`);
    expect(await boxes(plain)).toEqual(withIslands);
    await plain.close();
    expect(await page.$$eval('.password-input > input + button.show-password-input', (b) => b.length)).toBe(
      2,
    );
    expect(await toggle(page, 'password')).toMatchObject({
      type: 'password',
      button: true,
      label: 'Pokaż hasło',
      pressed: 'false',
      controls: 'password',
    });
    clean(shopPage);
  });

  it('by mouse: switches the type and label; focus stays in the field with the caret at the end', async () => {
    const shopPage = await openToggle();
    const { page } = shopPage;
    await page.fill('#password', 'tajne hasło');
    await page.$eval('#password', (input) => (input as HTMLInputElement).setSelectionRange(2, 2));
    await page.click('#password + .show-password-input');
    expect(await toggle(page, 'password')).toMatchObject({
      type: 'text',
      label: 'Ukryj hasło',
      pressed: 'true',
      focus: 'password',
      caret: [11, 11],
    });
    await page.keyboard.type('!');
    expect(await page.inputValue('#password')).toBe('tajne hasło!');
    await page.click('#password + .show-password-input');
    expect(await toggle(page, 'password')).toMatchObject({
      type: 'password',
      label: 'Pokaż hasło',
      pressed: 'false',
      focus: 'password',
    });
    clean(shopPage);
  });

  it('by keyboard: Tab reaches the button, Space and Enter toggle it, focus stays on it', async () => {
    const shopPage = await openToggle();
    const { page } = shopPage;
    await page.focus('#password');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('show-password-input');
    await page.keyboard.press('Space');
    expect(await toggle(page, 'password')).toMatchObject({
      type: 'text',
      label: 'Ukryj hasło',
      pressed: 'true',
    });
    expect(await page.evaluate(() => document.activeElement?.matches('#password + button'))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await toggle(page, 'password')).toMatchObject({
      type: 'password',
      label: 'Pokaż hasło',
      pressed: 'false',
    });
    clean(shopPage);
  });

  it('the registration password has its own toggle', async () => {
    const shopPage = await openToggle();
    const { page } = shopPage;
    await page.click('[role=tab]:text("Rejestracja")');
    await page.click('#reg_password + .show-password-input');
    expect(await toggle(page, 'reg_password')).toMatchObject({ type: 'text', focus: 'reg_password' });
    expect(await toggle(page, 'password')).toMatchObject({ type: 'password' });
    clean(shopPage);
  });
});
