/**
 * The theme (Salient) galleries on /portfolio/: a WPBakery image grid (captions in the links' titles, image 4's
 * large file missing) and a WordPress gallery (#gallery-1). Same island and lightbox as the product gallery;
 * a theme gallery's broken image reads Fancybox's words; deep links per gallery with stable names.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, type Shop, type ShopPage } from './harness';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const DIALOG = '.islands-lightbox[role=dialog]';
const GRID = '.wpb_gallery[data-island="gallery"]';
const WP = '#gallery-1[data-island="gallery"]';
const counter = (page: Page) => page.textContent('.islands-lightbox__counter');
const hash = (page: Page) => new URL(page.url()).hash;

async function portfolio(suffix = ''): Promise<ShopPage> {
  const shopPage = await shop.open(`/portfolio/${suffix}`);
  // The galleries mount when seen (`visible`): look at each, as a shopper scrolling down would.
  for (const root of [GRID, WP]) {
    await shopPage.page.locator(root).scrollIntoViewIfNeeded();
    await shopPage.page.waitForSelector(`${root}[data-island-mounted]`, { state: 'attached' });
  }
  return shopPage;
}

describe('theme gallery lightbox', () => {
  it('opens at the clicked link with its title as caption, counts, moves, traps focus, closes on Escape', async () => {
    const shopPage = await portfolio('?csp=strict');
    const { page } = shopPage;
    expect(await page.getAttribute(`${GRID} a >> nth=1`, 'role')).toBe('button');
    await page.click(`${GRID} a >> nth=1`);
    await page.waitForSelector(DIALOG);
    expect(await page.getAttribute(DIALOG, 'aria-label')).toBe('Z pracowni');
    expect(await counter(page)).toBe('2 / 6');
    expect(hash(page)).toBe('#galeria-1-2');
    expect(await page.textContent('.islands-lightbox figcaption')).toBe(
      await page.getAttribute(`${GRID} a >> nth=1`, 'title'),
    );
    expect(await page.getAttribute('.islands-lightbox img', 'src')).toBe(
      await page.getAttribute(`${GRID} a >> nth=1`, 'href'),
    );
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe('3 / 6');
    expect(hash(page)).toBe('#galeria-1-3');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.islands-lightbox') !== null)).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(hash(page)).toBe('');
    // focus goes back to the link that opened it (focus-trap returns it just after the dialog goes)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('title')))
      .toBe('Szkliwienie zanurzeniowe');
    expect(shopPage.cspViolations).toEqual([]);
    expect(shopPage.warnings.filter((w) => w.includes('[islands]'))).toEqual([]);
  });

  it("a broken image reads the theme lightbox's message, without a link", async () => {
    const { page } = await portfolio('#galeria-1-4');
    await page.waitForSelector('.islands-lightbox__error');
    expect(await page.textContent('.islands-lightbox__error')).toBe(
      'The requested content cannot be loaded. Please try again later.',
    );
    expect(await page.$('.islands-lightbox__error a')).toBeNull();
    expect(await counter(page)).toBe('4 / 6');
  });

  it('deep links name each gallery: its id, else its place among the theme galleries', async () => {
    const wp = await portfolio('#gallery-1-3');
    await wp.page.waitForSelector(DIALOG);
    expect(await counter(wp.page)).toBe('3 / 3');
    // a WordPress gallery's caption is its figcaption
    expect(await wp.page.textContent('.islands-lightbox figcaption')).toBe('Goście przy stoisku');
    expect(await wp.page.locator(DIALOG).count()).toBe(1);

    const grid = await portfolio('#galeria-1-6');
    await grid.page.waitForSelector(DIALOG);
    expect(await counter(grid.page)).toBe('6 / 6');

    // a hash arriving later opens too; another gallery's index out of range, or no such gallery, does not
    const { page } = await portfolio();
    await page.evaluate(() => (location.hash = '#gallery-1-1'));
    await page.waitForSelector(DIALOG);
    expect(await counter(page)).toBe('1 / 3');
    await page.keyboard.press('Escape');
    for (const bad of ['#gallery-1-4', '#galeria-2-1', '#galeria-1-0']) {
      await page.evaluate((h) => (location.hash = h), bad);
      await page.waitForTimeout(200);
      expect(await page.$(DIALOG)).toBeNull();
    }
  });

  it('a theme gallery without image links warns once and leaves the page as it was', async () => {
    const shopPage = await shop.open('/fixtures/');
    const { page } = shopPage;
    await page.route(
      (url) => url.pathname === '/portfolio/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<div id="gallery-1"[\s\S]*?)(<figure[\s\S]*<\/figure>)/,
          '$1<p>Zdjęcia wkrótce.</p>',
        );
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto('/portfolio/');
    await page.locator(GRID).scrollIntoViewIfNeeded();
    await page.waitForSelector(`${GRID}[data-island-mounted]`, { state: 'attached' });
    await expect
      .poll(() => shopPage.warnings.filter((w) => w.startsWith('[islands] gallery:')))
      .toEqual(['[islands] gallery: no image links to show']);
    await page.click(`${GRID} a >> nth=0`);
    await page.waitForSelector(DIALOG);
    expect(await counter(page)).toBe('1 / 6');
  });
});
