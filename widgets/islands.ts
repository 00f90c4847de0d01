import type { IslandDefinition } from '../shared/island';

/**
 * The built-in islands: name (the `data-island` value) → lazy chunk + default hydration strategy.
 * `load` for what the shopper sees change at once; `idle` for controls whose link or form works
 * without us until then; `interaction` for what nobody needs before reaching for it.
 */
export const builtInIslands: Record<string, IslandDefinition> = {
  'store-notice': { deferUntil: 'load', load: () => import('./store-notice/index') },
  'coming-soon-banner': { deferUntil: 'interaction', load: () => import('./coming-soon-banner/index') },
  'add-to-cart': { deferUntil: 'idle', load: () => import('./add-to-cart/index') },
  'mini-cart': { deferUntil: 'idle', load: () => import('./mini-cart/index') },
  'cart-fragments': { deferUntil: 'idle', load: () => import('./cart-fragments/index') },
  'password-toggle': { deferUntil: 'idle', load: () => import('./password-toggle/index') },
  quantity: { deferUntil: 'load', load: () => import('./quantity/index') },
  'catalog-ordering': { deferUntil: 'idle', load: () => import('./catalog-ordering/index') },
  'result-count': { deferUntil: 'load', load: () => import('./result-count/index') },
  notices: { deferUntil: 'load', load: () => import('./notices/index') },
  header: { deferUntil: 'load', load: () => import('./header/index') },
  'fullscreen-header': { deferUntil: 'load', load: () => import('./fullscreen-header/index') },
  'fullscreen-zoom': { deferUntil: 'load', load: () => import('./fullscreen-zoom/index') },
  sidebar: { deferUntil: 'idle', load: () => import('./sidebar/index') },
  love: { deferUntil: 'idle', load: () => import('./love/index') },
  chat: { deferUntil: 'idle', load: () => import('./chat/index') },
  gallery: { deferUntil: 'idle', load: () => import('./gallery/index') },
  'related-products': { deferUntil: 'load', load: () => import('./related-products/index') },
  tabs: { deferUntil: 'load', load: () => import('./tabs/index') },
  'account-tabs': { deferUntil: 'load', load: () => import('./account-tabs/index') },
  'variation-form': {
    deferUntil: 'load',
    adopt: 'form.variations_form',
    load: () => import('./variation-form/index'),
  },
  'review-rating': { deferUntil: 'visible', load: () => import('./review-rating/index') },
  checkout: { deferUntil: 'load', load: () => import('./checkout/index') },
  'payment-methods': { deferUntil: 'idle', load: () => import('./payment-methods/index') },
  'installment-widget': { deferUntil: 'visible', load: () => import('./installment-widget/index') },
  'order-attribution': { deferUntil: 'idle', load: () => import('./order-attribution/index') },
};
