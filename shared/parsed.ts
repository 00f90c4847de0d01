/**
 * Resolves once the page's stylesheets have arrived. The runtime comes after the parsed document (the loader
 * imports it then), but a stylesheet printed late, in the footer, may still be on its way; islands measure
 * layout when they mount, and a measure taken before the theme's CSS applies is wrong (and forces a layout the
 * browser would have skipped).
 */
export const whenStyled = (): Promise<unknown> =>
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
  );
