/**
 * The related-products carousel: the server's list becomes one scrolling row — 2 / 3 / 4 items from 0 / 600 /
 * 1000 px, 10 px apart, snap points for touch, no loop — with previous/next buttons (owned, before the list)
 * disabled at the ends, that page by a screenful.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useListener, useOwnedContainer, useParams } from '../../shared/hooks';
import { l10n } from '../../shared/l10n';
import { reducedMotion } from '../../shared/motion';
import { themeI18n } from '../../shared/params-site';
import { itemsPerView, pageStart } from './layout';

// The items' margin (px). Not in shared/constants.ts: what only this island reads stays out of every page's boot.
const GAP = 10;

/** Sets CSS properties; returns their removal. */
function setStyles(el: HTMLElement, styles: Record<string, string>): () => void {
  for (const [name, value] of Object.entries(styles)) el.style.setProperty(name, value);
  return () => Object.keys(styles).forEach((name) => el.style.removeProperty(name));
}

/** The list's row layout (the theme's column grid gives way to one row); undone by the returned function. */
function arrange(list: HTMLElement, items: HTMLElement[]): () => void {
  const undo = [
    setStyles(list, {
      display: 'grid',
      'grid-auto-flow': 'column',
      'grid-template-columns': 'none',
      'grid-template-rows': 'none',
      gap: `${GAP}px`,
      'overflow-x': 'auto',
      'scroll-snap-type': 'x mandatory',
      'scroll-behavior': reducedMotion() ? 'auto' : 'smooth',
    }),
    ...items.map((item) =>
      setStyles(item, { 'scroll-snap-align': 'start', width: 'auto', 'min-width': '0', margin: '0' }),
    ),
  ];
  list.setAttribute('aria-roledescription', 'carousel');
  return () => {
    list.removeAttribute('aria-roledescription');
    undo.forEach((fn) => fn());
  };
}
/** The index of the first item in view (scrollLeft is negative right to left). */
function firstInView(list: HTMLElement, items: HTMLElement[]): number {
  const width = items[0] ? items[0].getBoundingClientRect().width + GAP : 1;
  return Math.round(Math.abs(list.scrollLeft) / width);
}

export function Carousel({ root, list }: { root: HTMLElement; list: HTMLElement }) {
  const [items] = useState(() => [...list.children] as HTMLElement[]);
  const labels = useParams(themeI18n);
  const [perView, setPerView] = useState(() => itemsPerView(innerWidth));
  const [at, setAt] = useState(0);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const nav = useOwnedContainer('div', (el) => list.before(el), 'related-carousel__nav');

  const go = (direction: 1 | -1) => {
    const target = items[pageStart(firstInView(list, items), perView, items.length, direction)];
    if (target) list.scrollTo({ left: target.offsetLeft - list.offsetLeft });
  };

  useLayoutEffect(() => {
    root.classList.add('related-carousel');
    const restore = arrange(list, items);
    return () => {
      root.classList.remove('related-carousel');
      restore();
    };
  }, [root, list, items]);
  useLayoutEffect(() => {
    const undo = setStyles(list, {
      'grid-auto-columns': `calc((100% - ${(perView - 1) * GAP}px) / ${perView})`,
    });
    setAt(firstInView(list, items));
    return undo;
  }, [list, items, perView]);
  const atStart = at <= 0;
  const atEnd = at >= items.length - perView;
  // A disabled button drops focus to the page: hand it to the other arrow at an end. Some browsers keep focus
  // on the button until their next frame (the effect); current Chromium drops it at once, with a focusout
  // while the renderer commits (native: React ignores events during its commit).
  const handOver = (arrow: Element | null) => {
    if (arrow === previous.current && atStart) next.current?.focus();
    else if (arrow === next.current && atEnd) previous.current?.focus();
  };
  useLayoutEffect(() => handOver(document.activeElement));
  useListener<FocusEvent>(nav, 'focusout', (event) => {
    if (!event.relatedTarget && (event.target as HTMLButtonElement).disabled)
      handOver(event.target as Element);
  });
  useListener(list, 'scroll', () => setAt(firstInView(list, items)), { passive: true });
  useListener(window, 'resize', () => setPerView(itemsPerView(innerWidth)));

  return createPortal(
    <>
      <button
        ref={previous}
        type="button"
        className="related-carousel__previous"
        aria-label={labels.previous || l10n('Previous')}
        disabled={atStart}
        onClick={() => go(-1)}
      >
        ‹
      </button>
      <button
        ref={next}
        type="button"
        className="related-carousel__next"
        aria-label={labels.next || l10n('Next')}
        disabled={atEnd}
        onClick={() => go(1)}
      >
        ›
      </button>
    </>,
    nav,
  );
}
