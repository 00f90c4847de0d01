// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

interface Run {
  round: number;
  page: string;
  variant: string;
}
interface FileTotal {
  ours: boolean;
  count: number;
  ms: number;
}
interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsTransfer: number;
  jsResource: number;
  jsFiles: number;
  oursTransfer: number;
  oursFiles: number;
  longTasks: Record<string, FileTotal>;
  mainThread: Record<string, FileTotal>;
}
interface Row {
  type: string;
  path: string;
  variant: string;
  islands: boolean;
  samples: (Sample | undefined)[];
  failed: number;
}
interface LighthouseLib {
  schedule(options: { rounds: number; pages: string[]; variants: string[]; by?: string }): Run[];
  fileLabel(url: string, pageUrl: string): string;
  sampleOf(lhr: unknown, isOurs: (url: string) => boolean): Sample;
  filesAcross(
    samples: Sample[],
    key: 'longTasks' | 'mainThread',
  ): { name: string; ours: boolean; runs: number; n: number; count: number; ms: number }[];
  perRound(
    own: (Sample | undefined)[],
    baseline: (Sample | undefined)[],
    fn: (a: Sample, b: Sample) => number,
  ): { median: number; n: number };
  cell(values: number[], format?: (n: number) => string): string;
  mainTable(
    rows: Row[],
    options: {
      baseline: (row: Row) => Row | undefined;
      targets?: { score: number | false; lcp: number | false; tbt?: number };
    },
  ): string[];
  fileLines(rows: Row[]): string[];
  runSchedule(
    runs: Run[],
    runOne: (run: Run) => Promise<Sample>,
    log?: (line: string) => void,
  ): Promise<Record<string, Record<string, { samples: (Sample | undefined)[]; failed: number }>>>;
}
interface GzipProxy {
  MIN_BYTES: number;
  acceptsGzip(header?: string): boolean;
  compressible(contentType?: string): boolean;
  shouldCompress(options: {
    method?: string;
    status?: number;
    acceptEncoding?: string;
    headers?: Record<string, string | undefined>;
  }): boolean;
  compressedHeaders(headers: Record<string, string | string[]>): Record<string, string | string[]>;
  startGzipProxy(options: { port: number; target: string }): Promise<{ url: string; close(): Promise<void> }>;
}

// The bench modules have no type declarations; string specifiers keep tsc from looking for them.
const root = fileURLToPath(new URL('../..', import.meta.url));
const libModule: string = path.join(root, 'bench', 'lighthouse-lib.mjs');
const proxyModule: string = path.join(root, 'bench', 'gzip-proxy.mjs');
const lib = (await import(/* @vite-ignore */ libModule)) as LighthouseLib;
const proxy = (await import(/* @vite-ignore */ proxyModule)) as GzipProxy;

const PAGE = 'http://shop.test/koszyk/';
const OURS = 'http://shop.test/dist/preact/chunks/core-AAAA1111.js';
const JQUERY = 'http://shop.test/wp-includes/js/jquery/jquery.min.js';
const isOurs = (url: string) => url.startsWith('http://shop.test/dist/');

/** A Lighthouse result with just what sampleOf reads. */
function lhr({
  score = 0.9,
  lcp = 1500,
  tbt = 0,
  cls = 0,
  long = [] as [string, number][],
  boot = [] as [string, number][],
}) {
  return {
    finalDisplayedUrl: PAGE,
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': { numericValue: 1000 },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'network-requests': {
        details: {
          items: [
            { url: PAGE, resourceType: 'Document', transferSize: 9000, resourceSize: 30000 },
            { url: OURS, resourceType: 'Script', transferSize: 3000, resourceSize: 9000 },
            { url: JQUERY, resourceType: 'Script', transferSize: 30000, resourceSize: 87000 },
            {
              url: 'http://shop.test/shop.css',
              resourceType: 'Stylesheet',
              transferSize: 500,
              resourceSize: 900,
            },
          ],
        },
      },
      'long-tasks': {
        details: {
          items: [],
          debugData: {
            type: 'debugdata',
            urls: [...new Set(long.map(([url]) => url))],
            tasks: long.map(([url, duration]) => ({
              urlIndex: [...new Set(long.map(([u]) => u))].indexOf(url),
              duration,
              startTime: 0,
            })),
          },
        },
      },
      'bootup-time': { details: { items: boot.map(([url, total]) => ({ url, total, scripting: total })) } },
    },
  };
}

