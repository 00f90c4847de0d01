/**
 * The classic checkout form. Root: `form.checkout`.
 * - Field descriptions: a field's `span.description` slides down when the field gets focus, and up on a
 *   click outside its row, on Escape, or when another one opens; `aria-hidden` follows.
 * - Order review: `update_checkout` (bus or jQuery, debounced 5 ms) POSTs `update_order_review` with the
 *   form, swaps the returned fragments (shared/cart's one swap) and fires `updated_checkout` with the
 *   response, as checkout.js does. Islands inside the new fragments are mounted again by the registry.
 *   Where the plugin keeps checkout.js (`wc_checkout_params.wc_islands_classic_checkout`), it is left to it.
 * - "Ship to a different address" (`#ship-to-different-address input`) shows or hides `div.shipping_address`.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../../shared/bus';
import * as cart from '../../shared/cart';
import { useBus, useListener, useParams, useServerNode, useUnmountSignal } from '../../shared/hooks';
import { wcAjax } from '../../shared/http';
import { defineIsland, type IslandProps, setShown } from '../../shared/island';
import { checkoutParams } from '../../shared/params-checkout';
import { orderReviewBody } from './order-review';
import { slide } from './slide';

const ROW = '.form-row';
const DESCRIPTION = '.description:not(.checkout-inline-error-message)';
const UPDATE_DEBOUNCE_MS = 5;

type Props = { form: HTMLFormElement };

/** The shipping-address block follows "ship to a different address", at mount and on change. */
function useShipToDifferentAddress(form: HTMLFormElement): void {
  const shipping = useServerNode(form, 'div.shipping_address');
  const toggle = useServerNode<HTMLInputElement>(form, '#ship-to-different-address input');
  const [shipTo, setShipTo] = useState(() => toggle?.checked ?? false);
  useListener(toggle, 'change', () => setShipTo(toggle?.checked ?? false));
  useLayoutEffect(() => {
    if (shipping && toggle) setShown(shipping, shipTo);
  }, [shipping, toggle, shipTo]);
}

/** One field description open at a time. */
function useFieldDescriptions(form: HTMLFormElement): void {
  const [open, setOpen] = useState<HTMLElement | null>(null);
  // Closing the previous one first, then opening the next, as the cleanup runs before the new effect.
  useLayoutEffect(() => {
    if (!open) return;
    slide(open, true);
    return () => slide(open, false);
  }, [open]);
  useListener<FocusEvent>(form, 'focusin', (event) => {
    const field = event.target as Element;
    const row = field.closest(ROW);
    if (!row || !field.matches('input, select, textarea')) return;
    setOpen(row.querySelector<HTMLElement>(DESCRIPTION));
  });
  useListener(open ? document : null, 'click', (event) => {
    if (!open?.closest(ROW)?.contains(event.target as Node)) setOpen(null);
  });
  useListener<KeyboardEvent>(form, 'keydown', (event) => {
    if (event.key === 'Escape') setOpen(null);
  });
}

/** `update_checkout` → `update_order_review` → fragments → `updated_checkout`; a newer update cancels. */
function useOrderReview(form: HTMLFormElement, warn: IslandProps<Props>['warn']): void {
  const params = useParams(checkoutParams);
  const unmounted = useUnmountSignal();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(undefined);
  useLayoutEffect(() => {
    const debounce = timer;
    return () => clearTimeout(debounce.current);
  }, []);

  const update = async () => {
    pending.current?.abort();
    const controller = (pending.current = new AbortController());
    const { signal } = controller;
    unmounted.addEventListener('abort', () => controller.abort(), { once: true });
    try {
      const data = await wcAjax('update_order_review', orderReviewBody(form), {
        signal,
        urlTemplate: params.wc_ajax_url,
      });
      const reply = (data ?? {}) as { reload?: unknown; fragments?: unknown };
      if (reply.reload === true || reply.reload === 'true') return location.reload();
      if (reply.fragments !== undefined) {
        const fragments = cart.fragmentsOf(reply.fragments);
        if (fragments) cart.applyFragments(fragments, { cart: false, warn });
        else
          warn('update_order_review sent fragments that are not markup; nothing replaced', reply.fragments);
      }
      emit('updated_checkout', [data]);
    } catch (error) {
      if (!signal.aborted) warn('update_order_review failed', error);
    }
  };
  useBus('update_checkout', () => {
    // checkout.js stays on this page and asks for the order review itself: one request per update.
    if (params.wc_islands_classic_checkout) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void update(), UPDATE_DEBOUNCE_MS);
  });
}

function Checkout({ props: { form }, warn }: IslandProps<Props>) {
  useShipToDifferentAddress(form);
  useFieldDescriptions(form);
  useOrderReview(form, warn);
  return null;
}

export default defineIsland({
  name: 'checkout',
  props(root): Props {
    if (!(root instanceof HTMLFormElement)) throw new Error('the root is not form.checkout');
    return { form: root };
  },
  Component: Checkout,
});
