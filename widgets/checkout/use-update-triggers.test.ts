import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../shared/bus';
import { renderIsland } from '../../shared/render';
import island from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | undefined;
let asked: unknown[] = [];
let off: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  Object.assign(window, { wc_checkout_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%' } });
  document.body.innerHTML =
    '<form class="checkout"><div class="billing">' +
    '<p class="form-row address-field validate-required"><input class="input-text" id="billing_address_1" value=""></p>' +
    '<p class="form-row address-field validate-required"><input class="input-text" id="city" value=""></p>' +
    '</div></form>';
  asked = [];
  off = on('update_checkout', (args) => asked.push(args[0]));
  const form = document.querySelector<HTMLFormElement>('form')!;
  act(() => {
    unmount = renderIsland(island.Component, form, island.props!(form, vi.fn()), vi.fn());
  });
});

afterEach(() => {
  act(() => unmount?.());
  off();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as { wc_checkout_params?: unknown }).wc_checkout_params;
});

const type = (id: string, value: string) => {
  const input = document.getElementById(id) as HTMLInputElement;
  input.value = value;
  input.dispatchEvent(new KeyboardEvent('keydown', { key: value.at(-1), bubbles: true }));
};

describe('typing in the address', () => {
  it('asks nothing after the pause while a required address field is empty', () => {
    type('city', 'Gdańsk');
    vi.advanceTimersByTime(5000);
    expect(asked).toEqual([]);
  });

  it('asks once, a second after the last key, when the address is complete', () => {
    type('billing_address_1', 'Długa 1');
    vi.advanceTimersByTime(900);
    type('city', 'Gdańsk');
    vi.advanceTimersByTime(999);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked).toEqual([{ current_target: null }]);
  });

  it('Tab does not count as typing; a change after typing asks at once', () => {
    type('billing_address_1', 'Długa 1');
    document
      .getElementById('city')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    (document.getElementById('city') as HTMLInputElement).value = 'Gdańsk';
    document.getElementById('city')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(asked).toEqual([{ current_target: null }]);
  });

  it('a change without typing first asks nothing', () => {
    (document.getElementById('billing_address_1') as HTMLInputElement).value = 'Długa 1';
    (document.getElementById('city') as HTMLInputElement).value = 'Gdańsk';
    document.getElementById('city')!.dispatchEvent(new Event('change', { bubbles: true }));
    vi.advanceTimersByTime(5000);
    expect(asked).toEqual([]);
  });

  it('an address line an autocomplete provider serves: nothing while typed in, one ask on leaving it', () => {
    vi.stubGlobal('wc', { addressAutocomplete: { activeProvider: { billing: { id: 'maps' } } } });
    (document.getElementById('city') as HTMLInputElement).value = 'Gdańsk';
    type('billing_address_1', 'Długa 1');
    vi.advanceTimersByTime(5000);
    expect(asked).toEqual([]);
    const line = document.getElementById('billing_address_1')!;
    line.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(asked).toEqual([{ current_target: null }]);
    // While the provider writes an address in, its changes ask nothing, even without a provider for the line.
    vi.stubGlobal('wc', undefined);
    line.setAttribute('data-autocomplete-manipulating', 'true');
    line.dispatchEvent(new Event('change', { bubbles: true }));
    expect(asked).toHaveLength(1);
  });
});