describe('the Lighthouse bench', () => {
  it('interleaves the variants in every round and rotates their order', () => {
    const runs = lib.schedule({ rounds: 3, pages: ['home', 'cart'], variants: ['A', 'B', 'C'] });
    expect(runs.map((r) => `${r.round}${r.page[0]}${r.variant}`)).toEqual([
      ...['0hA', '0hB', '0hC', '0cA', '0cB', '0cC'],
      ...['1hB', '1hC', '1hA', '1cB', '1cC', '1cA'],
      ...['2hC', '2hA', '2hB', '2cC', '2cA', '2cB'],
    ]);
    const byVariant = lib.schedule({
      rounds: 2,
      pages: ['home', 'cart'],
      variants: ['off', 'on'],
      by: 'variant',
    });
    expect(byVariant.map((r) => `${r.round}${r.variant}-${r.page}`)).toEqual([
      '0off-home',
      '0off-cart',
      '0on-home',
      '0on-cart',
      '1on-home',
      '1on-cart',
      '1off-home',
      '1off-cart',
    ]);
  });

  it('names files by their path, ours by their name in the build', () => {
    expect(lib.fileLabel(OURS, PAGE)).toBe('chunks/core-AAAA1111.js');
    expect(
      lib.fileLabel('http://shop.test/wp-content/plugins/wc-islands/dist/preact/islands.js?ver=1', PAGE),
    ).toBe('islands.js');
    expect(
      lib.fileLabel(
        'http://shop.test/wp-content/plugins/woocommerce/assets/js/frontend/cart.min.js?ver=9',
        PAGE,
      ),
    ).toBe('plugins/woocommerce/assets/js/frontend/cart.min.js');
    expect(lib.fileLabel('http://shop.test/koszyk/?x=1#top', PAGE)).toBe('page HTML');
    expect(lib.fileLabel('Unattributable', PAGE)).toBe('Unattributable');
    expect(lib.fileLabel('http://shop.test/_lighthouse-eval.js', PAGE)).toBe("Lighthouse's own script");
  });

  it('takes score, metrics, script bytes and long tasks per file from a result', () => {
    const sample = lib.sampleOf(
      lhr({
        score: 0.874,
        tbt: 120,
        cls: 0.1214,
        long: [
          [OURS, 80],
          [OURS, 60],
          [JQUERY, 120],
          ['Unattributable', 49],
        ],
        boot: [
          [OURS, 150],
          [PAGE, 300],
        ],
      }),
      isOurs,
    );
    expect(sample).toMatchObject({
      score: 87,
      fcp: 1000,
      lcp: 1500,
      tbt: 120,
      cls: 0.1214,
      jsTransfer: 33000,
      jsResource: 96000,
      jsFiles: 2,
      oursTransfer: 3000,
      oursFiles: 1,
    });
    expect(sample.longTasks).toEqual({
      'chunks/core-AAAA1111.js': { ours: true, count: 2, ms: 140 },
      'wp-includes/js/jquery/jquery.min.js': { ours: false, count: 1, ms: 120 },
    });
    expect(sample.mainThread['page HTML']).toEqual({ ours: false, count: 1, ms: 300 });
  });

  it('compares a row with its baseline round by round and skips failed runs', () => {
    const a = (score: number, lcp: number) => lib.sampleOf(lhr({ score, lcp }), isOurs);
    const own = [a(0.9, 2000), undefined, a(0.95, 1500)];
    const base = [a(0.93, 1900), a(0.9, 1000), a(0.95, 1500)];
    expect(lib.perRound(own, base, (x, y) => x.score - y.score)).toMatchObject({ median: 0, n: 2 });
    expect(lib.perRound(own, base, (x, y) => x.lcp / y.lcp).median).toBeCloseTo(2000 / 1900);
  });

  it('gives medians with their range, a file with the runs it appeared in', () => {
    expect(lib.cell([300, 100, 200])).toBe('200 (100–300)');
    expect(lib.cell([1234.4])).toBe('1,234');
    expect(lib.cell([])).toBe('–');
    expect(lib.cell([1000.04, 1000.02], (n) => n.toFixed(1))).toBe('1000.0');
    const samples = [
      lib.sampleOf(lhr({ long: [[OURS, 80]] }), isOurs),
      lib.sampleOf(lhr({ long: [[JQUERY, 70]] }), isOurs),
      lib.sampleOf(
        lhr({
          long: [
            [OURS, 100],
            [OURS, 60],
          ],
        }),
        isOurs,
      ),
    ];
    expect(lib.filesAcross(samples, 'longTasks')).toEqual([
      { name: 'chunks/core-AAAA1111.js', ours: true, runs: 2, n: 3, count: 2, ms: 160 },
      { name: 'wp-includes/js/jquery/jquery.min.js', ours: false, runs: 1, n: 3, count: 1, ms: 70 },
    ]);
  });

  it('writes the table with the targets marked on the rows with islands', () => {
    const s = (score: number, lcp: number, tbt: number, cls = 0) =>
      lib.sampleOf(lhr({ score, lcp, tbt, cls, long: tbt ? [[OURS, 50 + tbt]] : [] }), isOurs);
    const off: Row = {
      type: 'cart',
      path: '/koszyk/',
      variant: 'islands=off',
      islands: false,
      samples: [s(0.99, 1000, 0), s(0.98, 1000, 0), s(0.99, 1000, 0)],
      failed: 0,
    };
    const on: Row = {
      ...off,
      variant: 'islands',
      islands: true,
      samples: [s(0.95, 1100, 30), undefined, s(0.96, 1000, 0, 0.0004)],
      failed: 1,
    };
    const rows = [on, off];
    const table = lib.mainTable(rows, { baseline: (row) => (row === on ? off : undefined) });
    expect(table[0]).toMatch(/^\| page type \| path \| variant \| score \|/);
    expect(table[2]).toBe(
      '| cart | `/koszyk/` | islands (1 failed) | 96 (95–96) | 1,000 | 1,100 (1,000–1,100) | 30 (0–30) ⚠ | 0.0004 (0.0000–0.0004) ⚠ | 32.2 | 93.8 | 2 (1) | 1 · 80 ms | 0 · 0 ms | -3 ⚠ | 1.10 ⚠ |',
    );
    expect(table[3]).toBe(
      '| cart | `/koszyk/` | islands=off | 99 (98–99) | 1,000 | 1,000 | 0 | 0.0000 | 32.2 | 93.8 | 2 (1) | 0 · 0 ms | 0 · 0 ms |  |  |',
    );
    const untargeted = lib.mainTable(rows, {
      baseline: (row) => (row === on ? off : undefined),
      targets: { score: false, lcp: false },
    });
    expect(untargeted[2]).toContain('| 30 (0–30) ⚠ |');
    expect(untargeted[2]).toMatch(/\| -3 \| 1\.10 \|$/);
    // The real shop's targets: ahead on score, no later LCP, TBT within 10 ms.
    const strict = lib.mainTable(rows, {
      baseline: (row) => (row === on ? off : undefined),
      targets: { score: 1, lcp: 1, tbt: 30 },
    });
    expect(strict[2]).toContain('| 30 (0–30) |');
    expect(strict[2]).toMatch(/\| -3 ⚠ \| 1\.10 ⚠ \|$/);
    expect(lib.fileLines([on])[0]).toBe(
      '- cart, islands: long tasks, ours: chunks/core-AAAA1111.js 1 × 80 ms (1/2 runs); others: none. ' +
        'Main thread, ours (0 ms in all): none; others: none.',
    );
  });

  it('keeps going when a run fails, counting it', async () => {
    const runs = lib.schedule({ rounds: 2, pages: ['home'], variants: ['A', 'B'] });
    const lines: string[] = [];
    const results = await lib.runSchedule(
      runs,
      async ({ round, variant }) => {
        if (round === 1 && variant === 'A') throw new Error('timed out');
        return lib.sampleOf(lhr({}), isOurs);
      },
      (line) => lines.push(line),
    );
    expect(results.home?.A?.failed).toBe(1);
    expect(results.home?.A?.samples.filter(Boolean)).toHaveLength(1);
    expect(results.home?.B?.samples.filter(Boolean)).toHaveLength(2);
    expect(lines.some((line) => line.includes('FAILED timed out'))).toBe(true);
  });
});

