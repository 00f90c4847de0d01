/**
 * What a chosen variation changes outside the form, inside its `.product`: the SKU, weight and dimensions texts, and the gallery's first image. Each original value
 * is kept in `data-o_*` (WooCommerce's convention, which themes read too) and restored exactly.
 */
import { httpUrl } from '../../shared/http';
import type { VariationEntry, VariationImage } from './variation-data';

const META = {
  sku: '.product_meta .sku',
  weight:
    '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value',
  dimensions:
    '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
} as const;

function setText(el: HTMLElement, value: string): void {
  if (!el.hasAttribute('data-o_content')) el.setAttribute('data-o_content', el.textContent ?? '');
  if (el.textContent !== value) el.textContent = value; // the same text: no new node to lay out
}

function restoreText(el: HTMLElement): void {
  const original = el.getAttribute('data-o_content');
  if (original === null) return;
  el.textContent = original;
  el.removeAttribute('data-o_content');
}

/** Writes `value` to `attr`, saving the original once; an empty value removes the attribute. */
function setAttr(el: Element, attr: string, value: string): void {
  const saved = `data-o_${attr}`;
  if (!el.hasAttribute(saved)) el.setAttribute(saved, el.getAttribute(attr) ?? '');
  // The same value is not written again: an image given its same src again loads it again.
  if (!value) el.removeAttribute(attr);
  else if (el.getAttribute(attr) !== value) el.setAttribute(attr, value);
}

function restoreAttr(el: Element, attr: string): void {
  const saved = `data-o_${attr}`;
  const original = el.getAttribute(saved);
  if (original === null) return;
  if (original) el.setAttribute(attr, original);
  else el.removeAttribute(attr);
  el.removeAttribute(saved);
}

export function showMeta(product: ParentNode, variation: VariationEntry): void {
  for (const [key, selector] of Object.entries(META)) {
    const value = variation[key as keyof typeof META];
    for (const el of product.querySelectorAll<HTMLElement>(selector)) {
      if (value) setText(el, value);
      else restoreText(el); // the variation has none: the parent's value stands
    }
  }
}

export function resetMeta(product: ParentNode): void {
  for (const selector of Object.values(META))
    for (const el of product.querySelectorAll<HTMLElement>(selector)) restoreText(el);
}

interface GalleryParts {
  image: HTMLImageElement;
  wrapper: HTMLElement | null;
  link: HTMLAnchorElement | null;
  thumb: HTMLImageElement | null;
}

function galleryParts(product: ParentNode): GalleryParts | null {
  const wrapper = product.querySelector<HTMLElement>(
    '.images .woocommerce-product-gallery__image, .images .woocommerce-product-gallery__image--placeholder',
  );
  const image = wrapper?.querySelector<HTMLImageElement>('.wp-post-image') ?? null;
  if (!image) return null;
  return {
    image,
    wrapper,
    link: wrapper?.querySelector('a') ?? null,
    thumb: product.querySelector<HTMLImageElement>('.images .flex-control-nav li:first-child img'),
  };
}

const IMAGE_ATTRS: Array<[attr: string, key: keyof VariationImage]> = [
  ['src', 'src'],
  ['height', 'src_h'],
  ['width', 'src_w'],
  ['srcset', 'srcset'],
  ['sizes', 'sizes'],
  ['title', 'title'],
  ['data-caption', 'caption'],
  ['alt', 'alt'],
  ['data-src', 'full_src'],
  ['data-large_image', 'full_src'],
  ['data-large_image_width', 'full_src_w'],
  ['data-large_image_height', 'full_src_h'],
];

/**
 * Whether the answer names an image address that is not http(s) (srcset candidates too): the large image
 * ends up on the gallery link and the lightbox's 'Open the image', where `javascript:` would run.
 */
const hostile = (image: VariationImage) =>
  [image.src, image.full_src, image.gallery_thumbnail_src, ...(image.srcset || '').split(',')].some(
    (url) => url.trim() && !httpUrl(url.trim().split(' ')[0], document.baseURI),
  );

/** The variation's image in place of the gallery's first one; a variation without an image restores it. */
export function showImage(product: ParentNode, image: VariationImage | undefined): boolean {
  if (!image || image.src.length <= 1 || hostile(image)) {
    resetImage(product);
    return false;
  }
  const parts = galleryParts(product);
  if (!parts) return false;
  for (const [attr, key] of IMAGE_ATTRS) setAttr(parts.image, attr, image[key]);
  if (parts.wrapper) setAttr(parts.wrapper, 'data-thumb', image.gallery_thumbnail_src || image.src);
  if (parts.link) setAttr(parts.link, 'href', image.full_src);
  if (parts.thumb) setAttr(parts.thumb, 'src', image.gallery_thumbnail_src);
  return true;
}

export function resetImage(product: ParentNode): void {
  const parts = galleryParts(product);
  if (!parts) return;
  for (const [attr] of IMAGE_ATTRS) restoreAttr(parts.image, attr);
  if (parts.wrapper) restoreAttr(parts.wrapper, 'data-thumb');
  if (parts.link) restoreAttr(parts.link, 'href');
  if (parts.thumb) restoreAttr(parts.thumb, 'src');
}
