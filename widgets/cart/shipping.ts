/**
 * Shipping on the cart page: a method chosen (`update_shipping_method` with the chosen method of each
 * package; the totals replaced, focus back on the field, `updated_shipping_method`), and the shipping
 * calculator (its link shows and hides the form, its state field follows the country, the form is sent by
 * AJAX and its answer swapped in as an update).
 */
import { emit } from '../../shared/bus';
import { setShown } from '../../shared/island';
import { replaceTotals } from './page';
import {
  ajaxUrl,
  type CartParams,
  cartRequest,
  fetchHtml,
  postCartForm,
  totals,
  type Warn,
} from './requests';
import { shippingMethods } from './rules';
import { fitCalculatorStates } from './state-field';

export const SHIPPING_METHOD = 'select.shipping_method, :is(input, select, textarea)[name^=shipping_method]';
export const CALCULATOR = '.shipping-calculator-form';
export const CALCULATOR_COUNTRY = '.woocommerce-shipping-calculator select.country_to_state';

/** The chosen method of each package, as the request sends them. */
const chosenMethods = () =>
  shippingMethods(
    [
      ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
        'select.shipping_method, :is(input, select)[name^=shipping_method]:is([type=radio]:checked, [type=hidden])',
      ),
    ].map((el) => ({ index: el.dataset.index, value: el.value })),
  );

/** Opens a closed calculator and closes an open one; the link says which. */
export function toggleCalculator(link: Element): void {
  for (const form of document.querySelectorAll<HTMLElement>(CALCULATOR)) {
    const open = form.hidden !== false || form.style.display === 'none';
    setShown(form, open);
    link.setAttribute('aria-expanded', String(open));
  }
  void fitCalculatorStates();
}

/** The calculator's destination sent as the form would send it, the answer swapped in as an update. */
export const sendCalculator = (form: HTMLFormElement, warn: Warn) =>
  postCartForm(form, warn, { extra: { calc_shipping: 'x' }, regions: [totals(), form] });

/** The chosen methods sent; the totals replaced, focus back on the field, `updated_shipping_method`. */
export async function chooseShipping(target: Element, params: CartParams, warn: Warn): Promise<void> {
  await cartRequest([totals()], warn, async () => {
    const html = await fetchHtml(
      ajaxUrl(params, 'update_shipping_method'),
      new URLSearchParams({ security: params.update_shipping_method_nonce, ...chosenMethods() }),
    );
    replaceTotals(html);
    if (target.id) document.getElementById(target.id)?.focus();
  });
  emit('updated_shipping_method', []);
}
