/**
 * The classic checkout form. Root: `form.checkout`.
 * - Field descriptions: a field's `span.description` slides down when the field gets focus, and up on a
 *   click outside its row, on Escape, or when another one opens; `aria-hidden` follows.
 * - Order review: `update_checkout` (bus or jQuery, debounced 5 ms) POSTs `update_order_review` with the
 *   form, swaps the returned fragments (shared/cart's one swap) and fires `updated_checkout` with the
 *   response, as checkout.js does; asked for at load (`init_checkout`) and as the shopper edits the address,
 *   the shipping method or a totals field. Islands inside the new fragments are mounted again by the registry.
 * - Payment methods: the chosen one's box is shown, the button takes its text, `payment_method_selected`.
 * - Inline validation: a field left or changed is judged by its row's rules (required, email, phone).
 * - The coupon and login toggles, applying and removing coupons (lazy), the create-account box.
 * - Placing the order: the gateways' `checkout_place_order` vetoes, the form POSTed to `checkout_url`, the
 *   redirect or the errors as classic shows them (both lazy).
 * - "Ship to a different address" (`#ship-to-different-address input`) shows or hides `div.shipping_address`.
 * Where the plugin keeps checkout.js (`wc_checkout_params.wc_islands_classic_checkout`), the island mounts its
 * companion instead, which does only the field descriptions and the shipping block.
 */
import { createElement, useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../../shared/bus';
import { useBus, useListener, useParams, useServerNode } from '../../shared/hooks';
import { defineIsland, type IslandProps, setShown } from '../../shared/island';
import { checkoutParams } from '../../shared/params-checkout';
import { initPaymentMethods, selectPaymentMethod } from './payment-method';
import { slide } from './slide';
import { useActions } from './use-actions';
import { useOrderReview } from './use-order-review';
import { usePlaceOrder } from './use-place-order';
import { useSideForms } from './use-side-forms';
import { useUpdateTriggers } from './use-update-triggers';
import { useValidation } from './use-validation';

const ROW = '.form-row';
const DESCRIPTION = '.description:not(.checkout-inline-error-message)';

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

/** The payment method radios: a click selects; `init` runs on each printed payment section. */
function usePaymentMethods(form: HTMLFormElement): () => void {
  const last = useRef<string>(undefined);
  useListener(form, 'click', (event) => {
    const radio = event.target;
    if (!(radio instanceof HTMLInputElement) || radio.name !== 'payment_method') return;
    last.current = selectPaymentMethod(form, radio, last.current);
  });
  return () => {
    last.current = initPaymentMethods(form, last.current);
  };
}

/** At load: the payment methods, then `init_checkout`, which asks for the first order review. */
function useInitCheckout(initPayment: () => void): void {
  const params = useParams(checkoutParams);
  useBus('init_checkout', () => {
    emit('update_checkout', []);
  });
  const init = useRef(initPayment);
  useLayoutEffect(() => {
    init.current();
    if (params.is_checkout === '1') emit('init_checkout', []);
  }, [params]);
}

/** Beside a kept checkout.js, the island keeps only the field descriptions and the shipping block. */
function CheckoutJsCompanion({ props: { form } }: IslandProps<Props>) {
  useShipToDifferentAddress(form);
  useFieldDescriptions(form);
  return null;
}

/** checkout.js's work, one hook per concern. */
function Checkout({ props: { form }, warn }: IslandProps<Props>) {
  useShipToDifferentAddress(form);
  useFieldDescriptions(form);
  const initPayment = usePaymentMethods(form);
  useOrderReview(form, { warn, afterSwap: initPayment });
  useUpdateTriggers(form);
  useValidation(form);
  const actions = useActions();
  usePlaceOrder(form, warn, actions);
  useSideForms(form, warn, actions);
  useInitCheckout(initPayment);
  return null;
}

/** Chosen once, at mount: where checkout.js stays, it does the rest (one request, one handler per action). */
function CheckoutIsland(props: IslandProps<Props>) {
  const besideCheckoutJs = useParams(checkoutParams).wc_islands_classic_checkout;
  // createElement, not JSX: the chunk imports no JSX runtime for this one element.
  return createElement(besideCheckoutJs ? CheckoutJsCompanion : Checkout, props);
}

export default defineIsland({
  name: 'checkout',
  props(root): Props {
    if (!(root instanceof HTMLFormElement)) throw new Error('the root is not form.checkout');
    return { form: root };
  },
  Component: CheckoutIsland,
});
