/**
 * Gallery lightbox (SPEC §2 "Image gallery", §8, §9 gallery: lightbox on, zoom and slider off; reference §4
 * "Gallery", plugins §3.2). Two root shapes, one island and one lightbox (ADR 0007):
 * - the product gallery, `div.woocommerce-product-gallery`: one item per `.woocommerce-product-gallery__image`;
 *   the slider (`slider.ts`, lazy) runs when `flexslider_enabled` is on and there is more than one image;
 * - a theme (Salient) gallery, e.g. `.wpb_gallery` or WP's `.gallery`: one item per image link.
 * A click on an item (or Space on it) opens the lightbox there; the lightbox code and focus-trap load on
 * first open, and the items are read then, so a variation's swapped image shows. Deep link
 * `#{gallery}-{index}` (1-based; gallery = the root's id, else "gallery" for the product gallery and
 * "galeria-{n}" for the page's n-th theme gallery): opening writes it, moving rewrites it, closing restores
 * the previous hash — with replaceState, as history is off in this shop, so Back leaves the page. A page
 * loaded with such a hash opens that image; a bad one is ignored.
 */
import { defineLegacyIsland, isPlainClick } from '../../shared/island';
import { singleProductParams, themeI18n } from '../../shared/params';
import { hashFor, indexFromHash } from './deep-link';

const SLIDE = '.woocommerce-product-gallery__image';
const PRODUCT = 'woocommerce-product-gallery';

export default defineLegacyIsland({
  props(root) {
    const product = root.classList.contains(PRODUCT);
    const slides = product
      ? [...root.querySelectorAll<HTMLElement>(SLIDE)]
      : [...root.querySelectorAll<HTMLElement>('a[href]:has(img)')];
    const broken = slides.findIndex((slide) => !slide.querySelector('img'));
    if (broken !== -1) throw new Error(`gallery image ${broken + 1} has no image`);
    const galleries = [...document.querySelectorAll(`[data-island="gallery"]:not(.${PRODUCT})`)];
    return {
      slides,
      product,
      gallery: root.id || (product ? 'gallery' : `galeria-${galleries.indexOf(root) + 1}`),
    };
  },
  mount({ root, props, signal, warn }) {
    const { slides, product, gallery } = props;
    if (!slides.length) return product ? undefined : warn('no image links to show');
    if (product) {
      const unsized = slides.findIndex((slide) => {
        const img = slide.querySelector('img')!;
        return !(
          Number(img.getAttribute('data-large_image_width')) > 0 &&
          Number(img.getAttribute('data-large_image_height')) > 0
        );
      });
      if (unsized !== -1)
        warn(`gallery image ${unsized + 1} has no valid large-image size; the lightbox uses its own size`);
    }
    const params = product ? singleProductParams() : undefined;
    const sliding =
      params?.flexslider_enabled && slides.length > 1
        ? import('./slider').then(
            ({ slider }) => slider(slides, params.flexslider, signal),
            (error) => warn('the slider could not be loaded', error),
          )
        : undefined;
    if (params && !params.photoswipe_enabled) return; // the shop turned the lightbox off
    let close: (() => void) | undefined;
    let previousHash = '';
    const labels = () => {
      const i18n = themeI18n();
      return {
        close: i18n.close,
        next: i18n.next,
        previous: i18n.previous,
        dialog: params
          ? params.i18n_product_gallery_trigger_text
          : (root.querySelector('h2,h3,h4')?.textContent ?? ''),
      };
    };
    const linkOf = (slide: Element | undefined) =>
      (slide?.closest('a') ?? slide?.querySelector('a')) || undefined;
    const writeHash = (hash: string) =>
      history.replaceState(history.state, '', hash || location.pathname + location.search);

    const open = async (start: number, opener?: HTMLElement) => {
      if (close) return;
      close = () => {}; // opening: a second click waits
      // Closing a lightbox the page was loaded into (a deep link) leaves no hash, so a reload shows the page.
      previousHash = indexFromHash(location.hash, gallery, slides.length) === undefined ? location.hash : '';
      try {
        const [{ openLightbox }, slideTo] = await Promise.all([import('./lightbox'), sliding]);
        slideTo?.(start); // the slider shows the opener, so focus can return to it
        opener?.focus();
        close = openLightbox({
          slides,
          start,
          theme: !product,
          labels: labels(),
          onShow: (index) => writeHash(hashFor(gallery, index)),
          onClose: () => {
            close = undefined;
            writeHash(previousHash);
          },
        });
      } catch (error) {
        close = undefined;
        warn('the lightbox could not be opened; following the image link', error);
        const href = linkOf(slides[start])?.href;
        if (href) location.assign(href);
      }
    };

    root.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        const index = slides.findIndex((slide) => slide.contains(target));
        if (index === -1 || !isPlainClick(event)) return;
        event.preventDefault();
        void open(index, target.closest('a') ?? undefined);
      },
      { signal },
    );
    for (const slide of slides) {
      const link = linkOf(slide);
      if (!link) continue;
      link.setAttribute('aria-haspopup', 'dialog');
      link.setAttribute('role', 'button'); // it opens a dialog rather than going to the file
      link.addEventListener(
        'keydown',
        (event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          link.click();
        },
        { signal },
      );
    }
    const fromHash = () => {
      const index = indexFromHash(location.hash, gallery, slides.length);
      if (index !== undefined && !close) void open(index, linkOf(slides[index]));
    };
    fromHash();
    addEventListener('hashchange', fromHash, { signal });
    signal.addEventListener('abort', () => close?.());
  },
});
