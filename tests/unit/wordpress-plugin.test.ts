// @vitest-environment node
// The WordPress plugin in php-stubs/: `php -l` on every PHP file, the Jed translations build.mjs writes, and
// the contents of the zip `npm run package` builds.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLISH } from '../../shared/i18n-pl';
import { _n, __, resetLocaleData, setLocaleData } from '../../shared/i18n';
import { buildAll } from '../../build.mjs';
import { scanAll } from '../../scripts/i18n.mjs';
import * as i18nJson from '../../scripts/i18n-json.mjs';
import { readMo } from '../../scripts/lib/po.mjs';
import * as pkg from '../../scripts/package.mjs';
import type { BuiltManifest, IslandManifest } from '../../scripts/types';

type Flavour = 'preact' | 'react';
interface Jed {
  domain: string;
  source?: string;
  locale_data: Record<string, Record<string, unknown>>;
}
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

const FLAVOURS: Flavour[] = ['preact', 'react'];
const pluginDir = path.join(projectRoot, 'php-stubs');
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

async function phpFiles(dir = pluginDir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await phpFiles(full)));
    else if (entry.name.endsWith('.php')) out.push(full);
  }
  return out.sort();
}

/** One build of both flavours (and the translations) in a temp dir, shared by the tests below. */
let distRoot: Promise<{ root: string; built: Awaited<ReturnType<typeof buildAll>> }> | undefined;
function builtDist() {
  distRoot ??= mkdtemp(path.join(os.tmpdir(), 'wc-islands-plugin-')).then(async (root) => ({
    root,
    built: await buildAll({ outRoot: path.join(root, 'dist') }),
  }));
  return distRoot;
}
afterAll(async () => {
  if (distRoot) await rm((await distRoot).root, { recursive: true, force: true });
});

const php = spawnSync('php', ['--version'], { encoding: 'utf8' });
const hasPhp = php.status === 0;
if (!hasPhp) {
  console.warn(
    'wordpress-plugin.test.ts: `php` not found, so `php -l` is SKIPPED. Install it (Debian: apt-get install -y php-cli) to lint the plugin.',
  );
}

const hasPhpcs = spawnSync('phpcs', ['--version'], { encoding: 'utf8' }).status === 0;

