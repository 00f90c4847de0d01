/**
 * Quantity fields (SPEC §5 Quantity; reference §5): outside the cart page's quantity column, a value
 * below the field's `min` is raised to `min` on load.
 */
import { defineLegacyIsland } from '../../shared/island';

export default defineLegacyIsland({
  mount({ root }) {
    for (const input of root.querySelectorAll<HTMLInputElement>('input.qty')) {
      if (input.closest('.product-quantity')) continue;
      const min = Number.parseFloat(input.min);
      const value = Number.parseFloat(input.value);
      if (Number.isFinite(min) && Number.isFinite(value) && value < min) input.value = input.min;
    }
  },
});
