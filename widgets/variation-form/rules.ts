/**
 * The variation form's rules that need no DOM.
 */
import { count, str, type VariationEntry } from './variation-data';

/** What the add-to-cart button says: WooCommerce's classes `wc-variation-selection-needed` / `-is-unavailable`. */
export type ButtonState = 'selection-needed' | 'unavailable' | 'purchasable';

/** Purchasable = purchasable, in stock and visible. A hidden variation counts as no selection. */
export function buttonState(variation: VariationEntry | null): ButtonState {
  if (!variation || !variation.variation_is_visible) return 'selection-needed';
  return variation.is_purchasable && variation.is_in_stock ? 'purchasable' : 'unavailable';
}

export interface QuantityRule {
  value: number;
  min: number;
  /** undefined: no upper limit (the attribute is emptied). */
  max: number | undefined;
  hidden: boolean;
}

/**
 * Sold individually → 1 and the field hidden; otherwise the current value clamped to
 * min_qty/max_qty, an empty or unreadable value becoming min_qty.
 */
export function quantityFor(current: string, variation: VariationEntry): QuantityRule {
  if (variation.soldIndividually) return { value: 1, min: 1, max: undefined, hidden: true };
  const min = variation.minQty !== undefined && variation.minQty > 0 ? variation.minQty : 1;
  const max = variation.maxQty !== undefined && variation.maxQty >= min ? variation.maxQty : undefined;
  let value = count(current) ?? min;
  if (value < min) value = min;
  if (max !== undefined && value > max) value = max;
  return { value, min, max, hidden: false };
}

/**
 * WooCommerce's variation templates, without eval: `{{{ data.variation.key }}}` inserts the server's
 * HTML as is, `{{ data.variation.key }}` inserts text (escaped). Anything else in braces is left out.
 */
export function fillTemplate(template: string, variation: Record<string, unknown>): string {
  return template
    .replace(/<!\[CDATA\[|\]\]>/g, '')
    .replace(/<#[\s\S]*?#>|\{\{(\{?)([\s\S]*?)\}?\}\}/g, (_match, raw?: string, inner?: string) => {
      // Logic (`<# … #>`) and other expressions need wp.template's eval: never run, left out.
      const key = /^\s*data\.variation\.([A-Za-z0-9_]+)\s*$/.exec(inner ?? '')?.[1];
      const value = key ? variation[key] : undefined;
      return raw ? str(value) : escapeHtml(str(value));
    });
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The 'stock left' hint (swatches, stock display on): shown for a value when all attributes but one are
 * chosen, the value's first matching variation is in stock and its max_qty ≤ the threshold. A hidden
 * variation cannot be bought: its stock is never hinted (the stock info is reset for it).
 */
export function stockLeft(variation: VariationEntry | undefined, threshold: number): number | undefined {
  if (!variation?.is_in_stock || !variation.variation_is_visible) return undefined;
  if (variation.maxQty === undefined || variation.maxQty > threshold) return undefined;
  return variation.stockLeft ?? variation.maxQty;
}
