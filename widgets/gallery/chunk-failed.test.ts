import { afterEach, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

// The lightbox chunk does not arrive (network, a blocker, a CSP): the island follows the image link instead.
vi.mock('./lightbox', () => {
  throw new Error('chunk failed to load');
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function deepLinkedGallery(href: string) {
  document.body.innerHTML = `<div class="woocommerce-product-gallery" data-island="gallery">
<div class="woocommerce-product-gallery__wrapper"><div class="woocommerce-product-gallery__image">
<a href="${href}"><img src="/600.jpg" width="600" height="600" alt="Kubek"></a></div></div></div>`;
  const assign = vi.fn();
  // jsdom cannot navigate: a stand-in location records where the island would go.
  vi.stubGlobal('location', { href: 'http://localhost:3000/p/#gallery-1', hash: '#gallery-1', assign });
  const root = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
  const warn = vi.fn();
  const unmount = renderIsland(island.Component, root, island.props!(root, warn), warn);
  return { assign, warn, unmount };
}

it('a deep link whose lightbox fails follows an http(s) image link', async () => {
  const { assign, warn, unmount } = deepLinkedGallery('/full.jpg');
  await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/full.jpg'));
  unmount();
});

it('a deep link whose lightbox fails never follows a javascript: image link', async () => {
  const { assign, warn, unmount } = deepLinkedGallery('javascript:window.ran=1');
  await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(assign).not.toHaveBeenCalled();
  unmount();
});
