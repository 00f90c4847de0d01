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
