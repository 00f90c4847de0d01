/**
 * Swatch click → next paint on the 1,000-variation fixture, in Chromium with 4× CPU throttling, both flavours.
 * Event Timing gives each click's `duration` (input to the next paint, rounded to 8 ms, reported from
 * 16 ms up); a requestAnimationFrame + message probe gives the same span at finer grain for clicks under
 * 16 ms. Medians of 25 clicks per flavour over several colours and sizes.
 *
 * Where a click's time goes (a CDP trace, devtools.timeline + V8 sampling, preact, 4× throttled, 2026-11
 * on a loaded 2-core box): playwright's click brings the hover, focus and click in one task, as a tap does.
 * The click's handlers ~20 ms sampled — the change chain ~8 (found_variation's meta, image, quantity
 * ~4; pruning the options ~1.5), the panel's text before show_variation ~2.5, the render of the changed
 * swatches ~8 — then style + layout ~15 and paint ~4. Before, the tooltip's state lived in the form: the
 * hover, the focus leaving the last swatch and the new one's focus each re-rendered the whole form and
 * placed the tip (forced layouts), about twice the click's own time.
 */
import { fmtStats, machine, runs, stats, THROTTLE, withShop } from './browser.mjs';

export const title = `Swatch click to next paint (1,000 variations, ${THROTTLE}× CPU throttling)`;

const PATH = '/produkt/plytka-ceramiczna/';
/** Clicks per flavour (BENCH_RUNS overrides it; the table says how many). */
const CLICKS = runs(25);

// Injected as a string: the page gets our code without any bundler helpers.
const PROBE = `(() => {
  window.__paints = []; window.__events = []; window.__handlers = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name !== 'click') continue;
      window.__events.push(e.duration);
      window.__handlers.push(e.processingEnd - e.processingStart);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  document.addEventListener('click', (event) => {
    if (!event.isTrusted) return; // the swatch's own click on its hidden input is not a second click
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__paints.push(performance.now() - start);
      channel.port2.postMessage(0);
    });
  }, true);
})()`;

/**
 * One flavour (or the page without islands, `flavour` undefined): the click → next frame probe times, and
 * the Event Timing durations and click-handler times of CLICKS clicks.
 */
async function measure(open, flavour) {
  // Throttled only once booted: this measures the clicks, not the boot.
  const { page, cdp, close } = await open(PATH, {
    flavour,
    throttle: 1,
    ...(!flavour && { query: { islands: 'off' } }),
  });
  try {
    if (flavour)
      await page.waitForSelector('form.variations_form[data-island-mounted]', { state: 'attached' });
    else await page.waitForLoadState('load');
    const lists = await page.$$eval('ul.variable-items-wrapper', (uls) => uls.length);
    if (lists < 2) return undefined;
    await page.evaluate(PROBE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const items = page.locator('ul.variable-items-wrapper li.variable-item:not(.disabled)');
    for (let i = 0; i < CLICKS; i++) {
      // Enabled values change with every choice: pick among the current ones.
      await items.nth((i * 7) % (await items.count())).click();
      await page.waitForTimeout(50);
    }
    return await page.evaluate(() => ({
      paints: window.__paints,
      events: window.__events,
      handlers: window.__handlers,
    }));
  } finally {
    await close();
  }
}

export async function run() {
  const body = await withShop(async ({ browser, open }) => {
    const rows = [];
    for (const flavour of ['preact', 'react', undefined]) {
      const result = await measure(open, flavour);
      if (!result) return `_Skipped: ${PATH} has no swatch lists._`;
      const { paints, events, handlers } = result;
      if (!flavour) {
        rows.push(
          `| Event Timing duration, the page without islands | – | ${fmtStats(stats(events), 0)} | ${events.length} |`,
        );
        continue;
      }
      rows.push(
        `| click → next frame (rAF probe) | ${flavour} | ${fmtStats(stats(paints))} | ${paints.length} |`,
        events.length
          ? `| Event Timing duration (clicks ≥ 16 ms) | ${flavour} | ${fmtStats(stats(events), 0)} | ${events.length} |`
          : `| Event Timing duration | ${flavour} | every click under 16 ms (not reported) | 0 |`,
        `| the click's handlers (Event Timing processing) | ${flavour} | ${fmtStats(stats(handlers))} | ${handlers.length} |`,
      );
    }
    return [
      `${CLICKS} swatch clicks per flavour on ${PATH} (one page load each, the variation form mounted; CPU`,
      `throttled to ${THROTTLE}× only after that, so the clicks are timed and not the boot), among the values`,
      "still offered after each choice. **rAF probe**: from the click event's timeStamp to a task posted from",
      'the first requestAnimationFrame after it, so that frame has been painted. **Event Timing**: the',
      'PerformanceEventTiming `duration` of each click (input to the next paint, rounded to 8 ms; the browser',
      "reports only clicks of 16 ms or more). **The click's handlers**: processingEnd − processingStart of",
      'those clicks: every click listener and the render it queues. **The page without islands**',
      '(`?islands=off`, the same markup and stylesheet, no script): the same clicks do nothing but hover, hit',
      "testing and the next frame, the browser's share of each click.",
      '',
      '| measure | flavour | median ms (min–max) | n |',
      '| --- | --- | ---: | ---: |',
      ...rows,
      '',
      await machine(browser),
    ].join('\n');
  });
  return body ?? '_Skipped: no Chromium found._';
}
