import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MARKUP = `
  <div id="customer_login" class="u-columns col2-set" data-island="account-tabs">
    <div class="u-column1 col-1"><h2>Logowanie</h2><form><input name="username"></form></div>
    <div class="u-column2 col-2" id="rejestracja-kolumna"><h2> Rejestracja </h2><form><input name="email"></form></div>
  </div>`;

let unmount: (() => void) | undefined;
const warn = vi.fn();
const root = () => document.getElementById('customer_login')!;
const columns = () => [...root().querySelectorAll<HTMLElement>(':scope > [class*="u-column"]')];
const tabs = () => [...root().querySelectorAll<HTMLButtonElement>('.account-tabs > button')];
const mount = () =>
  act(() => {
    unmount = renderIsland(island.Component, root(), island.props!(root(), warn), warn);
  });
const state = () =>
  tabs().map((tab, i) => [
    tab.getAttribute('aria-selected'),
    tab.classList.contains('active'),
    tab.tabIndex,
    columns()[i]!.hidden,
  ]);

const page = globalThis as { nectarOptions?: object };

beforeEach(() => {
  page.nectarOptions = {}; // Salient's page: the theme that asks for the tabs
  document.body.innerHTML = MARKUP;
  history.replaceState(null, '', '/moje-konto/');
  warn.mockReset();
});
afterEach(() => {
  if (unmount) act(unmount);
  unmount = undefined;
});

describe('account tabs component', () => {
  it('on another theme (no nectarOptions) leaves both columns as printed, without a warning', () => {
    delete page.nectarOptions;
    mount();
    expect(root().querySelector('[role=tablist], [role=tab]')).toBeNull();
    expect(columns().map((c) => [c.hidden, c.getAttribute('role')])).toEqual([
      [false, null],
      [false, null],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('puts a tab list built from the headings first in the root; login open', () => {
    mount();
    const list = root().firstElementChild!;
    expect(list.matches('div.account-tabs[role=tablist]')).toBe(true);
    expect(tabs().map((t) => [t.type, t.className, t.id, t.textContent, t.getAttribute('role')])).toEqual([
      ['button', 'account-tabs__tab active', 'customer_login-tab-1', 'Logowanie', 'tab'],
      ['button', 'account-tabs__tab', 'customer_login-tab-2', 'Rejestracja', 'tab'],
    ]);
    expect(tabs().map((t) => t.getAttribute('aria-controls'))).toEqual([
      'customer_login-panel-1',
      'rejestracja-kolumna',
    ]);
    expect(columns().map((c) => [c.id, c.getAttribute('role'), c.getAttribute('aria-labelledby')])).toEqual([
      ['customer_login-panel-1', 'tabpanel', 'customer_login-tab-1'],
      ['rejestracja-kolumna', 'tabpanel', 'customer_login-tab-2'],
    ]);
    expect(state()).toEqual([
      ['true', true, 0, false],
      ['false', false, -1, true],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a click opens a tab; the arrows, Home and End move the focus and open', () => {
    mount();
    act(() => tabs()[1]!.click());
    expect(state()).toEqual([
      ['false', false, -1, true],
      ['true', true, 0, false],
    ]);
    const key = (tab: HTMLElement, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      act(() => void tab.dispatchEvent(event));
      return event.defaultPrevented;
    };
    expect(key(tabs()[1]!, 'ArrowRight')).toBe(true);
    expect(document.activeElement).toBe(tabs()[0]);
    expect(state()[0]).toEqual(['true', true, 0, false]);
    key(tabs()[0]!, 'End');
    expect(document.activeElement).toBe(tabs()[1]);
    key(tabs()[1]!, 'Home');
    expect(document.activeElement).toBe(tabs()[0]);
    expect(key(tabs()[0]!, 'a')).toBe(false);
  });

  it('#rejestracja opens registration first; a later hash switches', () => {
    history.replaceState(null, '', '/moje-konto/#rejestracja');
    mount();
    expect(state()[1]).toEqual(['true', true, 0, false]);
    history.replaceState(null, '', '/moje-konto/#logowanie');
    act(() => void window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(state()[0]).toEqual(['true', true, 0, false]);
    history.replaceState(null, '', '/moje-konto/#cokolwiek');
    act(() => void window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(state()[0]).toEqual(['true', true, 0, false]);
  });

  it('unmounting removes the tab list and gives the columns back as printed', () => {
    mount();
    const list = root().firstElementChild!;
    act(unmount!);
    unmount = undefined;
    expect(list.isConnected).toBe(false);
    expect(root().querySelector('.account-tabs')).toBeNull();
    expect(
      columns().map((c) => [c.id, c.hidden, c.getAttribute('role'), c.hasAttribute('aria-labelledby')]),
    ).toEqual([
      ['', false, null, false],
      ['rejestracja-kolumna', false, null, false],
    ]);
    // its listeners went with it
    history.replaceState(null, '', '/moje-konto/#rejestracja');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(columns()[1]!.hidden).toBe(false);
  });

  it('refuses one column, or a column without its heading', () => {
    root().querySelector('.u-column2')!.remove();
    expect(() => island.props!(root(), vi.fn())).toThrow('fewer than two columns');
    document.body.innerHTML = MARKUP;
    root().querySelector('.u-column1 > h2')!.textContent = ' ';
    expect(() => island.props!(root(), vi.fn())).toThrow('a column without its heading');
  });
});
