// @vitest-environment node
/**
 * The demo shop's simple product page below the summary: the rating link, the tabs (description,
 * additional information, reviews with pagination and the review form), the review pages, the no-JS
 * review post with its one-shot notice, `wc_single_product_params`, the `dir=rtl` switch and strict CSP.
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startServer } from '../../fixtures/server.mjs';
import { CookieClient } from './cookie-client';

let server: DemoServer;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});

afterAll(async () => {
  await server?.close();
});

const PRODUCT = '/produkt/kubek-poranek/';

/** Keeps cookies between requests and never follows redirects. */
class Client extends CookieClient {
  request(path: string, form?: Record<string, string>): Promise<Response> {
    return this.send(server.url + path, {
      method: form ? 'POST' : 'GET',
      body: form ? new URLSearchParams(form) : undefined,
    });
  }

  async page(path: string): Promise<string> {
    const res = await this.request(path);
    expect(res.status, path).toBe(200);
    return res.text();
  }
}

const window = new Window();
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');

describe('product page tabs', () => {
  it('prints the rating link, three tabs and their panels, all visible, no tab marked active', async () => {
    const doc = parse(await new Client().page(PRODUCT));
    const link = doc.querySelector('.summary .woocommerce-review-link');
    expect(link?.getAttribute('href')).toBe('#reviews');
    expect(link?.textContent).toBe('(3 opinie klientów)');

    const wrapper = doc.querySelector('div.woocommerce-tabs.wc-tabs-wrapper[data-island="tabs"]');
    expect(wrapper).not.toBeNull();
    expect(doc.querySelector('div.product > .summary + .woocommerce-tabs')).not.toBeNull();
    const tabs = [...doc.querySelectorAll('ul.tabs.wc-tabs[role="tablist"] > li')];
    expect(tabs.map((li) => li.id)).toEqual([
      'tab-title-description',
      'tab-title-additional_information',
      'tab-title-reviews',
    ]);
    expect(tabs.map((li) => li.textContent)).toEqual(['Opis', 'Informacje dodatkowe', 'Opinie (3)']);
    for (const [i, key] of ['description', 'additional_information', 'reviews'].entries()) {
      const li = tabs[i];
      expect(li?.classList.contains(`${key}_tab`)).toBe(true);
      expect(li?.classList.contains('active')).toBe(false); // the script opens one
      expect(li?.getAttribute('role')).toBe('presentation');
      const a = li?.querySelector('a');
      expect(a?.getAttribute('href')).toBe(`#tab-${key}`);
      expect(a?.getAttribute('role')).toBe('tab');
      expect(a?.getAttribute('aria-controls')).toBe(`tab-${key}`);
      const panel = doc.getElementById(`tab-${key}`);
      expect(panel?.className).toBe(
        `woocommerce-Tabs-panel woocommerce-Tabs-panel--${key} panel entry-content wc-tab`,
      );
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(`tab-title-${key}`);
      expect(panel?.hasAttribute('hidden')).toBe(false);
    }
    expect(doc.querySelectorAll('#tab-description p').length).toBeGreaterThanOrEqual(2);
    const rows = [...doc.querySelectorAll('#tab-additional_information table.shop_attributes th')];
    expect(rows.map((th) => th.textContent)).toEqual(['Waga', 'Wymiary', 'Materiał']);
    expect(doc.querySelector('.woocommerce-product-attributes-item--weight td')?.textContent).toBe('0,4 kg');
  });

  it('prints the reviews, their pagination and the review form', async () => {
    const doc = parse(await new Client().page(PRODUCT));
    const comments = doc.querySelector('#tab-reviews div#reviews.woocommerce-Reviews > div#comments');
    expect(comments?.querySelector('h2.woocommerce-Reviews-title')).not.toBeNull();
    const reviews = [...(comments?.querySelectorAll('ol.commentlist > li.review') ?? [])];
    expect(reviews).toHaveLength(3);
    for (const li of reviews) {
      const id = li.id.replace('li-comment-', '');
      expect(li.querySelector(`div#comment-${id}`)).not.toBeNull();
      expect(li.querySelector('.woocommerce-review__author')?.textContent).toBeTruthy();
      expect(li.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(li.querySelector('.description p')?.textContent).toBeTruthy();
    }
    expect(doc.querySelector('.star-rating[role="img"][aria-label="Oceniono 4 z 5"]')).not.toBeNull();
    const hrefs = [...doc.querySelectorAll('#comments nav.woocommerce-pagination a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs).toContain('?cpage=2#comments');
    expect(hrefs).toContain(`${PRODUCT}comment-page-2/#comments`);

    const respond = doc.querySelector(
      '#reviews > div#review_form_wrapper > div#review_form > div#respond.comment-respond',
    );
    expect(respond?.getAttribute('data-island')).toBe('review-rating');
    const form = respond?.querySelector('form#commentform.comment-form');
    expect(form?.getAttribute('action')).toMatch(/\/wp-comments-post\.php$/); // comment_form()'s action
    expect(form?.getAttribute('method')).toBe('post');
    expect(
      form?.querySelector('div.comment-form-rating > label#comment-form-rating-label')?.textContent,
    ).toBe('Twoja ocena\u00a0*');
    const select = form?.querySelector('select#rating[name="rating"][required]');
    expect(
      [...(select?.querySelectorAll('option') ?? [])].map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Oceń…'],
      ['5', 'Doskonały'],
      ['4', 'Dobry'],
      ['3', 'Przeciętny'],
      ['2', 'Niezły'],
      ['1', 'Bardzo słaby'],
    ]);
    expect(
      form?.querySelector(
        'p.comment-form-comment > label[for="comment"] + textarea#comment[name="comment"][required]',
      ),
    ).not.toBeNull();
    expect(
      form
        ?.querySelector('p.form-submit > input#submit.submit[type="submit"][name="submit"]')
        ?.getAttribute('value'),
    ).toBe('Wyślij');
  });

  it('renders the review pages (comment-page-N/ and ?cpage=N) as the product page', async () => {
    const client = new Client();
    for (const path of [`${PRODUCT}comment-page-2/`, `${PRODUCT}?cpage=2`]) {
      const doc = parse(await client.page(path));
      expect(doc.querySelector('h1.product_title')?.textContent).toBe('Kubek ceramiczny Poranek');
      expect(doc.querySelectorAll('#tab-reviews ol.commentlist > li.review')).toHaveLength(3);
      expect(doc.querySelector('#comments .page-numbers.current')?.textContent).toBe('2');
    }
    expect((await client.request(`${PRODUCT}comment-page-9/`)).status).toBe(404);
    // Variable products have the same review pages (tests/unit/demo-server-variations.test.ts has the rest).
    expect((await client.request('/produkt/koszulka-bawelniana/comment-page-2/')).status).toBe(200);
    expect((await client.request('/produkt/nie-ma-takiego/comment-page-2/')).status).toBe(404);
  });

  it('prints wc_single_product_params on product pages only', async () => {
    const client = new Client();
    const html = await client.page(PRODUCT);
    const source = parse(html).querySelector('script#wc-single-product-js-extra')?.textContent ?? '';
    const params = new Function(`${source}; return wc_single_product_params;`)();
    expect(params).toEqual({
      i18n_required_rating_text: 'Proszę wybrać ocenę',
      i18n_rating_options: [1, 2, 3, 4, 5].map((n) => `${n} z 5 gwiazdek`),
      i18n_product_gallery_trigger_text: 'Wyświetl galerię zdjęć na pełnym ekranie',
      review_rating_required: 'yes',
      flexslider: {
        rtl: false,
        animation: 'slide',
        smoothHeight: true,
        directionNav: false,
        controlNav: 'thumbnails',
        slideshow: false,
        animationSpeed: 500,
        animationLoop: false,
        allowOneSlide: false,
      },
      zoom_enabled: '',
      zoom_options: [],
      photoswipe_enabled: '1',
      photoswipe_options: {
        shareEl: false,
        closeOnScroll: false,
        history: false,
        hideAnimationDuration: 0,
        showAnimationDuration: 0,
      },
      flexslider_enabled: '',
    });
    expect(await client.page('/sklep/')).not.toContain('wc_single_product_params');
  });
});

describe('review form without JavaScript', () => {
  it('thanks for a rated review once, back at #comments', async () => {
    const client = new Client();
    await client.page(PRODUCT);
    const res = await client.request(`${PRODUCT}comment-page-2/`, {
      rating: '4',
      comment: 'Bardzo ładny kubek.',
      submit: 'Wyślij',
      comment_post_ID: '101',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${PRODUCT}#comments`);
    const doc = parse(await client.page(PRODUCT));
    const notice = doc.querySelector('.woocommerce-notices-wrapper div.woocommerce-message[role="alert"]');
    expect(notice?.textContent?.trim()).toMatch(/^Dziękujemy za opinię/);
    expect(doc.querySelectorAll('ol.commentlist > li.review')).toHaveLength(3); // not stored
    expect(parse(await client.page(PRODUCT)).querySelector('.woocommerce-message')).toBeNull();
  });

  it('prints the form comment_form() prints for a guest and takes its post at wp-comments-post.php', async () => {
    const client = new Client();
    const doc = parse(await client.page(PRODUCT));
    const respond = doc.querySelector(
      '#review_form > div#respond.comment-respond[data-island="review-rating"]',
    )!;
    expect(
      respond.querySelector(':scope > span#reply-title[role="heading"][aria-level="3"]')?.firstChild
        ?.textContent,
    ).toBe('Dodaj opinię ');
    expect(respond.querySelector('#cancel-comment-reply-link')?.getAttribute('style')).toBe('display:none;');
    const form = respond.querySelector(':scope > form#commentform.comment-form')!;
    expect(form.getAttribute('action')).toMatch(/^http:\/\/[^/]+\/wp-comments-post\.php$/);
    expect(form.hasAttribute('novalidate')).toBe(false);
    // The notes, the comment field (rating, review), the fields, the consent, the submit row: in this order.
    expect([...form.children].map((el) => el.className)).toEqual([
      'comment-notes',
      'comment-form-rating',
      'comment-form-comment',
      'comment-form-author',
      'comment-form-email',
      'comment-form-cookies-consent',
      'form-submit',
    ]);
    expect(form.querySelector('label[for="rating"]')?.id).toBe('comment-form-rating-label');
    for (const name of ['rating', 'comment', 'author', 'email']) {
      expect(form.querySelector(`[name="${name}"]`)?.hasAttribute('required'), name).toBe(true);
    }
    expect(form.querySelector('#email')?.hasAttribute('aria-describedby')).toBe(false);
    expect(form.querySelector('input[name="comment_post_ID"]')?.getAttribute('value')).toBe('101');

    const res = await client.request('/wp-comments-post.php', {
      rating: '5',
      comment: 'Świetny.',
      author: 'Ala',
      email: 'ala@example.com',
      submit: 'Wyślij',
      comment_post_ID: '101',
      comment_parent: '0',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${PRODUCT}#comments`);
  });

  it('refuses a review without a rating with an error notice, once', async () => {
    const client = new Client();
    await client.page(PRODUCT);
    const res = await client.request(PRODUCT, { rating: '', comment: 'Bez oceny.', submit: 'Wyślij' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${PRODUCT}#comments`);
    const doc = parse(await client.page(PRODUCT));
    expect(doc.querySelector('ul.woocommerce-error[role="alert"]')?.textContent?.trim()).toBe(
      'Proszę wybrać ocenę',
    );
    expect(doc.querySelector('.woocommerce-message')).toBeNull();
    expect(parse(await client.page(PRODUCT)).querySelector('.woocommerce-error')).toBeNull();
  });
});

describe('switches', () => {
  it('dir=rtl (query or qa_settings cookie) sets <html dir="rtl">', async () => {
    const client = new Client();
    expect(await client.page(PRODUCT)).toContain('<html lang="pl-PL">');
    expect(await client.page(`${PRODUCT}?dir=rtl`)).toContain('<html dir="rtl" lang="pl-PL">');
    expect(await client.page('/sklep/?dir=rtl')).toContain('<html dir="rtl" lang="pl-PL">');
    client.jar.set('qa_settings', encodeURIComponent('dir=rtl'));
    const html = await client.page(PRODUCT);
    expect(html).toContain('<html dir="rtl" lang="pl-PL">');
    expect(html).toContain('"rtl":true');
    expect(await client.page(`${PRODUCT}?dir=ltr`)).toContain('<html lang="pl-PL">');
  });

  it('strict CSP product pages have no inline styles or handlers', async () => {
    const client = new Client();
    for (const path of [PRODUCT, `${PRODUCT}comment-page-2/`, '/produkt/zegarek-drewniany/']) {
      const res = await client.request(`${path}${path.includes('?') ? '&' : '?'}csp=strict`);
      expect(res.headers.get('content-security-policy')).toContain("style-src 'self'");
      const html = await res.text();
      expect(html, path).not.toMatch(/\sstyle=/);
      expect(html, path).not.toMatch(/<style\b(?! id="wc-islands-inline-css" nonce=")/);
      expect(html, path).not.toMatch(/\son[a-z]+=/);
    }
  });
});
