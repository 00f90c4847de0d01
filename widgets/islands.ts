import type { IslandModule, LegacyIslandModule, ServiceModule } from '../shared/island';

/* eslint-disable @typescript-eslint/no-explicit-any -- each island has its own props type */
type Chunk = () => Promise<{ default: IslandModule<any> | LegacyIslandModule<any> | ServiceModule }>;

/**
 * Where each island's and service's chunk comes from. Names and strategies are widgets/manifest.json's; a
 * unit test keeps the two lists equal. (esbuild needs each `import()` written out to make its chunk.)
 */
export const chunks: Record<string, Chunk> = {
  'store-notice': () => import('./store-notice/index'),
  'coming-soon-banner': () => import('./coming-soon-banner/index'),
  'add-to-cart': () => import('./add-to-cart/index'),
  'mini-cart': () => import('./mini-cart/index'),
  'cart-fragments': () => import('./cart-fragments/index'),
  'password-toggle': () => import('./password-toggle/index'),
  quantity: () => import('./quantity/index'),
  'catalog-ordering': () => import('./catalog-ordering/index'),
  'result-count': () => import('./result-count/index'),
  notices: () => import('./notices/index'),
  header: () => import('./header/index'),
  'fullscreen-header': () => import('./fullscreen-header/index'),
  'fullscreen-zoom': () => import('./fullscreen-zoom/index'),
  sidebar: () => import('./sidebar/index'),
  love: () => import('./love/index'),
  chat: () => import('./chat/index'),
  gallery: () => import('./gallery/index'),
  'related-products': () => import('./related-products/index'),
  tabs: () => import('./tabs/index'),
  'account-tabs': () => import('./account-tabs/index'),
  'variation-form': () => import('./variation-form/index'),
  'review-rating': () => import('./review-rating/index'),
  checkout: () => import('./checkout/index'),
  'payment-methods': () => import('./payment-methods/index'),
  'installment-widget': () => import('./installment-widget/index'),
  'order-attribution': () => import('./order-attribution/index'),
};
