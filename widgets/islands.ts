import type { IslandModule, LegacyIslandModule, ServiceModule } from '../shared/island';
import cartFragments from './cart-fragments/index';

/* eslint-disable @typescript-eslint/no-explicit-any -- each island has its own props type */
export type Chunk = () => Promise<{ default: IslandModule<any> | LegacyIslandModule<any> | ServiceModule }>;

/** In the runtime itself: the page services (no React in them). */
const inRuntime =
  (module: IslandModule<any> | ServiceModule): Chunk =>
  () =>
    Promise.resolve({ default: module });

/**
 * Where each island's and service's code comes from: a chunk of its own, or the runtime (the services). Names
 * and strategies are widgets/manifest.json's; unit tests keep the lists equal and the build checks which are
 * in the runtime. (esbuild needs each `import()` written out to make its chunk.)
 */
export const chunks: Record<string, Chunk> = {
  'store-notice': () => import('./store-notice/index'),
  'coming-soon-banner': () => import('./coming-soon-banner/index'),
  'add-to-cart': () => import('./add-to-cart/index'),
  'mini-cart': () => import('./mini-cart/index'),
  'cart-fragments': inRuntime(cartFragments),
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
  cart: () => import('./cart/index'),
  checkout: () => import('./checkout/index'),
  address: () => import('./address/index'),
  'payment-methods': () => import('./payment-methods/index'),
  'installment-widget': () => import('./installment-widget/index'),
  'order-attribution': () => import('./order-attribution/index'),
};
