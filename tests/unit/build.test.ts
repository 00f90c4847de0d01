// @vitest-environment node
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { build, buildAll, contentVersion } from '../../build.mjs';
import { loadBuiltInIslands, readIslandManifest } from '../../scripts/manifest.mjs';
import {
  PAGE_TYPES,
  chunkName,
  findIslands,
  loadableClosure,
  pageFiles,
  sizeReport,
  staticClosure,
} from '../../scripts/size.mjs';
import type { Built, BuiltInIsland, BuiltManifest, Flavour, IslandManifest } from '../../scripts/types';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const buildModulePath = path.join(projectRoot, 'build.mjs');

const FLAVOURS: Flavour[] = ['preact', 'react'];
let tmp: string;
let built: Record<Flavour, Built>;
let islandNames: string[];

/** Every output .js of a flavour, concatenated. */
async function allJs(flavour: Flavour): Promise<string> {
  const { outdir, manifest } = built[flavour];
  const texts = await Promise.all(
    Object.keys(manifest.files).map((f) => readFile(path.join(outdir, f), 'utf8')),
  );
  return texts.join('\n');
}

/** A copy of the sources (shared/, widgets/) in a temp dir, with node_modules linked, to build after edits. */
async function copyProject(): Promise<string> {
  const dir = await mkdtemp(path.join(tmp, 'src-'));
  await Promise.all(
    // The build's inputs: the sources and the translations (languages/*.po, the .pot).
    ['shared', 'widgets', 'languages', 'tsconfig.json', 'package.json'].map((p) =>
      cp(path.join(projectRoot, p), path.join(dir, p), { recursive: true }),
    ),
  );
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The file that is an island's module (widgets/<name>/index.ts or .tsx). */
async function islandSource(root: string, name: string): Promise<string> {
  const entries = await readdir(path.join(root, 'widgets', name));
  const index = entries.find((e) => /^index\.tsx?$/.test(e));
  if (!index) throw new Error(`no index.ts(x) in widgets/${name}`);
  return path.join(root, 'widgets', name, index);
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'islands-build-test-'));
  [built, islandNames] = await Promise.all([
    buildAll({ outRoot: path.join(tmp, 'dist') }),
    loadBuiltInIslands().then(Object.keys),
  ]);
}, 30_000);

afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('build: manifest', () => {
  it('has built-in islands to check', () => {
    expect(islandNames.length).toBeGreaterThan(0);
  });

  it.each(FLAVOURS)('%s: the entry is islands.js and exists', async (flavour) => {
    const { manifest, outdir } = built[flavour];
    expect(manifest.flavour).toBe(flavour);
    expect(manifest.entry).toBe('islands.js');
    expect(manifest.files['islands.js']).toBeDefined();
    const onDisk = await readFile(path.join(outdir, 'islands.js'));
    expect(onDisk.length).toBe(manifest.files['islands.js']?.bytes);
  });

  it.each(FLAVOURS)(
    '%s: maps every built-in island to a lazily imported chunk of its own, and each service to the runtime',
    async (flavour) => {
      const { manifest, outdir } = built[flavour];
      const dynamicTargets = new Set(Object.values(manifest.files).flatMap((f) => f.dynamicImports));
      for (const name of islandNames) {
        const chunk = manifest.islands[name];
        if (Object.hasOwn(manifest.services, name)) {
          // The page services travel in the runtime, with no chunk of their own.
          expect(chunk, `island ${name}`).toBe(manifest.core);
          continue;
        }
        expect(chunk, `island ${name}`).toMatch(/^chunks\/.+\.js$/);
        expect(manifest.files[chunk!], `manifest entry for ${chunk}`).toBeDefined();
        await expect(readFile(path.join(outdir, chunk!))).resolves.toBeInstanceOf(Buffer);
        expect(dynamicTargets.has(chunk!), `${chunk} is loaded by import()`).toBe(true);
        // an island is never part of what the loader or the runtime loads up front
        expect(staticClosure(manifest, manifest.entry).has(chunk!)).toBe(false);
        expect(staticClosure(manifest, manifest.core!).has(chunk!)).toBe(false);
      }
    },
  );

  it.each(FLAVOURS)('%s: every import listed in the manifest is an output file', (flavour) => {
    const { manifest } = built[flavour];
    for (const file of Object.values(manifest.files)) {
      for (const dep of [...file.imports, ...file.dynamicImports]) expect(manifest.files[dep]).toBeDefined();
    }
  });

  it.each(FLAVOURS)(
    '%s: every file opens with the compile hint, once, the core and the rewritten files included',
    async (flavour) => {
      const { manifest, outdir } = built[flavour];
      for (const name of Object.keys(manifest.files)) {
        const code = await readFile(path.join(outdir, name), 'utf8');
        expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), name).toBe(true);
        expect(code.split('allFunctionsCalledOnLoad').length, name).toBe(2);
      }
    },
  );

  it.each(FLAVOURS)(
    "%s: the runtime names each island's shared chunks beyond the core, so they are fetched beside it",
    async (flavour) => {
      const { manifest, outdir } = built[flavour];
      const entry = await readFile(path.join(outdir, manifest.core!), 'utf8');
      expect(entry).not.toContain('ISLAND_FILES');
      const loaded = staticClosure(manifest, manifest.core!);
      const { islands } = await readIslandManifest();
      // A list per island, its own chunk first, in the manifest's order: the runtime finds an island's by it.
      const lists = Object.keys(islands).map((name) =>
        entry.indexOf(`["${path.posix.basename(manifest.islands[name]!)}"`),
      );
      expect(
        lists.every((at, i) => at > (lists[i - 1] ?? 0)),
        lists.join(),
      ).toBe(true);
      let named = 0;
      for (const [name, chunk] of Object.entries(manifest.islands)) {
        if (chunk === manifest.core) continue;
        // The renderer, which every island imports, the runtime asks for itself beside each island's files.
        const shared = [...staticClosure(manifest, chunk)].filter(
          (f) => f !== chunk && f !== manifest.renderer && !loaded.has(f),
        );
        for (const file of shared) {
          const beside = /^chunks\/([a-z]+-[A-Z0-9]{8}\.js)$/.exec(file)?.[1];
          expect(beside, `${name} imports ${file}`).toBeDefined();
          const own = path.posix.basename(chunk).replace('.', '\\.');
          expect(entry, `${name}: ${file}`).toMatch(
            new RegExp(`\\["${own}"[^\\]]*"${beside!.replace('.', '\\.')}"`),
          );
          named++;
        }
      }
      expect(named).toBeGreaterThan(0); // the variation form's shared chunks, at least
    },
  );

  it('build.mjs builds only: the size report and the demo shop stay out of it', async () => {
    const source = await readFile(buildModulePath, 'utf8');
    expect(source).not.toMatch(/fixtures\//);
    expect(source).not.toMatch(/node:zlib/);
  });

  it.each(FLAVOURS)(
    "%s: carries widgets/manifest.json's islands, services and replaced handles for the plugin",
    async (flavour) => {
      const { manifest } = built[flavour];
      const source = JSON.parse(
        await readFile(path.join(projectRoot, 'widgets', 'manifest.json'), 'utf8'),
      ) as IslandManifest;
      expect(manifest.builtInIslands).toEqual(source.islands);
      expect(manifest.services).toEqual(source.services);
      expect(manifest.replaces).toEqual(source.replaces);
      expect(manifest.builtInIslands['variation-form']).toEqual({
        strategy: 'load',
        adopt: '.variations_form',
      });
      expect(manifest.replaces['wc-order-attribution']).toEqual(['order-attribution']);
      // every island and service has its chunk
      for (const name of [...Object.keys(source.islands), ...Object.keys(source.services)]) {
        expect(manifest.islands[name], name).toBeDefined();
      }
    },
  );

  it.each(FLAVOURS)(
    "%s: names each island's files: its chunk first, then all it and the renderer import beyond the core",
    async (flavour) => {
      const { manifest, outdir } = built[flavour];
      const { islands } = await readIslandManifest();
      expect(Object.keys(manifest.islandFiles).sort()).toEqual(Object.keys(islands).sort());
      const everyPage = new Set([
        ...staticClosure(manifest, manifest.entry),
        ...staticClosure(manifest, manifest.core),
      ]);
      const core = await readFile(path.join(outdir, manifest.core), 'utf8');
      for (const [name, files] of Object.entries(manifest.islandFiles)) {
        const chunk = manifest.islands[name]!;
        expect(files[0], name).toBe(chunk);
        const loads = [chunk, manifest.renderer].flatMap((f) => [...staticClosure(manifest, f)]);
        expect(new Set(files), name).toEqual(new Set(loads.filter((f) => !everyPage.has(f))));
        // The same files the core import()s when the island mounts (the renderer by its own import()).
        for (const file of files)
          expect(core, `${name}: ${file}`).toContain(
            `"${file === manifest.renderer ? './' : ''}${path.posix.basename(file)}"`,
          );
      }
    },
  );

  it.each(FLAVOURS)('%s: writes manifest.json next to the output', async (flavour) => {
    const { manifest, outdir } = built[flavour];
    expect(JSON.parse(await readFile(path.join(outdir, 'manifest.json'), 'utf8'))).toEqual(manifest);
  });
});

