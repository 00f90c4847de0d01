/**
 * Bus → the native events WooCommerce Blocks listens to (its mini-cart and analytics), on every page.
 */
import { addOutlet, type WooEventName } from './bus';

const NATIVE_CART_EVENTS: Partial<Record<WooEventName, string>> = {
  added_to_cart: 'wc-blocks_added_to_cart',
  removed_from_cart: 'wc-blocks_removed_from_cart',
};

/** Cart changes made by our islands also reach Blocks' mini-cart and analytics as native events. */
export function bridgeNativeCartEvents(): () => void {
  return addOutlet({
    emit(name) {
      const native = NATIVE_CART_EVENTS[name];
      if (!native) return;
      // preserveCartData false: the Blocks store did not see this change and must fetch the cart.
      document.body.dispatchEvent(
        new CustomEvent(native, { bubbles: true, cancelable: true, detail: { preserveCartData: false } }),
      );
    },
    veto: () => true,
  });
}
