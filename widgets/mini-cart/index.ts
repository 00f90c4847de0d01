/**
 * Mini-cart widget (SPEC §2 "Mini-cart widget", §7 remove_from_cart; reference §1, §2): the root is the
 * widget (`div.widget_shopping_cart`), which outlives the `div.widget_shopping_cart_content` fragment
 * inside it. Remove links post their `cart_item_key` through the cart queue; no fragments or a failed
 * request → the browser follows the link (the no-JS path). Widgets marked hide-when-empty show only
 * while the cart has items, and as soon as an add starts.
 */
import { CART_REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { emit, on } from '../../shared/bus';
import { getCookie } from '../../shared/cookies';
import { safeUrl, wcAjax } from '../../shared/http';
import { defineLegacyIsland, isPlainClick, setShown, warnIsland } from '../../shared/island';
import { addToCartParams } from '../../shared/params';
import { cartQueue } from '../add-to-cart/queue';
import { readFragments } from '../add-to-cart/response';
import { dim, dimFragments, listenForCartChanges } from '../cart-fragments/swap';

const NAME = 'mini-cart';
const REMOVE = '.remove_from_cart_button';

async function removeFromCart(link: HTMLAnchorElement): Promise<void> {
  const key = link.dataset.cart_item_key ?? '';
  const href = safeUrl(link.getAttribute('href'), location.href);
  const follow = (why: string, detail?: unknown) => {
    warnIsland(NAME, `${why}; following the remove link`, detail);
    if (href) location.assign(href);
  };
  const undimRow = dim([link.closest('.woocommerce-mini-cart-item') ?? link]);
  await cartQueue.run(async () => {
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
        undimRow();
        return follow('the answer has no fragments', answer);
      }
      emit('removed_from_cart', [read.fragments, read.cartHash, link]);
    } catch (error) {
      undim();
      undimRow();
      follow('removing failed', error);
    }
  });
}

export default defineLegacyIsland({
  mount({ root, signal }) {
    listenForCartChanges();
    root.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE);
        if (!link || !root.contains(link)) return;
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void removeFromCart(link);
      },
      { signal },
    );
    root.addEventListener(
      'keydown',
      (event) => {
        const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE);
        if (event.key !== ' ' || !link) return;
        event.preventDefault();
        link.click();
      },
      { signal },
    );

    if (root.querySelector('.hide_cart_widget_if_empty')) {
      setShown(root, Number(getCookie('woocommerce_items_in_cart') ?? 0) > 0);
      const off = on('adding_to_cart', () => setShown(root, true));
      signal.addEventListener('abort', off);
    }
  },
});
