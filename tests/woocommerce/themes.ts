/**
 * What differs between the themes the real-shop suite runs on (setup-shop.php installs one of them): where the
 * shop shows the cart on every page and how a shopper reads it there, and the controls a theme draws its own
 * way. The flows take these from here and nothing theme-specific from anywhere else.
 */
import type { Page } from 'playwright-core';

export type ThemeName = 'storefront' | 'twentytwentyone';

export interface Theme {
  name: ThemeName;
  /**
   * The number of items the shop says the cart holds, where the theme shows it on every page; null while the
   * page shows no number yet (a placeholder the cart fragments have not filled).
   */
  cartCount(page: Page): Promise<number | null>;
  /** The mini-cart's content: the products in the cart, as WooCommerce's cart widget lists them. */
  miniCart: string;
  /** What the shopper ticks on the checkout to send the parcel to another address. */
  shipToDifferentAddress: string;
}

/** The leading count of "1 item", "3 items", or null when the text says no count. */
function countOf(text: string | null): number | null {
  const match = /^\s*(\d+)\s+items?\b/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The quantities the cart widget lists ("2 × 39,99 zł") added up; 0 for its empty-cart message; null while the
 * widget is still the empty placeholder WooCommerce prints for the fragments to fill.
 */
function widgetCount(lines: string[], empty: boolean): number | null {
  if (empty) return 0;
  if (lines.length === 0) return null;
  let total = 0;
  for (const line of lines) {
    const match = /^\s*(\d+)\s*×/.exec(line);
    if (!match) return null;
    total += Number(match[1]);
  }
  return total;
}

const storefront: Theme = {
  name: 'storefront',
  // The header's cart link: its count, and the mini-cart in the drop-down beside it.
  cartCount: async (page) => countOf(await page.textContent('.site-header-cart .cart-contents .count')),
  miniCart: '.site-header-cart .widget_shopping_cart_content',
  shipToDifferentAddress: '#ship-to-different-address-checkbox',
};

// No header cart: the shop owner's WooCommerce cart widget in the footer widget area.
const footerWidget = '.widget-area .widget_shopping_cart .widget_shopping_cart_content';
const twentytwentyone: Theme = {
  name: 'twentytwentyone',
  cartCount: async (page) => {
    const content = page.locator(footerWidget);
    const lines = await content.locator('.woocommerce-mini-cart-item .quantity').allTextContents();
    const empty = (await content.locator('.woocommerce-mini-cart__empty-message').count()) > 0;
    return widgetCount(lines, empty);
  },
  miniCart: footerWidget,
  // WooCommerce's styles for this theme hide the checkbox and draw a switch in its label.
  shipToDifferentAddress: '#ship-to-different-address label',
};

export const THEMES: Record<ThemeName, Theme> = { storefront, twentytwentyone };

export function themeOf(name: string): Theme {
  const theme = THEMES[name as ThemeName];
  if (!theme) throw new Error(`no selectors for the theme ${name}`);
  return theme;
}
