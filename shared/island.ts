import type { ComponentType } from 'react';
import type { KeepPlace } from './held-activations';
import type { Strategy } from './island-root';

/** What a registry entry says about an island. */
export interface IslandDefinition {
  /** Lazy import of the island's module (one chunk per island). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props type
  load: () => Promise<{ default: IslandModule<any> | LegacyIslandModule<any> }>;
  /** When its code is fetched and mounted (shared/strategies.ts); a root's markup may say otherwise. */
  strategy: Strategy;
  /** `idle`: mount at the latest after this many ms (default 2000). */
  idleTimeout?: number;
  /** `visible`: IntersectionObserver rootMargin (default '200px'). */
  rootMargin?: string;
  /** `media`: mount once this media query matches. */
  media?: string;
  /**
   * Markup the island also takes without `data-island` (a selector): for roots printed by templates or
   * plugins we cannot add the attribute to, e.g. quick-view popups with a variation form.
   */
  adopt?: string;
  /**
   * The island's controls (a selector, inside the root): an activation of one before the island has mounted is
   * held back, wakes the island and is replayed once it has mounted; any other click in the root passes
   * untouched. Without it, an `interaction` island answers any activation inside its root.
   */
  activators?: string;
  /**
   * Keeps a held activation's place among the island's requests: the cart islands' (the runtime gives them the
   * cart queue's), so an add or removal held while their code loads still goes before a later one.
   */
  holdPlace?: KeepPlace;
}

/** What an island component receives: its server root, the props read from it, and its console voice. */
export interface IslandProps<P> {
  root: HTMLElement;
  props: P;
  /** One console warning naming the island: `[islands] <name>: <message>`. */
  warn(message: string, detail?: unknown): void;
}

/**
 * An island as its chunk exports it: a React function component that enhances its server root in place,
 * and the reader of its props. The strategy lives in widgets/manifest.json for built-in islands (the runtime
 * must know it before the chunk loads) and in the registration for a third party's.
 */
export interface IslandModule<P> {
  /** The `data-island` value; equal to its folder's name for built-in islands. */
  name: string;
  /**
   * Reads and validates props from the root element (see shared/props.ts). Throw to refuse mounting. It runs in
   * a task before the render's, so what an island can prepare without the DOM changing belongs here.
   */
  props?: (root: HTMLElement, warn: IslandProps<P>['warn']) => P;
  Component: ComponentType<IslandProps<P>>;
}

export function defineIsland<P = undefined>(module: IslandModule<P>): IslandModule<P> {
  return module;
}

/**
 * The first version's imperative island, `{ props?, mount(ctx) }`: every built-in island is a component,
 * but a third party's module of that shape still mounts (docs/theme-developers.md).
 */
export interface IslandContext<P> {
  name: string;
  root: HTMLElement;
  props: P;
  signal: AbortSignal;
  onUnmount(cleanup: () => void): void;
  warn(message: string, detail?: unknown): void;
}
export interface LegacyIslandModule<P> {
  props?: (root: HTMLElement) => P;
  mount(ctx: IslandContext<P>): void | (() => void) | Promise<void | (() => void)>;
}

// The console voice of every island, in a module of its own: the loader's visit recorder speaks with it before
// the document is parsed, and the rest of this file can wait for the runtime.
export { warnIsland } from './warn';

// Small DOM rules more than one island follows (here, not in a module of their own: a separate shared
// chunk would cost every page more than the code itself). The plain-click rule lives with the loader's hold.
export { isPlainClick } from './held-activations';

/**
 * Shows or hides server markup the way WooCommerce's own markup does it (`hidden`, and `display` for
 * elements printed with `style="display:none"`), through CSSOM, so a strict style-src holds.
 */
export function setShown(el: HTMLElement, shown: boolean): void {
  el.hidden = !shown;
  if (shown) el.style.removeProperty('display');
  else el.style.display = 'none';
}

/**
 * Arrow-key movement shared by the APG tabs and radio groups (product tabs, account tabs, review stars,
 * swatches): the index a key moves to, wrapping around; Left/Right mirrored right-to-left; Home/End.
 * Other keys (and modified ones, which belong to the browser) give undefined.
 */
export function rovingIndex(
  event: KeyboardEvent,
  index: number,
  count: number,
  container: Element,
): number | undefined {
  if (count === 0 || event.altKey || event.ctrlKey || event.metaKey) return undefined;
  if (event.key === 'Home') return 0;
  if (event.key === 'End') return count - 1;
  const rtl = getComputedStyle(container).direction === 'rtl';
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 }[event.key];
  return step === undefined ? undefined : (index + step + count) % count;
}

/**
 * A page service: code every page runs whether or not the theme printed a root for it (cart fragments,
 * order attribution). The runtime starts each one from widgets/manifest.json; `start` may return a stop.
 */
export interface ServiceModule {
  name: string;
  start(): void | (() => void);
}

export function defineService(module: ServiceModule): ServiceModule {
  return module;
}
