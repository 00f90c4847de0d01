/**
 * The page's cart, for every island that shows or changes it and for the cart-fragments service:
 * `add`, `remove` and `refresh` (requests, one queue), `applyFragments` (the one swap, checkout's order
 * review included), `fragmentsOf` / `readFragments` (the one check), the page-load `freshness` rules and the
 * fragment store. Use it as a namespace: `import * as cart from '../../shared/cart'`.
 */
export { fragmentsOf, MINI_CART, readFragments } from './check';
export { freshness } from './freshness';
export { add, refresh, remove, type AddHooks } from './requests';
export { cartStore, pageCartStore, storageWorks, type CartStore } from './storage';
export { applyFragments, dim, dimFragments, listenForCartChanges } from './swap';
