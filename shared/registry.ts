/**
 * The mount registry: finds `[data-island]` roots, loads each island's chunk when its strategy says so,
 * mounts it in isolation, and keeps doing that for HTML that arrives later (cart fragments, checkout
 * updates, anything a plugin inserts). See docs/adr/0002-mount-registry.md.
 */
import { holdPlace } from './cart/queue';
import {
  DEFER_UNTIL,
  type DeferUntil,
  type IslandDefinition,
  type IslandModule,
  type LegacyIslandModule,
  isPlainClick,
  warnIsland,
} from './island';
import { yieldToBrowser } from './yield';

/** Not in the runtime: a page whose islands all wait (visible, idle, input) boots without the page's React. */
const loadRenderer = () => import('./render');

const ATTR = 'data-island';
const MOUNTED_ATTR = 'data-island-mounted';
const FAILED_ATTR = 'data-island-failed';
const DEFAULT_IDLE_TIMEOUT = 2000;
const DEFAULT_ROOT_MARGIN = '200px';

interface Root {
  name: string;
  el: HTMLElement;
  state: 'waiting' | 'queued' | 'mounting' | 'mounted' | 'failed' | 'gone';
  controller: AbortController;
  cleanups: Array<() => void>;
  /** Undoes the strategy's waiting (observers, listeners, timers). */
  stopWaiting?: () => void;
  /** `interaction`: the activations held back until the island mounts, replayed then in their order, each in
   * the place it holds in the cart queue. */
  held?: Array<{ target: EventTarget; event: Event; inPlace: ReturnType<typeof holdPlace> }>;
  /** `interaction`: stops holding activations back (at the replay, or when the root goes). */
  release?: () => void;
}

const definitions = new Map<string, IslandDefinition>();
const roots = new Map<HTMLElement, Root>();
const queue: Root[] = [];
let draining = false;
let started = false;
let observer: MutationObserver | undefined;

/** Adds an island (built-in or a third party's). Roots already on the page are picked up at once. */
export function registerIsland(name: string, definition: IslandDefinition): void {
  if (definitions.has(name)) {
    warnIsland(name, 'registered twice; the first registration is kept');
    return;
  }
  definitions.set(name, definition);
  if (started) scan(document.documentElement);
}

/** Starts scanning: now, and for every later change of the DOM. Idempotent. */
export function startIslands(): void {
  if (started) return;
  started = true;
  scan(document.documentElement);
  observer = new MutationObserver(onMutations);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  // Roots whose island nobody registered: said once, after every script had its chance to register.
  const reportUnknown = () =>
    setTimeout(() => {
      for (const el of document.querySelectorAll<HTMLElement>(`[${ATTR}]`)) {
        const name = el.getAttribute(ATTR) ?? '';
        if (!definitions.has(name) && !el.hasAttribute(FAILED_ATTR)) {
          el.setAttribute(FAILED_ATTR, 'unknown');
          warnIsland(name || '(empty name)', 'no island is registered under this name');
        }
      }
    }, 0);
  if (document.readyState === 'complete') reportUnknown();
  else addEventListener('load', reportUnknown); // load fires once
}

/** Stops watching the DOM and unmounts every island (a page transition; tests). */
export function stopIslands(): void {
  observer?.disconnect();
  observer = undefined;
  started = false;
  queue.length = 0;
  for (const root of [...roots.values()]) unmount(root);
}

/** Looks for island roots in `root` (itself included). Safe to call any number of times. */
export function scan(root: ParentNode): void {
  for (const [name, { adopt }] of definitions)
    if (adopt) {
      const found = [...root.querySelectorAll<HTMLElement>(adopt)];
      if (root instanceof HTMLElement && root.matches(adopt)) found.push(root);
      for (const el of found) if (!el.hasAttribute(ATTR)) el.setAttribute(ATTR, name);
    }
  if (root instanceof HTMLElement && root.hasAttribute(ATTR)) plan(root);
  for (const el of root.querySelectorAll<HTMLElement>(`[${ATTR}]`)) plan(el);
}

/** Islands currently mounted, for tests and debugging. */
export function mountedIslands(): Array<{ name: string; element: HTMLElement }> {
  return [...roots.values()]
    .filter((r) => r.state === 'mounted')
    .map((r) => ({ name: r.name, element: r.el }));
}

function onMutations(records: MutationRecord[]): void {
  let removed = false;
  for (const record of records) {
    if (record.removedNodes.length) removed = true;
    for (const node of record.addedNodes) if (node instanceof HTMLElement) scan(node);
  }
  if (removed) for (const root of [...roots.values()]) if (!root.el.isConnected) unmount(root);
}

