import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | undefined;
const warn = vi.fn();
const root = () => document.querySelector<HTMLElement>('[data-island="catalog-ordering"]')!;
const mount = () =>
  act(() => {
    unmount = renderIsland(island.Component, root(), island.props!(root(), warn), warn);
  });
const change = (el: Element) => el.dispatchEvent(new Event('change', { bubbles: true }));

beforeEach(() => {
  warn.mockReset();
  document.body.innerHTML = `
    <form class="woocommerce-ordering" method="get" data-island="catalog-ordering">
      <select name="orderby" class="orderby"><option value="menu_order">Domyślne</option><option value="price">Cena</option></select>
      <input type="checkbox" name="other">
    </form>`;
});
afterEach(() => {
  if (unmount) act(unmount);
  unmount = undefined;
});

describe('catalog ordering component', () => {
  it('a new order submits the form at once (requestSubmit); other fields do not', () => {
    const form = root() as HTMLFormElement;
    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    mount();
    change(form.querySelector('input')!);
    expect(submit).not.toHaveBeenCalled();
    change(form.querySelector('select')!);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    act(unmount!);
    unmount = undefined;
    change(form.querySelector('select')!);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('a root around the form works too; no form at all is one warning', () => {
    document.body.innerHTML = `<div data-island="catalog-ordering">${document.body.innerHTML.replace(' data-island="catalog-ordering"', '')}</div>`;
    const submit = vi.spyOn(document.querySelector('form')!, 'requestSubmit').mockImplementation(() => {});
    mount();
    change(document.querySelector('select')!);
    expect(submit).toHaveBeenCalledTimes(1);
    act(unmount!);
    document.body.innerHTML = '<div data-island="catalog-ordering"><select class="orderby"></select></div>';
    mount();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('no form to submit');
  });
});
