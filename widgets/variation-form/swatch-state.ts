/**
 * The swatch rules that need no DOM: which state a value's swatch shows (the plugin's selected, disabled,
 * no-stock) and the tooltip's note for it. The lists themselves are Swatches.tsx.
 */
import type { OptionState } from './matching';

/** The swatch plugin's options the swatches read, by its names (`woo_variation_swatches_options`). */
export interface SwatchSettings {
  clickable_out_of_stock: boolean;
  disable_out_of_stock: boolean;
  clear_on_reselect: boolean;
  deselect_unavailable: boolean;
  out_of_stock_tooltip_text: string;
  unavailable_tooltip_text: string;
  variation_label_separator: string;
  show_variation_label: boolean;
}

export type ItemState = 'enabled' | 'no-stock' | 'disabled';

/**
 * Out of stock is marked only with the paid plugin's options (`clickable_out_of_stock`,
 * `disable_out_of_stock`); the free plugin offers the value like any other, and choosing it shows the
 * variation as out of stock with the button disabled.
 */
function marksOutOfStock(settings: SwatchSettings): boolean {
  return settings.clickable_out_of_stock || settings.disable_out_of_stock;
}

export function itemState(state: OptionState | undefined, settings: SwatchSettings): ItemState {
  if (state === undefined || state === 'available') return 'enabled';
  if (state === 'out-of-stock') {
    if (settings.clickable_out_of_stock) return 'no-stock';
    return settings.disable_out_of_stock ? 'disabled' : 'enabled';
  }
  return 'disabled';
}

/** The tooltip's second line for a state (the plugin's `data-wvstooltip-out-of-stock`). */
export function stateNote(state: OptionState | undefined, settings: SwatchSettings): string {
  if (state === 'out-of-stock') return marksOutOfStock(settings) ? settings.out_of_stock_tooltip_text : '';
  if (state === 'inactive' || state === 'absent') return settings.unavailable_tooltip_text;
  return '';
}
