/**
 * Everything the islands do with a page's jQuery, in a chunk the runtime loads only where jQuery runs: the
 * bridge between the bus and jQuery's events, and WooCommerce's public jQuery API for the plugins and themes
 * that call it on markup they insert (quick views, bundles, infinite scroll): the jQuery plugins and helpers
 * of the scripts the islands replace, each answered by an island. The plugin prints a queue of those names
 * right after jQuery (php-stubs/assets/jquery-api-queue.js): what a script called before this chunk arrived
 * runs here, in its order.
 */
import { bridgeJQuery, type JQueryStatic } from '../shared/bridges';
import { deliver, emit, FORM_EVENTS, on, type WooEventName } from '../shared/bus';
import { warnIsland } from '../shared/island';
import { Mark } from '../shared/island-root';
import { strategyIn } from '../shared/strategies';
import { scan } from '../shared/registry';

/** A jQuery set, as `this` in a jQuery plugin. */
interface JQuerySet {
  toArray(): unknown[];
}
type Plugin = (this: JQuerySet, ...args: unknown[]) => unknown;
/** A plugin of the queue printed beside jQuery: the calls made before the chunk came, shared by every name. */
type Queued = Plugin & { wcIslandsQueue?: Array<[name: string, set: JQuerySet, args: unknown[]]> };

export type JQueryWithPlugins = JQueryStatic & {
  fn: Record<string, Queued | undefined>;
  data(element: Element, key: string, value?: unknown): unknown;
  removeData(element: Element, key: string): unknown;
};

/** Each built-in island's strategy and adopt selector (widgets/manifest.json), for the events held back. */
export type IslandList = Record<string, { strategy: string; adopt?: string }>;

const FORM = 'form, .variations_form';
const PRODUCT_GALLERY = '.woocommerce-product-gallery';

/** What the gallery island reads as `wc_product_gallery( args )` (its flags and slider options). */
type GalleryRoot = HTMLElement & { wcIslandsArgs?: Record<string, unknown> };
interface Handle {
  updateImage(variation: unknown): void;
}

/** Resolves once the root has mounted (true) or failed (false). */
function settled(root: Element): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      if (!root.matches(Mark.Settled)) return;
      observer.disconnect();
      resolve(root.hasAttribute(Mark.Mounted));
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { attributes: true, attributeFilter: [Mark.Mounted, Mark.Failed] });
    check();
  });
}

/** The set's elements still on the page (markup removed before a queued call ran is left out), or `all`. */
const elementsOf = (set: JQuerySet, all?: boolean): HTMLElement[] =>
  set.toArray().filter((el): el is HTMLElement => el instanceof HTMLElement && (all || el.isConnected));

const describe = (el: Element) =>
  `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}>`;

/**
 * Makes `el` a root of `island` that mounts now, whatever its strategy, and has the registry look at it at
 * once; markup not on the page (removed before a queued call ran, or not inserted yet) mounts once it is.
 * Already that island's root: nothing more (a second call is harmless).
 */
function mountNow(el: HTMLElement, island: string, fits: string, call: string): void {
  const current = el.getAttribute(Mark.Island);
  const root = el.matches(fits) && (!current || current === island);
  if (root) {
    el.setAttribute(Mark.Island, island);
    el.setAttribute(Mark.Strategy, 'load');
    if (el.isConnected) return scan(el);
  }
  warnIsland(
    island,
    `${call} was called on ${describe(el)}, which is ${root ? 'not on the page' : 'not its root; left alone'}`,
  );
}

/** Saves an attribute's first value in `data-o_<name>` before a variation changes it (WooCommerce's convention). */
function saveOriginal(el: Element, name: string, value: string): void {
  if (!el.hasAttribute(`data-o_${name}`)) el.setAttribute(`data-o_${name}`, value);
}

/** The variation form a helper called on `el` acts for: itself, or its product's. */
const formOf = (el: Element): Element | null =>
  el.matches('.variations_form') ? el : (el.closest('.product')?.querySelector('.variations_form') ?? null);

