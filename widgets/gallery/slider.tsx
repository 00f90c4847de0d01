/**
 * The product gallery slider, a component in its own chunk: loaded only when
 * `wc_single_product_params.flexslider_enabled` is on and there are two images or more (the shop has it
 * off; on, it slides in 500 ms, with thumbnails, no loop). It enhances the server's slides in place: they
 * stay in their wrapper, one shown at a time by moving them (`flexslider.animationSpeed`, default 500 ms;
 * none under prefers-reduced-motion), the others inert. Thumbnails (`ol.flex-control-nav.flex-control-thumbs`,
 * WooCommerce's classes, from each slide's `data-thumb` / `data-thumb-alt`) are buttons rendered after the
 * wrapper. Swipe moves one slide (mirrored in RTL). A new first image (a chosen variation) brings the first
 * slide back, as WooCommerce resets the slide position. It lays the slides out itself, as the classic slider
 * does (one row in a clipped viewport, each slide the gallery's width, a row of four thumbnails), so any
 * theme's CSS works; the numbers match what Salient's CSS gives, so mounting moves nothing there.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { GALLERY_SLIDE_ANIMATION_MS } from '../../shared/constants';
import { useBus, useLatest, useListener, useOwnedContainer } from '../../shared/hooks';
import { httpUrl } from '../../shared/http';
import { reducedMotion } from '../../shared/motion';

const SLIDER_CLASS = 'woocommerce-product-gallery--slider';

export interface SliderProps {
  slides: HTMLElement[];
  flexslider: Record<string, unknown>;
  /** Receives `show(n)`: slide n (0-based) at once, already in place when it returns. */
  onReady(show: (n: number) => void): void;
}

/** Puts slide `index` in view, the others aside and inert. */
function place(slides: HTMLElement[], index: number, rtl: boolean, transition: string): void {
  slides.forEach((slide, n) => {
    slide.style.transition = transition;
    slide.style.transform = `translateX(${index * (rtl ? 100 : -100)}%)`;
    slide.classList.toggle('flex-active-slide', n === index);
    slide.inert = n !== index; // off-screen slides take no focus or clicks
  });
}

/** The viewport: the wrapper as one clipped row of full-width slides, whatever the theme's CSS says. */
const FRAME = ';display:flex;overflow:hidden;touch-action:pan-y pinch-zoom';
const SLIDE = ';flex:0 0 100%;min-width:0';
const THUMBS = ';display:flex;gap:8px;margin:8px 0 0;padding:0;overflow-x:auto;list-style:none';
const THUMB = { flex: '0 0 calc(25% - 6px)', margin: 0, listStyle: 'none' };
const THUMB_BUTTON = { display: 'block', width: '100%', padding: 0, border: 0, background: 'none' };
const THUMB_IMAGE = { display: 'block', width: '100%' };

/** Adds inline rules to an element; the returned undo gives it its own style back. */
function addStyle(el: HTMLElement, rules: string): () => void {
  const own = el.style.cssText;
  el.style.cssText += rules;
  return () => (el.style.cssText = own);
}

/** The wrapper and gallery are the slider's: its class, layout and touch handling, undone on unmount. */
function useSliderFrame(slides: HTMLElement[], wrapper: HTMLElement, root: HTMLElement): void {
  useLayoutEffect(() => {
    const added = !root.classList.contains(SLIDER_CLASS);
    root.classList.add(SLIDER_CLASS); // horizontal swipes are ours
    const undo = [wrapper, ...slides].map((el, n) => addStyle(el, n ? SLIDE : FRAME));
    return () => {
      if (added) root.classList.remove(SLIDER_CLASS);
      undo.forEach((f) => f());
      for (const slide of slides) {
        slide.inert = false;
        slide.classList.remove('flex-active-slide');
      }
    };
  }, [slides, wrapper, root]);
}

