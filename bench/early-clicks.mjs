/**
 * Clicks during the boot, Chromium at 4× CPU throttling: on each page an island's control is clicked once, at
 * 100 ms steps from the first paint (a fresh page per click), and what came of it is counted: done (the
 * island did what the click asks), navigated (the browser left the page: the click was followed as a link) or
 * did nothing (once the boot was over and the island mounted, nothing had happened). A click made after its
 * island had mounted is counted apart (not early). Controls: the loop's add to cart on the listing, a swatch, a
 * tab and a gallery image on the variable product, and the quantity field on the simple product (ArrowUp after
 * the click: the number field's own step, which needs no island).
 *
 *   node bench/run.mjs early-clicks      (BENCH_RUNS=N: at most N clicks per control instead of 40)
 */
import { bootDone, bootPlan, machine, runs, THROTTLE, withShop } from './browser.mjs';

export const title = `Clicks before the islands have mounted (Chromium, ${THROTTLE}× CPU throttling)`;

const STEP_MS = 100;
/** At most this many clicks per control: 0 ms, 100 ms, … from the first paint (BENCH_RUNS overrides). */
const STEPS = runs(40);
/** How long the effect of a click may take once the boot is over before it counts as nothing done. */
const SETTLE_MS = 10_000;

const VARIABLE = '/produkt/koszulka-bawelniana/';
const CONTROLS = [
  {
    control: 'loop add to cart',
    page: 'listing',
    path: '/sklep/?cart_redirect_after_add=no',
    island: 'add-to-cart',
    target: 'ul.products .ajax_add_to_cart',
    done: () => document.querySelector('ul.products .ajax_add_to_cart')?.classList.contains('added'),
  },
  {
    control: 'swatch',
    page: 'variable product',
    path: VARIABLE,
    island: 'variation-form',
    target: 'ul[data-attribute_name="attribute_pa_kolor"] li.variable-item[data-value="czerwony"]',
    done: () => document.querySelector('select[name="attribute_pa_kolor"]')?.value === 'czerwony',
  },
  {
    control: 'tab',
    page: 'variable product',
    path: VARIABLE,
    island: 'tabs',
    target: '.wc-tabs li.reviews_tab a',
    done: () => {
      const reviews = document.getElementById('tab-reviews');
      return (
        !!reviews &&
        reviews.checkVisibility() &&
        !document.getElementById('tab-description')?.checkVisibility()
      );
    },
  },
  {
    control: 'gallery image',
    page: 'variable product',
    path: VARIABLE,
    island: 'gallery',
    target: '.woocommerce-product-gallery__image:nth-child(2) a',
    done: () => !!document.querySelector('[role="dialog"][aria-modal="true"]'),
  },
  {
    control: 'quantity',
    page: 'simple product',
    path: '/produkt/kubek-poranek/',
    island: 'quantity',
    target: 'form.cart input.qty',
    key: 'ArrowUp',
    before: (page) => page.inputValue('form.cart input.qty'),
    done: (before) => Number(document.querySelector('form.cart input.qty')?.value) === Number(before) + 1,
  },
];

/**
 * Waits in the page until `at` ms from navigation start; returns whether the island had mounted by then, and
 * whether the boot was over (`bootDone` has recorded its moment).
 */
const waitUntil = ({ at, island, target }) =>
  new Promise((resolve) => {
    // Where the control is then (the page may still shift as its styles and fonts arrive), drawn or not yet,
    // scrolled into view as a shopper would (the tabs are below the fold).
    const box = () => {
      const control = document.querySelector(target);
      control?.scrollIntoView({ block: 'center' });
      const rect = control?.getBoundingClientRect();
      return rect?.width ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : undefined;
    };
    const state = () => ({
      mounted: !!document.querySelector(`[data-island="${island}"][data-island-mounted]`),
      booted: window.__bootDoneAt !== undefined,
      box: box(),
    });
    const wait = () => (performance.now() >= at && box() ? resolve(state()) : setTimeout(wait, 1));
    wait();
  });

