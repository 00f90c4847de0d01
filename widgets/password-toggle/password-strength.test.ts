import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | undefined;
const warn = vi.fn();
const field = () => document.getElementById('reg_password') as HTMLInputElement;
const submit = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const meter = () => document.getElementById('password_strength');
const hint = () => document.querySelector<HTMLElement>('.woocommerce-password-hint');
const type = (value: string) =>
  act(() => {
    field().value = value;
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });

beforeEach(() => {
  // The estimator as WordPress's file defines it: here already on the page, so no script is fetched.
  vi.stubGlobal('zxcvbn', (password: string) => ({ score: password.length >= 12 ? 3 : 1 }));
  vi.stubGlobal('wc_password_strength_meter_params', {
    min_password_strength: '3',
    stop_checkout: '',
    i18n_password_error: 'Too weak.',
    i18n_password_hint: 'Use twelve characters.',
  });
  vi.stubGlobal('pwsL10n', { short: 'Very weak', bad: 'Weak', good: 'Medium', strong: 'Strong' });
  document.body.innerHTML = `
    <div class="woocommerce" data-island="password-toggle">
      <form class="woocommerce-form woocommerce-form-register register">
        <p><input type="password" class="woocommerce-Input" id="reg_password"></p>
        <p><button type="submit" class="button">Register</button></p>
      </form>
    </div>`;
  warn.mockReset();
  act(() => {
    unmount = renderIsland(island.Component, document.querySelector('[data-island]')!, undefined, warn);
  });
});
afterEach(() => {
  if (unmount) act(unmount);
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('strength meter part of the password toggle', () => {
  it('nothing before the first keystroke', () => {
    expect(meter()).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it('a weak password: meter with the error, the hint, the button disabled; a strong one frees it', async () => {
    type('abc');
    await vi.waitFor(() => expect(meter()?.textContent).toBe('Weak - Too weak.'));
    expect(meter()!.className).toBe('woocommerce-password-strength bad');
    expect(field().parentElement!.nextElementSibling).toBe(meter());
    expect(field().getAttribute('aria-describedby')).toBe('password_strength');
    expect([hint()!.hidden, hint()!.textContent]).toEqual([false, 'Use twelve characters.']);
    expect([submit().disabled, submit().classList.contains('disabled')]).toEqual([true, true]);

    type('abcdefghijkl');
    expect([meter()!.className, meter()!.textContent]).toEqual([
      'woocommerce-password-strength good',
      'Medium',
    ]);
    expect(hint()!.hidden).toBe(true);
    expect([submit().disabled, submit().classList.contains('disabled')]).toEqual([false, false]);

    type('');
    expect(meter()!.hidden).toBe(true);
    expect(field().hasAttribute('aria-describedby')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  // The island's code arrived after the shopper typed (a slow network, or a field filled by a password
  // manager): no keystroke will come to load the meter, yet the password in the field needs judging.
  it('a password typed before the island mounted is judged when it mounts', async () => {
    act(unmount!);
    field().value = 'abc';
    act(() => {
      unmount = renderIsland(island.Component, document.querySelector('[data-island]')!, undefined, warn);
    });
    await vi.waitFor(() => expect(meter()?.textContent).toBe('Weak - Too weak.'));
    expect([submit().disabled, hint()!.hidden]).toEqual([true, false]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('unmounting removes the meter and frees the button', async () => {
    type('abc');
    await vi.waitFor(() => expect(submit().disabled).toBe(true));
    act(unmount!);
    unmount = undefined;
    expect(meter()).toBeNull();
    expect(hint()).toBeNull();
    expect(submit().disabled).toBe(false);
  });
});
