/**
 * Product gallery lightbox (SPEC §2 "Image gallery", §9 gallery: lightbox on, zoom and slider off;
 * reference §4 "Gallery"). Root: `div.woocommerce-product-gallery`. A click on a gallery image (or Space
 * on it) opens the lightbox at that image; the lightbox code and focus-trap load on first open. Deep
 * link `#{gallery}-{index}` (1-based; gallery = the root's id, else "gallery"): opening writes it, moving
 * rewrites it, closing restores the previous hash — with replaceState, as history is off in this shop, so
 * Back leaves the page. A page loaded with such a hash opens that image; a bad one is ignored.
 */
import { defineIsland, isPlainClick } from '../../shared/island';
import { singleProductParams, themeI18n } from '../../shared/params';
import { type GalleryItem, hashFor, indexFromHash, readItem } from './items';

const SLIDE = '.woocommerce-product-gallery__image';

export default defineIsland({
  props(root) {
    const slides = [...root.querySelectorAll(SLIDE)];
    const items = slides.map(readItem);
    const broken = items.findIndex((item) => !item);
    if (broken !== -1) throw new Error(`gallery image ${broken + 1} has no image or link`);
    return { slides, items: items as GalleryItem[], gallery: root.id || 'gallery' };
  },
  mount({ root, props, signal, warn }) {
    const { slides, items, gallery } = props;
    if (!items.length) return;
    if (!singleProductParams().photoswipe_enabled) return; // the shop turned the lightbox off
    let close: (() => void) | undefined;
    let previousHash = '';
    const labels = () => {
      const i18n = themeI18n();
      return {
        close: i18n.close,
        next: i18n.next,
        previous: i18n.previous,
        dialog: singleProductParams().i18n_product_gallery_trigger_text,
      };
    };
    const writeHash = (hash: string) =>
      history.replaceState(history.state, '', hash || location.pathname + location.search);

    const open = async (start: number, opener?: HTMLElement) => {
      if (close) return;
      close = () => {}; // opening: a second click waits
      previousHash = location.hash;
      try {
        const { openLightbox } = await import('./lightbox');
        opener?.focus();
        close = openLightbox({
          items,
          start,
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
        const href = slides[start]?.querySelector('a')?.href;
        if (href) location.assign(href);
      }
    };

    root.addEventListener(
      'click',
      (event) => {
        const slide = (event.target as Element).closest(SLIDE);
        const index = slide ? slides.indexOf(slide) : -1;
        if (index === -1 || !isPlainClick(event)) return;
        event.preventDefault();
        void open(index, (event.target as Element).closest('a') ?? undefined);
      },
      { signal },
    );
    for (const slide of slides) {
      const link = slide.querySelector('a');
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
      const index = indexFromHash(location.hash, gallery, items.length);
      if (index !== undefined && !close) void open(index, slides[index]?.querySelector('a') ?? undefined);
    };
    fromHash();
    addEventListener('hashchange', fromHash, { signal });
    signal.addEventListener('abort', () => close?.());
  },
});