describe('php-stubs/ plugin files', () => {
  it('has a main file with a plugin header and the includes it requires', async () => {
    const main = await readFile(path.join(pluginDir, 'wc-islands.php'), 'utf8');
    expect(main).toMatch(/^<\?php\n\/\*\*\n \* Plugin Name: +WC Islands$/m);
    expect(main).toMatch(/^ \* Requires PHP: +7\.4$/m);
    expect(main).toMatch(/^ \* Text Domain: +wc-islands$/m);
    // WordPress 6.5+ installs and activates it only with WooCommerce; WooCommerce reads the other two.
    expect(main).toMatch(/^ \* Requires Plugins: +woocommerce$/m);
    expect(main).toMatch(/^ \* WC requires at least: +8\.9$/m);
    expect(main).toMatch(/^ \* WC tested up to: +10\.4$/m);
    const compat = await readFile(path.join(pluginDir, 'includes', 'compat.php'), 'utf8');
    expect(compat).toMatch(/function wc_islands_woocommerce_requirement\(\) \{\n\treturn '8\.9';/);
    for (const [, include] of main.matchAll(/require_once __DIR__ \. '\/([^']+)'/g)) {
      expect((await phpFiles()).map((f) => path.relative(pluginDir, f))).toContain(include);
    }
  });

  it("readme.txt is WordPress.org's format, its requirements the plugin header's and its stable tag package.json's version", async () => {
    const readme = await readFile(path.join(pluginDir, 'readme.txt'), 'utf8');
    const main = await readFile(path.join(pluginDir, 'wc-islands.php'), 'utf8');
    expect(readme).toMatch(/^=== WC Islands ===\n/);
    for (const section of ['Description', 'Installation', 'Frequently Asked Questions', 'Changelog'])
      expect(readme).toContain(`\n== ${section} ==\n`);
    const field = (text: string, name: string) =>
      new RegExp(`^(?: \\* )?${name}: *(.+)$`, 'm').exec(text)?.[1]?.trim();
    for (const name of ['Requires at least', 'Requires PHP', 'WC requires at least', 'WC tested up to'])
      expect(field(readme, name), name).toBe(field(main, name));
    // WordPress.org takes GPL-compatible plugins only: the same licence in both, package.json and LICENSE.
    for (const text of [readme, main]) {
      expect(field(text, 'License')).toBe('GPL-2.0-or-later');
      expect(field(text, 'License URI')).toBe('https://www.gnu.org/licenses/gpl-2.0.html');
    }
    expect(
      (JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as { license: string })
        .license,
    ).toBe('GPL-2.0-or-later');
    const licence = await readFile(path.join(projectRoot, 'LICENSE'), 'utf8');
    expect(licence).toMatch(/GPL-2\.0-or-later/);
    expect(licence).toMatch(/^ +GNU GENERAL PUBLIC LICENSE\n +Version 2, June 1991$/m);
    const { version } = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(field(readme, 'Stable tag')).toBe(version);
    expect(readme).toContain(`\n= ${version} =\n`); // the changelog has the version
    expect(await pkg.pluginVersion(projectRoot)).toBe(version);
  });

  it('packages nothing whose version differs from package.json', async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'wc-islands-version-'));
    try {
      const stubs = path.join(tmp, 'php-stubs');
      await mkdir(stubs);
      const main = await readFile(path.join(pluginDir, 'wc-islands.php'), 'utf8');
      await writeFile(path.join(stubs, 'wc-islands.php'), main);
      await writeFile(path.join(stubs, 'readme.txt'), '=== WC Islands ===\nStable tag: 9.9.9\n');
      await symlink(path.join(projectRoot, 'package.json'), path.join(tmp, 'package.json'));
      await expect(pkg.packagePlugin({ root: tmp, build: false })).rejects.toThrow(
        /package\.json says [\d.]+, but readme\.txt's Stable tag says 9\.9\.9/,
      );
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });

  it('prefixes every function with wc_islands_ and guards every file with ABSPATH', async () => {
    for (const file of await phpFiles()) {
      const source = await readFile(file, 'utf8');
      expect(source, file).toContain("defined( 'ABSPATH' ) || exit;");
      for (const [, name] of source.matchAll(/^function (\w+)/gm)) expect(name, file).toMatch(/^wc_islands_/);
      // PHP 7.4: no PHP 8 syntax (match, nullsafe, named arguments to our own calls, str_* helpers).
      expect(source, file).not.toMatch(/\bmatch\s*\(|\?->|\bstr_(starts|ends)_with\(|\bstr_contains\(/);
    }
  });

  it.skipIf(!hasPhp)(
    hasPhp
      ? 'passes php -l (every PHP file)'
      : 'passes php -l (SKIPPED: php not found; apt-get install -y php-cli)',
    async () => {
      const files = [...(await phpFiles()), path.join(projectRoot, 'tests/php/plugin-harness.php')];
      expect(files.length).toBeGreaterThanOrEqual(5);
      for (const file of files) {
        const out = execFileSync('php', ['-l', file], { encoding: 'utf8' });
        expect(out, file).toContain('No syntax errors detected');
      }
    },
    // One PHP process per file: more files than there were, on a machine that may be busy.
    30_000,
  );
});

it.skipIf(!hasPhpcs)(
  hasPhpcs
    ? 'follows the WordPress conventions PHP_CodeSniffer checks (tests/php/phpcs.xml)'
    : 'follows the WordPress conventions PHP_CodeSniffer checks (SKIPPED: phpcs not found; apt-get install -y php-codesniffer)',
  () => {
    const run = spawnSync(
      'phpcs',
      ['--standard=tests/php/phpcs.xml', '--report=full', '-s', 'php-stubs', 'tests/php/plugin-harness.php'],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  },
);

describe('translation files (dist/languages/, from languages/*.po)', () => {
  let tmp: string;
  let names: string[];
  const read = async (name: string) =>
    JSON.parse(await readFile(path.join(tmp, 'languages', name), 'utf8')) as Jed;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'wc-islands-jed-'));
    names = await i18nJson.writeTranslations({ root: projectRoot, outRoot: tmp, flavours: FLAVOURS });
  });
  afterAll(async () => {
    resetLocaleData();
    await rm(tmp, { recursive: true, force: true });
  });

  it("uses WordPress's names: <domain>-<locale>-<handle>.json, <domain>-<locale>-<md5 of the script path>.json, <domain>-<locale>.mo; and the .pot", async () => {
    expect(names.sort()).toEqual(
      [
        'wc-islands-pl_PL-wc-islands.json',
        ...FLAVOURS.map((f) => `wc-islands-pl_PL-${md5(`dist/${f}/islands.js`)}.json`),
        'wc-islands-pl_PL.mo',
        'wc-islands.pot',
      ].sort(),
    );
    expect(await readdir(path.join(tmp, 'languages'))).toEqual(expect.arrayContaining(names));
    for (const f of FLAVOURS) {
      expect((await read(`wc-islands-pl_PL-${md5(`dist/${f}/islands.js`)}.json`)).source).toBe(
        `dist/${f}/islands.js`,
      );
    }
    expect(await readFile(path.join(tmp, 'languages', 'wc-islands.pot'), 'utf8')).toBe(
      await readFile(path.join(projectRoot, 'languages', 'wc-islands.pot'), 'utf8'),
    );
  });

  it("is Jed 1.x with the domain, the Polish plural forms and every translated string of the islands (the built-in catalogue's)", async () => {
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const jed = await read(name);
      expect(jed.domain).toBe('wc-islands');
      const messages = jed.locale_data['wc-islands']!;
      expect(messages['']).toEqual({
        domain: 'wc-islands',
        lang: 'pl_PL',
        'plural-forms': i18nJson.POLISH_PLURAL_FORMS,
      });
      const entries = Object.entries(POLISH);
      expect(Object.keys(messages)).toHaveLength(entries.length + 1);
      for (const [msgid, entry] of entries) {
        expect(messages[msgid], msgid).toEqual(typeof entry === 'string' ? [entry] : [...entry]);
      }
      // The admin screens' strings are not the islands': they go to the .mo.
      expect(messages).not.toHaveProperty('Flavour');
    }
  });

  it("has the admin screens' Polish in the .mo that load_plugin_textdomain reads, and none of the islands' strings", async () => {
    const mo = readMo(await readFile(path.join(tmp, 'languages', 'wc-islands-pl_PL.mo')));
    expect(mo.get('Flavour')).toBe('Wariant');
    expect(mo.get('')).toMatch(/^Plural-Forms: nplurals=3;/m);
    expect(mo.has('Love this')).toBe(false);
    // Sorted by msgid, as gettext's binary search needs.
    const keys = [...mo.keys()];
    expect(keys).toEqual([...keys].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
    const msgunfmt = spawnSync('msgunfmt', [path.join(tmp, 'languages', 'wc-islands-pl_PL.mo')], {
      encoding: 'utf8',
    });
    if (!msgunfmt.error) expect(msgunfmt.stdout).toContain('msgstr "Wariant"');
  });

  it('has a plural formula that picks the Polish forms (1 → 0; 2–4, 22–24 → 1; 5–21, 25 → 2)', () => {
    const expr = /plural=(.*);$/.exec(i18nJson.POLISH_PLURAL_FORMS)![1]!;
    const plural = new Function('n', `return ${expr};`) as (n: number) => number;
    const expected: Array<[number, number]> = [
      [1, 0],
      [2, 1],
      [4, 1],
      [5, 2],
      [12, 2],
      [14, 2],
      [21, 2],
      [22, 1],
      [24, 1],
      [25, 2],
      [0, 2],
      [112, 2],
    ];
    for (const [n, form] of expected) expect(plural(n), String(n)).toBe(form);
  });

  it('loads into the islands’ i18n (as wp.i18n would hand it over)', async () => {
    const jed = await read('wc-islands-pl_PL-wc-islands.json');
    const messages = jed.locale_data['wc-islands']!;
    setLocaleData({ ...messages, 'Love this': ['Lubię to'] });
    expect(__('Love this')).toBe('Lubię to');
    expect(_n('%d like', '%d likes', 3)).toBe('%d polubienia');
    expect(_n('%d like', '%d likes', 5)).toBe('%d polubień');
  });
});