export default function Slider({ slides, flexslider, onReady }: SliderProps) {
  const [wrapper] = useState(() => slides[0]!.parentElement!);
  const root = wrapper.parentElement!;
  const speed = Number(flexslider.animationSpeed ?? GALLERY_SLIDE_ANIMATION_MS) || 0;
  const [rtl] = useState(() => getComputedStyle(root).direction === 'rtl');
  const [thumbs] = useState(() =>
    slides.map((slide) => {
      const image = slide.querySelector('img');
      return {
        src: slide.getAttribute('data-thumb') || image?.src || '',
        alt: slide.getAttribute('data-thumb-alt') ?? image?.alt ?? '',
      };
    }),
  );
  const [index, setIndex] = useState(0);
  const animate = useRef(false);
  const buttons = useRef<HTMLButtonElement[]>([]);
  const startX = useRef<number>(undefined);
  const swiped = useRef(false);
  useSliderFrame(slides, wrapper, root);
  const list = useOwnedContainer('ol', (ol) => root.append(ol), 'flex-control-nav flex-control-thumbs');
  useLayoutEffect(() => addStyle(list, THUMBS), [list]);

  const go = (to: number, animated = true) => {
    animate.current = animated;
    setIndex(Math.max(0, Math.min(slides.length - 1, to))); // no loop
  };
  const latestGo = useLatest(go);
  useLayoutEffect(() => {
    const moving = animate.current && speed && !reducedMotion() ? `transform ${speed}ms ease` : 'none';
    place(slides, index, rtl, moving);
    const box = list.getBoundingClientRect();
    const thumb = buttons.current[index]?.getBoundingClientRect();
    if (thumb) list.scrollBy({ left: thumb.left - box.left - (box.width - thumb.width) / 2 });
  }, [slides, index, rtl, speed, list]);
  useLayoutEffect(() => {
    // Placed at once as well: the lightbox focuses the slide right after, which must not be inert then.
    onReady((n) => {
      place(slides, n, rtl, 'none');
      latestGo.current(n, false);
    });
  }, [onReady, slides, rtl, latestGo]);
  useLayoutEffect(() => {
    const image = slides[0]!.querySelector('img');
    if (!image) return;
    const first = new MutationObserver(() => latestGo.current(0));
    first.observe(image, { attributeFilter: ['src'] });
    return () => first.disconnect();
  }, [slides, latestGo]);
  // Asked for by the variation form or a theme, on the gallery, as WooCommerce's slider is.
  useBus('woocommerce_gallery_reset_slide_position', (_, target) => target === root && latestGo.current(0));

  useListener<PointerEvent>(wrapper, 'pointerdown', (event) => {
    if (event.isPrimary) startX.current = event.clientX;
    swiped.current = false;
  });
  useListener(wrapper, 'pointercancel', () => (startX.current = undefined));
  useListener<PointerEvent>(wrapper, 'pointerup', (event) => {
    if (startX.current === undefined) return;
    const dx = event.clientX - startX.current;
    startX.current = undefined;
    if (Math.abs(dx) < 50) return;
    swiped.current = true;
    go(index + (dx < 0 ? 1 : -1) * (rtl ? -1 : 1));
  });
  // A swipe that ends on the image link is not a click on it (the lightbox stays shut).
  useListener(
    wrapper,
    'click',
    (event) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { capture: true },
  );
  useListener(wrapper, 'dragstart', (event) => event.preventDefault());

  return createPortal(
    thumbs.map((thumb, n) => (
      <li key={n} style={THUMB}>
        <button
          style={THUMB_BUTTON}
          ref={(el) => {
            if (el) buttons.current[n] = el;
          }}
          type="button"
          aria-current={n === index ? 'true' : 'false'}
          onClick={() => go(n)}
        >
          <img
            src={httpUrl(thumb.src, location.href) && thumb.src}
            alt={thumb.alt}
            style={THUMB_IMAGE}
            className={n === index ? 'flex-active' : undefined}
          />
        </button>
      </li>
    )),
    list,
  );
}
