/**
 * Gallery lightbox for two root shapes, one island and one lightbox (ADR 0007):
 * - the product gallery, `div.woocommerce-product-gallery`: one item per `.woocommerce-product-gallery__image`;
 *   the slider (`slider.tsx`, lazy) runs when `flexslider_enabled` is on and there is more than one image;
 * - a theme (Salient) gallery, e.g. `.wpb_gallery` or WP's `.gallery`: one item per image link.
 * A click on an item (or Space on it) opens the lightbox there; the lightbox component and focus-trap load
 * on first open (`lightbox.tsx`), and the items are read then, so a variation's swapped image shows. Deep
 * link `#{gallery}-{index}` (1-based; gallery = the root's id, else "gallery" for the product gallery and
 * "galeria-{n}" for the page's n-th theme gallery): opening writes it, moving rewrites it, closing restores
 * the previous hash — with replaceState, as history is off in this shop, so Back leaves the page. A page
 * loaded with such a hash opens that image; a bad one is ignored.
 */
import { type ComponentType, useLayoutEffect, useRef, useState } from 'react';
import { useLatest, useListener, useParams } from '../../shared/hooks';
import { defineIsland, type IslandProps, isPlainClick } from '../../shared/island';
import { emit } from '../../shared/bus';
import { httpUrl } from '../../shared/http';
import { singleProductParams } from '../../shared/params-product';
import { themeI18n } from '../../shared/params-site';
import { hashFor, indexFromHash } from './deep-link';
import type { LightboxProps } from './lightbox';
import type { SliderProps } from './slider';
import type { ZoomProps } from './zoom';

const SLIDE = '.woocommerce-product-gallery__image';
const PRODUCT = 'woocommerce-product-gallery';

interface Props {
  slides: HTMLElement[];
  product: boolean;
  gallery: string;
}

/** The open lightbox: its component (loaded on first open) and what it shows. */
type Open = Omit<LightboxProps, 'onShow' | 'onClose'> & { Lightbox: ComponentType<LightboxProps> };
type Phase = 'closed' | 'opening' | 'open';

const linkOf = (slide: Element | undefined) =>
  (slide?.closest('a') ?? slide?.querySelector('a')) || undefined;
const writeHash = (hash: string) =>
  history.replaceState(history.state, '', hash || location.pathname + location.search);

/** A promise and its resolve, for the slider's `show` the opening lightbox waits for. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Warns about what the markup lacks: a theme gallery without image links, product images without a size. */
function useMarkupWarnings({ slides, product }: Props, warn: IslandProps<Props>['warn']): void {
  useLayoutEffect(() => {
    if (!slides.length) {
      if (!product) warn('no image links to show');
      return;
    }
    if (!product) return;
    const unsized = slides.findIndex((slide) => {
      const img = slide.querySelector('img')!;
      return !(
        Number(img.getAttribute('data-large_image_width')) > 0 &&
        Number(img.getAttribute('data-large_image_height')) > 0
      );
    });
    if (unsized !== -1)
      warn(`gallery image ${unsized + 1} has no valid large-image size; the lightbox uses its own size`);
  }, [slides, product, warn]);
}

/** The slider, loaded when it runs; `ready` resolves to its `show` (undefined if it could not load). */
function useSlider(
  slides: HTMLElement[],
  params: ReturnType<typeof singleProductParams> | undefined,
  warn: IslandProps<Props>['warn'],
) {
  const runs = !!params?.flexslider_enabled && slides.length > 1;
  const [ready] = useState(() => (runs ? deferred<((n: number) => void) | undefined>() : undefined));
  const [Slider, setSlider] = useState<ComponentType<SliderProps>>();
  useLayoutEffect(() => {
    if (!ready) return;
    let live = true;
    import('./slider').then(
      ({ default: loaded }) => live && setSlider(() => loaded),
      (error) => {
        warn('the slider could not be loaded', error);
        ready.resolve(undefined);
      },
    );
    return () => {
      live = false;
    };
  }, [ready, warn]);
  const slider =
    Slider && ready ? (
      <Slider slides={slides} flexslider={params!.flexslider} onReady={ready.resolve} />
    ) : null;
  return { slider, ready: ready?.promise };
}

/** The theme's zoom (`zoom_enabled`): the trigger and the hover zoom, in their own chunk, loaded at mount. */
function useZoom(on: boolean, warn: IslandProps<Props>['warn']) {
  const [Zoom, setZoom] = useState<ComponentType<ZoomProps>>();
  useLayoutEffect(() => {
    if (on)
      import('./zoom').then(
        ({ default: loaded }) => setZoom(() => loaded),
        (error) => warn('the zoom could not be loaded', error),
      );
  }, [on, warn]);
  return Zoom;
}

/** Tells a product gallery's set-up as WooCommerce's script does: with the element and the shop's params. */
function useGalleryInit(
  gallery: HTMLElement | null,
  name: 'wc-product-gallery-before-init' | 'wc-product-gallery-after-init',
) {
  useLayoutEffect(() => {
    const params = (window as { wc_single_product_params?: unknown }).wc_single_product_params;
    if (gallery) emit(name, [gallery, params], gallery);
  }, [gallery, name]);
}

/**
 * The shop's gallery params, with what a script handed `wc_product_gallery( args )` (the jQuery API leaves
 * it on the root): as in WooCommerce, args turn the slider, zoom or lightbox off, never on, and bring their
 * own slider options.
 */
