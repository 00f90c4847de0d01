import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('quantity island', () => {
  it('raises a value below min on mount, except in the cart table', () => {
    document.body.innerHTML =
      '<div class="quantity" data-island="quantity"><input class="qty" type="number" min="2" value="1"></div>' +
      '<table><tr><td class="product-quantity"><div class="quantity" data-island="quantity">' +
      '<input class="qty" type="number" min="2" value="1"></div></td></tr></table>';
    const [plain, inCart] = document.querySelectorAll<HTMLElement>('.quantity');
    const unmount = [plain!, inCart!].map((root) => renderIsland(island.Component, root, undefined, vi.fn()));
    expect([...document.querySelectorAll('input')].map((input) => input.value)).toEqual(['2', '1']);
    unmount.forEach((stop) => stop());
  });
});
