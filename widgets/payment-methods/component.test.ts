import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LIST = (value = '') => `
  <fieldset class="p24-methods" data-island="payment-methods" data-namespace="przelewy24">
    <legend>Wybierz bank</legend>
    <input type="hidden" name="p24_method" value="${value}">
    <label class="p24-method" data-method-id="25"><input type="radio" name="c" value="25"> mTransfer</label>
    <label class="p24-method" data-method-id="31"><input type="radio" name="c" value="31"> Płacę z ING</label>
  </fieldset>`;

const calls: Array<{ namespace: string; data: unknown }> = [];
const warn = vi.fn();
const mounts: Array<() => void> = [];
const root = () => document.querySelector<HTMLElement>('.p24-methods')!;
const radio = (id: string) => root().querySelector<HTMLInputElement>(`[data-method-id="${id}"] input`)!;
const gateway = () =>
  document.querySelector<HTMLInputElement>('input[name=payment_method][value=przelewy24]')!;
const mount = () =>
  act(() => void mounts.push(renderIsland(island.Component, root(), island.props!(root(), warn), warn)));
const choice = () => ({
  hidden: root().querySelector<HTMLInputElement>('input[type=hidden]')!.value,
  active: [...root().querySelectorAll<HTMLElement>('.active')].map((r) => r.dataset.methodId),
  checked: [...root().querySelectorAll<HTMLInputElement>('input[type=radio]:checked')].map((r) => r.value),
});
/** A fresh checkout form; the payment section is what an update replaces. */
function checkout(value = '') {
  document.body.innerHTML = `
    <form class="checkout"><div id="payment"><ul>
      <li class="wc_payment_method"><input type="radio" name="payment_method" value="cod" checked></li>
      <li class="wc_payment_method payment_method_przelewy24">
        <input type="radio" name="payment_method" value="przelewy24">
        <div class="payment_box">${LIST(value)}</div>
      </li>
    </ul></div></form>`;
}

beforeEach(() => {
  calls.length = 0;
  warn.mockReset();
  (window as { wc?: unknown }).wc = {
    blocksCheckout: {
      extensionCartUpdate: (args: { namespace: string; data: unknown }) => (
        calls.push(args),
        Promise.resolve()
      ),
    },
  };
  checkout();
});
afterEach(() => {
  for (const unmount of mounts.splice(0)) act(unmount);
});

describe('payment methods component', () => {
  it('a method the shopper checked before it mounted is the choice, sent once', () => {
    radio('31').checked = true;
    mount();
    expect(choice()).toEqual({ hidden: '31', active: ['31'], checked: ['31'] });
    expect(gateway().checked).toBe(true);
    expect(calls.filter((c) => JSON.stringify(c.data).includes('payment_method'))).toEqual([
      { namespace: 'przelewy24', data: { payment_method: '31' } },
    ]);
  });

  it('sends {clean: true} once per checkout; a click chooses, a second click deselects', () => {
    mount();
    expect(calls).toEqual([{ namespace: 'przelewy24', data: { clean: true } }]);
    expect(choice()).toEqual({ hidden: '', active: [], checked: [] });
    act(() => radio('25').click());
    expect(choice()).toEqual({ hidden: '25', active: ['25'], checked: ['25'] });
    expect(gateway().checked).toBe(true);
    act(() => radio('25').click());
    expect(choice()).toEqual({ hidden: '', active: [], checked: [] });
    expect(calls.map((c) => c.data)).toEqual([
      { clean: true },
      { payment_method: '25' },
      { payment_method: '' },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a change (arrow keys) chooses; Space on the chosen radio deselects', () => {
    mount();
    radio('31').checked = true;
    act(() => void radio('31').dispatchEvent(new Event('change', { bubbles: true })));
    expect(choice()).toEqual({ hidden: '31', active: ['31'], checked: ['31'] });
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    act(() => void radio('31').dispatchEvent(space));
    expect(space.defaultPrevented).toBe(true);
    expect(choice()).toEqual({ hidden: '', active: [], checked: [] });
    expect(calls.map((c) => c.data)).toEqual([
      { clean: true },
      { payment_method: '31' },
      { payment_method: '' },
    ]);
  });

  it('a new list in the same checkout keeps the choice when still listed, and sends no second clean', () => {
    mount();
    act(() => radio('31').click());
    act(mounts.pop()!);
    document.querySelector('.payment_box')!.innerHTML = LIST();
    mount();
    expect(choice()).toEqual({ hidden: '31', active: ['31'], checked: ['31'] });
    act(mounts.pop()!);
    document.querySelector('.payment_box')!.innerHTML = LIST().replace(/<label[^>]*"31"[^]*?<\/label>/, '');
    mount();
    expect(choice()).toEqual({ hidden: '', active: [], checked: [] });
    expect(calls.map((c) => c.data)).toEqual([{ clean: true }, { payment_method: '31' }]);
  });

  it("the server's chosen id wins; a new checkout form starts afresh", () => {
    checkout('25');
    mount();
    expect(choice()).toEqual({ hidden: '25', active: ['25'], checked: ['25'] });
    expect(gateway().checked).toBe(true);
    expect(calls.map((c) => c.data)).toEqual([{ clean: true }]);
  });

  it('a failed update is one warning; unmounted, clicks do nothing', async () => {
    (window as { wc?: unknown }).wc = {
      blocksCheckout: { extensionCartUpdate: () => Promise.reject(new Error('offline')) },
    };
    mount();
    await act(async () => {});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('the cart extension update failed', expect.any(Error));
    act(mounts.pop()!);
    radio('25').click();
    expect(root().querySelector<HTMLInputElement>('input[type=hidden]')!.value).toBe('');
    expect(root().querySelector('.active')).toBeNull();
  });

  it('refuses a list without its hidden input', () => {
    root().querySelector('input[type=hidden]')!.remove();
    expect(() => island.props!(root(), vi.fn())).toThrow('no hidden input for the method id');
  });
});
