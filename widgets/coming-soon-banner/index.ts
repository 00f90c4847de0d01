/**
 * Coming-soon footer banner (SPEC §2, §4, §7): its dismiss link POSTs
 * `woocommerce_meta[coming_soon_banner_dismissed]=yes` to the REST URL in `data-rest-url` with the nonce
 * in `data-rest-nonce`; the banner hides when the request completes, whether it succeeded or not.
 */

import * as z from 'zod/mini';
import { defineLegacyIsland, setShown } from '../../shared/island';
import { safeUrl } from '../../shared/http';
import { restClient } from '../../shared/rest';

const DISMISS = '.coming-soon-footer-banner-dismiss';
const linkData = z.object({
  restUrl: z.string().check(z.minLength(1, 'data-rest-url is empty')),
  restNonce: z._default(z.string(), ''),
});

export default defineLegacyIsland({
  props(root) {
    const link = root.querySelector<HTMLElement>(DISMISS);
    if (!link) throw new Error(`no ${DISMISS} inside`);
    const result = z.safeParse(linkData, link.dataset);
    if (!result.success)
      throw new Error(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    // The nonce must never leave the site: only a same-origin URL is accepted.
    const url = safeUrl(result.data.restUrl, location.href);
    if (!url) throw new Error(`data-rest-url "${result.data.restUrl}" is not a link into this shop`);
    return { link, url, nonce: result.data.restNonce };
  },
  mount({ root, props, signal, warn }) {
    let sending = false;
    const dismiss = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== ' ') return; // Enter clicks the link by itself
      event.preventDefault();
      if (sending) return;
      sending = true;
      restClient()
        .fetch({
          url: props.url,
          method: 'POST',
          nonce: props.nonce,
          form: { 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' },
          signal,
        })
        .catch((error: unknown) => warn('the dismissal was not saved', error))
        .finally(() => setShown(root, false));
    };
    props.link.addEventListener('click', dismiss, { signal });
    props.link.addEventListener('keydown', dismiss, { signal });
  },
});
