/**
 * In every engine, on the account page: the login / registration tabs, the password show / hide toggle,
 * and the order attribution after a campaign visit (sbjs_* cookies, wc_order_attribution_* inputs).
 */
import { describe, expect, it } from 'vitest';
import { decodeContainer } from '../../widgets/order-attribution/cookies-format';
import type { Shopper } from './shopper';
import { describeEngines, type EngineRun } from './suite';

const TAB = '#customer_login [role=tablist] [role=tab]';

const tabs = (page: Shopper) =>
  page.evaluate(() => {
    const root = document.querySelector('#customer_login')!;
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
  }, undefined);

const toggle = (page: Shopper, id: string) =>
  page.evaluate((inputId) => {
    const input = document.getElementById(inputId) as HTMLInputElement;
    const button = input.nextElementSibling!;
    return {
      type: input.type,
      label: button.getAttribute('aria-label'),
      pressed: button.classList.contains('display-password'),
      focus: document.activeElement === input ? 'input' : document.activeElement === button ? 'button' : null,
      value: input.value,
    };
  }, id);

const accountPage = (run: EngineRun) =>
  describe('account page', () => {
    async function account(path = '/moje-konto/') {
      const page = await run.open(path);
      await page.mounted('account-tabs');
      return page;
    }

    it('tabs: one per column heading; a click opens one, the typed value survives switching', async () => {
      const page = await account();
      expect(
        await page.evaluate((s) => [...document.querySelectorAll(s)].map((t) => t.textContent), TAB),
      ).toEqual(['Logowanie', 'Rejestracja']);
      expect(await tabs(page)).toEqual({ tab: 'Logowanie', panel: 'Logowanie', focus: null });
      await page.click(`${TAB}:nth-child(2)`);
      await expect.poll(() => tabs(page)).toMatchObject({ tab: 'Rejestracja', panel: 'Rejestracja' });
      await page.click('#reg_email');
      await page.type('jan@example.com');
      await page.click(`${TAB}:nth-child(1)`);
      await expect.poll(() => tabs(page)).toMatchObject({ tab: 'Logowanie', panel: 'Logowanie' });
      await page.click(`${TAB}:nth-child(2)`);
      expect(await page.value('#reg_email')).toBe('jan@example.com');
    });

    it('tabs by keyboard: arrows, Home and End move and open; Tab goes to the open panel', async () => {
      const page = await account();
      await page.focus(`${TAB}:nth-child(1)`);
      const press = async (key: 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End') => {
        await page.press(key);
        return tabs(page);
      };
      const on = (name: string) => ({ tab: name, panel: name, focus: name });
      expect(await press('ArrowRight')).toEqual(on('Rejestracja'));
      expect(await press('ArrowRight')).toEqual(on('Logowanie')); // wraps
      expect(await press('ArrowLeft')).toEqual(on('Rejestracja'));
      expect(await press('Home')).toEqual(on('Logowanie'));
      expect(await press('End')).toEqual(on('Rejestracja'));
      await page.press('Tab');
      expect(await page.focused('#reg_username')).toBe(true);
    });

    it('#rejestracja opens the registration tab', async () => {
      const page = await account('/moje-konto/#rejestracja');
      expect(await tabs(page)).toMatchObject({ tab: 'Rejestracja', panel: 'Rejestracja' });
    });

    it('password toggle by mouse: type and label switch, focus stays in the field, typing goes on', async () => {
      const page = await account();
      await page.mounted('password-toggle');
      expect(await toggle(page, 'password')).toMatchObject({
        type: 'password',
        label: 'Pokaż hasło',
        pressed: false,
      });
      await page.click('#password');
      await page.type('tajne haslo');
      await page.click('#password + .show-password-input');
      await expect
        .poll(() => toggle(page, 'password'))
        .toEqual({
          type: 'text',
          label: 'Ukryj hasło',
          pressed: true,
          focus: 'input',
          value: 'tajne haslo',
        });
      await page.type('!');
      expect((await toggle(page, 'password')).value).toBe('tajne haslo!');
      await page.click('#password + .show-password-input');
      await expect
        .poll(() => toggle(page, 'password'))
        .toMatchObject({ type: 'password', pressed: false, focus: 'input' });
    });

    it('password toggle by keyboard: Tab reaches the button, Space and Enter toggle it', async () => {
      const page = await account();
      await page.mounted('password-toggle');
      await page.focus('#password');
      await page.press('Tab');
      expect((await toggle(page, 'password')).focus).toBe('button');
      await page.press('Space');
      await expect
        .poll(() => toggle(page, 'password'))
        .toMatchObject({
          type: 'text',
          label: 'Ukryj hasło',
          pressed: true,
          focus: 'button',
        });
      await page.press('Enter');
      await expect
        .poll(() => toggle(page, 'password'))
        .toMatchObject({
          type: 'password',
          label: 'Pokaż hasło',
          pressed: false,
        });
    });
  });

const orderAttribution = (run: EngineRun) =>
  describe('order attribution', () => {
    it('a utm visit sets the sbjs_* cookies; the next page’s register form carries wc_order_attribution_* inputs', async () => {
      const entry = '/?utm_source=newsletter&utm_medium=email&utm_campaign=wiosna&utm_id=42';
      const page = await run.open(entry);
      await page.mounted('header', 15_000); // the loader has run: it records the visit before anything else
      const jar = async () =>
        Object.fromEntries(
          (await page.cookies())
            .filter((c) => c.name.startsWith('sbjs_'))
            .map((c) => [c.name.slice(5), decodeContainer(c.value) as Record<string, string>]),
        );
      let cookies = await jar();
      expect(Object.keys(cookies).sort()).toEqual(
        ['current', 'current_add', 'first', 'first_add', 'migrations', 'promo', 'session', 'udata'].sort(),
      );
      expect(cookies.current).toMatchObject({
        typ: 'utm',
        src: 'newsletter',
        mdm: 'email',
        cmp: 'wiosna',
        id: '42',
      });
      expect(cookies.first).toEqual(cookies.current);
      expect(cookies.current_add).toMatchObject({ ep: `${run.url}${entry}`, rf: '(none)' });
      expect(cookies.session).toEqual({ pgs: '1', cpg: `${run.url}${entry}` });
      expect(cookies.udata!.uag).toBe(await page.evaluate(() => navigator.userAgent, undefined));

      await page.goto('/moje-konto/');
      await page.mounted('order-attribution', 15_000);
      const inputs = await page.evaluate(
        () =>
          Object.fromEntries(
            [
              ...document.querySelectorAll<HTMLInputElement>(
                'form.register wc-order-attribution-inputs input',
              ),
            ].map((i) => [`${i.type}:${i.name.replace('wc_order_attribution_', '')}`, i.value]),
          ),
        undefined,
      );
      expect(Object.keys(inputs)).toHaveLength(16);
      expect(inputs).toMatchObject({
        'hidden:source_type': 'utm',
        'hidden:utm_source': 'newsletter',
        'hidden:utm_medium': 'email',
        'hidden:utm_campaign': 'wiosna',
        'hidden:utm_id': '42',
        'hidden:session_entry': `${run.url}${entry}`,
        'hidden:session_pages': '2',
        'hidden:session_count': '1',
        'hidden:user_agent': await page.evaluate(() => navigator.userAgent, undefined),
      });
      cookies = await jar();
      expect(cookies.session!.pgs).toBe('2');
    });
  });

describeEngines('account', (run) => {
  accountPage(run);
  orderAttribution(run);
});
