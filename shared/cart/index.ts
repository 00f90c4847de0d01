/**
 * The page's cart, for every island that shows or changes it and for the cart-fragments service: `refresh`,
 * `applyFragments` (the one swap, checkout's order review included), `fragmentsOf` / `readFragments` (the
 * one check), the page-load `freshness` rules and the fragment store. Use it as a namespace:
 * `import * as cart from '../../shared/cart'`. The requests that change the cart (one queue) are
 * `shared/cart/add` and `shared/cart/remove`, imported by the island that makes each: every page boots this
 * file, and a module is bundled whole wherever one of its exports is used.
 */
export { fragmentsOf, MINI_CART, readFragments } from './check';
export { freshness } from './freshness';
export { refresh } from './requests';
export { cartStore, pageCartStore, sharedFragments, storageWorks, type CartStore } from './storage';
export { applyFragments, dim, dimFragments, listenForCartChanges } from './swap';