const firstPaint = () =>
  new Promise((resolve) => {
    const paint = () => performance.getEntriesByName('first-paint')[0];
    const found = paint();
    if (found) return resolve(found.startTime);
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName('first-paint')[0];
      if (entry) {
        observer.disconnect();
        resolve(entry.startTime);
      }
    }).observe({ type: 'paint', buffered: true });
  });

/**
 * One click `delay` ms after the first paint on a fresh page: its outcome ('done', 'navigated', 'nothing', or
 * 'late': its island had mounted), and whether the boot was over when it was made.
 */
async function clickOnce(open, plan, control, delay) {
  const { page, close } = await open(control.path);
  try {
    let navigated = false;
    const start = page.url();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().split('#')[0] !== start.split('#')[0]) navigated = true;
    });
    const painted = await page.evaluate(firstPaint);
    const before = await control.before?.(page);
    // The boot's end is recorded in the page as it polls (bootDone keeps its first moment).
    void page.waitForFunction(bootDone, plan, { polling: 50, timeout: 60_000 }).catch(() => {});
    const at = await page.evaluate(waitUntil, {
      at: painted + delay,
      island: control.island,
      target: control.target,
    });
    await page.mouse.click(at.box.x, at.box.y);
    if (control.key) await page.keyboard.press(control.key);
    if (at.mounted) return { outcome: 'late', booted: true };
    // The outcome: the effect, a navigation, or neither within SETTLE_MS of the boot's end.
    let bootedAt;
    const given = Date.now() + 60_000;
    while (Date.now() < given) {
      if (navigated) return { outcome: 'navigated', booted: at.booted };
      if (await page.evaluate(control.done, before).catch(() => false))
        return { outcome: 'done', booted: at.booted };
      if (navigated) return { outcome: 'navigated', booted: at.booted };
      if (!bootedAt && (await page.evaluate(bootDone, plan).catch(() => false))) bootedAt = Date.now();
      if (bootedAt && Date.now() - bootedAt > SETTLE_MS) break;
      await page.waitForTimeout(50);
    }
    return { outcome: 'nothing', booted: at.booted };
  } finally {
    await close();
  }
}

export async function run() {
  return withShop(async ({ browser, open }) => {
    const plan = await bootPlan();
    const rows = [];
    for (const control of CONTROLS) {
      const counts = { done: 0, navigated: 0, nothing: 0, late: 0 };
      const early = [];
      // From the first paint on, until two clicks in a row come after the boot (or the island) is done.
      for (let step = 0, after = 0; step < STEPS && after < 2; step++) {
        const started = Date.now();
        const { outcome, booted } = await clickOnce(open, plan, control, step * STEP_MS);
        counts[outcome]++;
        after = booted ? after + 1 : 0;
        if (outcome !== 'late') early.push(step * STEP_MS);
        console.log(
          `  ${control.control} +${step * STEP_MS} ms: ${outcome}${booted ? ' (boot over)' : ''} [${Date.now() - started} ms]`,
        );
      }
      const span = early.length ? `${Math.min(...early)}–${Math.max(...early)} ms` : '–';
      rows.push(
        `| ${control.control} | ${control.page} | ${counts.done + counts.navigated + counts.nothing} (${span}) | ${counts.done} | ${counts.navigated} | ${counts.nothing} | ${counts.late} |`,
      );
    }
    return [
      `Each control clicked once per fresh page at 0, ${STEP_MS}, ${2 * STEP_MS} ms … after the first paint, until two clicks in a`,
      `row came after the boot was over, ${THROTTLE}× CPU throttling, the preact build. Early: its island had not`,
      'mounted when clicked (an `interaction` island mounts on the click itself). Navigated or did nothing: the',
      "click was lost (followed as a link, or nothing came of it within 10 s of the boot's end).",
      '',
      '| control | page | early clicks (from first paint) | done | navigated | did nothing | after mount |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
      '',
      await machine(browser),
    ].join('\n');
  });
}
