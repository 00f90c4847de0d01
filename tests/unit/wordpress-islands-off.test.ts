// @vitest-environment node
// The settings page's switches (php-stubs/includes/islands-off.php), in PHP against the stand-ins of
// tests/php/plugin-harness.php: for every classic script the islands replace, switching its island off brings
// that script back with its dependencies, its islands' roots unmarked and named in the head for the loader;
// the other islands stay. The settings page, the option and the status rows.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import manifest from '../../widgets/manifest.json';

interface Run {
  off: string[];
  back: string[];
  replaced: string[];
  groups: Array<{ islands: string[]; handles: string[] }>;
  scripts: Record<string, { src: string | false; deps: string[] }>;
  printed: string[];
  head: string;
  roots: Record<string, string>;
  jquery_api: string[];
  rows: Record<string, { label: string; value: string; debug: string }>;
  page: string;
  sanitize: Array<{ flavour: string; off: string[] }>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const replaces = manifest.replaces as Record<string, string[]>;
const hasPhp = spawnSync('php', ['--version']).status === 0;
let dist: string;

/** The plugin on one page with these islands saved as switched off. */
const page = (...off: string[]): Run =>
  JSON.parse(
    execFileSync('php', [path.join(root, 'tests/php/plugin-harness.php'), 'islands-off', dist, ...off], {
      encoding: 'utf8',
    }),
  ) as Run;

/** A handle's dependencies, and theirs, as the harness registers them. */
function closure(run: Run, handle: string): string[] {
  const seen = new Set<string>();
  const pending = [...run.scripts[handle]!.deps];
  while (pending.length) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...(run.scripts[next]?.deps ?? []));
  }
  return [...seen];
}

