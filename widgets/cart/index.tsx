/**
 * The classic cart page. Root: the cart's `div.woocommerce` (the `[woocommerce_cart]` shortcode's wrapper).
 * Does what WooCommerce's cart script does, without jQuery: Update cart enabled by a quantity change and
 * sent by AJAX (Enter in a quantity field too), remove and undo links, coupons (./coupons.ts), shipping
 * methods and the shipping calculator (./shipping.ts), each answer swapped in (./page.ts) with WooCommerce's
 * events in its order. Where the plugin keeps WooCommerce's cart script (`wc_cart_params.wc_islands_classic_cart`)
 * or the page prints no `wc_cart_params`, it stands aside: one action, one request.
 */
import { useLayoutEffect, useRef } from 'react';
import { emit } from '../../shared/bus';
import { useBus, useListener, useParams } from '../../shared/hooks';
import { safeUrl } from '../../shared/http';
import { defineIsland, type IslandProps, setShown } from '../../shared/island';
import { applyCoupon, REMOVE_COUPON, removeCoupon } from './coupons';
import { clearCouponError, FORM, isBlocked, updateCartPage } from './page';
import {
  type CartParams,
  cartParams,
  cartRequest,
  fetchHtml,
  postCartForm,
  totals,
  type Warn,
} from './requests';
import { submitIntent } from './rules';
import {
  CALCULATOR,
  CALCULATOR_COUNTRY,
  chooseShipping,
  SHIPPING_METHOD,
  sendCalculator,
  toggleCalculator,
} from './shipping';
import { fitCalculatorStates } from './state-field';

const REMOVE = `${FORM} .product-remove > a`;
const UPDATE_BUTTONS = `${FORM} [name="update_cart"]`;

const cartForm = () => document.querySelector<HTMLFormElement>(`form${FORM}`);

/** The shopper's update: the form with `update_cart`, as the button would send it. */
const updateCart = (form: HTMLFormElement, warn: Warn) =>
  postCartForm(form, warn, { extra: { update_cart: 'Update Cart' } });

/** A remove or undo link followed by AJAX, its answer swapped in. */
async function followLink(link: HTMLAnchorElement, region: Element | null, warn: Warn): Promise<void> {
  const href = safeUrl(link.getAttribute('href'), location.href);
  if (!href) return;
  await cartRequest([region, totals()], warn, async () => updateCartPage(await fetchHtml(href)));
}

function setUpdateEnabled(enabled: boolean): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(UPDATE_BUTTONS))
    button.disabled = !enabled;
}

/**
 * The page's cart actions, one listener per event type: remove and undo links, coupon links, the shipping
 * calculator, shipping methods, and the cart form (a change in a line enables Update cart; its submit, from a
 * button or Enter in a quantity or the coupon field, updates the cart or applies the coupon, whichever the
 * shopper asked for).
 */
function useCartActions(on: Document | null, params: CartParams, warn: Warn): void {
  const clicked = useRef<Element>(undefined);

  const cartSubmit = (event: Event, form: HTMLFormElement) => {
    if (!form.querySelector('.woocommerce-cart-form__contents')) return;
    if (isBlocked(form)) return event.preventDefault();
    const focused = document.activeElement;
    const submitter = clicked.current?.isConnected ? clicked.current : undefined;
    const intent = submitIntent(
      submitter?.getAttribute('name') ?? undefined,
      focused?.matches('input.qty') ? 'qty' : focused?.id,
    );
    if (!intent) return;
    event.preventDefault();
    void (intent === 'update' ? updateCart(form, warn) : applyCoupon(form, params, warn));
  };

  useListener(on, 'click', (event) => {
    const target = event.target as Element;
    clicked.current = target.closest(`${FORM} [type=submit]`) ?? clicked.current;
    const remove = target.closest<HTMLAnchorElement>(REMOVE);
    const restore = target.closest<HTMLAnchorElement>('.woocommerce-cart .restore-item');
    const couponLink = target.closest<HTMLElement>(REMOVE_COUPON);
    const toggle = target.closest('.shipping-calculator-button');
    if (remove || restore || couponLink || toggle) event.preventDefault();
    if (remove)
      void followLink(remove, remove.closest('form'), warn).then(() =>
        emit('item_removed_from_classic_cart', []),
      );
    else if (restore) void followLink(restore, cartForm(), warn);
    else if (couponLink) void removeCoupon(couponLink, params, warn);
    else if (toggle) toggleCalculator(toggle);
  });
  // Links that act as buttons answer Space as buttons do.
  useListener<KeyboardEvent>(on, 'keydown', (event) => {
    const link = (event.target as Element).closest<HTMLElement>(`${REMOVE}, ${REMOVE_COUPON}`);
    if (link && event.key === ' ') {
      event.preventDefault();
      link.click();
    }
  });
  useListener<KeyboardEvent>(on, 'keypress', (event) => {
    const field = (event.target as Element).closest(`${FORM} input[type=number]`);
    const form = field?.closest('form');
    // An invalid quantity goes on to the browser's own check.
    if (event.key === 'Enter' && form?.checkValidity()) cartSubmit(event, form);
  });
  useListener<SubmitEvent>(on, 'submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (form.matches(FORM)) cartSubmit(event, form);
    else if (form.matches('form.woocommerce-shipping-calculator')) {
      event.preventDefault();
      void sendCalculator(form, warn);
    }
  });
  useListener(on, 'input', (event) => onFieldChange(event.target as Element));
  useListener(on, 'change', (event) => {
    const target = event.target as Element;
    onFieldChange(target);
    if (target.matches(SHIPPING_METHOD)) void chooseShipping(target, params, warn);
    if (target.matches(CALCULATOR_COUNTRY)) void fitCalculatorStates();
  });
}

/** A quantity (any field of a line) enables Update cart; typing in the coupon field clears its error. */
function onFieldChange(target: Element): void {
  if (target.closest(`${FORM} .cart_item`)) setUpdateEnabled(true);
  if (target.id === 'coupon_code') clearCouponError(target);
}

function Cart({ warn }: IslandProps<undefined>) {
  const params = useParams(() => cartParams(true));
  const enabled = 'wc_cart_params' in globalThis && !params.wc_islands_classic_cart;
  const on = enabled ? document : null;
  useLayoutEffect(() => {
    if (!enabled) return;
    setUpdateEnabled(false);
    for (const form of document.querySelectorAll<HTMLElement>(CALCULATOR)) setShown(form, false);
  }, [enabled]);
  useCartActions(on, params, warn);
  // Something added elsewhere on the page (a cross-sell), or another script asking: the cart again.
  const refresh = (keepNotices: boolean) => {
    const form = cartForm();
    if (enabled && form) void postCartForm(form, warn, { keepNotices });
  };
  useBus('added_to_cart', () => refresh(true));
  useBus('wc_update_cart', ([keepNotices]) => refresh(Boolean(keepNotices)));
  return null;
}

export default defineIsland({ name: 'cart', Component: Cart });
