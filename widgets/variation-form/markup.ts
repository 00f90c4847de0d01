/**
 * Reads the form's server markup once, as the island's props: the attribute selects, the swatch lists the
 * Variation Swatches plugin prints beside them, and the nodes the form writes to. The root is any element
 * holding them (`form.variations_form` on the product page, a `div.variations_form` in a shop card), as
 * WooCommerce's script takes it. Nothing here changes the page; a root without a product id or without a
 * usable select refuses to mount (the form posts without help, as it would without JavaScript).
 */

import { serverAttributes } from '../../shared/server-attributes';
import { count } from './variation-data';

/** What one swatch `li` of the plugin carries; the island renders its own `li` from it. */
export interface SwatchItemMarkup {
  /** The server's `li`, put back if the island goes. */
  el: HTMLElement;
  value: string;
  /** Its classes without the state ones the island sets. */
  className: string;
  /** Its other attributes (title, data-*), copied as they are, never one the runtime takes for a prop. */
  attrs: Record<string, string>;
  /** Its inline `on*` handlers, set on the rendered item as attributes. */
  handlers: Array<[name: string, value: string]>;
}

export interface SwatchListMarkup {
  list: HTMLElement;
  items: SwatchItemMarkup[];
  /** Radio-type list: native radio inputs carry the semantics. */
  radios: boolean;
  /** The display limit's 'more' control, and its link's text and href. */
  more: { el: HTMLElement; text: string; href: string } | null;
}

export interface Attribute {
  name: string;
  select: HTMLSelectElement;
  placeholder: HTMLOptionElement | null;
  /** The server's options (placeholder excluded), kept so pruned ones can come back. */
  options: HTMLOptionElement[];
  values: string[];
  /** The row's `.label`, where the chosen value's name shows. */
  label: HTMLElement | null;
  swatches: SwatchListMarkup | undefined;
}

export interface FormMarkup {
  form: HTMLElement;
  productId: number;
  attributes: Attribute[];
  /** Selects without a name, and swatch lists naming no select: warned about once, left alone. */
  nameless: number;
  strayLists: string[];
}

const STATE_CLASSES = new Set(['selected', 'disabled', 'no-stock', 'wvs-show-stock-left-info']);
const OWNED_ATTRS = new Set([
  'class',
  'style',
  'role',
  'tabindex',
  'aria-checked',
  'aria-disabled',
  'aria-describedby',
  'data-wvstooltip-out-of-stock',
]);

function readItem(el: HTMLElement): SwatchItemMarkup {
  const { props, handlers } = serverAttributes(el, OWNED_ATTRS);
  return {
    el,
    value: el.dataset.value ?? '',
    className: [...el.classList].filter((c) => !STATE_CLASSES.has(c)).join(' '),
    attrs: props,
    handlers,
  };
}

function readSwatchList(list: HTMLElement): SwatchListMarkup {
  const items = [...list.querySelectorAll<HTMLElement>(':scope > li.variable-item[data-value]')].map(
    readItem,
  );
  const more = list.querySelector<HTMLElement>(':scope > .woo-variation-swatches-variable-item-more');
  const link = more?.querySelector('a');
  return {
    list,
    items,
    radios: items.some((item) => item.el.querySelector('input[type="radio"]')),
    more: more ? { el: more, text: link?.textContent ?? '', href: link?.getAttribute('href') ?? '#' } : null,
  };
}

export function readForm(root: HTMLElement): FormMarkup {
  // The inner one is a root of its own, with its selects (the page's markup is at fault).
  if (root.querySelector('.variations_form')) throw new Error('nested .variations_form');
  const productId = Number(root.dataset.product_id);
  if (!Number.isInteger(productId) || productId <= 0)
    throw new Error(
      `data-product_id "${root.dataset.product_id ?? ''}" is not a product id; the form posts without help`,
    );
  const attributes: Attribute[] = [];
  let nameless = 0;
  for (const select of root.querySelectorAll<HTMLSelectElement>('.variations select')) {
    const name = select.dataset.attribute_name || select.name;
    if (!name) {
      nameless++;
      continue;
    }
    const options = [...select.options].filter((o) => o.value !== '');
    attributes.push({
      name,
      select,
      placeholder: [...select.options].find((o) => o.value === '') ?? null,
      options,
      values: options.map((o) => o.value),
      label: select.closest('tr')?.querySelector<HTMLElement>('.label') ?? null,
      swatches: undefined,
    });
  }
  if (!attributes.length) throw new Error('no attribute selects in .variations');
  const strayLists: string[] = [];
  for (const list of root.querySelectorAll<HTMLElement>('ul.variable-items-wrapper[data-attribute_name]')) {
    const attribute = attributes.find((a) => a.name === list.dataset.attribute_name);
    if (attribute) attribute.swatches = readSwatchList(list);
    else strayLists.push(list.dataset.attribute_name ?? '');
  }
  return { form: root, productId, attributes, nameless, strayLists };
}

export function readThreshold(form: HTMLElement, key: 'threshold_min' | 'threshold_max'): number | undefined {
  return count(form.closest<HTMLElement>(`[data-${key}]`)?.dataset[key]);
}

/** `data-custom_data` as WooCommerce's request sends it: an object's keys nested under `custom_data[…]`. */
export function customData(form: HTMLElement): Record<string, string> {
  const text = form.dataset.custom_data;
  if (text === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null)
      return Object.fromEntries(
        Object.entries(parsed).map(([key, value]) => [
          `custom_data[${key}]`,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      );
  } catch {
    // not JSON: sent as the plain string jQuery would read
  }
  return { custom_data: text };
}

/** The current choice: `attribute_x` → its select's value ('' = not chosen). */
export const chosenOf = (attributes: Attribute[]): Record<string, string> =>
  Object.fromEntries(attributes.map((a) => [a.name, a.select.value]));
