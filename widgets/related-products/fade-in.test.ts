import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELATED_FADE_IN_DELAY_MS } from '../../shared/constants';
import island from './index';

/** Mounts the island on a related-products section the way the loader does; the carousel option is off. */
function mountRelated(signal = new AbortController().signal): HTMLElement {
  document.body.innerHTML = `<section class="related products" data-island="related-products">
<h2>Podobne produkty</h2><ul class="products columns-4"><li class="product">Kubek</li></ul></section>`;
  const root = document.querySelector<HTMLElement>('section.related')!;
  void island.mount({
    name: 'related-products',
    root,
    props: undefined,
    signal,
    onUnmount: () => {},
    warn: (message) => {
      throw new Error(message);
    },
  });
  return root;
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
    expect(RELATED_FADE_IN_DELAY_MS).toBe(100); // SPEC §9
    const root = mountRelated();
    expect(root.style.opacity).toBe('0');
    vi.advanceTimersByTime(99);
    expect(root.style.opacity).toBe('0');
    vi.advanceTimersByTime(1);
    expect(root.style.opacity).toBe('1');
    expect(root.style.transition).toContain('opacity'); // a fade, not a jump
  });

  it('a section removed before the delay is not faded in later', () => {
    const unmount = new AbortController();
    const root = mountRelated(unmount.signal);
    vi.advanceTimersByTime(50);
    unmount.abort();
    vi.advanceTimersByTime(RELATED_FADE_IN_DELAY_MS);
    expect(root.style.opacity).toBe('0');
  });
});
