import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Global = { p24InstallmentsData?: unknown; InstallmentCalculatorApp?: unknown };
const g = globalThis as Global;
const warn = vi.fn();
let unmount: (() => void) | undefined;
const root = () => document.getElementById('p24_installment')!;

/** A stand-in for the provider's SDK: parts render a labelled element into the element of the given id. */
class StandIn {
  static configs: unknown[] = [];
  constructor(config: unknown) {
    StandIn.configs.push(config);
  }
  async create(name: string) {
    return {
      render(id: string) {
        const el = document.createElement('p');
        if (name === 'calculator-modal') el.id = 'installment-calculator-modal';
        el.className = `part--${name}`;
        document.getElementById(id)!.append(el);
      },
    };
  }
}

/** A fresh copy of the island (its script cache is the page's), mounted and its SDK steps settled. */
async function mount() {
  vi.resetModules();
  const island = (await import('./index')).default;
  await act(async () => {
    unmount = renderIsland(island.Component, root(), undefined, warn);
  });
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div class="shipping_address"><div id="p24_installment" class="p24-installment" data-island="installment-widget" data-sdk="/sdk.js"></div></div>';
  warn.mockReset();
  StandIn.configs = [];
  g.InstallmentCalculatorApp = StandIn;
  g.p24InstallmentsData = { enabled: true, show: true, showSimulator: true, config: { amount: 100 } };
});
afterEach(() => {
  if (unmount) act(unmount);
  unmount = undefined;
  delete g.p24InstallmentsData;
  delete g.InstallmentCalculatorApp;
});

describe('installment widget component', () => {
  it('renders the mini widget and the calculator modal, opened by a click on the widget', async () => {
    await mount();
    expect(StandIn.configs).toEqual([{ amount: 100 }]);
    expect(root().innerHTML).toBe('<p class="part--mini-widget"></p>');
    const modal = document.getElementById('installment-calculator-modal')!;
    expect(modal.parentElement!.id).toBe('p24_installment_modal');
    expect(modal.parentElement!.parentElement).toBe(document.body);
    act(() => root().querySelector('p')!.click());
    expect(modal.style.display).toBe('block');
    expect(warn).not.toHaveBeenCalled();
  });

  it('unmounting empties the root and removes the modal and the click', async () => {
    await mount();
    const modal = document.getElementById('installment-calculator-modal')!;
    const widget = root().firstElementChild as HTMLElement;
    act(unmount!);
    unmount = undefined;
    expect(root().childElementCount).toBe(0);
    expect(document.getElementById('p24_installment_modal')).toBeNull();
    root().append(widget);
    widget.click();
    expect(modal.style.display).toBe('');
  });

  it('the max widget; without the simulator no modal', async () => {
    g.p24InstallmentsData = { widgetType: 'max', showSimulator: '0' };
    await mount();
    expect(root().innerHTML).toBe('<p class="part--max-widget"></p>');
    expect(document.getElementById('p24_installment_modal')).toBeNull();
  });

  it.each([{ enabled: '0' }, { show: false }, undefined])('%o: the root hidden, no script', async (data) => {
    g.p24InstallmentsData = data;
    delete g.InstallmentCalculatorApp;
    await mount();
    expect(root().hidden).toBe(true);
    expect(root().childElementCount).toBe(0);
    expect(document.querySelector('script')).toBeNull();
  });

  it('loads the SDK from data-sdk once; a script that fails is one warning and the root hidden', async () => {
    delete g.InstallmentCalculatorApp;
    await mount();
    const scripts = document.head.querySelectorAll('script');
    expect([...scripts].map((s) => [s.getAttribute('src'), s.async])).toEqual([['/sdk.js', true]]);
    await act(async () => void scripts[0]!.dispatchEvent(new Event('error')));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('the Przelewy24 installment SDK failed; no widget');
    expect(String(warn.mock.calls[0]![1])).toContain('/sdk.js did not load');
    expect([root().hidden, root().childElementCount]).toEqual([true, 0]);
  });
});
