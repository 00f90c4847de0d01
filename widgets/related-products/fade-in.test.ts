import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELATED_FADE_IN_DELAY_MS } from '../../shared/constants';
import { renderIsland } from '../../shared/render';
import island from './index';

/** Renders the island on a related-products section the way the registry does; the carousel option is off. */
function mountRelated(): { root: HTMLElement; unmount: () => void } {
  document.body.innerHTML = `<section class="related products" data-island="related-products">
<h2>Podobne produkty</h2><ul class="products columns-4"><li class="product">Kubek</li></ul></section>`;
  const root = document.querySelector<HTMLElement>('section.related')!;
  const unmount = renderIsland(island.Component, root, undefined, (message) => {
    throw new Error(message);
  });
  return { root, unmount };
}

describe('related products fade-in', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    (globalThis as Record<string, unknown>).nectarOptions = { woo_related_upsell_carousel: '0' };
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (globalThis as Record<string, unknown>).nectarOptions;
  });

  it('is hidden on mount, still hidden 1 ms before the delay, fading in at the delay', () => {
    expect(RELATED_FADE_IN_DELAY_MS).toBe(100); // the theme fades related products in 100 ms after ready
    const { root, unmount } = mountRelated();
    expect(root.style.opacity).toBe('0');
    vi.advanceTimersByTime(99);
    expect(root.style.opacity).toBe('0');
    vi.advanceTimersByTime(1);
    expect(root.style.opacity).toBe('1');
    expect(root.style.transition).toContain('opacity'); // a fade, not a jump
    expect(document.querySelector('.related-carousel__nav')).toBeNull(); // the option is off
    unmount();
  });

  it('a section removed before the delay is not faded in later', () => {
    const { root, unmount } = mountRelated();
    vi.advanceTimersByTime(50);
    unmount();
    vi.advanceTimersByTime(RELATED_FADE_IN_DELAY_MS);
    expect(root.style.opacity).toBe('0');
  });

  it('is Salient’s: on another theme (no nectarOptions) the section stays as printed', () => {
    delete (globalThis as Record<string, unknown>).nectarOptions;
    const { root, unmount } = mountRelated();
    expect(root.style.opacity).toBe('');
    vi.advanceTimersByTime(RELATED_FADE_IN_DELAY_MS);
    expect(root.style.opacity).toBe('');
    unmount();
  });
});
