/**
 * Quantity fields: outside the cart page's quantity column, a value below the field's `min` is raised to
 * `min` when the island mounts (the cart table keeps what the shopper has, so an update can lower it).
 */
import { useLayoutEffect } from 'react';
import { useServerNodes } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';
import { clampedQuantity } from './clamp';

function Quantity({ root }: IslandProps<undefined>) {
  const inputs = useServerNodes<HTMLInputElement>(root, 'input.qty');
  useLayoutEffect(() => {
    for (const input of inputs) {
      if (input.closest('.product-quantity')) continue;
      const shown = clampedQuantity(input.value, input.min);
      if (shown !== input.value) input.value = shown;
    }
  }, [inputs]);
  return null;
}

export default defineIsland({ name: 'quantity', Component: Quantity });
