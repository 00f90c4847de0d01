/**
 * The classic checkout form (SPEC §2 "Checkout page", §9; reference §7). Root: `form.checkout`.
 * - Field descriptions: a field's `span.description` slides down (FIELD_DESCRIPTION_SLIDE_MS, none with
 *   reduced motion) when the field gets focus, and up on a click outside its row or Escape; `aria-hidden`
 *   follows.
 * - Order review: `update_checkout` (bus or jQuery, debounced 5 ms) POSTs `update_order_review` with the
 *   form, replaces the returned fragments and fires `updated_checkout` with the response, as checkout.js
 *   does. Islands inside the new fragments are mounted again by the registry.
 * - "Ship to a different address" (`#ship-to-different-address input`) shows or hides `div.shipping_address`,
 *   at mount and on change, as checkout.js does.
 */
import { emit, on } from '../../shared/bus';
import { FIELD_DESCRIPTION_SLIDE_MS } from '../../shared/constants';
import { wcAjax } from '../../shared/http';
import { defineLegacyIsland, setShown } from '../../shared/island';
import { checkoutParams } from '../../shared/params';

const ROW = '.form-row';
const DESCRIPTION = '.description:not(.checkout-inline-error-message)';
const UPDATE_DEBOUNCE_MS = 5;

function slide(el: HTMLElement, open: boolean): void {
  if ((el.getAttribute('aria-hidden') === 'false') === open) return;
  el.setAttribute('aria-hidden', String(!open));
  for (const animation of el.getAnimations?.() ?? []) animation.cancel();
  el.style.display = 'block';
  const ms = matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : FIELD_DESCRIPTION_SLIDE_MS;
  const done = () => {
    if (!open) el.style.display = 'none';
  };
  if (!ms || !el.animate) return done();
  const full = { height: `${el.scrollHeight}px`, overflow: 'hidden' };
  const none = { height: '0px', overflow: 'hidden' };
  const animation = el.animate(open ? [none, full] : [full, none], { duration: ms, easing: 'ease-in-out' });
  animation.onfinish = done;
}

function replaceFragments(fragments: unknown): void {
  if (typeof fragments !== 'object' || fragments === null) return;
  for (const [selector, html] of Object.entries(fragments as Record<string, unknown>)) {
    if (typeof html !== 'string') continue;
    const template = document.createElement('template');
    template.innerHTML = html;
    try {
      for (const el of document.querySelectorAll(selector)) el.replaceWith(template.content.cloneNode(true));
    } catch {
      // an invalid selector from the server: that fragment is skipped
    }
  }
}

export default defineLegacyIsland({
  props(root) {
    if (!(root instanceof HTMLFormElement)) throw new Error('the root is not form.checkout');
    return { form: root };
  },
  mount({ root, props: { form }, signal, warn }) {
    // ---- the shipping-address block follows "ship to a different address"
    const shipping = form.querySelector<HTMLElement>('div.shipping_address');
    const shipToggle = form.querySelector<HTMLInputElement>('#ship-to-different-address input');
    if (shipping && shipToggle) {
      const sync = () => setShown(shipping, shipToggle.checked);
      sync();
      shipToggle.addEventListener('change', sync, { signal });
    }

    // ---- field descriptions
    let open: HTMLElement | undefined;
    const show = (el: HTMLElement | undefined) => {
      if (open && open !== el) slide(open, false);
      open = el;
      if (el) slide(el, true);
    };
    root.addEventListener(
      'focusin',
      (event) => {
        const row = (event.target as Element).closest(ROW);
        if (!row || !(event.target as Element).matches('input, select, textarea')) return;
        show(row.querySelector<HTMLElement>(DESCRIPTION) ?? undefined);
      },
      { signal },
    );
    document.addEventListener(
      'click',
      (event) => {
        if (open && !open.closest(ROW)?.contains(event.target as Node)) show(undefined);
      },
      { signal },
    );
    root.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape' && open) show(undefined);
      },
      { signal },
    );

    // ---- update_checkout → update_order_review → updated_checkout
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: AbortController | undefined;
    const update = async () => {
      pending?.abort();
      const controller = (pending = new AbortController());
      signal.addEventListener('abort', () => controller.abort(), { once: true });
      const params = checkoutParams();
      const fields = new FormData(form);
      const value = (name: string) => {
        const v = fields.get(name);
        return typeof v === 'string' ? v : '';
      };
      const body = new URLSearchParams({
        security: params.update_order_review_nonce,
        payment_method: value('payment_method'),
        country: value('billing_country'),
        postcode: value('billing_postcode'),
        city: value('billing_city'),
        address: value('billing_address_1'),
        s_postcode: value('shipping_postcode'),
        s_city: value('shipping_city'),
        s_address: value('shipping_address_1'),
        post_data: new URLSearchParams(fields as unknown as Record<string, string>).toString(),
      });
      try {
        const data = await wcAjax('update_order_review', body, {
          signal: controller.signal,
          urlTemplate: params.wc_ajax_url,
        });
        const reply = (data ?? {}) as { result?: unknown; reload?: unknown; fragments?: unknown };
        if (reply.reload === true || reply.reload === 'true') return location.reload();
        replaceFragments(reply.fragments);
        emit('updated_checkout', [data]);
      } catch (error) {
        if (!controller.signal.aborted) warn('update_order_review failed', error);
      }
    };
    const off = on('update_checkout', () => {
      clearTimeout(timer);
      timer = setTimeout(() => void update(), UPDATE_DEBOUNCE_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  },
});
