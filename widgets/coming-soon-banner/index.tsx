/**
 * Coming-soon footer banner: its dismiss link POSTs `woocommerce_meta[coming_soon_banner_dismissed]=yes`
 * to the REST URL in `data-rest-url` with the nonce in `data-rest-nonce`; the banner hides when the
 * request completes, whether it succeeded or not. The island wakes on the first click, which the registry
 * replays right after mounting: the listeners are attached in layout effects, so they are there for it.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useListener, useUnmountSignal } from '../../shared/hooks';
import { safeUrl } from '../../shared/http';
import { defineIsland, type IslandProps, setShown } from '../../shared/island';
import { restClient } from '../../shared/rest';

const DISMISS = '.coming-soon-footer-banner-dismiss';
const linkData = z.object({
  restUrl: z.string().check(z.minLength(1, 'data-rest-url is empty')),
  restNonce: z._default(z.string(), ''),
});

interface BannerProps {
  link: HTMLElement;
  url: string;
  nonce: string;
}

function ComingSoonBanner({ root, props, warn }: IslandProps<BannerProps>) {
  const signal = useUnmountSignal();
  const [dismissed, setDismissed] = useState(false);
  const sending = useRef(false); // a second click may come before the banner hides

  useLayoutEffect(() => {
    if (dismissed) setShown(root, false);
  }, [root, dismissed]);

  const dismiss = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== ' ') return; // Enter clicks the link by itself
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    restClient()
      .fetch({
        url: props.url,
        method: 'POST',
        nonce: props.nonce,
        form: { 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' },
        signal,
      })
      .catch((error: unknown) => warn('the dismissal was not saved', error))
      .finally(() => setDismissed(true));
  };
  useListener(props.link, 'click', dismiss);
  useListener(props.link, 'keydown', dismiss);
  return null;
}

export default defineIsland({
  name: 'coming-soon-banner',
  props(root): BannerProps {
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
  Component: ComingSoonBanner,
});
