/**
 * Writes the demo shop's home and shop pages into the WordPress test theme (scripts/wordpress-test.sh):
 *
 *   node tests/wordpress/theme-fixture.mjs <theme dir> <WordPress URL> <demo shop URL>
 *
 * For each page, `<name>.html` holds the head's links (icon, stylesheet: first line), the body's attributes
 * (second line) and the body's markup without the module loader (the plugin prints that), and `<name>.json` the localized params by script handle, which the theme
 * hands to wp_localize_script so the plugin's "keep the params, drop the file" path prints them. The roots
 * the plugin marks through WooCommerce's filters (store notice, ul.products) lose their data-island here, so
 * the page shows the plugin's marking, not the fixture's. Images and the stylesheet stay on the demo shop
 * (absolute URLs): WordPress serves none of them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPage } from '../../fixtures/render.mjs';

const [themeDir, wpUrl, demoUrl] = process.argv.slice(2);
if (!themeDir || !wpUrl || !demoUrl) {
  console.error('usage: node tests/wordpress/theme-fixture.mjs <theme dir> <WordPress URL> <demo shop URL>');
  process.exit(2);
}

// The listing stays on the page after an add (WooCommerce's redirect-to-cart setting off), so the test sees
// the fragments replaced.
const PAGES = { home: '/', shop: '/sklep/' };
const query = { cart_redirect_after_add: 'no' };

mkdirSync(join(themeDir, 'fixture'), { recursive: true });
for (const [name, path] of Object.entries(PAGES)) {
  const html = renderPage(path, { query, origin: wpUrl });
  if (!html) throw new Error(`the demo shop has no page ${path}`);

  const params = {};
  for (const [, handle, body] of html.matchAll(/<script id="([\w-]+)-js-extra">\n([\s\S]*?)<\/script>/g)) {
    for (const [, variable, json] of body.matchAll(/^var (\w+) = (.*);$/gm)) {
      (params[handle] ??= []).push([variable, JSON.parse(json)]);
    }
  }
  if (!params['wc-add-to-cart']) throw new Error(`${path}: no wc_add_to_cart_params`);

  const bodyMatch = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html);
  if (!bodyMatch) throw new Error(`${path}: no body`);
  let body = bodyMatch[2]
    .replace(/<script type="module" async fetchpriority="low" src="\/dist\/[^"]*"><\/script>\n?/, '')
    .replace(/<p data-island="store-notice" /, '<p ')
    .replace(/(<ul class="products[^"]*") data-island="add-to-cart"/, '$1')
    .replaceAll(/(src|href|srcset)="\/(img|assets)\//g, `$1="${demoUrl}/$2/`);
  if (/<script type="module"/.test(body)) throw new Error(`${path}: a module script is left in the body`);
  body = body.replaceAll(/(srcset="[^"]*")/g, (srcset) => srcset.replaceAll(' /img/', ` ${demoUrl}/img/`));

  // The demo shop's own modulepreload links stay behind: the plugin prints its own for the files it serves.
  const links = [...html.matchAll(/<link [^>]*>/g)]
    .filter(([link]) => !link.includes('rel="modulepreload"'))
    .map(([link]) => link.replace(/href="\//, `href="${demoUrl}/`))
    .join('');
  writeFileSync(join(themeDir, 'fixture', `${name}.html`), `${links}\n${bodyMatch[1].trim()}\n${body}`);
  writeFileSync(join(themeDir, 'fixture', `${name}.json`), JSON.stringify(params));
}
console.log(`theme-fixture: ${Object.values(PAGES).join(', ')} written to ${themeDir}/fixture`);
