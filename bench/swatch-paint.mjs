/**
 * Swatch click → next paint on the 1,000-variation fixture, in Chromium with 4× CPU throttling.
 * Event Timing gives each click's `duration` (input to the next paint, rounded to 8 ms, reported from
 * 16 ms up); a requestAnimationFrame + message probe gives the same span at finer grain for clicks under
 * 16 ms. Medians of 25 clicks per run over several colours and sizes.
 */
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { startServer } from '../fixtures/server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../tests/chromium.mjs';

export const title = 'Swatch click to next paint (1,000 variations, 4× CPU throttling)';

const PATH = '/produkt/plytka-ceramiczna/';
const CLICKS = 25;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// Injected as a string: the page gets our code without any bundler helpers.
const PROBE = `(() => {
  window.__paints = []; window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'click') window.__events.push(e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  document.addEventListener('click', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__paints.push(performance.now() - start);
      channel.port2.postMessage(0);
    });
  }, true);
})()`;

export async function run() {
  const executablePath = findChromium();
  if (!executablePath) return '_Skipped: no Chromium found._';
  execFileSync(process.execPath, ['build.mjs'], { stdio: 'ignore' }); // the shop serves dist/
  const server = await startServer({ port: 0, quiet: true });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(server.url + PATH);
    await page.waitForSelector('form.variations_form[data-island-mounted]', { state: 'attached' });
    const lists = await page.$$eval('ul.variable-items-wrapper', (uls) => uls.length);
    if (lists < 2) return `_Skipped: ${PATH} has no swatch lists._`;
    await page.evaluate(PROBE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const items = page.locator('ul.variable-items-wrapper li.variable-item:not(.disabled)');
    for (let i = 0; i < CLICKS; i++) {
      // Enabled values change with every choice: pick among the current ones.
      await items.nth((i * 7) % (await items.count())).click();
      await page.waitForTimeout(50);
    }
    const { paints, events } = await page.evaluate(() => ({
      paints: window.__paints,
      events: window.__events,
    }));
    const cpu = await page.evaluate(() => navigator.hardwareConcurrency);
    return [
      `Chromium ${browser.version()}, ${cpu} logical CPUs, throttled 4×; ${CLICKS} swatch clicks on ${PATH}.`,
      '',
      '| measure | median ms | min ms | max ms |',
      '| --- | ---: | ---: | ---: |',
      `| click → next frame (rAF probe) | ${median(paints).toFixed(1)} | ${Math.min(...paints).toFixed(1)} | ${Math.max(...paints).toFixed(1)} |`,
      events.length
        ? `| Event Timing duration (${events.length} of ${CLICKS} clicks ≥ 16 ms) | ${median(events)} | ${Math.min(...events)} | ${Math.max(...events)} |`
        : `| Event Timing duration | every click under 16 ms (not reported) | | |`,
    ].join('\n');
  } finally {
    await browser.close();
    await server.close();
  }
}
