/**
 * The product gallery slider (SPEC §9: off in this shop; if on: slide animation 500 ms, thumbnail
 * navigation, no loop, not run with one image; reference §4 "Flexslider"). Loaded only when
 * `wc_single_product_params.flexslider_enabled` is on and there are two images or more. It enhances the
 * server's slides in place: they stay in their wrapper, one shown at a time by moving them
 * (`params.flexslider.animationSpeed`, default 500 ms; none under prefers-reduced-motion), the others inert.
 * Thumbnails (`ol.flex-control-nav.flex-control-thumbs`, WooCommerce's classes, from each slide's
 * `data-thumb` / `data-thumb-alt`) are buttons below. Swipe moves one slide (mirrored in RTL). A new first
 * image (a chosen variation) brings the first slide back, as WooCommerce's reset of the slide position.
 * The theme's CSS lays the slides out in one row (the gallery README), so mounting moves nothing.
 */
import { GALLERY_SLIDE_ANIMATION_MS } from '../../shared/constants';

/** Runs the slider; returns a function that shows slide `n` (0-based) at once. */
export function slider(
  slides: HTMLElement[],
  flexslider: Record<string, unknown>,
  signal: AbortSignal,
): (n: number) => void {
  const wrapper = slides[0]!.parentElement!;
  const root = wrapper.parentElement!;
  const speed = Number(flexslider.animationSpeed ?? GALLERY_SLIDE_ANIMATION_MS) || 0;
  const rtl = getComputedStyle(root).direction === 'rtl';
  const added = !root.classList.contains('woocommerce-product-gallery--slider');
  root.classList.add('woocommerce-product-gallery--slider');
  wrapper.style.touchAction = 'pan-y pinch-zoom'; // horizontal swipes are ours
  const list = document.createElement('ol');
  list.className = 'flex-control-nav flex-control-thumbs';
  let index = 0;
  const thumbs = slides.map((slide, i) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    const img = document.createElement('img');
    const image = slide.querySelector('img');
    img.src = slide.getAttribute('data-thumb') || image?.src || '';
    img.alt = slide.getAttribute('data-thumb-alt') ?? image?.alt ?? '';
    button.append(img);
    item.append(button);
    list.append(item);
    button.addEventListener('click', () => go(i));
    return button;
  });
  const go = (to: number, animate = true) => {
    index = Math.max(0, Math.min(slides.length - 1, to)); // no loop
    const moving =
      animate && speed && !matchMedia('(prefers-reduced-motion: reduce)').matches
        ? `transform ${speed}ms ease`
        : 'none';
    slides.forEach((slide, n) => {
      slide.style.transition = moving;
      slide.style.transform = `translateX(${index * (rtl ? 100 : -100)}%)`;
      slide.classList.toggle('flex-active-slide', n === index);
      slide.inert = n !== index; // off-screen slides take no focus or clicks
      thumbs[n]!.setAttribute('aria-current', String(n === index));
      thumbs[n]!.firstElementChild!.classList.toggle('flex-active', n === index);
    });
    const box = list.getBoundingClientRect();
    const thumb = thumbs[index]!.getBoundingClientRect();
    list.scrollBy({ left: thumb.left - box.left - (box.width - thumb.width) / 2 });
  };
  root.append(list);
  go(0, false);

  let startX: number | undefined;
  let swiped = false;
  const options = { signal };
  wrapper.addEventListener(
    'pointerdown',
    (event) => {
      if (event.isPrimary) startX = event.clientX;
      swiped = false;
    },
    options,
  );
  wrapper.addEventListener('pointercancel', () => (startX = undefined), options);
  wrapper.addEventListener(
    'pointerup',
    (event) => {
      if (startX === undefined) return;
      const dx = event.clientX - startX;
      startX = undefined;
      if (Math.abs(dx) < 50) return;
      swiped = true;
      go(index + (dx < 0 ? 1 : -1) * (rtl ? -1 : 1));
    },
    options,
  );
  // A swipe that ends on the image link is not a click on it (the lightbox stays shut).
  wrapper.addEventListener(
    'click',
    (event) => {
      if (!swiped) return;
      swiped = false;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { signal, capture: true },
  );
  wrapper.addEventListener('dragstart', (event) => event.preventDefault(), options);
  const first = new MutationObserver(() => go(0));
  const firstImage = slides[0]!.querySelector('img');
  if (firstImage) first.observe(firstImage, { attributeFilter: ['src'] });

  signal.addEventListener('abort', () => {
    first.disconnect();
    list.remove();
    if (added) root.classList.remove('woocommerce-product-gallery--slider');
    wrapper.style.removeProperty('touch-action');
    for (const slide of slides) {
      slide.inert = false;
      slide.style.removeProperty('transform');
      slide.style.removeProperty('transition');
      slide.classList.remove('flex-active-slide');
    }
  });
  return (n) => go(n, false);
}
