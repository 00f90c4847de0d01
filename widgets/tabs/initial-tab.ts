/**
 * Which product tab opens on load: reviews when the hash contains 'comment-' or is '#reviews' /
 * '#tab-reviews', or the URL contains 'comment-page-' or 'cpage='; additional information for
 * '#tab-additional_information'; otherwise the first tab. Pure: tested with every URL case.
 */
export function initialTab(
  location: { href: string; hash: string },
  keys: readonly string[],
): string | undefined {
  const { hash, href } = location;
  const wantsReviews =
    hash.includes('comment-') ||
    hash === '#reviews' ||
    hash === '#tab-reviews' ||
    href.includes('comment-page-') ||
    href.includes('cpage=');
  if (wantsReviews && keys.includes('reviews')) return 'reviews';
  if (hash === '#tab-additional_information' && keys.includes('additional_information'))
    return 'additional_information';
  return keys[0];
}

/**
 * The tab a later hash change asks for: the same rules, plus `#tab-<key>` for any tab. Undefined when the
 * hash is about something else (the page keeps its tab).
 */
export function tabForHash(hash: string, keys: readonly string[]): string | undefined {
  if (hash.includes('comment-') || hash === '#reviews' || hash === '#tab-reviews') {
    return keys.includes('reviews') ? 'reviews' : undefined;
  }
  const key = /^#tab-(.+)$/.exec(hash)?.[1];
  return key && keys.includes(key) ? key : undefined;
}
