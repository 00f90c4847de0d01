/**
 * Removing a mini-cart line, through the page's one cart queue. Only the mini-cart island imports this, so
 * it travels in that island's chunk and not in what every page boots.
 */
import { emit } from '../bus';
import { CART_REQUEST_TIMEOUT_MS } from '../constants';
import { safeUrl, wcAjax } from '../http';
import { addToCartParams } from '../params-site';
import { readFragments } from './check';
import { inCartQueue } from './queue';
import { dimFragments } from './swap';

/**
 * Removes a mini-cart line by its remove link's `cart_item_key`. No fragments in the answer, or a failed
 * request: one warning, and the browser follows the link (same-site links only), the no-JS path.
 */
export async function remove(
  link: HTMLAnchorElement,
  warn: (message: string, detail?: unknown) => void,
): Promise<void> {
  const key = link.dataset.cart_item_key ?? '';
  const href = safeUrl(link.getAttribute('href'), location.href);
  const follow = (why: string, detail?: unknown) => {
    warn(`${why}; following the remove link`, detail);
    if (href) location.assign(href);
  };
  await inCartQueue(async () => {
    const undim = dimFragments();
    try {
      const answer = await wcAjax(
        'remove_from_cart',
        { cart_item_key: key },
        { urlTemplate: addToCartParams().wc_ajax_url, timeout: CART_REQUEST_TIMEOUT_MS },
      );
      const read = readFragments(answer);
      if (!read) {
        undim();
        return follow('the answer has no fragments', answer);
      }
      emit('removed_from_cart', [read.fragments, read.cartHash, link]);
    } catch (error) {
      undim();
      follow('removing failed', error);
    }
  });
}
