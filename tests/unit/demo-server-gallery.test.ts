// @vitest-environment node
/**
 * The demo shop's product gallery (product-image.php markup, six images, a broken large image, a caption
 * falling back to the title), the related products below the tabs, and the `woo_related_upsell_carousel` switch.
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startServer } from '../../fixtures/server.mjs';

let server: DemoServer;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});

afterAll(async () => {
  await server?.close();
});

const SLUG = 'kubek-poranek';
const PRODUCT = `/produkt/${SLUG}/`;

async function page(path: string, cookie?: string): Promise<string> {
  const res = await fetch(server.url + path, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: 'manual',
  });
  expect(res.status, path).toBe(200);
  return res.text();
}

const window = new Window();
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');
const nectarOptions = (html: string) =>
  JSON.parse(html.match(/var nectarOptions = (\{.*?\});/)?.[1] ?? '{}') as Record<string, string>;

describe('product gallery', () => {
  it('prints six gallery images with the WooCommerce attributes', async () => {
    const doc = parse(await page(PRODUCT));
    const gallery = doc.querySelector(
      'div.product > div.woocommerce-product-gallery.woocommerce-product-gallery--with-images.images',
    );
    expect(gallery?.getAttribute('data-columns')).toBe('4');
    expect(gallery?.getAttribute('data-island')).toBe('gallery');
    const slides = [
      ...doc.querySelectorAll(
        '.woocommerce-product-gallery > div.woocommerce-product-gallery__wrapper > div.woocommerce-product-gallery__image',
      ),
    ];
    expect(slides).toHaveLength(6);
    for (const [i, slide] of slides.entries()) {
      const a = slide.querySelector(':scope > a');
      const img = a?.querySelector(':scope > img');
      const full = img?.getAttribute('data-large_image') ?? '';
      expect(slide.getAttribute('data-thumb')).toMatch(/^\/img\/[a-z0-9-]+-100x100\.svg$/);
      expect(slide.getAttribute('data-thumb-alt')).toBe(img?.getAttribute('alt'));
      expect(img?.getAttribute('alt')).toContain('Kubek');
      expect(a?.getAttribute('href')).toBe(full);
      expect(img?.getAttribute('data-src')).toBe(full);
      expect(img?.getAttribute('src')).toMatch(/^\/img\/[a-z0-9-]+\.svg$/);
      expect(img?.getAttribute('width')).toBe('600');
      expect(img?.getAttribute('height')).toBe('600');
      expect(img?.getAttribute('data-large_image_width')).toBe('1200');
      expect(img?.getAttribute('data-large_image_height')).toBe('1200');
      expect(img?.getAttribute('title')).toBeTruthy();
      expect(img?.hasAttribute('data-caption')).toBe(true);
      expect(img?.classList.contains('wp-post-image')).toBe(i === 0);
      expect(full).toEqual(i === 3 ? `/img/brak/${SLUG}-4.jpg` : expect.stringMatching(/-1200x1200\.svg$/));
    }
    const images = slides.map((s) => s.querySelector('img'));
    expect(new Set(images.map((img) => img?.getAttribute('src'))).size).toBe(6);
    expect(images.map((img) => img?.getAttribute('data-caption'))).toEqual([
      'Widok z przodu',
      'Widok z boku',
      'Widok z góry',
      'Detal wykończenia',
      '',
      'Produkt we wnętrzu',
    ]);
    expect(images[4]?.getAttribute('title')).toBe('Faktura z bliska');
  });

  it('serves every gallery URL except the broken large image (404)', async () => {
    const doc = parse(await page(PRODUCT));
    const urls = new Set<string>();
    for (const slide of doc.querySelectorAll('.woocommerce-product-gallery__image')) {
      const img = slide.querySelector('img');
      for (const url of [
        slide.getAttribute('data-thumb'),
        img?.getAttribute('src'),
        img?.getAttribute('data-large_image'),
      ])
        if (url) urls.add(url);
    }
    expect(urls.size).toBe(18);
    const broken = `/img/brak/${SLUG}-4.jpg`;
    for (const url of urls) {
      const res = await fetch(server.url + url);
      await res.arrayBuffer();
      expect(res.status, url).toBe(url === broken ? 404 : 200);
      if (url !== broken) expect(res.headers.get('content-type'), url).toContain('image/svg+xml');
    }
    const svg = await (await fetch(`${server.url}/img/${SLUG}-3.svg`)).text();
    expect(svg).toContain('Kubek ceramiczny Poranek – zdjęcie 3');
    expect(svg).toContain('width="600" height="600"');
    const large = await (await fetch(`${server.url}/img/${SLUG}-3-1200x1200.svg`)).text();
    expect(large).toContain('width="1200" height="1200"');
  });
});

describe('related products', () => {
  it('prints eight other products below the tabs', async () => {
    const doc = parse(await page(PRODUCT));
    const section = doc.querySelector(
      'div.product > .woocommerce-tabs + section.related.products[data-island="related-products"]',
    );
    expect(section?.querySelector(':scope > h2')?.textContent).toBe('Podobne produkty');
    const list = section?.querySelector(':scope > h2 + ul.products.columns-4[data-island="add-to-cart"]');
    const items = [...(list?.querySelectorAll(':scope > li.product') ?? [])];
    expect(items).toHaveLength(8);
    const links = items.map((li) =>
      li.querySelector('a.woocommerce-loop-product__link')?.getAttribute('href'),
    );
    expect(new Set(links).size).toBe(8);
    expect(links).not.toContain(PRODUCT);
  });
});

describe('woo_related_upsell_carousel', () => {
  it('prints "0" unless switched by query or cookie', async () => {
    expect(nectarOptions(await page(PRODUCT)).woo_related_upsell_carousel).toBe('0');
    expect(
      nectarOptions(await page(`${PRODUCT}?woo_related_upsell_carousel=1`)).woo_related_upsell_carousel,
    ).toBe('1');
    expect(
      nectarOptions(await page(PRODUCT, 'qa_settings=woo_related_upsell_carousel%3D1'))
        .woo_related_upsell_carousel,
    ).toBe('1');
  });
});

describe('strict CSP', () => {
  it('product pages have no inline style attributes', async () => {
    for (const slug of [SLUG, 'zegarek-drewniany', 'rekawiczki-skorzane']) {
      const res = await fetch(`${server.url}/produkt/${slug}/?csp=strict`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("style-src 'self'");
      const html = await res.text();
      expect(html).not.toMatch(/\sstyle=/i);
      expect(html).not.toMatch(/<style\b(?! id="wc-islands-inline-css" nonce=")/);
    }
  });
});
