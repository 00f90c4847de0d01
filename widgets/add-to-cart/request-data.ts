/** What an add request posts, read from the server markup. */

/** The page's jQuery, where it has it. */
const jQueryOf = () => (window as { jQuery?: (node: HTMLElement) => { data(): object } }).jQuery;

/**
 * A loop button's jQuery data store and its data attributes, the attributes winning, as WooCommerce's script
 * posts them: under WooCommerce's names (`product_id`, `quantity`, …), but the islands' own marks
 * (`data-island`, `data-island-mounted`, …: the button is a root of its own).
 */
export function buttonData(button: HTMLElement): Record<string, string> {
  // The jQuery data store holds what scripts put there with `.data(key, value)`.
  const data = { ...jQueryOf()?.(button).data(), ...button.dataset } as Record<string, string>;
  for (const key in data) if (key.startsWith('island')) delete data[key];
  return data;
}

/**
 * A single-product form's fields as an add-to-cart request: the `add-to-cart` button value becomes
 * `product_id` (WooCommerce's own form-to-AJAX helper does the same).
 */
export function formData(form: HTMLFormElement, submitter: HTMLElement | null): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of new FormData(form, submitter)) if (typeof value === 'string') data[key] = value;
  if (data['add-to-cart']) {
    data.product_id = data['add-to-cart'];
    delete data['add-to-cart'];
  }
  return data;
}
