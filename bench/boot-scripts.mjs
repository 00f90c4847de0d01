/**
 * The scripts a page fetches at boot, seen from the network (CDP Network events), per page type and
 * flavour at 4× CPU throttling: how many JS files were requested before the load event and before boot was
 * done (browser.mjs `bootDone`), and the deepest import waterfall — the longest chain of JS requests
 * each started by the one before it (CDP's request initiator: the parser for the entry and its
 * modulepreloads, the importing module for a static import, the calling script's stack for a dynamic
 * import).
 */
import { PAGE_TYPES } from '../scripts/size.mjs';
import { bootDone, bootPlan, fmtStats, machine, runs, stats, THROTTLE, withShop } from './browser.mjs';

export const title = `Scripts fetched at boot and the import waterfall (Chromium, ${THROTTLE}× CPU throttling)`;

/** Loads per row (BENCH_RUNS overrides it; the table says how many). */
const RUNS = runs(5);
const TARGET = 6;

/** The URL that started a request: the parser's document, the importing module, or the top of the JS stack. */
export function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}

/**
 * Records the page's JS requests, its document request and its load event from the CDP session, in the
 * browser's monotonic seconds.
 */
async function recordNetwork(cdp) {
  const record = { requests: new Map(), startAt: undefined, loadAt: undefined };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document') record.startAt ??= e.timestamp;
    if (e.type !== 'Script' || record.requests.has(e.request.url)) return;
    record.requests.set(e.request.url, {
      url: e.request.url,
      start: e.timestamp,
      from: initiatorUrl(e.initiator),
      id: e.requestId,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    for (const request of record.requests.values()) if (request.id === e.requestId) request.end = e.timestamp;
  });
  cdp.on('Page.loadEventFired', (e) => (record.loadAt = e.timestamp));
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  return record;
}

/**
 * The longest chain of JS requests (`Map` of URL → `{ url, from }`) each started by the previous one, first
 * request first.
 */
export function deepestChain(requests) {
  const depth = new Map();
  const depthOf = (request) => {
    if (!depth.has(request.url)) {
      const parent = requests.get(request.from);
      depth.set(request.url, parent && parent !== request ? depthOf(parent) + 1 : 1);
    }
    return depth.get(request.url);
  };
  let deepest;
  for (const request of requests.values())
    if (!deepest || depthOf(request) > depthOf(deepest)) deepest = request;
  const chain = [];
  for (let r = deepest; r; r = requests.get(r.from)) chain.unshift(r);
  return chain;
}

/** One cold load: the JS requests by the load event and by the end of boot, and the waterfall. */
async function measure(open, path, flavour, plan, isOurs) {
  let record;
  const { page, close } = await open(path, {
    flavour,
    beforeNavigation: async (cdp) => (record = await recordNetwork(cdp)),
  });
  try {
    // The navigation has waited for the load event; now for the end of boot.
    await page.waitForFunction(bootDone, plan, { timeout: 30_000 });
    const requests = [...record.requests.values()];
    if (record.loadAt === undefined) throw new Error(`No load event recorded for ${path}.`);
    const navigationStart = record.startAt;
    const beforeLoad = requests.filter((r) => r.start < record.loadAt);
    return {
      beforeLoadFiles: beforeLoad.map((r) => r.url.split('/').pop()),
      oursBeforeLoad: beforeLoad.filter((r) => isOurs(r.url)).length,
      allBeforeLoad: beforeLoad.length,
      oursAtBoot: requests.filter((r) => isOurs(r.url)).length,
      allAtBoot: requests.length,
      chain: deepestChain(new Map(requests.map((r) => [r.url, r]))).map((r) => ({
        file: r.url.split('/').pop(),
        start: (r.start - navigationStart) * 1000,
        end: ((r.end ?? r.start) - navigationStart) * 1000,
      })),
      loadAt: (record.loadAt - navigationStart) * 1000,
    };
  } finally {
    await close();
  }
}

/** `header-FHDVCPR7.js 832–1302` for each step of a chain. */
function chainText(chain) {
  return chain.map((s) => `${s.file} ${s.start.toFixed(0)}–${s.end.toFixed(0)}`).join(' → ');
}

export async function run() {
  const plan = await bootPlan();
  const body = await withShop(async ({ server, browser, open }) => {
    const isOurs = (url) => url.startsWith(`${server.url}/dist/`);
    const rows = [];
    const chains = [];
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      for (const flavour of ['preact', 'react']) {
        const samples = [];
        for (let i = 0; i < RUNS; i++) samples.push(await measure(open, path, flavour, plan, isOurs));
        const f = (key) => fmtStats(stats(samples.map((s) => s[key])), 0);
        const depths = samples.map((s) => s.chain.length);
        const deepest = samples.find((s) => s.chain.length === Math.max(...depths));
        const over = stats(samples.map((s) => s.oursBeforeLoad)).median > TARGET ? ' ⚠' : '';
        rows.push(
          `| ${type} | ${flavour} | ${f('oursBeforeLoad')}${over} | ${f('allBeforeLoad')} | ${f('oursAtBoot')} | ${f('allAtBoot')} | ${fmtStats(stats(depths), 0)} | ${f('loadAt')} |`,
        );
        chains.push(
          `- ${type}, ${flavour}: before the load event (at ${deepest.loadAt.toFixed(0)}) ` +
            `${deepest.beforeLoadFiles.join(', ')}; deepest chain ${chainText(deepest.chain)}`,
        );
      }
    }
    return [
      `Median (min–max) of ${RUNS} cold loads per row (a fresh browser context each), ${THROTTLE}× CPU throttling,`,
      'no network throttling. Counted from CDP `Network.requestWillBeSent` events of resource type Script (each',
      'URL once): **before load** were requested before `Page.loadEventFired`, **at boot** before boot was done',
      '(every `load` and `idle` island mounted and the page services started, the load event passed). **Ours**',
      "are the files under /dist/; **all JS** adds the page's other scripts: WordPress's React (3 files, react",
      'flavour) and, on the checkout, the stand-in for the Przelewy24 SDK the installments island loads.',
      `Target: ours before load ≤ ${TARGET} (⚠ above it). **Waterfall depth**: the longest chain of JS requests in which each was`,
      "started by the one before (the request's CDP initiator: the parser for the entry and its modulepreload",
      'links, the importing module for a static import, the top frame with a URL of the JS stack for a dynamic',
      'import); 1 is a file the HTML asks for. On a real network each level is at least one more round trip.',
      "**Load event**: ms from the page's own request to `Page.loadEventFired`.",
      '',
      '| page type | flavour | ours before load | all JS before load | ours at boot | all JS at boot | waterfall depth | load event ms |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
      '',
      'Per row, from its first load of the deepest waterfall: the JS files requested before the load event, and',
      "the deepest chain, each file with its request start and finish in ms from the page's own request.",
      '',
      ...chains,
      '',
      await machine(browser),
    ].join('\n');
  });
  return body ?? '_Skipped: no Chromium found._';
}
