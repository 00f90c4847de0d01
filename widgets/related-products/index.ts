/**
 * Related products (SPEC §2, §9). Root: `section.related.products`. Always: the section fades in 100 ms
 * after the page is ready. With Salient's `woo_related_upsell_carousel` on (off in this shop — both
 * readings stand: the fade always, the carousel by the option), the server's product list is arranged as
 * a carousel: 2 / 3 / 4 items from 0 / 600 / 1000 px, 10 px apart, no loop, previous/next buttons disabled
 * at the ends, native touch scrolling with snap points. The products stay the server's nodes.
 */
import { RELATED_CAROUSEL_MARGIN, RELATED_FADE_IN_DELAY_MS } from '../../shared/constants';
import { defineLegacyIsland } from '../../shared/island';
import { themeI18n, themeOptions } from '../../shared/params';
import { itemsPerView, pageStart } from './layout';

function carousel(root: HTMLElement, list: HTMLElement, signal: AbortSignal): void {
  const items = [...list.children] as HTMLElement[];
  const labels = themeI18n();
  const make = (className: string, label: string, glyph: string) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `related-carousel__${className}`;
    b.setAttribute('aria-label', label);
    b.textContent = glyph;
    return b;
  };
  const previous = make('previous', labels.previous, '‹');
  const next = make('next', labels.next, '›');
  const nav = document.createElement('div');
  nav.className = 'related-carousel__nav';
  nav.append(previous, next);
  list.before(nav);
  root.classList.add('related-carousel');
  list.setAttribute('aria-roledescription', 'carousel');
  Object.assign(list.style, {
    display: 'grid',
    gridAutoFlow: 'column',
    gridTemplateColumns: 'none', // the theme's column grid gives way to one row
    gridTemplateRows: 'none',
    gap: `${RELATED_CAROUSEL_MARGIN}px`,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollBehavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });
  let perView = 0;
  const current = () => {
    const left = Math.abs(list.scrollLeft);
    const width = items[0] ? items[0].getBoundingClientRect().width + RELATED_CAROUSEL_MARGIN : 1;
    return Math.round(left / width);
  };
  const update = () => {
    const at = current();
    previous.disabled = at <= 0;
    next.disabled = at >= items.length - perView;
    // A disabled button drops focus to the page: hand it to the other arrow at an end.
    const focused = document.activeElement;
    if (focused === previous && previous.disabled) next.focus();
    else if (focused === next && next.disabled) previous.focus();
  };
  const layout = () => {
    perView = itemsPerView(innerWidth);
    list.style.gridAutoColumns = `calc((100% - ${(perView - 1) * RELATED_CAROUSEL_MARGIN}px) / ${perView})`;
    for (const item of items) {
      item.style.scrollSnapAlign = 'start';
      item.style.width = 'auto';
      item.style.minWidth = '0';
      item.style.margin = '0';
    }
    update();
  };
  const go = (direction: 1 | -1) => {
    const target = items[pageStart(current(), perView, items.length, direction)];
    if (target) list.scrollTo({ left: target.offsetLeft - list.offsetLeft });
  };
  previous.addEventListener('click', () => go(-1), { signal });
  next.addEventListener('click', () => go(1), { signal });
  list.addEventListener('scroll', update, { signal, passive: true });
  addEventListener('resize', layout, { signal });
  layout();
}

export default defineLegacyIsland({
  mount({ root, signal, warn }) {
    root.style.opacity = '0';
    const timer = setTimeout(() => {
      root.style.transition = 'opacity 0.3s';
      root.style.opacity = '1';
    }, RELATED_FADE_IN_DELAY_MS);
    signal.addEventListener('abort', () => clearTimeout(timer));
    if (!themeOptions().woo_related_upsell_carousel) return;
    const list = root.querySelector<HTMLElement>('ul.products');
    if (!list) return warn('no ul.products to arrange');
    carousel(root, list, signal);
  },
});