function plugins($: JQueryWithPlugins): Record<string, Plugin> {
  /** Acts through the form's island once it has handed out its handle (`wc_variation_form`). */
  const withHandle = (el: Element, call: string, act: (handle: Handle) => void) => {
    const form = formOf(el);
    if (!form) return warnIsland('variation-form', `${call} found no variation form for ${describe(el)}`);
    const handle = $.data(form, 'wc_variation_form') as Handle | undefined;
    if (handle) return act(handle);
    const stop = on('wc_variation_form', ([given], target) => {
      if (target !== form) return;
      stop();
      act(given as Handle);
    });
    void settled(form).then((mounted) => mounted || stop());
  };
  return {
    wc_variation_form() {
      // WooCommerce's works on markup not inserted yet too.
      for (const el of elementsOf(this, true)) mountNow(el, 'variation-form', FORM, 'wc_variation_form()');
      return this;
    },
    wc_product_gallery(args) {
      for (const el of elementsOf(this)) {
        // Without args the shop's params stand, as WooCommerce reads them then.
        if (typeof args === 'object' && args)
          (el as GalleryRoot).wcIslandsArgs = args as Record<string, unknown>;
        mountNow(el, 'gallery', PRODUCT_GALLERY, 'wc_product_gallery()');
      }
      return this;
    },
    WooVariationSwatches(option) {
      for (const el of elementsOf(this)) {
        if (option !== 'destroy') mountNow(el, 'variation-form', FORM, 'WooVariationSwatches()');
        else {
          el.classList.remove('wvs-loaded');
          $.removeData(el, 'WooVariationSwatches');
        }
      }
      return this;
    },
    wc_set_content(content) {
      for (const el of elementsOf(this)) {
        saveOriginal(el, 'content', el.textContent ?? '');
        if (content !== undefined) el.textContent = String(content);
      }
      return this;
    },
    wc_reset_content() {
      for (const el of elementsOf(this)) {
        const original = el.getAttribute('data-o_content');
        if (original !== null) el.textContent = original;
      }
      return this;
    },
    wc_set_variation_attr(name, value) {
      if (typeof name !== 'string' || value === undefined) return this;
      for (const el of elementsOf(this)) {
        saveOriginal(el, name, el.getAttribute(name) ?? '');
        if (value === false || value === null) el.removeAttribute(name);
        else el.setAttribute(name, String(value));
      }
      return this;
    },
    wc_reset_variation_attr(name) {
      if (typeof name !== 'string') return this;
      for (const el of elementsOf(this)) {
        const original = el.getAttribute(`data-o_${name}`);
        if (original !== null) el.setAttribute(name, original);
      }
      return this;
    },
    wc_variations_image_update(variation) {
      for (const el of elementsOf(this))
        withHandle(el, 'wc_variations_image_update()', (handle) => handle.updateImage(variation));
      return this;
    },
    wc_variations_image_reset() {
      for (const el of elementsOf(this))
        withHandle(el, 'wc_variations_image_reset()', (handle) => handle.updateImage(false));
      return this;
    },
    wc_maybe_trigger_slide_position_reset(variation) {
      // Compared as WooCommerce does: a numeric id never equals the attribute.
      const id = (variation as { image_id?: unknown } | null | undefined)?.image_id || '';
      for (const el of elementsOf(this)) {
        const changed = el.getAttribute('current-image') !== id;
        el.setAttribute('current-image', `${id}`);
        if (changed)
          for (const gallery of el.closest('.product')?.querySelectorAll('.images') ?? [])
            emit('woocommerce_gallery_reset_slide_position', [], gallery);
      }
      return this;
    },
  };
}

/**
 * Events a script triggers with jQuery on markup whose island is about to mount (a quick view's
 * `trigger('check_variations')` right after inserting its form) reach that island once it has mounted, in
 * their order: its listeners were not there to hear them. Only the events that target a root from inside
 * it, and only roots that mount at once; jQuery's own handlers heard them when they were triggered.
 */
function holdEarlyEvents(islands: IslandList): void {
  const adopted = Object.entries(islands).filter(([, island]) => island.adopt);
  const roots = [Mark.Any, ...adopted.map(([, island]) => island.adopt)].join();
  const held = new WeakMap<Element, Array<[WooEventName, unknown[], Element]>>();
  const pendingRoot = (target: Element) => {
    const root = target.closest(roots);
    if (!root || root.matches(Mark.Settled)) return null;
    const name = root.getAttribute(Mark.Island) ?? adopted.find(([, i]) => root.matches(i.adopt!))?.[0];
    const strategy = strategyIn(root) ?? islands[name ?? '']?.strategy;
    return strategy === 'load' ? root : null;
  };
  const hold = (name: WooEventName, args: unknown[], target: Element) => {
    const root = pendingRoot(target);
    if (!root) return;
    let events = held.get(root);
    if (!events) {
      held.set(root, (events = []));
      void settled(root).then((mounted) => {
        held.delete(root);
        if (mounted) for (const event of events!) deliver(...event);
      });
    }
    events.push([name, args, target]);
  };
  for (const name of [...FORM_EVENTS, 'woocommerce_gallery_reset_slide_position'] as const)
    on(name, (args, target) => hold(name, args, target));
}

/**
 * Connects the page's jQuery: the bridge, WooCommerce's jQuery API where no classic script defines it, the
 * handles the islands hand out as jQuery data, and a scan after each jQuery request (a quick view may turn an
 * element it had into a variation form, which adds no node). Then the calls queued before it run.
 */
export function connect($: JQueryWithPlugins, islands: IslandList, rescanLater: () => void): void {
  bridgeJQuery($);
  $(document).on('ajaxComplete', rescanLater);
  // Something else named jQuery (no plugin table): the bridge is all it gets.
  if (typeof $.fn !== 'object' || !$.fn) return;
  const api = plugins($);
  const queue =
    Object.keys(api)
      .map((name) => $.fn[name]?.wcIslandsQueue)
      .find(Boolean) ?? [];
  for (const [name, plugin] of Object.entries(api)) {
    const current = $.fn[name];
    if (!current || current.wcIslandsQueue) $.fn[name] = plugin;
  }
  on('wc_variation_form', ([handle], form) => $.data(form, 'wc_variation_form', handle));
  on('woo_variation_swatches_loaded', ([plugin]) => {
    const element = (plugin as { element?: unknown }).element;
    const form = element instanceof Element ? element : (element as JQuerySet | undefined)?.toArray()[0];
    if (form instanceof Element) $.data(form, 'WooVariationSwatches', plugin);
  });
  holdEarlyEvents(islands);
  for (const [name, set, args] of queue.splice(0)) {
    try {
      $.fn[name]?.apply(set, args);
    } catch (error) {
      console.warn(`[islands] a queued jQuery call of ${name}() threw`, error);
    }
  }
}