beforeAll(async () => {
  // The build's manifest is widgets/manifest.json copied; the loader's asset file is all else it reads.
  dist = await mkdtemp(path.join(os.tmpdir(), 'wc-islands-off-'));
  await mkdir(path.join(dist, 'preact'));
  await writeFile(path.join(dist, 'preact', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(
    path.join(dist, 'preact', 'islands.asset.php'),
    "<?php return array( 'dependencies' => array(), 'version' => 'test' );\n",
  );
});
afterAll(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe.skipIf(!hasPhp)(
  'islands switched off on the settings page (php-stubs/includes/islands-off.php)',
  () => {
    it('with none off: every replaceable script is emptied, jQuery stays off the page, every root is marked, nothing in the head', () => {
      const run = page();
      expect(run.off).toEqual([]);
      for (const handle of Object.keys(replaces)) expect(run.scripts[handle]!.src, handle).toBe(false);
      expect(run.printed).toEqual(['wc-islands']);
      expect(run.head).not.toContain('wc-islands-off');
      for (const island of Object.values(replaces)
        .flat()
        .filter((n) => n !== 'cart-fragments'))
        expect(run.roots[island], island).toBe(` data-island="${island}"`);
      expect(run.rows['islands-off']).toMatchObject({ value: 'none', debug: 'none' });
    });

    it('groups islands and scripts linked through replaces: one island off brings back every script naming it, and every island those name goes off', () => {
      const { groups } = page();
      for (const [handle, islands] of Object.entries(replaces)) {
        const group = groups.find((g) => g.handles.includes(handle))!;
        expect(group.islands, handle).toEqual(expect.arrayContaining(islands));
      }
      // Each island and each handle in exactly one group.
      expect(groups.flatMap((g) => g.handles).sort()).toEqual(Object.keys(replaces).sort());
      const islands = groups.flatMap((g) => g.islands);
      expect(new Set(islands).size).toBe(islands.length);
      expect(groups.find((g) => g.islands.includes('gallery'))).toEqual({
        islands: expect.arrayContaining(['tabs', 'review-rating', 'header', 'sidebar']),
        handles: expect.arrayContaining(['wc-single-product', 'wc-zoom', 'nectar-frontend']),
      });
      // Any island of a group switches the whole group.
      expect(page('fullscreen-zoom').off.sort()).toEqual(page('gallery').off.sort());
    });

    describe.each(Object.entries(replaces))('%s', (handle, islands) => {
      it(`its island (${islands[0]}) off: the script and its dependencies print again, its islands unmarked and named for the loader; the others stay`, () => {
        const run = page(islands[0]!);
        expect(run.back).toContain(handle);
        expect(run.scripts[handle]!.src).toBe(`/js/${handle}.js`);
        expect(run.printed).toContain(handle);
        // A dependency the islands still replace (`woocommerce` under cart.js and checkout.js) is emptied, its own
        // dependencies kept for the script that is back, with the helpers it defined (ADR 0014).
        for (const dependency of closure(run, handle))
          if (run.replaced.includes(dependency)) expect(run.scripts[dependency]!.src, dependency).toBe(false);
          else expect(run.printed, dependency).toContain(dependency);
        const named = /<meta name="wc-islands-off" content="([^"]*)">/.exec(run.head)?.[1]?.split(' ');
        for (const island of islands) {
          expect(named, island).toContain(island);
          expect(run.roots[island], island).toBe('');
        }
        // Another group's scripts stay emptied and its islands marked.
        const other = run.groups.find(
          (g) => !g.islands.includes(islands[0]!) && !g.islands.includes('cart-fragments'),
        )!;
        for (const kept of other.handles) expect(run.scripts[kept]!.src, kept).toBe(false);
        for (const island of other.islands) {
          expect(run.roots[island], island).toBe(` data-island="${island}"`);
          expect(named).not.toContain(island);
        }
        expect(run.rows[`kept-${handle}`]!.debug).toBe('back: its islands are switched off');
        expect(run.rows['islands-off']!.debug.split(', ')).toEqual(expect.arrayContaining(islands));
      });
    });

    it("keeps WooCommerce's jQuery plugins to the script that is back: the queue no longer answers them", () => {
      expect(page().jquery_api).toContain('wc_variation_form');
      expect(page('variation-form').jquery_api).not.toContain('wc_variation_form');
      expect(page('gallery').jquery_api).not.toContain('wc_product_gallery');
    });

    it('the settings page: a labelled checkbox per group posting to the option, through the Settings API form (nonce), ticked where off, escaped', () => {
      const run = page('checkout');
      expect(run.page).toContain('<form method="post" action="options.php">');
      expect(run.page).toContain('name="_wpnonce"');
      const boxes = [
        ...run.page.matchAll(
          /<label for="([^"]+)"><input type="checkbox" id="([^"]+)" name="wc_islands_options\[off\]\[\]" value="([^"]+)" aria-describedby="([^"]+)"([^>]*)>/g,
        ),
      ];
      expect(boxes.map((b) => b[3])).toEqual(run.groups.map((g) => g.islands[0]));
      for (const [, labelFor, id, , describedBy, rest] of boxes) {
        expect(labelFor).toBe(id);
        expect(run.page).toContain(`id="${describedBy}">Brings back: `);
        expect(rest!.includes('checked'), id).toBe(id === 'wc-islands-off-checkout');
      }
      expect(run.page).toContain('<legend class="screen-reader-text">');
      expect(run.page).toContain('Checkout form; Payment method list');
      expect(run.page).not.toMatch(/WordPress's|WooCommerce's/); // apostrophes escaped
    });

    it('sanitises the option: island names through sanitize_key, sorted, once each; anything else dropped', () => {
      const [posted, notList, nothing] = page().sanitize;
      expect(posted).toEqual({ flavour: 'react', off: ['galleryscript', 'tabs'] });
      expect(notList).toEqual({ flavour: 'preact', off: [] });
      expect(nothing).toEqual({ flavour: 'preact', off: [] });
      // A name the build does not know switches nothing.
      expect(page('no-such-island').off).toEqual([]);
    });
  },
);