function plan(el: HTMLElement): void {
  const known = roots.get(el);
  // A waiting root told to mount now (`data-island-defer="load"`, as the jQuery API marks it) stops waiting.
  if (known?.state === 'waiting' && el.getAttribute('data-island-defer') === 'load') enqueue(known);
  if (known) return;
  const name = el.getAttribute(ATTR) ?? '';
  const definition = definitions.get(name);
  if (!definition) return; // maybe registered later; reported after load otherwise
  const root: Root = { name, el, state: 'waiting', controller: new AbortController(), cleanups: [] };
  roots.set(el, root);
  const strategy = strategyOf(root, definition);
  const wake = () => enqueue(root);
  switch (strategy) {
    case 'load':
      wake();
      break;
    case 'idle':
      root.stopWaiting = whenIdle(wake, definition.idleTimeout ?? DEFAULT_IDLE_TIMEOUT);
      break;
    case 'visible':
      // A page opened at a fragment may be a deep link into an island below the fold (a gallery image):
      // then `visible` islands wait for idle time instead, so the link opens without scrolling there first.
      root.stopWaiting =
        location.hash.length > 1
          ? whenIdle(wake, definition.idleTimeout ?? DEFAULT_IDLE_TIMEOUT)
          : whenVisible(el, wake, definition.rootMargin ?? DEFAULT_ROOT_MARGIN);
      break;
    case 'interaction':
      root.stopWaiting = whenInteracted(root, definition, wake);
      break;
    case 'media':
      root.stopWaiting = whenMedia(root, definition.media, wake);
      break;
  }
}

/** The markup may override the registry's strategy (`data-island-defer`), e.g. from a theme's settings. */
function strategyOf(root: Root, definition: IslandDefinition): DeferUntil {
  const override = root.el.getAttribute('data-island-defer');
  if (override === null) return definition.deferUntil;
  if ((DEFER_UNTIL as readonly string[]).includes(override)) return override as DeferUntil;
  warnIsland(root.name, `unknown data-island-defer "${override}"; using "${definition.deferUntil}"`);
  return definition.deferUntil;
}

/** Runs `wake` when the browser is idle, at the latest after `timeout` ms; returns the cancel. */
export function whenIdle(wake: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(wake, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(wake, Math.min(timeout, 200));
  return () => clearTimeout(id);
}

function whenVisible(el: HTMLElement, wake: () => void, rootMargin: string): () => void {
  if (typeof IntersectionObserver !== 'function') {
    wake();
    return () => {};
  }
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        wake();
      }
    },
    { rootMargin },
  );
  io.observe(el);
  return () => io.disconnect();
}

