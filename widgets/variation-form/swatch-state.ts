/**
 * The swatch rules that need no DOM: which state a value's swatch shows (the plugin's selected, disabled,
 * no-stock) and the tooltip's note for it. The lists themselves are Swatches.tsx.
 */
import type { OptionState } from './matching';

export interface SwatchSettings {
  clickableOutOfStock: boolean;
  disableOutOfStock: boolean;
  clearOnReselect: boolean;
  deselectUnavailable: boolean;
  outOfStockText: string;
  unavailableText: string;
  separator: string;
  showLabel: boolean;
}

export type ItemState = 'enabled' | 'no-stock' | 'disabled';

/**
 * Out of stock is marked only with the paid plugin's options (`clickable_out_of_stock`,
 * `disable_out_of_stock`); the free plugin offers the value like any other, and choosing it shows the
 * variation as out of stock with the button disabled.
 */
function marksOutOfStock(settings: SwatchSettings): boolean {
  return settings.clickableOutOfStock || settings.disableOutOfStock;
}

export function itemState(state: OptionState | undefined, settings: SwatchSettings): ItemState {
  if (state === undefined || state === 'available') return 'enabled';
  if (state === 'out-of-stock') {
    if (settings.clickableOutOfStock) return 'no-stock';
    return settings.disableOutOfStock ? 'disabled' : 'enabled';
  }
  return 'disabled';
}

/** The tooltip's second line for a state (the plugin's `data-wvstooltip-out-of-stock`). */
export function stateNote(state: OptionState | undefined, settings: SwatchSettings): string {
  if (state === 'out-of-stock') return marksOutOfStock(settings) ? settings.outOfStockText : '';
  if (state === 'inactive' || state === 'absent') return settings.unavailableText;
  return '';
}
