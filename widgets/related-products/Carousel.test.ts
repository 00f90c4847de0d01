import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

const ITEM_WIDTH = 100;

function mountCarousel() {
  document.body.innerHTML = `<section class="related products" data-island="related-products">
<h2>Podobne produkty</h2><ul class="products columns-4">${'<li class="product">Kubek</li>'.repeat(8)}</ul></section>`;
  const root = document.querySelector<HTMLElement>('section.related')!;
  const list = root.querySelector<HTMLElement>('ul.products')!;
  for (const [i, item] of [...list.children].entries()) {
    item.getBoundingClientRect = () => ({ width: ITEM_WIDTH }) as DOMRect;
    Object.defineProperty(item, 'offsetLeft', { value: i * (ITEM_WIDTH + 10) });
  }
  let left = 0;
  Object.defineProperty(list, 'scrollLeft', { get: () => left });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    left = options.left!;
    list.dispatchEvent(new Event('scroll'));
  });
  list.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  const warn = vi.fn();
  const unmount = renderIsland(island.Component, root, undefined, warn);
  return { root, list, scrollTo, warn, unmount };
}
const button = (name: 'previous' | 'next') =>
  document.querySelector<HTMLButtonElement>(`.related-carousel__${name}`)!;

describe('related products carousel', () => {
  beforeEach(() => {
    (globalThis as Record<string, unknown>).nectarOptions = { woo_related_upsell_carousel: '1' };
    (globalThis as Record<string, unknown>).nectar_front_i18n = { previous: 'Wstecz', next: 'Dalej' };
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof matchMedia;
    window.innerWidth = 1280;
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).nectarOptions;
    delete (globalThis as Record<string, unknown>).nectar_front_i18n;
  });

  it('arranges the server list in one row, 10 px apart, with labelled arrows before it', () => {
    const { root, list, warn, unmount } = mountCarousel();
    const nav = list.previousElementSibling!;
    expect(nav.className).toBe('related-carousel__nav');
    expect([...nav.children].map((b) => b.getAttribute('aria-label'))).toEqual(['Wstecz', 'Dalej']);
    expect(root.classList.contains('related-carousel')).toBe(true);
    expect(list.style.gap).toBe('10px');
    expect(list.style.gridAutoColumns).toContain('100% - 30px'); // four items, three gaps
    expect(list.getAttribute('aria-roledescription')).toBe('carousel');
    expect([button('previous').disabled, button('next').disabled]).toEqual([true, false]);
    expect(warn).not.toHaveBeenCalled();
    unmount();
    expect(document.querySelector('.related-carousel__nav')).toBeNull();
    expect(root.classList.contains('related-carousel')).toBe(false);
    expect(list.style.display).toBe('');
  });

  it('pages by a screenful without looping; the arrow disabled at an end hands focus to the other', async () => {
    const { list, scrollTo, unmount } = mountCarousel();
    button('next').focus();
    await act(() => button('next').click());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 4 * (ITEM_WIDTH + 10) });
    expect([button('previous').disabled, button('next').disabled]).toEqual([false, true]);
    expect(document.activeElement).toBe(button('previous'));
    await act(() => button('previous').click());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0 });
    expect([button('previous').disabled, button('next').disabled]).toEqual([true, false]);
    expect(document.activeElement).toBe(button('next'));
    unmount();
    list.dispatchEvent(new Event('scroll')); // its listener is gone with the island
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('without a product list it warns once and only fades in', () => {
    document.body.innerHTML = '<section class="related products"><h2>Podobne</h2></section>';
    const root = document.querySelector<HTMLElement>('section')!;
    const warn = vi.fn();
    const unmount = renderIsland(island.Component, root, undefined, warn);
    expect(warn.mock.calls).toEqual([['no ul.products to arrange']]);
    expect(root.style.opacity).toBe('0');
    unmount();
  });
});