describe('npm run package (dist/wc-islands.zip)', () => {
  let tmp: string;
  let entries: Array<{ name: string; data: Buffer }>;
  let zipPath: string;
  let manifests: Record<Flavour, { files: object }>;

  beforeAll(async () => {
    const { root, built } = await builtDist();
    tmp = root;
    manifests = { preact: built.preact.manifest, react: built.react.manifest };
    await symlink(pluginDir, path.join(tmp, 'php-stubs'), 'dir');
    await symlink(path.join(projectRoot, 'package.json'), path.join(tmp, 'package.json'));
    await symlink(path.join(projectRoot, 'LICENSE'), path.join(tmp, 'LICENSE'));
    const { out } = await pkg.packagePlugin({ root: tmp, build: false });
    zipPath = out;
    entries = pkg.unzip(await readFile(out));
  }, 60_000);

  it('holds the plugin files and dist/ under wc-islands/', async () => {
    const names = entries.map((e) => e.name);
    expect(names.every((n) => n.startsWith('wc-islands/'))).toBe(true);
    const php = (await phpFiles()).map((f) => `wc-islands/${path.relative(pluginDir, f)}`);
    expect(names).toEqual(
      expect.arrayContaining([
        ...php,
        'wc-islands/LICENSE',
        'wc-islands/README.md',
        'wc-islands/readme.txt',
        'wc-islands/uninstall.php',
      ]),
    );
    for (const f of FLAVOURS) {
      expect(names).toEqual(
        expect.arrayContaining([
          `wc-islands/dist/${f}/islands.asset.php`,
          `wc-islands/dist/${f}/manifest.json`,
          ...Object.keys(manifests[f].files).map((file) => `wc-islands/dist/${f}/${file}`),
        ]),
      );
    }
    expect(names).toEqual(
      expect.arrayContaining([
        'wc-islands/dist/languages/wc-islands-pl_PL-wc-islands.json',
        'wc-islands/dist/languages/wc-islands-pl_PL.mo',
        'wc-islands/dist/languages/wc-islands.pot',
      ]),
    );
    expect(names.some((n) => n.endsWith('.zip'))).toBe(false);
    expect(new Set(names).size).toBe(names.length);
  });

  it('stores the files unchanged', async () => {
    const main = entries.find((e) => e.name === 'wc-islands/wc-islands.php')!;
    expect(main.data.equals(await readFile(path.join(pluginDir, 'wc-islands.php')))).toBe(true);
    const licence = entries.find((e) => e.name === 'wc-islands/LICENSE')!;
    expect(licence.data.equals(await readFile(path.join(projectRoot, 'LICENSE')))).toBe(true);
    const asset = entries.find((e) => e.name === 'wc-islands/dist/react/islands.asset.php')!;
    expect(asset.data.toString()).toMatch(/'react', 'react-dom', 'react-jsx-runtime'/);
  });

  it('is the same bytes when built and packaged again', async () => {
    const again = await mkdtemp(path.join(os.tmpdir(), 'wc-islands-again-'));
    try {
      await buildAll({ outRoot: path.join(again, 'dist') });
      await symlink(pluginDir, path.join(again, 'php-stubs'), 'dir');
      await symlink(path.join(projectRoot, 'package.json'), path.join(again, 'package.json'));
      await symlink(path.join(projectRoot, 'LICENSE'), path.join(again, 'LICENSE'));
      const { out } = await pkg.packagePlugin({ root: again, build: false });
      expect((await readFile(out)).equals(await readFile(zipPath))).toBe(true);
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  }, 60_000);

  it('is a zip other tools read (unzip -t, when installed)', () => {
    const unzipTool = spawnSync('unzip', ['-t', '-q', zipPath], { encoding: 'utf8' });
    if (unzipTool.error) return; // no unzip binary: our reader above has checked every CRC
    expect(unzipTool.status, unzipTool.stdout + unzipTool.stderr).toBe(0);
  });

  it('round-trips through zip() and unzip()', () => {
    const files = [
      { name: 'a/empty.txt', data: Buffer.alloc(0) },
      { name: 'a/zażółć.txt', data: Buffer.from('gęślą jaźń '.repeat(50)) },
      { name: 'b.bin', data: Buffer.from([0, 1, 2, 3, 255]) },
    ];
    expect(pkg.unzip(pkg.zip(files))).toEqual(files);
  });
});

interface Registered {
  src: string | false;
  deps: string[];
  ver: string | false;
  args: unknown;
  extra: Record<string, unknown>;
}
interface LoaderRun {
  script: Registered | null;
  modules: Record<string, { src: string; deps: string[]; version: string; enqueued?: boolean }>;
  enqueued: string[];
  translations: Array<[string, string, string]>;
  inline?: Array<[string, string, string]>;
  inline_styles?: Array<[string, string]>;
  module_attrs?: Record<string, unknown>;
}
interface ConsentRun {
  settings: { attribution_consent_required: boolean; attribution_consent_category: string };
  added: Array<[string, string, string]>;
  script: Registered | null;
}
interface HarnessOutput {
  attribution_consent: Record<
    'defaults' | 'required' | 'category' | 'both' | 'unusable' | 'empty' | 'no_handle',
    ConsentRun
  >;
  react_without_handles: LoaderRun;
  react: LoaderRun;
  head: string;
  jquery_after: string[];
  jquery_after_variation_kept: string[];
  tag: string;
  other_tag: string;
  other_module_attrs?: Record<string, unknown>;
  hollowed: Record<string, Registered>;
  kept_scripts: Record<
    'none' | 'cart' | 'checkout' | 'address' | 'checkout_replaced' | 'cart_kept' | 'address_kept' | 'gateway',
    {
      woocommerce: Registered;
      'wc-cart': Registered;
      'wc-country-select': Registered;
      'wc-address-i18n': Registered;
      country_params: Record<string, unknown>;
      checkout_params: Record<string, unknown>;
      cart_params: Record<string, unknown>;
    }
  >;
  strength_meter: Record<
    'account' | 'user_profile' | 'kept',
    Record<string, { src: string | false; deps: string[]; data: string }>
  >;
  select_woo: Record<
    'account' | 'country' | 'dependent' | 'late' | 'kept',
    Record<'head' | 'footer', { scripts: string[]; styles: string[] }>
  >;
  markup: Record<string, unknown> & { attributes: Record<string, string> };
  manifest: {
    replaceable: Record<string, string>;
    notices_with_build: unknown[];
    hollowed_without_manifest: Registered;
  } & Record<'react_falls_back_to_preact' | 'missing' | 'invalid' | 'no_replaces', ManifestRun>;
}
interface ManifestRun {
  replaceable: Record<string, string> | [];
  notices: Array<[string, string, string]>;
}

describe.skipIf(!hasPhp)(
  hasPhp
    ? "the plugin in PHP, against stand-ins with WordPress's function signatures (tests/php/plugin-harness.php)"
    : 'the plugin in PHP (SKIPPED: php not found; apt-get install -y php-cli)',
  () => {
    const runs: Partial<Record<'classic' | 'module', HarnessOutput>> = {};
    const version = (flavour: Flavour) =>
      /'version' => '([0-9a-f]+)'/.exec(
        readFileSync(path.join(distDir, flavour, 'islands.asset.php'), 'utf8'),
      )![1];
    let distDir: string;

    beforeAll(async () => {
      distDir = path.join((await builtDist()).root, 'dist');
      for (const mode of ['classic', 'module'] as const) {
        const out = execFileSync(
          'php',
          [path.join(projectRoot, 'tests/php/plugin-harness.php'), mode, distDir],
          {
            encoding: 'utf8',
          },
        );
        runs[mode] = JSON.parse(out) as HarnessOutput;
      }
    }, 60_000);

    it('classic path (WordPress < 6.5): a footer script with the asset version and wp_set_script_translations', () => {
      const { react_without_handles: preact, react } = runs.classic!;
      expect(preact.modules).toEqual([]);
      expect(preact.script).toMatchObject({
        src: 'https://shop.test/wp-content/plugins/wc-islands/dist/preact/islands.js',
        deps: [],
        ver: version('preact'),
        args: true,
      });
      expect(preact.enqueued).toEqual(['wc-islands']);
      // On a product page: the gallery's layout before mounting, inline (ADR 29).
      expect(preact.inline_styles).toEqual([
        ['wc-islands', readFileSync(path.join(distDir, 'preact', 'islands.css'), 'utf8')],
      ]);
      expect(preact.translations).toEqual([['wc-islands', 'wc-islands', path.join(distDir, 'languages')]]);
      expect(react.script).toMatchObject({
        src: 'https://shop.test/wp-content/plugins/wc-islands/dist/react/islands.js',
        deps: ['react', 'react-dom', 'react-jsx-runtime'],
        ver: version('react'),
      });
    });

    it('classic path prints <script type="module" async fetchpriority="low"> for the loader only, translations untouched', () => {
      const { tag, other_tag } = runs.classic!;
      expect(tag).toContain(
        `<script type="module" async fetchpriority="low" src='https://shop.test/wp-content/plugins/wc-islands/dist/preact/islands.js?ver=1' id='wc-islands-js'></script>`,
      );
      expect(tag).toContain(`<script type='text/javascript' id='wc-islands-js-translations'>`);
      expect(other_tag).toBe(`<script src='x.js' id='other-js'></script>`);
    });

    it('script-module path (WordPress 6.5+): wp_register_script_module, React handles as classic scripts, Jed data to wp.i18n', () => {
      const { react_without_handles: preact, react } = runs.module!;
      expect(preact.script).toBeNull();
      expect(preact.modules).toEqual({
        'wc-islands': {
          src: 'https://shop.test/wp-content/plugins/wc-islands/dist/preact/islands.js',
          deps: [],
          version: version('preact'),
          enqueued: true,
        },
      });
      expect(preact.translations).toEqual([]);
      expect(preact.enqueued).toEqual(['wp-i18n']);
      const [handle, code, position] = preact.inline![0]!;
      expect([handle, position]).toEqual(['wp-i18n', 'after']);
      const data = JSON.parse(/^wp\.i18n\.setLocaleData\( (.*), "wc-islands" \);$/.exec(code)![1]!) as Record<
        string,
        unknown
      >;
      expect(data['Love this']).toEqual(['Polub to']);
      expect(react.modules['wc-islands']!.src).toMatch(/\/dist\/react\/islands\.js$/);
      expect(react.enqueued).toEqual(['react', 'react-dom', 'react-jsx-runtime', 'wp-i18n']);
    });

    it('script-module path: the preact loader is printed async, the react one (WordPress React globals) deferred, both at low priority', () => {
      const { react_without_handles: preact, react, other_module_attrs } = runs.module!;
      expect(preact.module_attrs).toEqual({
        type: 'module',
        src: 'islands.js',
        id: 'wc-islands-js-module',
        async: true,
        fetchpriority: 'low',
      });
      expect(react.module_attrs).not.toHaveProperty('async');
      expect(react.module_attrs).toHaveProperty('fetchpriority', 'low');
      expect(other_module_attrs).not.toHaveProperty('async');
      expect(other_module_attrs).not.toHaveProperty('fetchpriority');
    });

    it("prints a low-priority modulepreload link in the head for each of the loaded flavour's boot files (manifest preload), bare names", () => {
      for (const mode of ['classic', 'module'] as const) {
        const manifest = JSON.parse(
          readFileSync(path.join(distDir, 'react', 'manifest.json'), 'utf8'),
        ) as BuiltManifest;
        // The loader's own static imports are among them: it cannot run before they arrive.
        for (const file of manifest.files['islands.js']!.imports) expect(manifest.preload).toContain(file);
        expect(runs[mode]!.head).toBe(
          manifest.preload
            .map(
              (file) =>
                `<link rel="modulepreload" href="https://shop.test/wp-content/plugins/wc-islands/dist/react/${file}" fetchpriority="low">\n`,
            )
            .join(''),
        );
      }
    });

    it("queues WooCommerce's jQuery API right after jQuery, once, for the replaced handles, and preloads the runtime's jQuery chunk", () => {
      const manifest = JSON.parse(
        readFileSync(path.join(distDir, 'react', 'manifest.json'), 'utf8'),
      ) as BuiltManifest;
      const { jquery_after: after, jquery_after_variation_kept: kept } = runs.module!;
      expect(after).toHaveLength(1);
      const chunk = `https://shop.test/wp-content/plugins/wc-islands/dist/react/${manifest.jquery}`;
      const argumentsOf = (script: string) => {
        const [, names, url] = /\( window\.jQuery, (\[[^\]]*\]), ("[^"]*") \);$/.exec(script) ?? [];
        return [JSON.parse(names ?? 'null'), JSON.parse(url ?? 'null')];
      };
      expect(argumentsOf(after[0]!)).toEqual([Object.values(manifest.jqueryApi).flat(), chunk]);
      const { 'wc-add-to-cart-variation': variation, ...others } = manifest.jqueryApi;
      expect(variation).toContain('wc_variation_form');
      expect(kept).toHaveLength(1);
      expect(argumentsOf(kept[0]!)).toEqual([Object.values(others).flat(), chunk]);

      // What it does on a page: calls queue, in order, on every name not defined yet; the chunk is preloaded.
      const appended: Array<{ rel: string; href: string }> = [];
      const own = () => 'own';
      const $ = { fn: { wc_product_gallery: own } as Record<string, unknown> };
      const run = (jQuery: unknown) =>
        new Function('window', 'document', after[0]!)(
          { jQuery },
          { createElement: () => ({}), head: { appendChild: (link: never) => appended.push(link) } },
        );
      run($);
      expect($.fn.wc_product_gallery).toBe(own);
      const form = { form: 1 };
      const gallery = { gallery: 1 };
      type Queued = ((this: unknown, ...args: unknown[]) => unknown) & { wcIslandsQueue: unknown[] };
      const variationForm = $.fn.wc_variation_form as Queued;
      expect(variationForm.call(form)).toBe(form);
      ($.fn.WooVariationSwatches as Queued).call(gallery, 'destroy');
      variationForm.call(gallery, 1, 2);
      expect(variationForm.wcIslandsQueue).toEqual([
        ['wc_variation_form', form, []],
        ['WooVariationSwatches', gallery, ['destroy']],
        ['wc_variation_form', gallery, [1, 2]],
      ]);
      expect(appended).toEqual([{ rel: 'modulepreload', href: chunk, fetchPriority: 'low' }]);
      expect(() => run(undefined)).not.toThrow();
    });

    it("keeps a replaced script's handle, localized data and before-scripts; drops its file, dependencies and after-scripts", () => {
      const { hollowed } = runs.classic!;
      expect(hollowed['wc-add-to-cart']).toMatchObject({
        src: false,
        deps: [],
        extra: {
          data: 'var wc_add_to_cart_params = {"i18n_view_cart":"Zobacz koszyk"};',
          before: ['window.before = 1;'],
        },
      });
      expect(hollowed['wc-add-to-cart']!.extra).not.toHaveProperty('after');
      // switched off by wc_islands_replace_wc-cart-fragments
      expect(hollowed['wc-cart-fragments']).toMatchObject({
        src: '/cart-fragments.min.js',
        deps: ['jquery'],
      });
    });

    it("keeps the emptied woocommerce handle's dependencies and helpers only where cart.js or checkout.js stays on the page", () => {
      const kept = runs.classic!.kept_scripts;
      const woocommerceDeps = ['jquery', 'wc-jquery-blockui', 'wc-js-cookie'];
      for (const page of ['cart_kept', 'checkout'] as const) {
        const woocommerce = kept[page].woocommerce;
        expect(woocommerce.src).toBe(false);
        expect(woocommerce.deps).toEqual(woocommerceDeps);
        const before = (woocommerce.extra as { before?: string[] }).before ?? [];
        expect(before.filter((script) => script.includes('scroll_to_notices'))).toHaveLength(1);
      }
      // The cart island replaces cart.js by default: the cart page keeps nothing.
      for (const page of ['none', 'address', 'checkout_replaced', 'cart'] as const) {
        expect(kept[page].woocommerce).toMatchObject({ src: false, deps: [] });
        expect(kept[page].woocommerce.extra).not.toHaveProperty('before');
      }
      // The kept script itself is untouched; the replaced one is emptied.
      expect(kept.cart_kept['wc-cart']).toMatchObject({ src: '/cart.min.js' });
      expect(kept.cart['wc-cart']).toMatchObject({
        src: false,
        deps: ['woocommerce', 'wc-country-select', 'wc-address-i18n'],
      });
    });

    it('empties country-select.js and address-i18n.js together for the address and cart islands; keeps both for a kept script that needs them, or with either filter', () => {
      const kept = runs.classic!.kept_scripts;
      // Emptied: no file, no jQuery; address-i18n still names country-select, so both print their params.
      for (const page of ['none', 'address', 'checkout_replaced', 'cart'] as const) {
        expect(kept[page]['wc-country-select'], page).toMatchObject({ src: false, deps: [] });
        expect(kept[page]['wc-address-i18n'], page).toMatchObject({
          src: false,
          deps: ['wc-country-select'],
        });
        expect(kept[page].country_params, page).toEqual({ countries: '{}' });
      }
      // A gateway's script on emptied checkout.js keeps jQuery (which they name), not their files.
      expect(kept.gateway['wc-country-select']).toMatchObject({ src: false, deps: ['jquery'] });
      expect(kept.gateway['wc-address-i18n']).toMatchObject({ src: false });
      expect(kept.gateway.country_params).toEqual({ countries: '{}' });
      expect(kept.gateway.woocommerce.deps).toContain('jquery');
      // checkout.js or cart.js kept, or address-i18n kept with its filter: both stay whole, and the address
      // island is told to stand aside.
      for (const page of ['checkout', 'cart_kept', 'address_kept'] as const) {
        expect(kept[page]['wc-country-select'], page).toMatchObject({
          src: '/country-select.min.js',
          deps: ['jquery'],
        });
        expect(kept[page]['wc-address-i18n'], page).toMatchObject({
          src: '/address-i18n.min.js',
          deps: ['jquery', 'wc-country-select'],
        });
        expect(kept[page].country_params, page).toEqual({
          countries: '{}',
          wc_islands_classic_address: true,
        });
      }
    });

    it('the helper provider defines $.scroll_to_notices on jQuery without replacing one already there', () => {
      const script = (
        runs.classic!.kept_scripts.checkout.woocommerce.extra as { before: string[] }
      ).before.find((source) => source.includes('scroll_to_notices'))!;
      const scrolls: unknown[] = [];
      const run = (jQuery: Record<string, unknown> | undefined) =>
        new Function('window', script)({
          jQuery,
          pageYOffset: 400,
          scrollTo: (options: unknown) => scrolls.push(options),
        });
      const $: Record<string, unknown> = {};
      run($);
      ($.scroll_to_notices as (target: unknown) => void)([{ getBoundingClientRect: () => ({ top: 300 }) }]);
      ($.scroll_to_notices as (target: unknown) => void)([]);
      expect(scrolls).toEqual([{ top: 600, behavior: 'smooth' }]);
      const own = () => undefined;
      const withOwn: Record<string, unknown> = { scroll_to_notices: own };
      run(withOwn);
      expect(withOwn.scroll_to_notices).toBe(own);
      expect(() => run(undefined)).not.toThrow();
    });

    it('flags wc_checkout_params / wc_cart_params when checkout.js / cart.js stays (its handle not replaced), so the checkout and cart islands leave the work to it', () => {
      const kept = runs.classic!.kept_scripts;
      expect(kept.checkout.checkout_params).toEqual({ ajax_url: '/', wc_islands_classic_checkout: true });
      expect(kept.checkout.cart_params).toEqual({ ajax_url: '/' });
      expect(kept.cart_kept.cart_params).toEqual({ ajax_url: '/', wc_islands_classic_cart: true });
      expect(kept.checkout_replaced.checkout_params).toEqual({ ajax_url: '/' });
    });

    it("empties the strength meters and the estimator loader; keeps them with the filter, and for a kept caller of WordPress's meter", () => {
      const meters = runs.classic!.strength_meter;
      const data = {
        'wc-password-strength-meter': 'var wc_password_strength_meter_params = {};',
        'password-strength-meter': 'var pwsL10n = {};',
        'zxcvbn-async': 'var _zxcvbnSettings = {"src":"\\/wp-includes\\/js\\/zxcvbn.min.js"};',
      };
      // Emptied: no file, no jQuery or wp-i18n; each still names the next emptied one, so WordPress prints
      // their data (the meter's words, the estimator's address) for the island.
      const chain: Record<string, string[]> = {
        'wc-password-strength-meter': ['password-strength-meter'],
        'password-strength-meter': ['zxcvbn-async'],
        'zxcvbn-async': [],
      };
      for (const [handle, printed] of Object.entries(data))
        expect(meters.account[handle], handle).toEqual({ src: false, deps: chain[handle], data: printed });
      const whole = {
        'wc-password-strength-meter': {
          src: '/password-strength-meter.min.js',
          deps: ['jquery', 'password-strength-meter'],
        },
        'password-strength-meter': {
          src: '/wp-admin/js/password-strength-meter.min.js',
          deps: ['jquery', 'zxcvbn-async', 'wp-i18n'],
        },
        'zxcvbn-async': { src: '/wp-includes/js/zxcvbn-async.min.js', deps: [] },
      };
      expect(meters.kept).toMatchObject(whole);
      // user-profile.js calls WordPress's meter: that one and the estimator loader keep their files.
      expect(meters.user_profile['password-strength-meter']).toMatchObject(whole['password-strength-meter']);
      expect(meters.user_profile['zxcvbn-async']).toMatchObject(whole['zxcvbn-async']);
      // WooCommerce's is emptied; WordPress's meter prints for user-profile.js, so it is no link of its own.
      expect(meters.user_profile['wc-password-strength-meter']).toMatchObject({ src: false, deps: [] });
    });

    it('takes selectWoo and its stylesheet off the queue where no script depends on it; keeps the stylesheet for one that does, and both with the filter', () => {
      const select = runs.classic!.select_woo;
      const off = { scripts: [], styles: [] };
      expect(select.account).toEqual({ head: off, footer: off });
      // country-select.js uses the library only when it is there: its selects stay plain.
      const country = { scripts: ['wc-country-select'], styles: [] };
      expect(select.country).toEqual({ head: country, footer: country });
      // WordPress prints a dependency whether it is queued or not: the stylesheet stays for it, or comes back
      // for a script queued only for the footer.
      const dependent = { scripts: ['layered-nav'], styles: ['select2'] };
      expect(select.dependent).toEqual({ head: dependent, footer: dependent });
      expect(select.late).toEqual({ head: off, footer: dependent });
      const kept = { scripts: ['selectWoo'], styles: ['select2'] };
      expect(select.kept).toEqual({ head: kept, footer: kept });
    });

    it('normalises the order-attribution consent settings (bool; sanitize_key, else marketing)', () => {
      const consent = runs.classic!.attribution_consent;
      const settings = (run: keyof typeof consent) => consent[run].settings;
      expect(settings('defaults')).toEqual({
        attribution_consent_required: false,
        attribution_consent_category: 'marketing',
      });
      expect(settings('required')).toEqual({
        attribution_consent_required: true,
        attribution_consent_category: 'marketing',
      });
      expect(settings('category').attribution_consent_category).toBe('statistics-anonymous');
      expect(settings('both')).toEqual({
        attribution_consent_required: true,
        attribution_consent_category: 'scriptscriptalertxscript',
      });
      expect(settings('unusable')).toEqual({
        attribution_consent_required: false,
        attribution_consent_category: 'marketing',
      });
      expect(settings('empty').attribution_consent_category).toBe('marketing');
    });

    it('adds the consent keys to wc_order_attribution.params as a before-script of wc-order-attribution, once, kept when hollowed', () => {
      const consent = runs.classic!.attribution_consent;
      const json = (code: string) =>
        JSON.parse(/^\( function \( consent \) \{.*\} \)\( (\{.*\}) \);$/.exec(code)![1]!) as unknown;
      const { added, script } = consent.required;
      expect(added).toHaveLength(1); // four hook runs, one script
      const [handle, code, position] = added[0]!;
      expect([handle, position]).toEqual(['wc-order-attribution', 'before']);
      expect(json(code)).toEqual({ consentRequired: true, consentCategory: 'marketing' });
      // Hollowed like the other replaced scripts: the localized data and our before-script stay.
      expect(script).toMatchObject({
        src: false,
        deps: [],
        extra: {
          data: 'var wc_order_attribution = {"params":{"allowTracking":true},"fields":{}};',
          before: [code],
        },
      });
      expect(script!.extra).not.toHaveProperty('after');

      expect(json(consent.category.added[0]![1])).toEqual({
        consentRequired: false,
        consentCategory: 'statistics-anonymous',
      });
      const hostile = consent.both.added[0]![1];
      expect(json(hostile)).toEqual({ consentRequired: true, consentCategory: 'scriptscriptalertxscript' });
      expect(hostile).not.toMatch(/[<>]/);
    });

    it('adds nothing with the default settings or without a registered wc-order-attribution', () => {
      const consent = runs.classic!.attribution_consent;
      for (const run of ['defaults', 'unusable', 'empty'] as const) {
        expect(consent[run].added, run).toEqual([]);
        expect(consent[run].script!.extra, run).not.toHaveProperty('before');
      }
      expect(consent.no_handle.added).toEqual([]);
      expect(consent.no_handle.script).toBeNull();
      expect(runs.module!.attribution_consent).toEqual(consent);
    });

    it('the consent script sets the two keys only on an existing wc_order_attribution.params', () => {
      const [, code] = runs.classic!.attribution_consent.both.added[0]!;
      const run = (win: Record<string, unknown>) => {
        new Function('window', code)(win);
        return win;
      };
      expect(
        run({ wc_order_attribution: { params: { allowTracking: true, prefix: 'p_' }, fields: {} } }),
      ).toEqual({
        wc_order_attribution: {
          params: {
            allowTracking: true,
            prefix: 'p_',
            consentRequired: true,
            consentCategory: 'scriptscriptalertxscript',
          },
          fields: {},
        },
      });
      expect(run({})).toEqual({});
      expect(run({ wc_order_attribution: { fields: {} } })).toEqual({ wc_order_attribution: { fields: {} } });
    });

    it('marks island roots through WordPress and WooCommerce filters, with strategies from the settings', () => {
      const { markup } = runs.classic!;
      expect(markup.store_notice).toMatch(/^<p data-island="store-notice" role="complementary"/);
      expect(markup.loop).toBe('<ul data-island="add-to-cart" class="products columns-4">');
      expect(markup.marked_loop).toBe('<ul class="products" data-island="custom">');
      expect((markup.widget as Array<{ before_widget?: string }>)[0]!.before_widget).toMatch(
        /^<div data-island="mini-cart" id="woocommerce_widget_cart-2"/,
      );
      expect(markup.gallery).toContain(
        `<div data-island="gallery" data-island-strategy="visible" id='gallery-1'`,
      );
      expect(markup.account).toMatch(/^<div data-island="password-toggle" class="woocommerce">/);
      expect(markup.other_code).toBe('<div class="x">');
      // The checkout's password fields get the toggle and meter: the login form and the new account's block
      // are roots of their own (not the paragraph with the box); a checkout without one loads nothing for them.
      expect(markup.checkout).toBe(
        '<div class="woocommerce"><form data-island="password-toggle" class="woocommerce-form woocommerce-form-login login" style="display:none;"><input type="password" id="password"></form><form class="checkout"><p class="form-row create-account"></p><div data-island="password-toggle" class="create-account"><input type="password" id="account_password"></div></form>',
      );
      expect(markup.checkout_no_password).toBe('<div class="woocommerce"><form class="checkout">');
      // Storefront's messages above the content: a root only when they hold an alert notice to focus.
      expect(markup.messages).toMatch(
        /^<div data-island="notices" class="woocommerce"><ul class="woocommerce-error"/,
      );
      expect(markup.no_messages).toBe('<div class="woocommerce"></div>');
      expect(markup.templates).toBe(
        '<div data-island="quantity" class="quantity"><input type="number" class="qty" min="1"></div>' +
          '<span class="price">1 zł</span>' +
          '<div data-island="account-tabs" class="u-columns col2-set" id="customer_login"><div class="u-column1 col-1"><h2>Zaloguj się</h2></div></div>' +
          '<div data-island="address" class="woocommerce-billing-fields"><h3>Płatność</h3><div class="woocommerce-billing-fields__field-wrapper"></div></div>' +
          '<div data-island="review-rating" id="respond" class="comment-respond"><form id="commentform"></form></div>',
      );
      // No hidden order-attribution root: the loader records the visit, the island adopts the inputs element.
      expect(markup.footer).toBe('');
      expect(markup.notices).toBe('<div data-island="notices" class="woocommerce-notices-wrapper"></div>');
      expect(markup.attributes).toEqual({
        gallery: ' data-island="gallery" data-island-strategy="visible"',
        sidebar:
          ' data-island="sidebar" data-island-strategy="media" data-island-media="(min-width: 1000px)"',
        quantity: ' data-island="quantity"', // 'never' is no strategy: ignored
        quote: ' data-island="a&quot;b"',
      });
    });

    it("replaces the classic scripts the build's manifest lists (widgets/manifest.json's replaces)", async () => {
      const source = JSON.parse(
        await readFile(path.join(projectRoot, 'widgets', 'manifest.json'), 'utf8'),
      ) as IslandManifest;
      const expected = Object.fromEntries(
        Object.entries(source.replaces).map(([handle, names]) => [handle, names.join(', ')]),
      );
      for (const mode of ['classic', 'module'] as const) {
        const { manifest } = runs[mode]!;
        expect(manifest.replaceable).toEqual(expected);
        expect(manifest.replaceable['wc-cart-fragments']).toBe('cart-fragments, mini-cart');
        expect(manifest.notices_with_build).toEqual([]);
        // react asked for, only dist/preact/manifest.json built: the preact one is read, without a notice
        expect(manifest.react_falls_back_to_preact).toEqual({ replaceable: expected, notices: [] });
      }
    });

    it('a missing or broken manifest replaces nothing and says so once per request (_doing_it_wrong), without a fatal', () => {
      const { manifest } = runs.classic!;
      const cases = [
        ['missing', /\/missing\/preact\/manifest\.json is missing: the plugin has not been built/],
        ['invalid', /\/invalid\/preact\/manifest\.json is not valid JSON \(Syntax error\)/],
        ['no_replaces', /\/no-replaces\/preact\/manifest\.json has no replaces list/],
      ] as const;
      for (const [name, message] of cases) {
        const run = manifest[name];
        expect(run.replaceable, name).toEqual([]);
        expect(run.notices, name).toHaveLength(1); // two calls, one read
        const [fn, text, version] = run.notices[0]!;
        expect([fn, version], name).toEqual(['wc_islands_manifest', '0.1.0']);
        expect(text, name).toMatch(message);
      }
      // the classic script keeps its file and dependencies
      expect(manifest.hollowed_without_manifest).toMatchObject({
        src: '/single-product.min.js',
        deps: ['jquery'],
      });
    });
  },
);

interface StatusRow {
  label: string;
  value: string;
  debug: string;
}
interface ExtensionOutput {
  declared: Array<[string, string, boolean]>;
  l10n_english: string;
  l10n: string;
  translated_strings: Record<'woocommerce' | 'default', Record<string, string>>;
  kept_option: Record<string, Record<string, { path: string; time: number; whole: boolean; why?: string }>>;
  option_writes: Array<[string, boolean | null]>;
  reads_keeping_nothing: string[];
  rows: Record<string, StatusRow>;
  site_health: Record<string, { label: string; description?: string; fields?: Record<string, StatusRow> }>;
  expired: unknown;
  sanitize: Array<{ flavour: string }>;
  saved_flavour: string;
  textdomains: Array<[string, string]>;
}
interface JqueryPage {
  jquery_printed: boolean;
  deps: Record<string, string[]>;
  scan_writes: Array<[string, boolean]>;
}
interface JqueryOutput extends Record<
  'clean' | 'users' | 'emptied_before' | 'warm' | 'new_version',
  JqueryPage
> {
  scan_option: Record<string, { key: string; why: string }>;
  kept_option: ExtensionOutput['kept_option'];
  kept_without_jquery: unknown;
  row: StatusRow;
}
interface StandDownOutput {
  declared: Array<[string, string, boolean]>;
  left: string[];
  notice: string;
  page: { modules: unknown; enqueued: string[]; add2cart: Registered; printed: string };
}

describe.skipIf(!hasPhp)(
  hasPhp
    ? 'the plugin and WooCommerce: features, requirements, translations, the status (tests/php/plugin-harness.php)'
    : 'the plugin and WooCommerce (SKIPPED: php not found; apt-get install -y php-cli)',
  () => {
    let ext: ExtensionOutput;
    let jquery: JqueryOutput;
    const standDown: Partial<Record<'none' | 'old', StandDownOutput>> = {};
    const harness = (distDir: string, ...args: string[]) =>
      execFileSync(
        'php',
        [path.join(projectRoot, 'tests/php/plugin-harness.php'), 'classic', distDir, ...args],
        {
          encoding: 'utf8',
        },
      );

    beforeAll(async () => {
      const distDir = path.join((await builtDist()).root, 'dist');
      ({ extension: ext, jquery } = JSON.parse(harness(distDir)) as {
        extension: ExtensionOutput;
        jquery: JqueryOutput;
      });
      standDown.none = JSON.parse(harness(distDir, 'none')) as StandDownOutput;
      standDown.old = JSON.parse(harness(distDir, '8.5.0')) as StandDownOutput;
    }, 60_000);

    it("declares itself compatible with WooCommerce's order tables (HPOS) and cart and checkout blocks, on before_woocommerce_init", () => {
      expect(ext.declared).toEqual([
        ['custom_order_tables', 'php-stubs/wc-islands.php', true],
        ['cart_checkout_blocks', 'php-stubs/wc-islands.php', true],
      ]);
    });

    it('without WooCommerce, or with one older than 8.9, takes back every front-end hook and says why in the admin; the page keeps its scripts', () => {
      for (const [run, version] of [
        ['none', 'WooCommerce is not active'],
        ['old', 'this site runs 8.5.0'],
      ] as const) {
        const out = standDown[run]!;
        // What is left: the checks, the translations and the admin screens, nothing for the shop's pages.
        expect(out.left, run).toEqual([
          'admin_init wc_islands_register_setting',
          'admin_menu wc_islands_add_settings_page',
          'admin_notices wc_islands_woocommerce_notice',
          'before_woocommerce_init wc_islands_declare_woocommerce_features',
          'debug_information wc_islands_debug_information',
          'init wc_islands_load_textdomain',
          'plugin_action_links_php-stubs/wc-islands.php wc_islands_plugin_action_links',
          'plugins_loaded wc_islands_add_admin_hooks',
          'plugins_loaded wc_islands_check_woocommerce',
        ]);
        expect(out.notice, run).toMatch(
          /^<div class="notice notice-warning"><p>WC Islands needs WooCommerce 8\.9 or later[;,] /,
        );
        expect(out.notice, run).toContain(version);
        // No loader, no hollowed script, nothing printed.
        expect(out.page.modules, run).toEqual([]);
        expect(out.page.enqueued, run).toEqual(['wc-add-to-cart']);
        expect(out.page.add2cart, run).toMatchObject({ src: '/add-to-cart.min.js', deps: ['jquery'] });
        expect(out.page.printed, run).toBe('');
      }
    });

    it("prints WooCommerce's and WordPress's translations of the islands' words as a JSON data block, escaped; nothing on an English site", () => {
      expect(ext.l10n_english).toBe('');
      const m = /^<script type="application\/json" id="wc-islands-l10n">(.*)<\/script>\n$/s.exec(ext.l10n);
      expect(m).not.toBeNull();
      expect(m![1]).not.toMatch(/<\/script/i);
      expect(JSON.parse(m![1]!)).toEqual({
        woocommerce: { 'Close (Esc)': 'Zamknij (Esc)', Next: 'Dalej</script><script>alert(1)</script>' },
        default: { '(opens in a new tab)': '(otwiera się w nowej karcie)' },
      });
    });

    it("asks WooCommerce's and WordPress's catalogues for exactly the islands' l10n() msgids", async () => {
      const expected: Record<string, string[]> = { woocommerce: [], default: [] };
      for (const call of (await scanAll()).calls)
        if (call.kind === 'l10n' && !expected[call.domain]!.includes(call.msgid))
          expected[call.domain]!.push(call.msgid);
      for (const domain of ['woocommerce', 'default'] as const)
        expect(Object.keys(ext.translated_strings[domain]).sort()).toEqual(expected[domain]!.sort());
      expect(ext.translated_strings.woocommerce).toMatchObject({ 'Close (Esc)': 'Zamknij (Esc)' });
    });

    it('records the kept scripts a page printed and the script that needed each, once a day; the status and Site Health list them', () => {
      expect(ext.kept_option).toEqual({
        woocommerce: {
          'wc-cart': { path: '/zamowienie/', time: expect.any(Number), whole: false },
          gateway: { path: '/zamowienie/', time: expect.any(Number), whole: false },
        },
        'wc-country-select': { 'wc-cart': { path: '/zamowienie/', time: expect.any(Number), whole: true } },
        // jQuery, printed for the scripts that declare it (the gateway through emptied checkout.js).
        jquery: Object.fromEntries(
          ['wc-country-select', 'wc-cart', 'gateway'].map((script) => [
            script,
            { path: '/zamowienie/', time: expect.any(Number), whole: true, why: 'declared' },
          ]),
        ),
      });
      // Two page views, one write, not autoloaded; a page that keeps nothing does not read it (the settings
      // page's option is autoloaded with the others).
      expect(ext.option_writes).toEqual([['wc_islands_kept_scripts', false]]);
      expect(ext.reads_keeping_nothing).not.toContain('wc_islands_kept_scripts');
      expect(ext.rows.flavour).toMatchObject({ label: 'Flavour', debug: 'react' });
      expect(ext.rows.replaced!.debug.split(', ')).toEqual(
        expect.arrayContaining(['woocommerce', 'wc-add-to-cart', 'wc-checkout', 'wc-single-product']),
      );
      expect(ext.rows['kept-woocommerce']!.debug).toBe(
        'emptied, its dependencies kept for wc-cart (on /zamowienie/); emptied, its dependencies kept for gateway (on /zamowienie/)',
      );
      expect(ext.rows['kept-wc-country-select']!.debug).toBe('kept for wc-cart (on /zamowienie/)');
      expect(ext.rows['kept-wc-cart']!.debug).toBe('kept by a filter');
      expect(ext.rows).not.toHaveProperty('kept-wc-add-to-cart');
      const section = ext.site_health['wc-islands']!;
      expect(section.label).toBe('WC Islands');
      expect(section.fields!.version).toEqual({ label: 'Version', value: '0.1.0' });
      for (const [key, row] of Object.entries(ext.rows)) expect(section.fields![key], key).toEqual(row);
      expect(ext.site_health['wp-core']).toEqual([]);
      expect(ext.expired).toEqual([]);
    });

    it('prints jQuery before each script that uses it without declaring it (file or inline), and nowhere else', () => {
      // Nothing on the page uses jQuery: a clean file (jQuery only in comments, typeof checks and longer names),
      // localized data naming it, a payment SDK's host, a missing file, a script the filter marks clean, an
      // allowlisted handle and WooCommerce's blocks folder (never read): no jQuery, no dependency added.
      expect(jquery.clean.jquery_printed).toBe(false);
      for (const deps of Object.values(jquery.clean.deps)) expect(deps).toEqual([]);
      // Users get `jquery` as a dependency, so WordPress prints it before them: a minified wishlist file
      // (`!function(t){…}(jQuery)`), `( function ( $ ) {…} )( window.jQuery )` by a protocol-relative URL, a
      // root-relative URL, a theme's inline `after` script, a remote file (not read: kept to be safe), a PHP
      // endpoint and a path leaving wp-content (no .js file to read: kept), one the filter marks. A declared
      // one is left as it is.
      const users = jquery.users;
      expect(users.jquery_printed).toBe(true);
      for (const handle of [
        'wishlist',
        'iife',
        'root-relative',
        'theme-inline',
        'remote',
        'endpoint',
        'escape',
        'marked-user',
        'declared',
      ])
        expect(users.deps[handle], handle).toEqual(['jquery']);
      for (const handle of Object.keys(jquery.clean.deps)) expect(users.deps[handle], handle).toEqual([]);
      // An emptied handle's `before` script runs too: it keeps jQuery though emptying clears its dependencies.
      expect(jquery.emptied_before).toMatchObject({
        jquery_printed: true,
        deps: { 'wc-single-product': ['jquery'] },
      });
      // Files are read once per handle and version: the cache is one autoloaded option, written when something
      // new was read; with the wishlist's file deleted, the cached verdict holds until its version changes.
      expect(users.scan_writes).toEqual([['wc_islands_jquery_scan', true]]);
      expect(jquery.warm).toEqual({ jquery_printed: true, deps: { wishlist: ['jquery'] }, scan_writes: [] });
      expect(jquery.emptied_before.scan_writes).toEqual([]);
      expect(jquery.new_version).toMatchObject({ jquery_printed: false, deps: { wishlist: [] } });
      expect(jquery.scan_option).toMatchObject({
        iife: { why: 'file' },
        'root-relative': { why: 'file' },
        remote: { why: 'remote' },
        endpoint: { why: 'unread' },
        escape: { why: 'unread' },
        clean: { why: '' },
        stripe: { why: '' },
      });
      // Neither the filter's nor the allowlist's handles, nor inline-only ones, are cached or read.
      for (const handle of [
        'marked-user',
        'marked-clean',
        'wp-hooks',
        'wc-mini-cart-block-frontend',
        'theme-inline',
        'data-only',
        'declared',
      ])
        expect(jquery.scan_option, handle).not.toHaveProperty(handle);
    });

    it('records the scripts a page printed jQuery for and why; Site Health lists them', () => {
      const at = { path: '/produkt/kubek-poranek/', time: expect.any(Number), whole: true };
      expect(jquery.kept_option).toEqual({
        jquery: {
          wishlist: { ...at, why: 'file' },
          'theme-inline': { ...at, why: 'inline' },
          remote: { ...at, why: 'remote' },
          declared: { ...at, why: 'declared' },
        },
      });
      expect(jquery.row.label).toBe('jquery');
      expect(jquery.row.debug.split('; ')).toEqual([
        'kept for wishlist (on /produkt/kubek-poranek/), whose file uses jQuery without declaring it',
        'kept for theme-inline (on /produkt/kubek-poranek/), whose inline script uses jQuery',
        'kept for remote (on /produkt/kubek-poranek/), whose file is on another site and not read (wc_islands_script_uses_jquery can say it does not use jQuery)',
        'kept for declared (on /produkt/kubek-poranek/), which depends on it',
      ]);
      expect(jquery.kept_without_jquery).toEqual([]);
    });

    it("keeps only a known flavour from the settings page; a saved one is the settings' default", () => {
      // `off`, the islands switched off: tests/unit/wordpress-islands-off.test.ts.
      expect(ext.sanitize).toEqual([
        { flavour: 'react', off: [] },
        { flavour: 'preact', off: [] },
        { flavour: 'preact', off: [] },
      ]);
      expect(ext.saved_flavour).toBe('react');
      expect(ext.textdomains).toEqual([['wc-islands', 'php-stubs/dist/languages']]);
    });

    it("uninstall.php deletes the plugin's three options on every site, and nothing without WP_UNINSTALL_PLUGIN", async () => {
      const run = (mode: string) =>
        JSON.parse(
          execFileSync('php', [path.join(projectRoot, 'tests/php/uninstall-harness.php'), mode], {
            encoding: 'utf8',
          }),
        ) as Array<[number, string]>;
      const options = ['wc_islands_options', 'wc_islands_kept_scripts', 'wc_islands_jquery_scan'];
      expect(run('single')).toEqual(options.map((o) => [1, o]));
      expect(run('network')).toEqual([1, 2, 5].flatMap((site) => options.map((o) => [site, o])));
      expect(run('direct')).toEqual([]);
      // The options the plugin writes are those two: every option name in its sources.
      const names = new Set<string>();
      for (const file of await phpFiles())
        for (const [, name] of (await readFile(file, 'utf8')).matchAll(
          /'(wc_islands_(?:options|kept_scripts|jquery_scan))'/g,
        ))
          names.add(name!);
      expect([...names].sort()).toEqual([...options].sort());
    });
  },
);
