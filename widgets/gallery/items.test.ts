// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hashFor, indexFromHash } from './deep-link';
import { readItem } from './items';

const slide = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('gallery items', () => {
  it('reads the large image, its size, alt and caption', () => {
    expect(
      readItem(
        slide(
          '<a href="/full.jpg"><img src="/600.jpg" width="600" height="600" alt="Kubek" title="Tytuł" data-caption="Z przodu" data-large_image="/full.jpg" data-large_image_width="1200" data-large_image_height="900"></a>',
        ),
      ),
    ).toEqual({ src: '/full.jpg', width: 1200, height: 900, alt: 'Kubek', caption: 'Z przodu' });
  });

  it('falls back: caption → title, missing sizes → the img size, missing large image → the link', () => {
    expect(
      readItem(
        slide(
          '<a href="/a.jpg"><img src="/s.jpg" width="600" height="400" title="Tytuł" data-caption=""></a>',
        ),
      ),
    ).toEqual({
      src: '/a.jpg',
      width: 600,
      height: 400,
      alt: '',
      caption: 'Tytuł',
    });
    expect(readItem(slide('<p>bez obrazka</p>'))).toBeUndefined();
  });

  it('reads a theme gallery link: the link is the large image, its title the caption, no thumbnail size', () => {
    const grid = slide(
      '<a href="/duze.jpg" title="Toczenie na kole"><img src="/male-400x300.jpg" width="400" height="300" alt="Koło"></a>',
    );
    expect(readItem(grid.querySelector('a')!)).toEqual({
      src: '/duze.jpg',
      width: 0,
      height: 0,
      alt: 'Koło',
      caption: 'Toczenie na kole',
    });
    const wordpress = slide(
      '<figure class="gallery-item"><div class="gallery-icon"><a href="/d.jpg"><img src="/m.jpg" alt="Stoisko"></a></div><figcaption class="gallery-caption"> Nasze stoisko </figcaption></figure>',
    );
    expect(readItem(wordpress.querySelector('a')!)?.caption).toBe('Nasze stoisko');
    expect(readItem(slide('<a href="/d.jpg">bez obrazka</a>').querySelector('a')!)).toBeUndefined();
  });

  it('parses and writes the 1-based deep-link hash, ignoring other galleries and bad indexes', () => {
    expect(indexFromHash('#gallery-1', 'gallery', 6)).toBe(0);
    expect(indexFromHash('#gallery-6', 'gallery', 6)).toBe(5);
    expect(indexFromHash('#gallery-7', 'gallery', 6)).toBeUndefined();
    expect(indexFromHash('#gallery-0', 'gallery', 6)).toBeUndefined();
    expect(indexFromHash('#gallery-2x', 'gallery', 6)).toBeUndefined();
    expect(indexFromHash('#other-2', 'gallery', 6)).toBeUndefined();
    expect(hashFor('gallery', 2)).toBe('#gallery-3');
  });
});
