/**
 * What the lightbox shows. One item per product slide
 * (`.woocommerce-product-gallery__image`) or per theme image link (`a[href]` around an `img`): the large
 * image (`data-large_image`, else the link, else the image), its size (a product image's own size as the
 * fallback), `alt`, and the caption
 * (`data-caption`, the image's `title`, the link's `title` as Salient reads it, a WP gallery caption).
 * Read when the lightbox opens (this module goes with the lazy lightbox), so a swapped variation image
 * shows. Pure.
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
  const link = slide.closest('a') ?? slide.querySelector('a');
  const src =
    img?.getAttribute('data-large_image') || link?.getAttribute('href') || img?.getAttribute('src') || '';
  if (!img || !src) return undefined;
  const size = (name: string, fallback: number) => {
    const n = Number(img.getAttribute(name));
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  // A product slide's image has the large one's shape; a theme link's may be a cropped thumbnail.
  const own = link !== slide;
  return {
    src,
    width: size('data-large_image_width', own ? size('width', 0) : 0),
    height: size('data-large_image_height', own ? size('height', 0) : 0),
    alt: img.getAttribute('alt') ?? '',
    caption:
      img.getAttribute('data-caption') ||
      img.title ||
      link?.title ||
      slide.closest('.gallery-item')?.querySelector('.gallery-caption')?.textContent?.trim() ||
      '',
  };
}
