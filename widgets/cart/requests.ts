/**
 * The cart page's requests: each runs in the page's one cart queue with the regions it changes marked busy,
 * and its failure is a warning that leaves the page as it was.
 */
import { inCartQueue } from '../../shared/cart/queue';
import { CART_REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { request, safeUrl, wcAjaxUrl } from '../../shared/http';
import type { IslandProps } from '../../shared/island';
import { WC_AJAX_URL, paramsReader } from '../../shared/params-reader';
import { flag, text } from '../../shared/php-read';
import { block, TOTALS, updateCartPage } from './page';

export type Warn = IslandProps<undefined>['warn'];

export const cartParams = /* @__PURE__ */ paramsReader('wc_cart_params', {
  wc_ajax_url: [text, WC_AJAX_URL],
  update_shipping_method_nonce: [text, ''],
  apply_coupon_nonce: [text, ''],
  remove_coupon_nonce: [text, ''],
  /** Printed by the plugin where WooCommerce's cart script stays on the page and does all of this itself. */
  wc_islands_classic_cart: [flag, false],
});

export type CartParams = ReturnType<typeof cartParams>;

export const ajaxUrl = (params: CartParams, endpoint: string) => wcAjaxUrl(endpoint, params.wc_ajax_url);

export const totals = () => document.querySelector(TOTALS);

/**
 * A request for cart markup (a page after a cart action, or a wc-ajax answer): its HTML, or a thrown error.
 * A form body is sent form-encoded, as a browser posts the form.
 */
export async function fetchHtml(url: string, body?: URLSearchParams): Promise<string> {
  const { ok, status, text } = await request(
    url,
    { method: body ? 'POST' : 'GET', body },
    { timeout: CART_REQUEST_TIMEOUT_MS },
  );
  if (!ok) throw new Error(`HTTP ${status}`);
  return text;
}

const formBody = (form: HTMLFormElement) =>
  new URLSearchParams(new FormData(form) as unknown as Record<string, string>);

const formAction = (form: HTMLFormElement) =>
  safeUrl(form.getAttribute('action') ?? '', location.href) ?? location.href;

/** Runs one cart request in the page's cart queue with `regions` marked busy; failures are warned. */
export function cartRequest(
  regions: Array<Element | null>,
  warn: Warn,
  task: () => Promise<void>,
): Promise<void> {
  return inCartQueue(async () => {
    const unblocks = regions.map(block);
    try {
      await task();
    } catch (error) {
      warn('the cart request failed; the page stays as it was', error);
    } finally {
      for (const unblock of unblocks) unblock();
    }
  });
}

/**
 * Posts `form` (with `extra` fields, e.g. the shopper's `update_cart`) to its action and swaps the answer's
 * cart page in; `keepNotices` after a coupon, whose own notices are already shown.
 */
export const postCartForm = (
  form: HTMLFormElement,
  warn: Warn,
  { keepNotices = false, extra = {}, regions = [form, totals()] }: PostOptions = {},
) =>
  cartRequest(regions, warn, async () => {
    const body = formBody(form);
    for (const [name, value] of Object.entries(extra)) body.append(name, value);
    updateCartPage(await fetchHtml(formAction(form), body), keepNotices);
  });

interface PostOptions {
  keepNotices?: boolean;
  extra?: Record<string, string>;
  regions?: Array<Element | null>;
}
