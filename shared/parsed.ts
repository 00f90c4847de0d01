/**
 * Resolves once the document is parsed and its stylesheets have arrived. An async loader can run while the
 * parser is still in the head; islands measure layout when they mount, and a measure taken before the theme's
 * CSS applies is wrong (and forces a layout the browser would have skipped).
 */
import { whenParsed } from './document-parsed';

export { whenParsed };

export const whenParsedAndStyled = (): Promise<unknown> =>
  whenParsed().then(() =>
    Promise.all(
      // A link's `sheet` is null until it loads; one that failed will not arrive later, so error counts too.
      // An empty media attribute is an empty query list, which matches.
      [...document.querySelectorAll<HTMLLinkElement>('link[rel~=stylesheet]')]
        .filter((link) => !link.sheet && !link.disabled && matchMedia(link.media).matches)
        .map(
          (link) =>
            new Promise((settled) => {
              link.addEventListener('load', settled);
              link.addEventListener('error', settled);
            }),
        ),
    ),
  );
