// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

const DIALOG = '.islands-lightbox[role=dialog]';

/** The product gallery as the theme prints it: three slides. */
function productGallery(): HTMLElement {
  document.body.innerHTML = `<div class="woocommerce-product-gallery" data-island="gallery">
<div class="woocommerce-product-gallery__wrapper">${[1, 2, 3]
    .map(
      (
        n,
      ) => `<div class="woocommerce-product-gallery__image" data-thumb="/t${n}.jpg" data-thumb-alt="Miniatura ${n}">
<a href="/full${n}.jpg"><img src="/600-${n}.jpg" width="600" height="600" alt="Kubek ${n}" data-caption="Ujęcie ${n}"
data-large_image="/full${n}.jpg" data-large_image_width="1200" data-large_image_height="900"></a></div>`,
    )
    .join('')}</div></div>`;
  return document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
}

/** Islands still mounted: an open lightbox's focus trap would take the next test's clicks. */
const mountedIslands = new Set<() => void>();
function mount(root: HTMLElement) {
  const warn = vi.fn();
  const rendered = renderIsland(island.Component, root, island.props!(root, warn), warn);
  const unmount = () => {
    if (mountedIslands.delete(unmount)) rendered();
  };
  mountedIslands.add(unmount);
  return { warn, unmount };
}
const dialog = () => document.querySelector<HTMLElement>(DIALOG);
const counter = () => document.querySelector('.islands-lightbox__counter')?.textContent;
const opened = () => vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5000 });
const press = (target: EventTarget, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('gallery island', () => {
  beforeAll(() => {
    // jsdom lays nothing out: let focus-trap see every element that is not hidden as focusable.
    HTMLElement.prototype.getClientRects = function (this: HTMLElement) {
      return (this.closest('[hidden]') ? [] : [{}]) as unknown as DOMRectList;
    };
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof matchMedia;
    Element.prototype.scrollBy ??= () => {};
  });
  beforeEach(() => history.replaceState(null, '', '/produkt/kubek/'));
  afterEach(() => {
    for (const unmount of mountedIslands) unmount();
    delete (globalThis as Record<string, unknown>).wc_single_product_params;
    document.body.innerHTML = '';
  });

  it('a click opens the lightbox there: counter, hash, arrows and buttons move, Escape closes', async () => {
    const root = productGallery();
    history.replaceState(null, '', '#tab-description');
    const { warn, unmount } = mount(root);
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('role'), a.getAttribute('aria-haspopup')])[0]).toEqual([
      'button',
      'dialog',
    ]);
    links[1]!.querySelector('img')!.click();
    await opened();
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(dialog()!.parentElement!.parentElement).toBe(document.body); // in a container at the end of body
    expect(counter()).toBe('2 / 3');
    expect(document.querySelector('.islands-lightbox__counter')!.getAttribute('aria-live')).toBe('polite');
    expect(location.hash).toBe('#gallery-2');
    await vi.waitFor(() => expect(document.activeElement?.className).toBe('islands-lightbox__close'));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await press(dialog()!, 'ArrowRight');
    expect(counter()).toBe('3 / 3');
    expect(location.hash).toBe('#gallery-3');
    await act(() => document.querySelector<HTMLElement>('.islands-lightbox__next')!.click());
    expect(counter()).toBe('1 / 3');
    const img = document.querySelector('.islands-lightbox img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('alt')]).toEqual([
      '/full1.jpg',
      '1200',
      'Kubek 1',
    ]);
    expect(document.querySelector('.islands-lightbox figcaption')!.textContent).toBe('Ujęcie 1');
    await press(document.activeElement!, 'Escape');
    expect(dialog()).toBeNull();
    expect(location.hash).toBe('#tab-description');
    expect(document.documentElement.style.overflow).toBe('');
    expect(warn).not.toHaveBeenCalled();
    unmount();
  });

  it('a broken image says so with a link; the close button closes', async () => {
    const root = productGallery();
    mount(root);
    root.querySelector('img')!.click();
    await opened();
    await act(() => document.querySelector('.islands-lightbox img')!.dispatchEvent(new Event('error')));
    const error = document.querySelector('.islands-lightbox__error')!;
    expect(error.textContent).toMatch(/^The image could not be loaded\. \S/);
    expect(error.querySelector('a')!.getAttribute('href')).toBe('/full1.jpg');
    await act(() => document.querySelector<HTMLElement>('.islands-lightbox__close')!.click());
    expect(dialog()).toBeNull();
    expect(location.hash).toBe('');
  });

  it('a javascript: large image is neither shown nor linked: the error reads without a link', async () => {
    const root = productGallery();
    root.querySelector('img')!.setAttribute('data-large_image', 'javascript:window.ran=1');
    mount(root);
    root.querySelector('img')!.click();
    await opened();
    const error = document.querySelector('.islands-lightbox__error')!;
    expect(error.textContent).toMatch(/^The image could not be loaded\./);
    expect(error.querySelector('a')).toBeNull();
    expect(
      document.querySelector('.islands-lightbox [href^="javascript"], .islands-lightbox [src^="javascript"]'),
    ).toBeNull();
    await act(() => document.querySelector<HTMLElement>('.islands-lightbox__close')!.click());
  });

  it('a deep link opens its image at mount; unmounting closes the lightbox and its listeners', async () => {
    const root = productGallery();
    history.replaceState(null, '', '#gallery-3');
    const { unmount } = mount(root);
    await opened();
    expect(counter()).toBe('3 / 3');
    unmount();
    expect(dialog()).toBeNull();
    expect(location.hash).toBe(''); // the page was loaded into the lightbox: no hash left
    root.querySelector('img')!.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog()).toBeNull();
  });

  it('a theme gallery: its heading labels the dialog; without image links it warns once', async () => {
    document.body.innerHTML = `<div class="wpb_gallery" data-island="gallery"><h3>Z pracowni</h3>
<a href="/d1.jpg" title="Toczenie"><img src="/m1.jpg" alt="Koło"></a><a href="/d2.jpg"><img src="/m2.jpg" alt=""></a></div>`;
    const root = document.querySelector<HTMLElement>('.wpb_gallery')!;
    mount(root);
    root.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    await opened();
    expect(dialog()!.getAttribute('aria-label')).toBe('Z pracowni');
    expect(location.hash).toBe('#galeria-1-1');
    expect(document.querySelector('.islands-lightbox figcaption')!.textContent).toBe('Toczenie');
    await act(() => document.querySelector('.islands-lightbox img')!.dispatchEvent(new Event('error')));
    expect(document.querySelector('.islands-lightbox__error')!.textContent).toBe(
      'The requested content cannot be loaded. Please try again later.',
    );

    document.body.innerHTML = '<div class="gallery" data-island="gallery"><p>Wkrótce</p></div>';
    const { warn } = mount(document.querySelector<HTMLElement>('.gallery')!);
    expect(warn.mock.calls).toEqual([['no image links to show']]);
  });

  it('the slider (flexslider on): thumbnails after the wrapper, one slide shown, undone on unmount', async () => {
    (globalThis as Record<string, unknown>).wc_single_product_params = {
      flexslider_enabled: true,
      flexslider: { animationSpeed: 500 },
    };
    const root = productGallery();
    const slides = [...root.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')];
    const { unmount } = mount(root);
    await vi.waitFor(() =>
      expect(root.querySelector('ol.flex-control-nav.flex-control-thumbs')).not.toBeNull(),
    );
    const thumbs = () => [...root.querySelectorAll('.flex-control-thumbs button')];
    expect(root.classList.contains('woocommerce-product-gallery--slider')).toBe(true);
    expect(thumbs().map((b) => b.getAttribute('aria-current'))).toEqual(['true', 'false', 'false']);
    expect(thumbs()[1]!.querySelector('img')!.getAttribute('alt')).toBe('Miniatura 2');
    expect(slides.map((s) => s.inert)).toEqual([false, true, true]);
    await act(() => (thumbs()[2] as HTMLElement).click());
    expect(slides.map((s) => s.inert)).toEqual([true, true, false]);
    expect(slides[2]!.style.transition).toBe('transform 500ms ease');
    expect(thumbs().map((b) => b.getAttribute('aria-current'))).toEqual(['false', 'false', 'true']);
    // opening the lightbox at image 1 shows slide 1 first, so focus can go back to it
    slides[0]!.inert = false;
    slides[0]!.querySelector('img')!.click();
    await opened();
    expect(slides.map((s) => s.inert)).toEqual([false, true, true]);
    unmount();
    expect(root.querySelector('.flex-control-thumbs')).toBeNull();
    expect(root.classList.contains('woocommerce-product-gallery--slider')).toBe(false);
    expect(slides.map((s) => [s.inert, s.style.transform])).toEqual([
      [false, ''],
      [false, ''],
      [false, ''],
    ]);
  });
});
