// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { emit } from '../../shared/bus';
import service from './index';

// Another tab's cart change reaches this one through storage events; what a same-origin script once left in
// localStorage must never come back as markup.
const MINI = (text: string) => `<div class="widget_shopping_cart_content"><p class="mini">${text}</p></div>`;
const SHARED = 'wc_fragments_shared';
const fetch = vi.fn(async () =>
  Response.json({ fragments: { 'div.widget_shopping_cart_content': MINI('server') }, cart_hash: 'h-server' }),
);
let stop: (() => void) | void | undefined;

beforeEach(async () => {
  // Printed where WooCommerce loads its cart-fragments script, the only pages the service starts on.
  vi.stubGlobal('wc_cart_fragments_params', {});
  sessionStorage.clear();
  localStorage.clear();
  fetch.mockClear();
  vi.stubGlobal('fetch', fetch);
  document.body.innerHTML = `<div class="widget_shopping_cart">${MINI('start')}</div>`;
});
afterEach(() => {
  stop?.();
  stop = undefined;
  document.cookie = 'woocommerce_cart_hash=; max-age=0; path=/';
  vi.unstubAllGlobals();
});

const shown = () => document.querySelector('.mini')?.textContent;
/** The service started, its first refresh answered. */
async function started() {
  stop = service.start();
  await vi.waitFor(() => expect(shown()).toBe('server'));
  fetch.mockClear();
}
const storageEvent = (key: string, newValue: string | null) =>
  dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
const copy = (hash: string, text: string) =>
  JSON.stringify({ hash, fragments: { 'div.widget_shopping_cart_content': MINI(text) } });

it('a copy left in localStorage is never inserted: a new hash from another tab asks the server', async () => {
  await started();
  document.cookie = 'woocommerce_cart_hash=h-evil; path=/';
  localStorage.setItem(SHARED, copy('h-evil', 'stored'));
  storageEvent('wc_cart_hash', 'h-evil');
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  expect(shown()).not.toBe('stored');
});

it('a leftover copy is removed at start', async () => {
  localStorage.setItem(SHARED, copy('h1', 'stored'));
  await started();
  expect(localStorage.getItem(SHARED)).toBeNull();
});

it('fresh fragments another tab announces are taken when they belong to the cart-hash cookie', async () => {
  await started();
  document.cookie = 'woocommerce_cart_hash=h2; path=/';
  storageEvent(SHARED, copy('h2', 'other tab'));
  storageEvent('wc_cart_hash', 'h2');
  expect(shown()).toBe('other tab');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetch).not.toHaveBeenCalled();
});

it('announced fragments for another hash than the cookie are refused, and the server is asked', async () => {
  await started();
  document.cookie = 'woocommerce_cart_hash=h3; path=/';
  storageEvent(SHARED, copy('h-evil', 'forged'));
  storageEvent('wc_cart_hash', 'h-evil');
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  expect(shown()).not.toBe('forged');
});

it('this tab announces its cart change without leaving the markup in localStorage', async () => {
  await started();
  const seen: Array<string | null> = [];
  const setItem = vi.spyOn(Storage.prototype, 'setItem');
  emit('added_to_cart', [{ 'div.widget_shopping_cart_content': MINI('added') }, 'h4', null]);
  for (const [key, value] of setItem.mock.calls) if (key === SHARED) seen.push(value);
  setItem.mockRestore();
  expect(seen).toHaveLength(1);
  expect(localStorage.getItem(SHARED)).toBeNull();
  expect(localStorage.getItem('wc_cart_hash')).toBe('h4');
});
