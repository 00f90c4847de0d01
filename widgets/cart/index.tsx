/**
 * The classic cart page. Root: the cart's `div.woocommerce` (the `[woocommerce_cart]` shortcode's wrapper).
 * Does what WooCommerce's cart script does, without jQuery: Update cart enabled by a quantity change and
 * sent by AJAX (Enter in a quantity field too), remove and undo links, coupons, shipping methods and the
 * shipping calculator, each answer swapped in (./page.ts) with WooCommerce's events in its order. Where the
 * plugin keeps WooCommerce's cart script (`wc_cart_params.wc_islands_classic_cart`) or the page prints no
 * `wc_cart_params`, it stands aside: one action, one request.
 */
import { useLayoutEffect, useRef } from 'react';
import { emit } from '../../shared/bus';
import { inCartQueue } from '../../shared/cart/queue';
import { CART_REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { useBus, useListener, useParams } from '../../shared/hooks';
import { safeUrl } from '../../shared/http';
import { defineIsland, type IslandProps, setShown } from '../../shared/island';
import { WC_AJAX_URL, paramsReader } from '../../shared/params-reader';
import { flag, text } from '../../shared/php-read';
import {
  answerNodes,
  answerText,
  block,
  clearCouponError,
  FORM,
  isBlocked,
  replaceTotals,
  showCouponError,
  showNotices,
  TOTALS,
  updateCartPage,
} from './page';
import { isErrorAnswer, NOTICES, shippingMethods, submitIntent } from './rules';
import { fitCalculatorStates } from './state-field';

const cartParams = /* @__PURE__ */ paramsReader('wc_cart_params', {
  wc_ajax_url: [text, WC_AJAX_URL],
  update_shipping_method_nonce: [text, ''],
  apply_coupon_nonce: [text, ''],
  remove_coupon_nonce: [text, ''],
  /** Printed by the plugin where WooCommerce's cart script stays on the page and does all of this itself. */
  wc_islands_classic_cart: [flag, false],
});

const REMOVE = `${FORM} .product-remove > a`;
const REMOVE_COUPON = 'a.woocommerce-remove-coupon';
const SHIPPING_METHOD = 'select.shipping_method, :is(input, select, textarea)[name^=shipping_method]';
const CALCULATOR = '.shipping-calculator-form';

type Warn = IslandProps<undefined>['warn'];
type Params = ReturnType<typeof cartParams>;

/**
 * A request for cart markup (a page after a cart action, or a wc-ajax answer): its HTML, or a thrown error.
 * A form body is sent form-encoded, as a browser posts the form.
 */
async function fetchHtml(url: string, body?: URLSearchParams): Promise<string> {
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    body,
    credentials: 'same-origin',
    signal: AbortSignal.timeout(CART_REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

const formBody = (form: HTMLFormElement) =>
  new URLSearchParams(new FormData(form) as unknown as Record<string, string>);

/** Runs one cart request in the page's cart queue with `regions` marked busy; failures are warned. */
function cartRequest(regions: Array<Element | null>, warn: Warn, task: () => Promise<void>): Promise<void> {
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

function useCartActions(enabled: boolean, params: Params, warn: Warn): void {
  const clicked = useRef<Element>(undefined);
  const on = enabled ? document : null;
  const totals = () => document.querySelector(TOTALS);
  const ajaxUrl = (endpoint: string) => params.wc_ajax_url.replace('%%endpoint%%', endpoint);

  /** The whole cart again (after a coupon or an add), or with `update_cart` (the shopper's update). */
  const updateCart = (form: HTMLFormElement, keepNotices: boolean, asUpdate = false) =>
    cartRequest([form, totals()], warn, async () => {
      const body = formBody(form);
      if (asUpdate) body.append('update_cart', 'Update Cart');
      const action = safeUrl(form.getAttribute('action') ?? '', location.href) ?? location.href;
      updateCartPage(await fetchHtml(action, body), keepNotices);
    });

  const followLink = async (link: HTMLAnchorElement, region: Element | null, after?: () => void) => {
    const href = safeUrl(link.getAttribute('href'), location.href);
    if (!href) return;
    await cartRequest([region, totals()], warn, async () => updateCartPage(await fetchHtml(href)));
    after?.();
  };

  const applyCoupon = async (form: HTMLFormElement) => {
    const field = document.querySelector<HTMLInputElement>('#coupon_code');
    const code = field?.value ?? '';
    await cartRequest([form], warn, async () => {
      const html = await fetchHtml(
        ajaxUrl('apply_coupon'),
        new URLSearchParams({ security: params.apply_coupon_nonce, coupon_code: code }),
      );
      for (const el of document.querySelectorAll(`${NOTICES}, .coupon-error-notice`)) el.remove();
      // Coupon errors are shown by the field; other answers among the notices.
      if (!isErrorAnswer(html)) showNotices(answerNodes(html));
      else {
        const message = answerText(html);
        const wrapper = field?.closest('.coupon');
        if (message && wrapper) {
          const error = document.createElement('p');
          error.className = 'coupon-error-notice';
          error.id = 'coupon-error-notice';
          error.textContent = message;
          showCouponError(error, wrapper, false);
        }
      }
      emit('applied_coupon', [code]);
    });
    await updateCart(form, true);
  };

  const removeCoupon = async (link: HTMLElement) => {
    const coupon = link.getAttribute('data-coupon') ?? '';
    await cartRequest([link.closest('.cart_totals')], warn, async () => {
      const html = await fetchHtml(
        ajaxUrl('remove_coupon'),
        new URLSearchParams({ security: params.remove_coupon_nonce, coupon }),
      );
      for (const el of document.querySelectorAll(NOTICES)) el.remove();
      showNotices(answerNodes(html));
      emit('removed_coupon', [coupon]);
      const field = document.querySelector<HTMLInputElement>('#coupon_code');
      if (field) field.value = '';
      clearCouponError(field);
    });
    const form = document.querySelector<HTMLFormElement>(`form${FORM}`);
    if (form) await updateCart(form, true);
  };

  const chooseShipping = async (target: Element) => {
    const chosen = shippingMethods(
      [
        ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
          'select.shipping_method, :is(input, select)[name^=shipping_method]:is([type=radio]:checked, [type=hidden])',
        ),
      ].map((el) => ({ index: el.dataset.index, value: el.value })),
    );
    await cartRequest([totals()], warn, async () => {
      const html = await fetchHtml(
        ajaxUrl('update_shipping_method'),
        new URLSearchParams({ security: params.update_shipping_method_nonce, ...chosen }),
      );
      replaceTotals(html);
      if (target.id) document.getElementById(target.id)?.focus();
    });
    emit('updated_shipping_method', []);
  };

  useBus('added_to_cart', () => {
    const form = document.querySelector<HTMLFormElement>(`form${FORM}`);
    if (enabled && form) void updateCart(form, true);
  });

  useListener(on, 'click', (event) => {
    const target = event.target as Element;
    const submit = target.closest(`${FORM} [type=submit]`);
    if (submit) clicked.current = submit;
    const remove = target.closest<HTMLAnchorElement>(REMOVE);
    const restore = target.closest<HTMLAnchorElement>('.woocommerce-cart .restore-item');
    const couponLink = target.closest<HTMLElement>(REMOVE_COUPON);
    const toggle = target.closest('.shipping-calculator-button');
    if (remove) {
      event.preventDefault();
      void followLink(remove, remove.closest('form'), () => emit('item_removed_from_classic_cart', []));
    } else if (restore) {
      event.preventDefault();
      void followLink(restore, document.querySelector(`form${FORM}`));
    } else if (couponLink) {
      event.preventDefault();
      void removeCoupon(couponLink);
    } else if (toggle) {
      event.preventDefault();
      for (const form of document.querySelectorAll<HTMLElement>(CALCULATOR)) {
        const open = form.hidden !== false || form.style.display === 'none';
        setShown(form, open);
        toggle.setAttribute('aria-expanded', String(open));
      }
      fitCalculatorStates();
    }
  });

  // Links that act as buttons answer Space as buttons do.
  useListener<KeyboardEvent>(on, 'keydown', (event) => {
    const link = (event.target as Element).closest<HTMLElement>(`${REMOVE}, ${REMOVE_COUPON}`);
    if (link && event.key === ' ') {
      event.preventDefault();
      link.click();
    }
  });

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
    if (intent === 'update') void updateCart(form, false, true);
    else void applyCoupon(form);
  };

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
      void cartRequest([totals(), form], warn, async () => {
        const body = formBody(form);
        body.append('calc_shipping', 'x');
        const action = safeUrl(form.getAttribute('action') ?? '', location.href) ?? location.href;
        updateCartPage(await fetchHtml(action, body));
      });
    }
  });

  useListener(on, 'input', (event) => onFieldChange(event.target as Element));
  useListener(on, 'change', (event) => {
    const target = event.target as Element;
    onFieldChange(target);
    if (target.matches(SHIPPING_METHOD)) void chooseShipping(target);
    if (target.matches('.woocommerce-shipping-calculator select.country_to_state')) fitCalculatorStates();
  });
}

/** A quantity (any field of a line) enables Update cart; typing in the coupon field clears its error. */
function onFieldChange(target: Element): void {
  if (target.closest(`${FORM} .cart_item`))
    for (const button of document.querySelectorAll<HTMLButtonElement>(`${FORM} [name="update_cart"]`))
      button.disabled = false;
  if (target.id === 'coupon_code') clearCouponError(target);
}

function Cart({ warn }: IslandProps<undefined>) {
  const params = useParams(() => cartParams(true));
  const enabled = 'wc_cart_params' in globalThis && !params.wc_islands_classic_cart;
  useLayoutEffect(() => {
    if (!enabled) return;
    for (const button of document.querySelectorAll<HTMLButtonElement>(`${FORM} [name="update_cart"]`))
      button.disabled = true;
    for (const form of document.querySelectorAll<HTMLElement>(CALCULATOR)) setShown(form, false);
  }, [enabled]);
  useCartActions(enabled, params, warn);
  return null;
}

export default defineIsland({ name: 'cart', Component: Cart });
