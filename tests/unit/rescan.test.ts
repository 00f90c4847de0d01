/**
 * Swatch forms that appear later are initialised 1000 ms after any asynchronous request. The runtime
 * looks (the loader after jQuery's requests, shared/http.ts after ours), so it works on a page that had no
 * variation form at load, where the island's code was never loaded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWATCH_REINIT_AFTER_REQUEST_MS } from '../../shared/constants';

const QUICK_VIEW = `<div id="quick-view"><form class="cart" data-product_id="102" data-product_variations="false">
<table class="variations"><tbody><tr><th class="label"><label for="pa_kolor">Kolor</label></th><td class="value">
<select id="pa_kolor" name="attribute_pa_kolor" data-attribute_name="attribute_pa_kolor"><option value="">Wybierz opcję</option><option value="czerwony">Czerwony</option></select>
</td></tr></tbody></table>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
<button type="submit" class="single_add_to_cart_button button">Dodaj</button><input type="hidden" name="variation_id" class="variation_id" value="0"></div>
</form></div>`;

type Handler = (...args: unknown[]) => void;
let handlers: Record<string, Handler[]>;
let stopIslands: (() => void) | undefined;

/** The little of jQuery the loader and the bridge use: `on` records handlers per event name. */
function fakeJQuery(target: Element | Document) {
  const collection = {
    0: target,
    jquery: '3.7.1',
    on(events: string, handler: Handler) {
      for (const name of events.split(' ')) (handlers[name] ??= []).push(handler);
      return collection;
    },
    off: () => collection,
    trigger: () => collection,
    triggerHandler: () => undefined,
  };
  return collection;
}

async function startRuntime(): Promise<HTMLFormElement> {
  document.body.innerHTML = QUICK_VIEW;
  // The cart-fragments service asks for fresh fragments on start: that answer never comes here, so only
  // the test's own request can complete.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  await import('../../widgets/loader');
  // The loader imports the runtime once the document is parsed; the runtime boots in a task of its own.
  const api = () =>
    (window as { wcIslands?: { register?: unknown; push?: (cb: () => void) => void } }).wcIslands;
  await vi.waitFor(() => expect(typeof api()?.register).toBe('function'));
  // Booted once a pushed callback has run: with jQuery on the page the boot first connects its chunk.
  let booted = false;
  api()!.push!(() => (booted = true));
  await vi.waitFor(async () => {
    await vi.advanceTimersByTimeAsync(0);
    expect(booted).toBe(true);
  });
  stopIslands = (await import('../../shared/registry')).stopIslands;
  return document.querySelector('form')!;
}

/** What a quick view does: the element it had becomes a variation form, which adds no node. */
async function becomesVariationForm(form: HTMLFormElement): Promise<void> {
  form.classList.add('variations_form');
  await vi.advanceTimersByTimeAsync(3 * SWATCH_REINIT_AFTER_REQUEST_MS);
  expect(form.hasAttribute('data-island')).toBe(false); // no request completed: nobody looked
}

async function adoptedAfterOneSecond(form: HTMLFormElement): Promise<void> {
  await vi.advanceTimersByTimeAsync(SWATCH_REINIT_AFTER_REQUEST_MS - 1);
  expect(form.hasAttribute('data-island')).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(form.getAttribute('data-island')).toBe('variation-form');
  // The registry mounts in tasks of its own (one before reading the props, one before rendering), once the
  // island's code has loaded: time moves on until it has.
  await vi.waitFor(
    async () => {
      await vi.advanceTimersByTimeAsync(1);
      expect(form.hasAttribute('data-island-mounted')).toBe(true);
    },
    { timeout: 3000 },
  );
  expect(form.classList.contains('wvs-loaded')).toBe(false); // mounted as a plain dropdown form
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  handlers = {};
  delete (window as { wcIslands?: unknown }).wcIslands;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stopIslands?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('late variation forms on a page that had none', () => {
  it('are initialised 1000 ms after a jQuery request completes (ajaxComplete), not before', async () => {
    vi.stubGlobal('jQuery', fakeJQuery);
    const form = await startRuntime();
    await becomesVariationForm(form);
    expect(handlers.ajaxComplete).toHaveLength(1);
    handlers.ajaxComplete![0]!({ type: 'ajaxComplete' });
    await adoptedAfterOneSecond(form);
  });

  it('are initialised 1000 ms after one of our own requests completes, also without jQuery', async () => {
    const form = await startRuntime();
    await becomesVariationForm(form);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"fragments":{}}')));
    const { wcAjax } = await import('../../shared/http');
    await wcAjax('get_refreshed_fragments', {}, { urlTemplate: '/?wc-ajax=%%endpoint%%' });
    await adoptedAfterOneSecond(form);
  });

  it('a failed request counts too', async () => {
    const form = await startRuntime();
    await becomesVariationForm(form);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { wcAjax } = await import('../../shared/http');
    await expect(wcAjax('add_to_cart', {}, { urlTemplate: '/?wc-ajax=%%endpoint%%' })).rejects.toThrow();
    await adoptedAfterOneSecond(form);
  });
});
