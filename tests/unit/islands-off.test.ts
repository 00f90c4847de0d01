/**
 * Islands the shop switched off on the plugin's settings page (`<meta name="wc-islands-off">` in the head,
 * php-stubs/includes/islands-off.php): the loader records no visit where order attribution is off, the runtime
 * registers none of them (so adopts none of their markup) and starts none of those services; the others work.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { isOff } from '../../shared/islands-off';

const g = globalThis as Record<string, unknown>;
type Api = { register?: unknown; push(callback: () => void): void };

const FORMS = `<form class="variations_form cart" data-product_id="7"></form>
<form class="checkout woocommerce-checkout"></form>`;

function switchOff(names: string): void {
  const meta = document.createElement('meta');
  meta.name = 'wc-islands-off';
  meta.content = names;
  document.head.append(meta);
}

/** Runs the loader and its runtime; resolves once the runtime's boot is done (pushed callbacks run after it). */
async function boot(): Promise<void> {
  await import('../../widgets/loader');
  // The first import of the runtime is transformed on the way: slow on a busy machine.
  await vi.waitFor(() => expect(typeof (g.wcIslands as Api).register).toBe('function'), { timeout: 20_000 });
  await new Promise<void>((resolve) => (g.wcIslands as Api).push(resolve));
}

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  // Idle now: a service whose strategy is `idle` has started (or not) by the end of the boot.
  vi.stubGlobal('requestIdleCallback', (wake: () => void) => (wake(), 1));
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  g.wc_order_attribution = { params: { allowTracking: '1' }, fields: {} };
  document.body.innerHTML = FORMS;
});
afterEach(async () => {
  (await import('../../shared/registry')).stopIslands();
  for (const meta of document.head.querySelectorAll('meta[name=wc-islands-off]')) meta.remove();
  document.documentElement.removeAttribute('data-island-services');
  for (const name of document.cookie.split('; ').map((c) => c.split('=')[0]))
    document.cookie = `${name}=; max-age=0; path=/`;
  delete g.wcIslands;
  delete g.wc_order_attribution;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('reads the names the plugin prints, whole words only', () => {
  expect(isOff('gallery')).toBe(false);
  switchOff('cart address');
  expect(isOff('cart')).toBe(true);
  expect(isOff('address')).toBe(true);
  expect(isOff('cart-fragments')).toBe(false);
  expect(isOff('gallery')).toBe(false);
});

it('with nothing switched off: the visit is recorded, both forms are adopted, cart fragments start', async () => {
  await boot();
  const api = g.wc_order_attribution as { setOrderTracking?: unknown };
  expect(typeof api.setOrderTracking).toBe('function');
  expect(document.cookie).toContain('sbjs_current=');
  expect(document.querySelector('.variations_form')!.getAttribute('data-island')).toBe('variation-form');
  expect(document.querySelector('.checkout')!.getAttribute('data-island')).toBe('checkout');
  expect(document.documentElement.getAttribute('data-island-services')).toBe('cart-fragments');
});

it('switched off: no visit recorded (WooCommerce records it), their markup not adopted, their service not started; the others stay', async () => {
  switchOff('variation-form cart-fragments mini-cart order-attribution');
  await boot();
  const api = g.wc_order_attribution as { setOrderTracking?: unknown; getAttributionData?: unknown };
  expect(api.setOrderTracking).toBeUndefined();
  expect(api.getAttributionData).toBeUndefined();
  expect(document.cookie).not.toContain('sbjs_');
  expect(document.querySelector('.variations_form')!.hasAttribute('data-island')).toBe(false);
  expect(document.querySelector('.checkout')!.getAttribute('data-island')).toBe('checkout');
  expect(document.documentElement.hasAttribute('data-island-services')).toBe(false);
  // Not registered: a theme may register its own island under the name, without a "registered twice".
  (g.wcIslands as { register(name: string, definition: object): void }).register('variation-form', {
    strategy: 'load',
    load: () => new Promise(() => {}),
  });
  expect(vi.mocked(console.warn).mock.calls.flat().join(' ')).not.toContain('registered twice');
});