function galleryParams(root: HTMLElement) {
  const params = singleProductParams();
  const args = (root as HTMLElement & { wcIslandsArgs?: Record<string, unknown> }).wcIslandsArgs;
  if (!args) return params;
  const off = (flag: 'flexslider_enabled' | 'zoom_enabled' | 'photoswipe_enabled') =>
    args[flag] !== false && params[flag];
  const options = args.flexslider;
  return {
    ...params,
    flexslider_enabled: off('flexslider_enabled'),
    zoom_enabled: off('zoom_enabled'),
    photoswipe_enabled: off('photoswipe_enabled'),
    flexslider: typeof options === 'object' && options ? (options as Record<string, unknown>) : {},
  };
}

function Gallery({ root, props, warn }: IslandProps<Props>) {
  const { slides, product, gallery } = props;
  const params = useParams(() => (product ? galleryParams(root) : undefined));
  const [links] = useState(() => slides.map(linkOf));
  const [open, setOpen] = useState<Open>();
  const phase = useRef<Phase>('closed');
  const previousHash = useRef('');
  useMarkupWarnings(props, warn);
  const { slider, ready } = useSlider(slides, params, warn);
  // The shop may turn the lightbox off; the slider still runs.
  const enabled = slides.length > 0 && (!params || params.photoswipe_enabled);
  const Zoom = useZoom(enabled && !!params?.zoom_enabled, warn);

  const openAt = async (start: number, opener?: HTMLElement) => {
    if (phase.current !== 'closed') return; // opening: a second click waits
    phase.current = 'opening';
    // Closing a lightbox the page was loaded into (a deep link) leaves no hash, so a reload shows the page.
    previousHash.current =
      indexFromHash(location.hash, gallery, slides.length) === undefined ? location.hash : '';
    try {
      const [lightbox, slideTo] = await Promise.all([import('./lightbox'), ready]);
      const items = lightbox.readItems(slides);
      slideTo?.(start); // the slider shows the opener, so focus can return to it
      opener?.focus();
      const i18n = themeI18n(true);
      const dialog = params
        ? params.i18n_product_gallery_trigger_text
        : (root.querySelector('h2,h3,h4')?.textContent ?? '');
      phase.current = 'open';
      setOpen({
        Lightbox: lightbox.default,
        items,
        start,
        theme: !product,
        labels: { close: i18n.close, next: i18n.next, previous: i18n.previous, dialog },
      });
    } catch (error) {
      phase.current = 'closed';
      warn('the lightbox could not be opened; following the image link', error);
      // The link may be printed by anyone: only an http(s) address is followed.
      const href = httpUrl(linkOf(slides[start])?.getAttribute('href'), location.href);
      if (href) location.assign(href);
    }
  };
  const onClose = () => {
    phase.current = 'closed';
    setOpen(undefined);
    writeHash(previousHash.current);
  };
  const fromHash = () => {
    const index = indexFromHash(location.hash, gallery, slides.length);
    if (index !== undefined) void openAt(index, links[index]);
  };

  // Around the set-up, as WooCommerce's script announces it.
  useGalleryInit(product ? root : null, 'wc-product-gallery-before-init');
  useLayoutEffect(() => {
    // The template starts the product gallery transparent for its script to fade in (CSSOM: CSP-safe);
    // with the slider, once it has laid the images out.
    const show = () => product && (root.style.opacity = '1');
    if (ready) void ready.then(show);
    else show();
    if (!enabled) return;
    for (const link of links) {
      link?.setAttribute('aria-haspopup', 'dialog');
      link?.setAttribute('role', 'button'); // it opens a dialog rather than going to the file
    }
  }, [root, product, enabled, links, ready]);
  const latestFromHash = useLatest(fromHash);
  useLayoutEffect(() => {
    if (enabled) latestFromHash.current();
  }, [enabled, latestFromHash]);
  useGalleryInit(product ? root : null, 'wc-product-gallery-after-init');
  useListener(enabled ? window : null, 'hashchange', fromHash);
  useListener<MouseEvent>(enabled ? root : null, 'click', (event) => {
    const target = event.target as Element;
    const index = slides.findIndex((slide) => slide.contains(target));
    if (index === -1 || !isPlainClick(event)) return;
    event.preventDefault();
    void openAt(index, target.closest('a') ?? undefined);
  });
  useListener<KeyboardEvent>(enabled ? root : null, 'keydown', (event) => {
    const link = links.find((l) => l && l === event.target);
    if (event.key !== ' ' || !link) return;
    event.preventDefault();
    link.click();
  });

  /** Opens at the slide the slider shows (the first without a slider). */
  const openShown = () => {
    const i = Math.max(
      0,
      slides.findIndex((s) => s.classList.contains('flex-active-slide')),
    );
    void openAt(i, links[i]);
  };
  return (
    <>
      {slider}
      {Zoom && (
        <Zoom
          root={root}
          slides={slides}
          label={params!.i18n_product_gallery_trigger_text}
          onOpen={openShown}
        />
      )}
      {open && (
        <open.Lightbox {...open} onShow={(index) => writeHash(hashFor(gallery, index))} onClose={onClose} />
      )}
    </>
  );
}

export default defineIsland({
  name: 'gallery',
  props(root): Props {
    const product = root.classList.contains(PRODUCT);
    const slides = product
      ? [...root.querySelectorAll<HTMLElement>(SLIDE)]
      : [...root.querySelectorAll<HTMLElement>('a[href]:has(img)')];
    const broken = slides.findIndex((slide) => !slide.querySelector('img'));
    if (broken !== -1) throw new Error(`gallery image ${broken + 1} has no image`);
    const galleries = [...document.querySelectorAll('[data-island="gallery"]')].filter(
      (el) => !el.classList.contains(PRODUCT),
    );
    return {
      slides,
      product,
      gallery: root.id || (product ? 'gallery' : `galeria-${galleries.indexOf(root) + 1}`),
    };
  },
  Component: Gallery,
});
