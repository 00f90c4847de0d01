import { useLayoutEffect } from 'react';
import { useListener, useParams } from '../../shared/hooks';
import { type IslandProps, setShown } from '../../shared/island';
import { checkoutParams } from '../../shared/params-checkout';
import { isShown, SIDE_FORM_SLIDE_MS, slideShown } from './slide';
import type { Actions, ActionsPart } from './use-actions';

type Warn = IslandProps<unknown>['warn'];
const LOGIN_FORM = 'form.login, form.woocommerce-form--login';

/** Slides a form beside the checkout into view or out of it; returns whether it is shown now. */
function toggle(el: HTMLElement): boolean {
  const shown = !isShown(el);
  slideShown(el, shown, SIDE_FORM_SLIDE_MS);
  return shown;
}

/** "Have a coupon?" and "Returning customer?": their links show or hide the forms beside the checkout. */
function onToggleLinks(event: MouseEvent): void {
  const link = (event.target as Element).closest?.('a.showcoupon, a.showlogin');
  if (!link) return;
  event.preventDefault();
  if (link.matches('a.showcoupon')) {
    const coupon = document.querySelector<HTMLElement>('.checkout_coupon');
    if (!coupon) return;
    const shown = toggle(coupon);
    link.setAttribute('aria-expanded', String(shown));
    if (shown) coupon.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    return;
  }
  const login = document.querySelector<HTMLElement>(LOGIN_FORM);
  if (login && toggle(login)) login.scrollIntoView({ block: 'start' });
}

/** The create-account box shows `div.create-account` while ticked, its password emptied each time. */
function followCreateAccount(box: HTMLInputElement): void {
  const fields = document.querySelectorAll<HTMLElement>('div.create-account');
  for (const el of fields) setShown(el, false);
  if (!box.checked) return;
  const password = document.querySelector<HTMLInputElement>('#account_password');
  if (password) {
    password.value = '';
    password.dispatchEvent(new Event('change', { bubbles: true }));
  }
  for (const el of fields) setShown(el, true);
}

/**
 * The forms around the checkout form: the coupon and login toggles, applying and removing coupons (in the
 * lazy part `actions`), the create-account box.
 */
export function useSideForms(form: HTMLFormElement, warn: Warn, actions: ActionsPart): void {
  const params = useParams(checkoutParams);
  const withCoupon = (run: (m: Actions) => Promise<void>) => {
    actions
      .load()
      .then(run)
      .catch((error: unknown) => warn('the coupon request failed', error));
  };
  useLayoutEffect(() => {
    const couponForm = document.querySelector<HTMLElement>('form.checkout_coupon');
    if (couponForm) setShown(couponForm, false);
  }, []);
  useListener<MouseEvent>(document.body, 'click', (event) => {
    onToggleLinks(event);
    const remove = (event.target as Element).closest?.<HTMLElement>('.woocommerce-remove-coupon');
    if (!remove) return;
    event.preventDefault();
    withCoupon((m) => m.removeCoupon(remove, form));
  });
  useListener<KeyboardEvent>(document.body, 'keydown', (event) => {
    const remove = (event.target as Element).closest?.<HTMLElement>('.woocommerce-remove-coupon');
    if (remove && event.key === ' ') {
      event.preventDefault();
      remove.click();
    }
  });
  useListener<SubmitEvent>(document.body, 'submit', (event) => {
    const couponForm = event.target;
    if (!(couponForm instanceof HTMLFormElement) || !couponForm.matches('form.checkout_coupon')) return;
    event.preventDefault();
    withCoupon((m) => m.applyCoupon(couponForm, form));
  });
  const onCouponInput = (event: Event) => {
    if ((event.target as Element).id === 'coupon_code')
      void actions.asked()?.then((m) => m.clearCouponError());
  };
  useListener(document.body, 'input', onCouponInput);
  useListener(document.body, 'change', onCouponInput);
  const createAccount =
    params.option_guest_checkout === 'yes'
      ? document.querySelector<HTMLInputElement>('input#createaccount')
      : null;
  useListener(createAccount, 'change', () => createAccount && followCreateAccount(createAccount));
  useLayoutEffect(() => {
    if (createAccount) followCreateAccount(createAccount);
  }, [createAccount]);
}
