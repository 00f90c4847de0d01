import { beforeEach, expect, it } from 'vitest';
import { showImage } from './product-meta';
import type { VariationImage } from './variation-data';

function product(): HTMLElement {
  document.body.innerHTML = `<div class="product"><div class="images"><div class="woocommerce-product-gallery__image" data-thumb="/t.jpg">
<a href="/full.jpg"><img class="wp-post-image" src="/600.jpg" data-large_image="/full.jpg" srcset="/600.jpg 600w"></a></div></div></div>`;
  return document.querySelector<HTMLElement>('.product')!;
}
const image = (over: Partial<VariationImage>): VariationImage => ({
  src: '/v600.jpg',
  srcset: '/v600.jpg 600w, /v1200.jpg 1200w',
  sizes: '',
  title: '',
  caption: '',
  alt: 'Wariant',
  full_src: '/v-full.jpg',
  full_src_w: '1200',
  full_src_h: '900',
  src_w: '600',
  src_h: '600',
  gallery_thumbnail_src: '/v-t.jpg',
  ...over,
});
const JS = 'javascript:window.ran=1';
const scriptUrls = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => /javascript:/i.test(a.value)).map((a) => `${el.tagName} ${a.name}`),
  );

beforeEach(() => (document.body.innerHTML = ''));

it('a variation image is written to the gallery: link, large image, srcset', () => {
  const root = product();
  expect(showImage(root, image({}))).toBe(true);
  expect(root.querySelector('a')!.getAttribute('href')).toBe('/v-full.jpg');
  expect(root.querySelector('img')!.getAttribute('data-large_image')).toBe('/v-full.jpg');
});

it('a javascript: full_src never reaches the gallery link or data-large_image: the image is not shown', () => {
  const root = product();
  expect(showImage(root, image({ full_src: JS }))).toBe(false);
  expect(scriptUrls(root)).toEqual([]);
  expect(root.querySelector('img')!.getAttribute('src')).toBe('/600.jpg');
});

it('a javascript: src or srcset candidate is never written', () => {
  const root = product();
  expect(showImage(root, image({ src: JS, srcset: `${JS} 600w` }))).toBe(false);
  expect(scriptUrls(root)).toEqual([]);
  expect(showImage(root, image({ srcset: `/ok.jpg 300w, ${JS} 600w` }))).toBe(false);
  expect(showImage(root, image({ gallery_thumbnail_src: ` ${JS}` }))).toBe(false);
  expect(scriptUrls(root)).toEqual([]);
  expect(root.querySelector('img')!.getAttribute('srcset')).toBe('/600.jpg 600w');
});
