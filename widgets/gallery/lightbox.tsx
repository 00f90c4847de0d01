/**
 * The full-screen lightbox (an APG dialog), a component in its own chunk, loaded on first open with
 * focus-trap. It renders through a portal into a container at the end of `body`. Its styles are a
 * constructed stylesheet: no inline style attribute, so a strict CSP holds. Counter 'n / total' (announced),
 * close, previous/next and a fullscreen control (hidden without the Fullscreen API); Escape closes; focus
 * stays inside and returns to the opener; the page does not scroll behind; animations 0 ms; swipe on touch;
 * neighbours preloaded. A broken image has two readings: the product gallery's 'The image could not be
 * loaded.' with a link to the image, or a theme gallery's 'The requested content cannot be loaded. Please
 * try again later.' (the words of the theme's own lightbox).
 */
import { type PointerEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLatest, useOwnedContainer } from '../../shared/hooks';
import { httpUrl } from '../../shared/http';
import { __, sprintf } from '../../shared/i18n';
import { l10n } from '../../shared/l10n';
import { type GalleryItem, readItem } from './items';
import { useFocusTrap } from './use-focus-trap';

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

/** The gallery's items, read now (a swapped variation image shows); throws if one lost its image. */
export function readItems(slides: Element[]): GalleryItem[] {
  const items = slides.map(readItem);
  if (!items.every(Boolean)) throw new Error('a gallery image went missing');
  return items as GalleryItem[];
}

export interface LightboxProps {
  items: GalleryItem[];
  start: number;
  /** A theme (Salient) gallery: its error reading, no link. */
  theme: boolean;
  /** The theme's words (Salient's); '' → WooCommerce's, as its lightbox template prints them ('Gallery' for `dialog`). */
  labels: { close: string; next: string; previous: string; dialog: string };
  /** Called with the shown index (to write the hash). */
  onShow(index: number): void;
  /** Escape, the close button, or the island going away. */
  onClose(): void;
}

/** The lightbox's stylesheet, adopted while it is open. */
function useStyles(css: string): void {
  useLayoutEffect(() => {
    if (!('adoptedStyleSheets' in document)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [css]);
}

/** No scrolling behind the dialog. */
function useNoPageScroll(): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);
}

export default function Lightbox({ items, start, theme, labels, onShow, onClose }: LightboxProps) {
  const [index, setIndex] = useState(start);
  const [broken, setBroken] = useState<number>();
  const [rtl] = useState(() => getComputedStyle(document.documentElement).direction === 'rtl');
  const [fullscreenEnabled] = useState(() => document.fullscreenEnabled);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const startX = useRef<number>(undefined);
  const shown = useLatest(onShow);
  // Placed first: the dialog is in the page before the focus trap looks for its buttons.
  const container = useOwnedContainer('div', (el) => document.body.append(el));
  useStyles(CSS);
  useNoPageScroll();
  const close = useFocusTrap(dialog, true, { initialFocus: closeButton, onDeactivate: onClose });
  useLayoutEffect(() => {
    const element = dialog.current;
    return () => {
      if (element && document.fullscreenElement === element) void document.exitFullscreen().catch(() => {});
    };
  }, []);
  useLayoutEffect(() => {
    shown.current(index);
    for (const neighbour of [
      items[(index + 1) % items.length],
      items[(index - 1 + items.length) % items.length],
    ])
      if (neighbour) new Image().src = neighbour.src;
  }, [index, items, shown]);

  const show = (i: number) => setIndex((i + items.length) % items.length);
  const forward = rtl ? -1 : 1;
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void dialog.current?.requestFullscreen?.().catch(() => {});
  };
  const swipeEnd = (event: PointerEvent) => {
    if (startX.current === undefined) return;
    const dx = event.clientX - startX.current;
    startX.current = undefined;
    if (Math.abs(dx) > 50) show(index + (dx < 0 ? forward : -forward));
  };
  const item = items[index]!;
  // Printed markup or a variation answer may name a `javascript:` image: only http(s) is shown or linked.
  const src = httpUrl(item.src, location.href) && item.src;
  const single = items.length < 2;

  return createPortal(
    <div
      ref={dialog}
      className="islands-lightbox"
      role="dialog"
      aria-modal="true"
      // translators: the name of the full-screen image viewer, for screen readers.
      aria-label={labels.dialog || __('Gallery')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') show(index + forward);
        else if (event.key === 'ArrowLeft') show(index - forward);
      }}
    >
      <div className="islands-lightbox__bar">
        <span className="islands-lightbox__counter" aria-live="polite">
          {/* translators: the lightbox's position: 1: this image's number; 2: how many images there are. */}
          {sprintf(__('%1$d / %2$d'), index + 1, items.length)}
        </span>
        <Button
          name="fullscreen"
          label={l10n('Toggle fullscreen')}
          hidden={!fullscreenEnabled}
          onClick={toggleFullscreen}
        >
          ⛶
        </Button>
        <Button
          name="close"
          label={labels.close || l10n('Close (Esc)')}
          onClick={close}
          buttonRef={closeButton}
        >
          ×
        </Button>
      </div>
      <Button
        name="previous"
        label={labels.previous || l10n('Previous (arrow left)')}
        hidden={single}
        onClick={() => show(index - 1)}
      >
        ‹
      </Button>
      <figure onPointerDown={(event) => (startX.current = event.clientX)} onPointerUp={swipeEnd}>
        {broken === index || !src ? (
          <Broken href={src} theme={theme} />
        ) : (
          <>
            <img
              key={index}
              onError={() => setBroken(index)}
              alt={item.alt}
              width={item.width && item.height ? item.width : undefined}
              height={item.width && item.height ? item.height : undefined}
              draggable={false} // a mouse swipe, not a drag of the image
              src={src}
            />
            <figcaption hidden={!item.caption}>{item.caption}</figcaption>
          </>
        )}
      </figure>
      <Button
        name="next"
        label={labels.next || l10n('Next (arrow right)')}
        hidden={single}
        onClick={() => show(index + 1)}
      >
        ›
      </Button>
    </div>,
    container,
  );
}

interface ButtonProps {
  name: string;
  label: string;
  hidden?: boolean;
  onClick(): void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  children: string;
}

function Button({ name, label, hidden, onClick, buttonRef, children }: ButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`islands-lightbox__${name}`}
      aria-label={label}
      hidden={hidden}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Broken({ href, theme }: { href: string | undefined; theme: boolean }) {
  return (
    <p className="islands-lightbox__error">
      {theme ? (
        // translators: shown in a theme gallery's lightbox in place of an image that did not load.
        __('The requested content cannot be loaded. Please try again later.')
      ) : (
        <>
          {/* translators: shown in the product gallery's lightbox in place of an image that did not load. */}
          {__('The image could not be loaded.')}{' '}
          {/* translators: a link to the image that did not load in the lightbox, to try it on its own. */}
          {href && <a href={href}>{__('Open the image')}</a>}
        </>
      )}
    </p>
  );
}
