/**
 * Cart fragments are a page service (see ./service.ts), started by the loader from the manifest. Until
 * every page's loader starts services, the registry still mounts `data-island="cart-fragments"` roots:
 * the default export below starts the service for the first one and leaves it running for the page.
 */
import { defineLegacyIsland } from '../../shared/island';
import service from './service';

export { service };

// The shim's only state: however many roots mark the page, the service runs once, for the whole page.
let started = false;

export default defineLegacyIsland({
  mount() {
    if (started) return;
    started = true;
    service.start();
  },
});
