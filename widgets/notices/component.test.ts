import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../shared/bus';
import { renderIsland } from '../../shared/render';
import island from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | undefined;
const warn = vi.fn();
const root = () => document.querySelector<HTMLElement>('.woocommerce-notices-wrapper')!;
const mount = () =>
  act(() => {
    unmount = renderIsland(island.Component, root(), undefined, warn);
  });

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <div class="woocommerce-notices-wrapper" data-island="notices">
      <div class="woocommerce-info" role="status">Informacja</div>
      <ul class="woocommerce-error" role="alert"><li>Błąd</li></ul>
    </div>`;
});
afterEach(() => {
  if (unmount) act(unmount);
  unmount = undefined;
  vi.useRealTimers();
});

describe('notices component', () => {
  it('focuses the first alert 500 ms after mounting', () => {
    mount();
    const alert = root().querySelector<HTMLElement>('[role=alert]')!;
    vi.advanceTimersByTime(499);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(alert);
    expect(alert.tabIndex).toBe(-1);
    expect(warn).not.toHaveBeenCalled();
  });

  it("focuses only the page's first alert notice: the root holding it does, another root does not", () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div class="woocommerce" data-island="notices"><ul class="woocommerce-error" role="alert"><li>Zły login</li></ul></div>',
    );
    const first = document.querySelector<HTMLElement>('div.woocommerce')!;
    mount(); // the wrapper's island, after the other root in the page
    act(() => {
      const other = renderIsland(island.Component, first, undefined, warn);
      const previous = unmount!;
      unmount = () => (other(), previous());
    });
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(first.firstElementChild);
    expect(root().querySelector<HTMLElement>('[role=alert]')!.hasAttribute('tabindex')).toBe(false);
  });

  it('again after a cart update, for the notice then printed', () => {
    mount();
    vi.advanceTimersByTime(500);
    root().innerHTML = '<div class="woocommerce-message" role="alert">Usunięto</div>';
    emit('updated_wc_div', []);
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(root().firstElementChild);
    root().innerHTML = '<div class="woocommerce-message" role="alert">Znowu</div>';
    emit('item_removed_from_classic_cart', []);
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(root().firstElementChild);
  });

  it('unmounted: a waiting focus is called off and cart updates are not heard', () => {
    mount();
    act(unmount!);
    unmount = undefined;
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(document.body);
    emit('updated_wc_div', []);
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(document.body);
  });
});