function whenMedia(root: Root, query: string | undefined, wake: () => void): () => void {
  const media = query ?? root.el.getAttribute('data-island-media') ?? '';
  if (!media) {
    warnIsland(root.name, 'strategy "media" needs a media query; mounting now');
    wake();
    return () => {};
  }
  const list = matchMedia(media);
  if (list.matches) {
    wake();
    return () => {};
  }
  const onChange = () => {
    if (list.matches) {
      list.removeEventListener('change', onChange);
      wake();
    }
  };
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Loads on the first sign of intent (pointer, focus) and mounts on the first activation (click, Enter /
 * Space, or a form's submit). Activations are held back until then and replayed on their targets, in order,
 * once the island is mounted — or failed, so the no-JS behaviour (following the link, submitting the form)
 * still happens.
 */
function whenInteracted(root: Root, definition: IslandDefinition, wake: () => void): () => void {
  const { el } = root;
  const preload = () => {
    // The real load reports errors; this only warms the cache (a built-in island's files include the renderer).
    definition.load().catch(() => {});
  };
  const { activators } = definition;
  const activate = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    if (activators && !isActivator(event.target, activators, el)) return;
    if (!isPlainClick(event)) {
      preload();
      return;
    }
    // Enter on links, buttons and form fields produces a click or a submit of its own: that is held instead.
    if (event instanceof KeyboardEvent && event.key === 'Enter' && isNativelyActivated(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Every activation until the island is there (a double click, a second button), not only the first:
    // one let through would follow the no-JS link meanwhile.
    if (event.target) (root.held ??= []).push({ target: event.target, event, inPlace: holdPlace() });
    wake();
  };
  const types = ['click', 'keydown', 'submit'];
  root.release = () => {
    for (const type of types) el.removeEventListener(type, activate, true);
  };
  el.addEventListener('pointerenter', preload, { once: true });
  el.addEventListener('focusin', preload, { once: true });
  for (const type of types) el.addEventListener(type, activate, true);
  return () => {
    el.removeEventListener('pointerenter', preload);
    el.removeEventListener('focusin', preload);
  };
}

function isActivator(target: EventTarget | null, activators: string, root: HTMLElement): boolean {
  const control = target instanceof Element ? target.closest(activators) : null;
  return control !== null && root.contains(control);
}

function isNativelyActivated(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLAnchorElement ||
    target instanceof HTMLButtonElement ||
    (target instanceof HTMLInputElement && target.form !== null)
  );
}

function replay(root: Root): void {
  root.release?.();
  const held = root.held ?? [];
  root.held = undefined;
  for (const { event, target, inPlace } of held) inPlace(() => redo(event, target));
}

function redo(event: Event, target: EventTarget): void {
  // A submit is asked for again, so the form really submits when nobody stops it.
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    const submitter = (event as SubmitEvent).submitter;
    return target.requestSubmit(submitter?.isConnected ? submitter : null);
  }
  const copy =
    event instanceof KeyboardEvent
      ? new KeyboardEvent(event.type, event)
      : event instanceof MouseEvent
        ? new MouseEvent(event.type, event)
        : new Event(event.type, event);
  target.dispatchEvent(copy);
}

function enqueue(root: Root): void {
  if (root.state !== 'waiting') return;
  root.state = 'queued';
  root.stopWaiting?.();
  queue.push(root);
  if (!draining) void drain();
}

/**
 * Mounts queued islands one at a time, yielding before each so boot never becomes one long task: not even
 * the runtime's own (the islands in it would otherwise mount in the task that ran it).
 */
async function drain(): Promise<void> {
  draining = true;
  try {
    while (queue.length) {
      await yieldToBrowser();
      const root = queue.shift();
      if (root) await mount(root);
    }
  } finally {
    draining = false;
  }
}

async function mount(root: Root): Promise<void> {
  if (!root.el.isConnected || root.state !== 'queued') return;
  root.state = 'mounting';
  const definition = definitions.get(root.name)!;
  let module: IslandModule<unknown> | LegacyIslandModule<unknown>;
  // The renderer (the page's React) comes with the first island that mounts: a built-in island's load fetches
  // it beside the island's chunk (widgets/islands.ts).
  let renderIsland: Awaited<ReturnType<typeof loadRenderer>>['renderIsland'];
  try {
    module = (await definition.load()).default;
    if ('Component' in module) renderIsland = (await loadRenderer()).renderIsland;
  } catch (error) {
    return fail(root, 'its code could not be loaded', error);
  }
  if (root.controller.signal.aborted) return;
  let props: unknown;
  try {
    props = module.props ? module.props(root.el) : undefined;
  } catch (error) {
    return fail(root, `invalid markup: ${error instanceof Error ? error.message : String(error)}`);
  }
  const warn = (message: string, detail?: unknown) => warnIsland(root.name, message, detail);
  try {
    if ('Component' in module) {
      // The boundary has warned; the marker says so to tests and themes, now or at a later throw.
      let failed = false;
      const onError = () => {
        failed = true;
        markFailed(root.el);
        root.el.removeAttribute(MOUNTED_ATTR);
      };
      root.cleanups.push(renderIsland!(module.Component, root.el, props, warn, onError));
      if (failed) {
        root.state = 'failed';
        runCleanups(root);
        return replay(root);
      }
    } else {
      const cleanup = await (module as LegacyIslandModule<unknown>).mount({
        name: root.name,
        root: root.el,
        props,
        signal: root.controller.signal,
        onUnmount: (fn) => root.cleanups.push(fn),
        warn,
      });
      if (typeof cleanup === 'function') root.cleanups.push(cleanup);
    }
  } catch (error) {
    return fail(root, 'mounting failed', error);
  }
  if (root.state !== 'mounting') return runCleanups(root); // its element left while it mounted
  root.state = 'mounted';
  root.el.setAttribute(MOUNTED_ATTR, '');
  replay(root);
}

/** The marker for tests and themes; markup the server hid for its script (WooCommerce's gallery starts at
 * opacity 0) is shown as it is, since that script will not run. */
function markFailed(el: HTMLElement): void {
  el.setAttribute(FAILED_ATTR, '');
  if (el.style.opacity === '0') el.style.opacity = '1';
}

function fail(root: Root, reason: string, error?: unknown): void {
  root.state = 'failed';
  markFailed(root.el);
  warnIsland(root.name, `${reason}; the page keeps its server markup`, error);
  runCleanups(root);
  replay(root);
}

function unmount(root: Root): void {
  root.stopWaiting?.();
  root.release?.();
  // Its held activations go with it: they no longer keep later cart requests waiting.
  for (const { inPlace } of root.held?.splice(0) ?? []) inPlace();
  root.controller.abort();
  runCleanups(root);
  root.state = 'gone';
  root.el.removeAttribute(MOUNTED_ATTR);
  roots.delete(root.el);
}

function runCleanups(root: Root): void {
  for (const cleanup of root.cleanups.splice(0).reverse()) {
    try {
      cleanup();
    } catch (error) {
      warnIsland(root.name, 'cleanup failed', error);
    }
  }
}
