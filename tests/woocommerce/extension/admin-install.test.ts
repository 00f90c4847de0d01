/**
 * The plugin installed as a theme developer does, in wp-admin on the real shop: Plugins → Add New → Upload
 * Plugin with the zip `npm run package` built, activate, the settings page, Site Health's Info screen,
 * deactivate, delete. Uninstalling removes the plugin's options and its folder. Every admin page shows no
 * error notice and no uncaught script error; run.sh checks PHP's log. Run by tests/woocommerce/extension/run.sh,
 * which sets WC_TEST_URL, WC_TEST_WP (the WordPress folder), WC_TEST_ZIP and WC_TEST_SHOP.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../chromium.mjs';

const URL = process.env.WC_TEST_URL ?? '';
const WP = process.env.WC_TEST_WP ?? '';
const ZIP = process.env.WC_TEST_ZIP ?? '';
const PLUGIN = 'wc-islands/wc-islands.php';
const shop = (URL ? JSON.parse(readFileSync(process.env.WC_TEST_SHOP ?? '', 'utf8')) : null) as {
  pages: Record<string, string>;
  products: Record<string, { id: number; path: string }>;
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Uncaught script errors on any page, and error notices on the admin pages. */
const problems: string[] = [];

/** The plugin's options in the shop's database (tests/woocommerce/extension/cli.php). */
const options = () =>
  JSON.parse(
    execFileSync('php', [join(import.meta.dirname, 'cli.php'), WP, 'options'], { encoding: 'utf8' }),
  ) as string[];

/** An admin page, loaded, with no error notice and no "critical error" page. */
async function admin(path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const errors = await page.$$eval(
    '.notice-error, div.error:not(.hidden):not(.inline), #error-page, .wp-die-message',
    (els) =>
      els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.textContent?.trim() ?? ''),
  );
  for (const error of errors) problems.push(`${path}: ${error.slice(0, 200)}`);
}

/** A table's rows as label → text (the settings page's status, a Site Health section). */
const rows = (selector: string) =>
  page.$$eval(`${selector} tr`, (trs) =>
    Object.fromEntries(
      trs.map((tr) => [
        tr.querySelector('th')?.textContent?.trim() ?? '',
        tr.querySelector('td')?.textContent?.trim() ?? '',
      ]),
    ),
  );

const pluginRow = () => page.locator(`tr[data-plugin="${PLUGIN}"]`).first();