describe('build: React is never bundled', () => {
  const reactSource = [
    'react.element',
    'react.transitional.element',
    '__SECRET_INTERNALS',
    '__CLIENT_INTERNALS',
  ];
  // preact/compat itself tags vnodes with Symbol.for('react.element') and exports a
  // __SECRET_INTERNALS stand-in, so only React 19's own markers count there
  const reactInternals = ['react.transitional.element', '__CLIENT_INTERNALS'];
  const bundledReact = (inputs: string[]) =>
    inputs.filter((i) => /node_modules\/(react|react-dom|react-18|react-dom-18|scheduler)\//.test(i));

  it('react flavour: no React source; JSX goes through WordPress globals', async () => {
    const js = await allJs('react');
    for (const marker of reactSource) expect(js).not.toContain(marker);
    const inputs = Object.keys(built.react.metafile.inputs);
    expect(bundledReact(inputs)).toEqual([]);
    expect(inputs.filter((i) => /node_modules\/preact\//.test(i))).toEqual([]);
    // every react import of the real source is a virtual module reading a global
    if (inputs.includes('wp-react:react/jsx-runtime')) expect(js).toContain('window.ReactJSXRuntime');
  });

  it('preact flavour: self-contained, no WordPress React', async () => {
    const js = await allJs('preact');
    expect(js).not.toContain('window.React');
    expect(js).not.toContain('ReactJSXRuntime');
    for (const marker of reactInternals) expect(js).not.toContain(marker);
    expect(bundledReact(Object.keys(built.preact.metafile.inputs))).toEqual([]);
  });

  it('no output pulls in the full zod package', () => {
    for (const flavour of FLAVOURS) {
      const inputs = Object.keys(built[flavour].metafile.inputs);
      expect(inputs.filter((i) => /node_modules\/zod\/(v4\/classic|v3)\//.test(i))).toEqual([]);
    }
  });

  describe('with a JSX + hooks + createRoot probe added to the loader', () => {
    let probe: Record<Flavour, Built>;
    const probeJs = async (flavour: Flavour) => {
      const { outdir, manifest } = probe[flavour];
      const texts = await Promise.all(
        Object.keys(manifest.files).map((f) => readFile(path.join(outdir, f), 'utf8')),
      );
      return texts.join('\n');
    };

    beforeAll(async () => {
      const root = await copyProject();
      await writeFile(
        path.join(root, 'shared', 'jsx-probe.tsx'),
        `import { useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
function Probe() {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN(n + 1)}>{n}</button>;
}
(globalThis as Record<string, unknown>).__probe = (el: HTMLElement) => {
  createRoot(el).render(<Probe />);
  return createPortal;
};
`,
      );
      const loader = path.join(root, 'widgets', 'loader.ts');
      await writeFile(loader, `import '../shared/jsx-probe';\n${await readFile(loader, 'utf8')}`);
      probe = await buildAll({ root, outRoot: path.join(root, 'dist') });
    }, 30_000);

    it('react flavour reads window.React, window.ReactDOM and window.ReactJSXRuntime, bundles no React', async () => {
      const js = await probeJs('react');
      expect(js).toMatch(/window\.React(?![A-Za-z])/);
      expect(js).toContain('window.ReactDOM');
      expect(js).toContain('window.ReactJSXRuntime');
      for (const marker of reactSource) expect(js).not.toContain(marker);
      expect(bundledReact(Object.keys(probe.react.metafile.inputs))).toEqual([]);
    });

    it('preact flavour bundles preact/compat and never touches window.React', async () => {
      const js = await probeJs('preact');
      expect(js).not.toContain('window.React');
      expect(js).not.toContain('ReactJSXRuntime');
      for (const marker of reactInternals) expect(js).not.toContain(marker);
      const inputs = Object.keys(probe.preact.metafile.inputs);
      expect(inputs.some((i) => /node_modules\/preact\/compat\//.test(i))).toBe(true);
      expect(bundledReact(inputs)).toEqual([]);
    });

    it('the two flavours differ, so do their versions', () => {
      expect(probe.preact.manifest.version).not.toBe(probe.react.manifest.version);
    });
  });
});

describe('build: islands.asset.php', () => {
  const expected: Record<Flavour, string> = {
    preact: 'array()',
    react: "array('react', 'react-dom', 'react-jsx-runtime')",
  };

  it.each(FLAVOURS)('%s: dependencies and a 20-hex content version', async (flavour) => {
    const { outdir, manifest } = built[flavour];
    const php = await readFile(path.join(outdir, 'islands.asset.php'), 'utf8');
    const match =
      /^<\?php return array\('dependencies' => (array\([^)]*\)), 'version' => '([0-9a-f]+)'\);\n$/.exec(php);
    expect(match, php).not.toBeNull();
    expect(match![1]).toBe(expected[flavour]);
    expect(match![2]).toMatch(/^[0-9a-f]{20}$/);
    expect(match![2]).toBe(manifest.version);
  });

  it.each(FLAVOURS)('%s: the version is the hash of the .js files on disk', async (flavour) => {
    const { outdir, manifest } = built[flavour];
    const files = await Promise.all(
      Object.keys(manifest.files).map(async (name) => ({
        name,
        contents: await readFile(path.join(outdir, name)),
      })),
    );
    expect(contentVersion(files)).toBe(manifest.version);
  });
});

describe('contentVersion', () => {
  const a = { name: 'islands.js', contents: 'import"./chunks/a.js";' };
  const b = { name: 'chunks/a.js', contents: 'console.log(1);' };

  it('is 20 hex chars, independent of order', () => {
    expect(contentVersion([a, b])).toMatch(/^[0-9a-f]{20}$/);
    expect(contentVersion([a, b])).toBe(contentVersion([b, a]));
  });

  it('changes when any one file changes', () => {
    const before = contentVersion([a, b]);
    expect(contentVersion([a, { ...b, contents: 'console.log(2);' }])).not.toBe(before);
    expect(contentVersion([{ ...a, contents: `${a.contents} ` }, b])).not.toBe(before);
    expect(contentVersion([a])).not.toBe(before);
  });
});

describe('build: source changes', () => {
  it('an edited island changes its chunk, the version and the asset file; a rebuild is stable', async () => {
    const root = await copyProject();
    const outdir = path.join(root, 'dist', 'preact');
    const name = islandNames.find((n) => built.preact.manifest.islands[n] !== 'islands.js')!;
    const first = await build({ flavour: 'preact', root, outdir });
    const again = await build({ flavour: 'preact', root, outdir });
    expect(again.manifest.version).toBe(first.manifest.version);

    const file = await islandSource(root, name);
    await writeFile(file, `${await readFile(file, 'utf8')}\nconsole.info('edited ${Date.now()}');\n`);
    const second = await build({ flavour: 'preact', root, outdir });
    expect(second.manifest.version).not.toBe(first.manifest.version);
    expect(second.manifest.islands[name]).not.toBe(first.manifest.islands[name]);
    const php = await readFile(path.join(outdir, 'islands.asset.php'), 'utf8');
    expect(php).toContain(`'version' => '${second.manifest.version}'`);
    // the clean step removed the old chunk
    await expect(readFile(path.join(outdir, first.manifest.islands[name]!))).rejects.toThrow();
  }, 30_000);

  it('fails on a widgets/manifest.json with an unknown strategy or a replaced handle naming no island', async () => {
    const root = await copyProject();
    const file = path.join(root, 'widgets', 'manifest.json');
    const source = JSON.parse(await readFile(file, 'utf8')) as {
      islands: Record<string, { strategy: string }>;
      replaces: Record<string, string[]>;
    };
    source.islands[islandNames[0]!]!.strategy = 'later';
    source.replaces['some-handle'] = ['no-such-island'];
    await writeFile(file, JSON.stringify(source));
    const failed = build({ flavour: 'preact', root, outdir: path.join(root, 'dist', 'preact') });
    await expect(failed).rejects.toThrow(/strategy "later" is not one of/);
    await expect(failed).rejects.toThrow(/replaces\.some-handle: "no-such-island" is no island or service/);
  }, 30_000);

  it('fails loudly when something imports the full zod package', async () => {
    const root = await copyProject();
    const file = await islandSource(root, islandNames[0]!);
    await writeFile(file, `import * as z from 'zod';\nconsole.info(z);\n${await readFile(file, 'utf8')}`);
    await expect(
      build({ flavour: 'preact', root, outdir: path.join(root, 'dist', 'preact') }),
    ).rejects.toThrow(/zod\/mini/);
  }, 30_000);

  it('a different define gives a different build of the same source', async () => {
    const root = await copyProject();
    const file = await islandSource(root, islandNames[0]!);
    await writeFile(file, `${await readFile(file, 'utf8')}\nconsole.info(__BUILD_TEST__);\n`);
    const outdir = path.join(root, 'dist', 'react');
    const one = await build({ flavour: 'react', root, outdir, define: { __BUILD_TEST__: '"one"' } });
    const two = await build({ flavour: 'react', root, outdir, define: { __BUILD_TEST__: '"two"' } });
    expect(two.manifest.version).not.toBe(one.manifest.version);
  }, 30_000);
});

describe('findIslands', () => {
  it('reads data-island and an optional data-island-strategy on the same element', () => {
    const html = `<div class="x" data-island="store-notice"></div>
      <section data-island-strategy="load" data-island='coming-soon-banner' data-island-props="{&quot;a&quot;:1}">
      <p data-island-mounted="1">no island</p>`;
    expect(findIslands(html)).toEqual([
      { name: 'store-notice', strategy: undefined },
      { name: 'coming-soon-banner', strategy: 'load' },
    ]);
  });
});

describe('findIslands with adopters', () => {
  it('counts an element an island adopts once, by tag, class or both; a data-island on it wins', () => {
    const html = `<form class="variations_form cart"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>
      <div class="wp-block-woocommerce-checkout alignwide"></div><form class="cart"></form>
      <form class="variations_form" data-island="other"></form>`;
    const adopters = {
      'variation-form': 'form.variations_form',
      'order-attribution': 'wc-order-attribution-inputs, .wp-block-woocommerce-checkout',
    };
    expect(findIslands(html, adopters).map((i) => i.name)).toEqual([
      'variation-form',
      'order-attribution',
      'order-attribution',
      'other',
    ]);
  });
});

describe('size report', () => {
  it('names chunks without their hash; shared chunks have no name', () => {
    expect(chunkName('chunks/lightbox-AB12CD34.js')).toBe('lightbox');
    expect(chunkName('chunks/coming-soon-banner-G2BJPQIW.js')).toBe('coming-soon-banner');
    expect(chunkName('chunks/chunk-X3II5CJ6.js')).toBeUndefined();
    expect(chunkName('islands.js')).toBeUndefined();
  });

  it("counts an island's files as the built manifest names them (islandFiles), not as its imports lead", () => {
    const file = (name: string) => `chunks/${name}-AAAAAAAA.js`;
    const edges = (...imports: string[]) => ({ imports, dynamicImports: [], bytes: 1 });
    const manifest: Pick<BuiltManifest, 'entry' | 'core' | 'files' | 'islands' | 'islandFiles'> = {
      entry: 'islands.js',
      core: file('core'),
      files: {
        'islands.js': edges(file('boot')),
        [file('boot')]: edges(),
        [file('core')]: edges(file('boot')),
        // Nothing in the graph leads from an island to the renderer or the chunk it shares: the manifest says.
        [file('quantity')]: edges(file('core')),
        [file('mini-cart')]: edges(file('core')),
        [file('react')]: edges(file('core')),
        [file('chunk')]: edges(),
      },
      islands: { quantity: file('quantity'), 'mini-cart': file('mini-cart'), 'cart-fragments': file('core') },
      islandFiles: {
        quantity: [file('quantity'), file('chunk'), file('react')],
        'mini-cart': [file('mini-cart'), file('react')],
      },
    };
    const registry: Record<string, BuiltInIsland> = {
      quantity: { strategy: 'load' },
      'mini-cart': { strategy: 'interaction' },
      'cart-fragments': { strategy: 'load', service: true },
    };
    const page = pageFiles(manifest, registry, [
      { name: 'quantity', strategy: undefined },
      { name: 'mini-cart', strategy: undefined },
      { name: 'no-such-island', strategy: undefined },
    ]);
    const everyPage = ['islands.js', file('boot'), file('core')];
    expect([...page.boot].sort()).toEqual(
      [...everyPage, file('quantity'), file('chunk'), file('react')].sort(),
    );
    expect([...page.total].sort()).toEqual(
      [...everyPage, file('quantity'), file('chunk'), file('react'), file('mini-cart')].sort(),
    );
    expect(page.names).toEqual(['quantity', 'mini-cart', 'cart-fragments']);
    expect(page.unknown).toEqual(['no-such-island']);
  });

  it('everything loadable includes what an island imports lazily; its static closure does not', () => {
    const { manifest } = built.preact;
    const gallery = manifest.islands.gallery!;
    const lightbox = Object.keys(manifest.files).find((f) => chunkName(f) === 'lightbox')!;
    expect(staticClosure(manifest, gallery).has(lightbox)).toBe(false);
    expect(loadableClosure(manifest, gallery).has(lightbox)).toBe(true);
  });

  it('checks per-chunk and per-page-type budgets, and a budget whose chunk is gone', async () => {
    const budgets = {
      preact: {
        chunks: { lightbox: 1, 'no-such-chunk': 1_000_000 },
        pageTypes: { 'simple product': { boot: 1_000_000, loadable: 1 } },
      },
    };
    const { report, checks, ok } = await sizeReport({
      outRoot: path.join(tmp, 'size'),
      print: false,
      budgets,
    });
    expect(ok).toBe(false);
    const byLabel = Object.fromEntries(checks.map((c) => [c.label, c]));
    expect(byLabel['chunks.lightbox']!.over).toBeGreaterThan(0);
    expect(byLabel['chunks.no-such-chunk']!.missing).toBeTruthy();
    expect(byLabel['pageTypes.simple product.boot']!.over).toBeLessThan(0);
    expect(byLabel['pageTypes.simple product.loadable']!.over).toBeGreaterThan(0);
    // The simple product page boots without the lightbox and can load it; boot ⊆ total ⊆ loadable.
    const page = report.preact!.pages!.find((p) => p.path === PAGE_TYPES['simple product'])!;
    const lightbox = report.preact!.files.find((f) => f.name === 'lightbox')!.file;
    expect(page.boot.list).not.toContain(lightbox);
    expect(page.loadable.list).toContain(lightbox);
    expect(page.boot.gzip).toBeLessThanOrEqual(page.total.gzip);
    expect(page.total.gzip).toBeLessThan(page.loadable.gzip);
    // The composition names the packages in a chunk.
    expect(report.preact!.files.find((f) => f.name === 'lightbox')!.composition).toHaveProperty('focus-trap');
  }, 60_000);
});
