/**
 * What the product gallery lightbox shows (SPEC §3 Gallery image; reference §4): one item per
 * `.woocommerce-product-gallery__image`, from its image's `data-large_image` and sizes, `alt`, and the
 * caption, falling back to the title. And the deep-link hash `#{gallery}-{index}` (1-based). Pure.
 */
export interface GalleryItem {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

export function readItem(slide: Element): GalleryItem | undefined {
  const img = slide.querySelector('img');
  const link = slide.querySelector('a');
  const src =
    img?.getAttribute('data-large_image') || link?.getAttribute('href') || img?.getAttribute('src') || '';
  if (!img || !src) return undefined;
  const size = (name: string, fallback: number) => {
    const n = Number(img.getAttribute(name));
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    src,
    width: size('data-large_image_width', size('width', 0)),
    height: size('data-large_image_height', size('height', 0)),
    alt: img.getAttribute('alt') ?? '',
    caption: img.getAttribute('data-caption') || img.getAttribute('title') || '',
  };
}

/** `#gallery-3` → index 2 of gallery 'gallery'; anything else (another gallery, 0, past the end) → undefined. */
export function indexFromHash(hash: string, gallery: string, count: number): number | undefined {
  const prefix = `#${gallery}-`;
  if (!hash.startsWith(prefix)) return undefined;
  const rest = hash.slice(prefix.length);
  if (!/^\d+$/.test(rest)) return undefined;
  const index = Number(rest) - 1;
  return index >= 0 && index < count ? index : undefined;
}

export function hashFor(gallery: string, index: number): string {
  return `#${gallery}-${index + 1}`;
}
