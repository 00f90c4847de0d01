import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | undefined;
const warn = vi.fn();
const root = () => document.querySelector<HTMLElement>('.woocommerce-result-count')!;
const mount = () =>
  act(() => {
    unmount = renderIsland(island.Component, root(), undefined, warn);
  });
const aria = () => [root().getAttribute('role'), root().getAttribute('aria-hidden')];

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/sklep/?orderby=price');
  document.body.innerHTML =
    '<p class="woocommerce-result-count" data-island="result-count">Wyświetlanie <b>1–12</b> z 40 wyników</p>';
});
afterEach(() => {
  if (unmount) act(unmount);
  unmount = undefined;
  vi.useRealTimers();
});

describe('result count component', () => {
  it('after sorting or filtering: an alert hidden for 2 s, then shown with its content re-inserted', () => {
    const text = root().firstChild!;
    mount();
    expect(aria()).toEqual(['alert', 'true']);
    const observed: Node[] = [];
    new MutationObserver((records) => records.forEach((r) => observed.push(...r.addedNodes))).observe(
      root(),
      {
        childList: true,
      },
    );
    act(() => vi.advanceTimersByTime(1999));
    expect(aria()).toEqual(['alert', 'true']);
    act(() => vi.advanceTimersByTime(1));
    expect(aria()).toEqual(['alert', 'false']);
    expect(root().innerHTML).toBe('Wyświetlanie <b>1–12</b> z 40 wyników');
    expect(root().firstChild).toBe(text); // the same nodes, inserted again
    return Promise.resolve().then(() => expect(observed).toContain(text));
  });

  it('nothing without a query string, or with block product filters on the page', () => {
    history.replaceState(null, '', '/sklep/');
    mount();
    act(() => vi.advanceTimersByTime(2000));
    expect(aria()).toEqual([null, null]);
    act(unmount!);
    history.replaceState(null, '', '/sklep/?filter_color=red');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-wp-interactive="woocommerce/product-filters"></div>',
    );
    mount();
    act(() => vi.advanceTimersByTime(2000));
    expect(aria()).toEqual([null, null]);
  });

  it('unmounted before 2 s: the announcement is called off', () => {
    mount();
    act(unmount!);
    unmount = undefined;
    vi.advanceTimersByTime(2000);
    expect(aria()).toEqual(['alert', 'true']);
  });
});
