/**
 * The full-screen lightbox (SPEC §2 image gallery, §8, §9 gallery; APG dialog). Loaded on first open with
 * focus-trap. Its styles are a constructed stylesheet: no inline style attribute, so a strict CSP holds.
 * Counter 'n / total', close, previous/next and a fullscreen control (hidden without the Fullscreen
 * API); Escape closes; focus stays inside and returns to the opener; the page does not scroll behind;
 * animations 0 ms; swipe on touch; neighbours preloaded. A broken image shows one of the SPEC's two
 * readings (§8): the product gallery's 'The image could not be loaded.' with a link to the image, or a theme
 * gallery's 'The requested content cannot be loaded. Please try again later.' (Fancybox's words).
 */
import { createFocusTrap } from 'focus-trap';
import { __, sprintf } from '../../shared/i18n';
import { readItem } from './items';

const CSS = `
.islands-lightbox{position:fixed;inset:0;z-index:100000;background:rgb(0 0 0/92%);color:#fff;display:grid;grid-template:auto 1fr auto/auto 1fr auto;align-items:center}
.islands-lightbox__bar{grid-column:1/4;display:flex;gap:8px;justify-content:flex-end;align-items:center;padding:8px 12px}
.islands-lightbox__counter{margin-inline-end:auto;font-size:15px}
.islands-lightbox button{background:rgb(255 255 255/12%);color:#fff;border:0;border-radius:4px;min-width:44px;min-height:44px;font-size:20px;cursor:pointer}
.islands-lightbox button:focus-visible{outline:3px solid #fff;outline-offset:2px}
.islands-lightbox figure{margin:0;grid-column:2;display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:0;height:100%;touch-action:pan-y pinch-zoom}
.islands-lightbox img{max-width:100%;max-height:calc(100vh - 140px);object-fit:contain}
.islands-lightbox figcaption{padding:8px;text-align:center}
.islands-lightbox__error a{color:#fff}
.islands-lightbox [hidden]{display:none!important}
`;

let sheetAdded = false;
function addStyles(): void {
  if (sheetAdded) return;
  sheetAdded = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

export interface LightboxOptions {
  /** The gallery's items (product slides or theme image links), read now: a swapped image shows. */
  slides: Element[];
  start: number;
  /** A theme (Salient) gallery: its error reading, no link. */
  theme?: boolean;
  /** `dialog` '' → 'Gallery'. */
  labels: { close: string; next: string; previous: string; dialog: string };
  /** Called with the shown index (to write the hash). */
  onShow(index: number): void;
  onClose(): void;
}

const button = (className: string, label: string, glyph: string) => {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.setAttribute('aria-label', label);
  b.textContent = glyph;
  return b;
};

/** Opens the lightbox; resolves to a function that closes it. */
export function openLightbox(options: LightboxOptions): () => void {
  const { labels } = options;
  const items = options.slides.map(readItem);
  if (!items.every(Boolean)) throw new Error('a gallery image went missing');
  addStyles();
  let index = options.start;
  const dialog = document.createElement('div');
  dialog.className = 'islands-lightbox';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', labels.dialog || __('Gallery'));
  const bar = document.createElement('div');
  bar.className = 'islands-lightbox__bar';
  const counter = document.createElement('span');
  counter.className = 'islands-lightbox__counter';
  counter.setAttribute('aria-live', 'polite');
  const fullscreen = button('islands-lightbox__fullscreen', __('Toggle fullscreen'), '⛶');
  fullscreen.hidden = !document.fullscreenEnabled;
  const close = button('islands-lightbox__close', labels.close, '×');
  bar.append(counter, fullscreen, close);
  const previous = button('islands-lightbox__previous', labels.previous, '‹');
  const next = button('islands-lightbox__next', labels.next, '›');
  const figure = document.createElement('figure');
  dialog.append(bar, previous, figure, next);

  const show = (i: number) => {
    index = (i + items.length) % items.length;
    const item = items[index]!;
    counter.textContent = sprintf(__('%1$d / %2$d'), index + 1, items.length);
    const img = document.createElement('img');
    img.alt = item.alt;
    if (item.width && item.height) {
      img.width = item.width;
      img.height = item.height;
    }
    img.draggable = false; // a mouse swipe, not a drag of the image
    img.addEventListener('error', () => {
      const error = document.createElement('p');
      error.className = 'islands-lightbox__error';
      if (options.theme)
        error.textContent = __('The requested content cannot be loaded. Please try again later.');
      else {
        const link = document.createElement('a');
        link.href = item.src;
        link.textContent = __('Open the image');
        error.append(`${__('The image could not be loaded.')} `, link);
      }
      figure.replaceChildren(error);
    });
    img.src = item.src;
    const caption = document.createElement('figcaption');
    caption.textContent = item.caption;
    caption.hidden = !item.caption;
    figure.replaceChildren(img, caption);
    for (const neighbour of [
      items[(index + 1) % items.length],
      items[(index - 1 + items.length) % items.length],
    ]) {
      if (neighbour) new Image().src = neighbour.src;
    }
    const single = items.length < 2;
    previous.hidden = single;
    next.hidden = single;
    options.onShow(index);
  };

  const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
  previous.addEventListener('click', () => show(index - 1));
  next.addEventListener('click', () => show(index + 1));
  fullscreen.addEventListener('click', () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void dialog.requestFullscreen?.().catch(() => {});
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') show(index + (rtl ? -1 : 1));
    else if (event.key === 'ArrowLeft') show(index + (rtl ? 1 : -1));
  });
  let startX: number | undefined;
  figure.addEventListener('pointerdown', (event) => (startX = event.clientX));
  figure.addEventListener('pointerup', (event) => {
    if (startX === undefined) return;
    const dx = event.clientX - startX;
    startX = undefined;
    if (Math.abs(dx) > 50) show(index + (dx < 0 ? 1 : -1) * (rtl ? -1 : 1));
  });

  const overflow = document.documentElement.style.overflow;
  document.documentElement.style.overflow = 'hidden'; // no scrolling behind the dialog
  document.body.append(dialog);
  show(index);
  let closed = false;
  const trap = createFocusTrap(dialog, {
    initialFocus: close,
    escapeDeactivates: true,
    returnFocusOnDeactivate: true,
    onDeactivate: () => finish(),
  });
  const finish = () => {
    if (closed) return;
    closed = true;
    if (document.fullscreenElement === dialog) void document.exitFullscreen().catch(() => {});
    dialog.remove();
    document.documentElement.style.overflow = overflow;
    options.onClose();
  };
  close.addEventListener('click', () => trap.deactivate());
  trap.activate();
  return () => trap.deactivate();
}