describe('the gzip proxy', () => {
  it('reads Accept-Encoding as a host does', () => {
    expect(proxy.acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(proxy.acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(proxy.acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(proxy.acceptsGzip('br, *;q=0.1')).toBe(true);
    expect(proxy.acceptsGzip('*;q=0')).toBe(false);
    expect(proxy.acceptsGzip('br')).toBe(false);
    expect(proxy.acceptsGzip('')).toBe(false);
  });

  it('compresses text, scripts, JSON and SVG, not images or fonts', () => {
    for (const type of [
      'text/html; charset=UTF-8',
      'text/css',
      'text/javascript',
      'application/javascript',
      'application/json; charset=UTF-8',
      'image/svg+xml',
    ])
      expect(proxy.compressible(type), type).toBe(true);
    for (const type of ['image/jpeg', 'image/webp', 'font/woff2', 'application/octet-stream', ''])
      expect(proxy.compressible(type), type).toBe(false);
  });

  it('decides per response', () => {
    const base = {
      method: 'GET',
      status: 200,
      acceptEncoding: 'gzip, br',
      headers: { 'content-type': 'text/html; charset=UTF-8' } as Record<string, string | undefined>,
    };
    expect(proxy.shouldCompress(base)).toBe(true); // a streamed page: no length
    expect(proxy.shouldCompress({ ...base, headers: { ...base.headers, 'content-length': '5000' } })).toBe(
      true,
    );
    const small = String(proxy.MIN_BYTES - 1);
    expect(proxy.shouldCompress({ ...base, headers: { ...base.headers, 'content-length': small } })).toBe(
      false,
    );
    expect(proxy.shouldCompress({ ...base, method: 'HEAD' })).toBe(false);
    for (const status of [204, 206, 304]) expect(proxy.shouldCompress({ ...base, status })).toBe(false);
    expect(proxy.shouldCompress({ ...base, status: 404 })).toBe(true); // WordPress's 404 page is a page too
    expect(proxy.shouldCompress({ ...base, acceptEncoding: 'identity' })).toBe(false);
    expect(proxy.shouldCompress({ ...base, headers: { ...base.headers, 'content-encoding': 'br' } })).toBe(
      false,
    );
    expect(
      proxy.shouldCompress({
        ...base,
        headers: { ...base.headers, 'cache-control': 'private, no-transform' },
      }),
    ).toBe(false);
    expect(proxy.shouldCompress({ ...base, headers: { 'content-type': 'image/jpeg' } })).toBe(false);
  });

  it('drops the length, names the encoding and varies on Accept-Encoding once', () => {
    expect(
      proxy.compressedHeaders({
        'content-type': 'text/css',
        'content-length': '5000',
        'set-cookie': ['a=1', 'b=2'],
      }),
    ).toEqual({
      'content-type': 'text/css',
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
      'set-cookie': ['a=1', 'b=2'],
    });
    expect(proxy.compressedHeaders({ vary: 'Cookie' }).vary).toBe('Cookie, Accept-Encoding');
    expect(proxy.compressedHeaders({ vary: 'accept-encoding' }).vary).toBe('accept-encoding');
  });

  it('passes requests through with their Host and gzips the answers a host would', async () => {
    const page = '<p>Sklep</p>'.repeat(200);
    const backend = http.createServer((req, res) => {
      if (req.url === '/photo.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '2000' });
        res.end(Buffer.alloc(2000));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8', 'set-cookie': ['a=1', 'b=2'] });
      res.end(`${req.headers.host} ${page}`);
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const { port } = backend.address() as AddressInfo;
    const server = await proxy.startGzipProxy({ port: 0, target: `http://127.0.0.1:${port}` });
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<http.IncomingMessage & { body: Buffer }>((resolve, reject) => {
        http
          .get(`${server.url}${path}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(Object.assign(res, { body: Buffer.concat(chunks) })));
          })
          .on('error', reject);
      });
    try {
      const zipped = await get('/', { 'accept-encoding': 'gzip, br', host: 'shop.test:8778' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['set-cookie']).toEqual(['a=1', 'b=2']);
      expect(gunzipSync(zipped.body).toString()).toBe(`shop.test:8778 ${page}`);
      const plain = await get('/', { host: 'shop.test:8778' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(`shop.test:8778 ${page}`);
      const photo = await get('/photo.jpg', { 'accept-encoding': 'gzip' });
      expect(photo.headers['content-encoding']).toBeUndefined();
      expect(photo.body).toHaveLength(2000);
    } finally {
      await server.close();
      await new Promise((resolve) => backend.close(resolve));
    }
  });
});
