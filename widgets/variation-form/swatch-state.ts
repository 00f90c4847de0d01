/**
 * The swatch rules that need no DOM: which state a value's swatch shows (the plugin's selected, disabled,
 * no-stock) and the tooltip's note for it. The lists themselves are Swatches.tsx.
 */
import type { OptionState } from './matching';

export interface SwatchSettings {
  clickableOutOfStock: boolean;
  clearOnReselect: boolean;
  deselectUnavailable: boolean;
  outOfStockText: string;
  unavailableText: string;
  separator: string;
  showLabel: boolean;
}

export type ItemState = 'enabled' | 'no-stock' | 'disabled';

export function itemState(state: OptionState | undefined, settings: SwatchSettings): ItemState {
  if (state === undefined || state === 'available') return 'enabled';
  if (state === 'out-of-stock' && settings.clickableOutOfStock) return 'no-stock';
  return 'disabled';
}

/** The tooltip's second line for a state (the plugin's `data-wvstooltip-out-of-stock`). */
export function stateNote(state: OptionState | undefined, settings: SwatchSettings): string {
  if (state === 'out-of-stock') return settings.outOfStockText;
  if (state === 'inactive' || state === 'absent') return settings.unavailableText;
  return '';
}
