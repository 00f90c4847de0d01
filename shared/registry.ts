/**
 * The mount registry: finds `[data-island]` roots, loads each island's chunk when its strategy says so,
 * mounts it in isolation, and keeps doing that for HTML that arrives later (cart fragments, checkout
 * updates, anything a plugin inserts). See docs/adr/0002-mount-registry.md.
 */
import { held, holdActivations, holding } from './held-activations';
import type { IslandDefinition, IslandModule } from './island';
import { Mark, type Strategy } from './island-root';
import { strategies, strategyIn, strategyOf } from './strategies';
import { warnIsland } from './warn';
import { yieldToBrowser } from './yield';

/** Not in the runtime: a page whose islands all wait (visible, idle, input) boots without the page's React. */
export const loadRenderer = () => import('./render');

interface Root {
  name: string;
  el: HTMLElement;
  state: 'waiting' | 'queued' | 'mounting' | 'mounted' | 'failed' | 'gone';
  cleanups: Array<() => void>;
  /** Undoes the strategy's waiting (observers, listeners, timers). */
  stopWaiting?: () => void;
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
  // One way to mount: the first version's `mount(ctx)` modules come as components (shared/legacy-island.ts).
  const { load } = definition;
  const strategy = known(name, strategyOf(definition), 'load', 'strategy');
  definitions.set(name, {
    ...definition,
    strategy,
    load: () =>
      load().then(async ({ default: module }) => ({
        default: 'Component' in module ? module : (await import('./legacy-island')).asComponent(name, module),
      })),
  });
  // The click hold learns the island's controls where the build has not named them (an `interaction`
  // island's are anything in its root).
  const controls = definition.activators ?? (strategy === 'interaction' && '*');
  if (controls && !Object.hasOwn(holding.controls, name)) holdActivations(name, controls);
  if (started) scan(document.documentElement);
}

/** Starts scanning: now, and for every later change of the DOM. Idempotent. */
export function startIslands(): void {
  if (started) return;
  started = true;
  scan(document.documentElement);
  // Each activation held keeps its place among its island's requests (the cart islands' `holdPlace`): those
  // held so far now, in their order, before any island can ask for a request. Each wakes its island and is
  // done again once that is there (shared/replay-held.ts, loaded with the first).
  holding.heard = (one) => {
    one.place = definitions.get(one.root.dataset.island!)?.holdPlace?.();
    void import('./replay-held').then((replaying) => replaying.replay(scan));
  };
  held.forEach(holding.heard);
  observer = new MutationObserver(onMutations);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  // Roots whose island nobody registered: said once, after every script had its chance to register.
  const reportUnknown = () =>
    setTimeout(() => {
      for (const el of document.querySelectorAll<HTMLElement>(Mark.Any)) {
        const name = el.dataset.island!;
        if (!definitions.has(name) && !el.hasAttribute(Mark.Failed)) {
          el.setAttribute(Mark.Failed, 'unknown');
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
      for (const el of found) el.dataset.island ??= name;
    }
  if (root instanceof HTMLElement && root.hasAttribute(Mark.Island)) plan(root);
  for (const el of root.querySelectorAll<HTMLElement>(Mark.Any)) plan(el);
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
  // A waiting root told to mount now (`data-island-strategy="load"`, as the jQuery API and the replay mark it)
  // stops waiting.
  if (known?.state === 'waiting' && el.getAttribute(Mark.Strategy) === 'load') enqueue(known);
  if (known) return;
  const name = el.dataset.island!;
  const definition = definitions.get(name);
  if (!definition) return; // maybe registered later; reported after load otherwise
  const root: Root = { name, el, state: 'waiting', cleanups: [] };
  roots.set(el, root);
  root.stopWaiting = strategies[rootStrategy(root, definition)](root, definition, () => enqueue(root));
}

/** The markup may override the registration's strategy (`data-island-strategy`), e.g. from a theme's settings. */
const rootStrategy = (root: Root, { strategy }: IslandDefinition): Strategy =>
  known(root.name, strategyIn(root.el) ?? strategy, strategy, Mark.Strategy);

/** `said` if it names a strategy, else `fallback`, with a warning naming the island and where it was said. */
function known(island: string, said: unknown, fallback: Strategy, where: string): Strategy {
  if (Object.hasOwn(strategies, said as PropertyKey)) return said as Strategy;
  warnIsland(island, `unknown ${where} "${said as string}"; using "${fallback}"`);
  return fallback;
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
  // The renderer (the page's React) comes with the first island that mounts: a built-in island's load fetches
  // it beside the island's chunk (widgets/islands.ts).
  let module: IslandModule<unknown>;
  let renderIsland: Awaited<ReturnType<typeof loadRenderer>>['renderIsland'];
  try {
    module = (await definitions.get(root.name)!.load()).default as IslandModule<unknown>;
    renderIsland = (await loadRenderer()).renderIsland;
  } catch (error) {
    return fail(root, 'its code could not be loaded', error);
  }
  if (root.state !== 'mounting') return; // its element left while its code loaded
  const warn = (message: string, detail?: unknown) => warnIsland(root.name, message, detail);
  let props: unknown;
  try {
    props = module.props?.(root.el, warn);
  } catch (error) {
    return fail(root, `invalid markup: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Rendered in a task after its props are read: a large form's reading and rendering made one long task.
  if (module.props) await yieldToBrowser();
  if (root.state !== 'mounting') return; // its element left meanwhile
  // The boundary has warned; the marker says so to tests and themes, now or at a later throw.
  let failed = false;
  const onError = () => {
    failed = true;
    markFailed(root.el);
    root.el.removeAttribute(Mark.Mounted);
  };
  root.cleanups.push(renderIsland(module.Component, root.el, props, warn, onError));
  if (failed) root.state = 'failed';
  if (root.state !== 'mounting') return runCleanups(root); // failed, or its element left while it mounted
  root.state = 'mounted';
  root.el.setAttribute(Mark.Mounted, '');
}

/** The marker for tests and themes; markup the server hid for its script (WooCommerce's gallery starts at
 * opacity 0) is shown as it is, since that script will not run. */
function markFailed(el: HTMLElement): void {
  el.setAttribute(Mark.Failed, '');
  if (el.style.opacity === '0') el.style.opacity = '1';
}

function fail(root: Root, reason: string, error?: unknown): void {
  root.state = 'failed';
  markFailed(root.el);
  warnIsland(root.name, `${reason}; the page keeps its server markup`, error);
  runCleanups(root);
}

function unmount(root: Root): void {
  root.stopWaiting?.();
  runCleanups(root);
  root.state = 'gone';
  root.el.removeAttribute(Mark.Mounted);
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