beforeAll(async () => {
  if (!URL) return;
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run `node tests/chromium.mjs --install`');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  context = await browser.newContext({ baseURL: URL, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(20_000);
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${String(error)}`));
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!URL)('the plugin installed from its zip in wp-admin', () => {
  it('install: Plugins → Add New → Upload Plugin takes the zip, and Activate turns it on', async () => {
    expect(existsSync(join(WP, 'wp-content/plugins/wc-islands'))).toBe(false);
    expect(options()).toEqual([]);
    await page.goto('/wp-login.php');
    await page.fill('#user_login', 'admin');
    await page.fill('#user_pass', 'admin-password');
    await Promise.all([page.waitForURL(/wp-admin/), page.click('#wp-submit')]);

    await admin('/wp-admin/plugin-install.php?tab=upload');
    await page.setInputFiles('#pluginzip', ZIP);
    await Promise.all([
      page.waitForURL(/update\.php\?action=upload-plugin/),
      page.click('#install-plugin-submit'),
    ]);
    await expect.poll(() => page.textContent('.wrap')).toMatch(/Plugin installed successfully/);
    expect(existsSync(join(WP, 'wp-content/plugins/wc-islands/wc-islands.php'))).toBe(true);
    await page.click('.wrap a.button-primary[href*="action=activate"]');
    await page.waitForURL(/plugins\.php/);
    await admin('/wp-admin/plugins.php');
    expect(await pluginRow().getAttribute('class')).toMatch(/\bactive\b/);
    // The Settings link beside Deactivate; WooCommerce flags no incompatibility (the plugin declares its features).
    expect(await pluginRow().locator('.row-actions a', { hasText: 'Settings' }).count()).toBe(1);
    expect((await page.textContent(`tr[data-plugin="${PLUGIN}"] + tr`)) ?? '').not.toMatch(/incompatible/i);
    expect(await pluginRow().textContent()).not.toMatch(/incompatible/i);
  });

  it("on the shop's pages: the islands load; the checkout keeps jQuery for the test gateway's script, and the plugin records it", async () => {
    const shopper = await browser.newContext({ baseURL: URL });
    const front = await shopper.newPage();
    front.on('pageerror', (error) => problems.push(`page error on ${front.url()}: ${String(error)}`));
    await front.goto(shop.pages.shop!);
    expect(await front.locator('script[src*="/plugins/wc-islands/dist/preact/islands.js"]').count()).toBe(1);
    expect((await shopper.request.get(`/?add-to-cart=${shop.products.simple!.id}`)).status()).toBe(200);
    await front.goto(shop.pages.checkout!);
    await front.waitForLoadState('networkidle');
    await shopper.close();
    expect(options()).toContain('wc_islands_kept_scripts');
  });

  it('Settings → WC Islands: the status rows, and a saved flavour loads on the front end', async () => {
    await admin('/wp-admin/options-general.php?page=wc-islands');
    expect(await page.textContent('.wrap h1')).toBe('WC Islands');
    const status = await rows('table.wc-islands-status');
    expect(status).toMatchObject({
      WooCommerce: '10.4.3',
      Flavour: 'Preact, bundled',
      Loader: 'script module',
    });
    expect(status['Replaced scripts']!.split(', ')).toEqual(
      expect.arrayContaining(['woocommerce', 'wc-add-to-cart', 'wc-checkout', 'wc-cart-fragments']),
    );
    expect(status.woocommerce).toBe(
      'emptied, its dependencies kept for islands-test-gateway (on /zamowienie/)',
    );
    await page.check('input[name="wc_islands_options[flavour]"][value="react"]');
    await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
    await admin('/wp-admin/options-general.php?page=wc-islands&settings-updated=true');
    expect(await page.isChecked('input[name="wc_islands_options[flavour]"][value="react"]')).toBe(true);
    expect((await rows('table.wc-islands-status')).Flavour).toBe("WordPress's React");
    const html = await (await context.request.get(shop.pages.shop!)).text();
    expect(html).toContain('/plugins/wc-islands/dist/react/islands.js');
    // What the plugin read of the scripts' files about jQuery, too (written by the shop's pages).
    expect(options()).toEqual(['wc_islands_jquery_scan', 'wc_islands_kept_scripts', 'wc_islands_options']);
  });

  it("Site Health → Info: the plugin's section has the settings page's facts", async () => {
    const settings = await rows('table.wc-islands-status');
    await admin('/wp-admin/site-health.php?tab=debug');
    await page.click('button[aria-controls="health-check-accordion-block-wc-islands"]');
    await page.waitForSelector('#health-check-accordion-block-wc-islands', { state: 'visible' });
    const health = await rows('#health-check-accordion-block-wc-islands table');
    expect(health).toMatchObject({ Version: '0.1.0', ...settings });
    // The copy for a support request holds them too, untranslated.
    const copied = await page.getAttribute(
      '.site-health-copy-buttons button.copy-button',
      'data-clipboard-text',
    );
    expect(copied).toContain('### wc-islands ###');
    expect(copied).toContain('flavour: react\n');
    expect(copied).toContain(
      'kept-woocommerce: emptied, its dependencies kept for islands-test-gateway (on /zamowienie/)',
    );
  });

  it('deactivate, then delete: uninstall removes the options and the folder, nothing else of the shop', async () => {
    await admin('/wp-admin/plugins.php');
    await Promise.all([page.waitForURL(/deactivate=true/), pluginRow().locator('.deactivate a').click()]);
    await admin('/wp-admin/plugins.php?deactivate=true');
    expect(await pluginRow().getAttribute('class')).toMatch(/\binactive\b/);
    page.once('dialog', (dialog) => void dialog.accept());
    await pluginRow().locator('.delete a').click();
    await expect
      .poll(() => page.textContent('tr.plugin-deleted-tr'))
      .toMatch(/WC Islands was successfully deleted/);
    expect(existsSync(join(WP, 'wp-content/plugins/wc-islands'))).toBe(false);
    expect(options()).toEqual([]);
    // WooCommerce itself is still there and active.
    await admin('/wp-admin/plugins.php');
    expect(await page.getAttribute('tr[data-plugin="woocommerce/woocommerce.php"]', 'class')).toMatch(
      /\bactive\b/,
    );
  });

  it('no admin page showed an error, and no page threw', () => {
    expect(problems).toEqual([]);
  });
});
