import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | undefined;
const warn = vi.fn();
const root = () => document.querySelector<HTMLElement>('[data-island="password-toggle"]')!;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const toggle = (id: string) => field(id).nextElementSibling as HTMLButtonElement;
const mount = () =>
  act(() => {
    unmount = renderIsland(island.Component, root(), undefined, warn);
  });
const click = (el: Element, detail: number) =>
  act(() => void el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail })));

beforeEach(() => {
  document.body.innerHTML = `
    <div class="woocommerce" data-island="password-toggle">
      <span class="password-input"><input type="password" id="password" value="tajne"></span>
      <span class="password-input"><input type="password" id="reg_password"></span>
      <span class="password-input"><input type="text" id="not-a-password"></span>
      <input type="password" id="unwrapped">
    </div>`;
  warn.mockReset();
});
afterEach(() => {
  if (unmount) act(unmount);
  unmount = undefined;
});

describe('password toggle component', () => {
  it('puts a labelled button right after every wrapped password field', () => {
    mount();
    const buttons = [...root().querySelectorAll('button')];
    expect(buttons).toEqual([toggle('password'), toggle('reg_password')]);
    const button = toggle('password');
    expect(button.outerHTML).toMatch(/^<button type="button" class="show-password-input"/);
    expect(button.getAttribute('aria-controls')).toBe('password');
    expect(button.getAttribute('aria-label')).toBe('Pokaż hasło');
    expect(button.hasAttribute('aria-pressed')).toBe(false);
    const svg = button.querySelector('svg')!;
    expect([svg.getAttribute('aria-hidden'), svg.getAttribute('focusable')]).toEqual(['true', 'false']);
    expect(svg.querySelectorAll('path')).toHaveLength(3);
    expect(svg.querySelector('path.show-password-input__slash')).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a pointer click shows the password and puts the caret at the end of the field', () => {
    mount();
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    toggle('password').dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    click(toggle('password'), 1);
    expect(field('password').type).toBe('text');
    expect(toggle('password').className).toBe('show-password-input display-password');
    expect(toggle('password').getAttribute('aria-label')).toBe('Ukryj hasło');
    expect(document.activeElement).toBe(field('password'));
    expect([field('password').selectionStart, field('password').selectionEnd]).toEqual([5, 5]);
    expect(field('reg_password').type).toBe('password');
  });

  it('from the keyboard (a click without detail) the focus stays on the button', () => {
    mount();
    toggle('reg_password').focus();
    click(toggle('reg_password'), 0);
    expect(field('reg_password').type).toBe('text');
    expect(document.activeElement).toBe(toggle('reg_password'));
    click(toggle('reg_password'), 0);
    expect(field('reg_password').type).toBe('password');
    expect(toggle('reg_password').getAttribute('aria-label')).toBe('Pokaż hasło');
  });

  it('unmounting removes the buttons and masks the fields again', () => {
    mount();
    click(toggle('password'), 1);
    act(unmount!);
    unmount = undefined;
    expect(root().querySelector('button')).toBeNull();
    expect(field('password').type).toBe('password');
  });
});

describe('password toggle on the markup WooCommerce prints', () => {
  const ACCOUNT = `
    <div class="woocommerce" data-island="password-toggle">
      <form class="woocommerce-form woocommerce-form-login login">
        <p class="woocommerce-form-row"><label for="password">Hasło</label><input class="woocommerce-Input woocommerce-Input--text input-text" type="password" id="password" value="tajne"></p>
      </form>
      <form class="checkout woocommerce-checkout">
        <p class="form-row"><span class="woocommerce-input-wrapper"><input type="password" class="input-text" id="account_password"></span></p>
        <p class="form-row"><input type="password" class="input-text" id="bare-other"></p>
      </form>
    </div>`;

  it('wraps a bare account field in span.password-input, as WooCommerce does, and puts the button in it', () => {
    document.body.innerHTML = ACCOUNT;
    mount();
    const wrapper = field('password').parentElement!;
    expect(wrapper.outerHTML).toMatch(/^<span class="password-input"><input [^>]*id="password"[^>]*><button/);
    expect(wrapper.parentElement!.matches('p.woocommerce-form-row')).toBe(true);
    click(toggle('password'), 1);
    expect(field('password').type).toBe('text');
  });

  it('marks the checkout field’s own span as the wrapper; a bare field without .woocommerce-Input gets nothing', () => {
    document.body.innerHTML = ACCOUNT;
    mount();
    const span = field('account_password').parentElement!;
    expect(span.className).toBe('woocommerce-input-wrapper password-input');
    expect(toggle('account_password').matches('button.show-password-input')).toBe(true);
    expect(field('bare-other').nextElementSibling).toBeNull();
    expect(root().querySelectorAll('button')).toHaveLength(2);
  });

  it('keeps focus and caret in a field the shopper is typing in while it is wrapped', () => {
    document.body.innerHTML = ACCOUNT;
    field('password').focus();
    field('password').setSelectionRange(2, 3);
    mount();
    expect(document.activeElement).toBe(field('password'));
    expect([field('password').selectionStart, field('password').selectionEnd]).toEqual([2, 3]);
  });

  it('unmounting gives the server its markup back', () => {
    document.body.innerHTML = ACCOUNT;
    const before = root().innerHTML;
    mount();
    act(unmount!);
    unmount = undefined;
    expect(root().innerHTML).toBe(before);
  });

  it('labels the button with woocommerce_params.i18n_password_show / _hide when the page prints them', () => {
    vi.stubGlobal('woocommerce_params', { i18n_password_show: 'Show it', i18n_password_hide: 'Hide it' });
    try {
      mount();
      expect(toggle('password').getAttribute('aria-label')).toBe('Show it');
      click(toggle('password'), 1);
      expect(toggle('password').getAttribute('aria-label')).toBe('Hide it');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
