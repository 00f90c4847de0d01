/** When an island's code is fetched and mounted (the Guardian's `deferUntil`). */
export type DeferUntil = 'load' | 'idle' | 'visible' | 'interaction' | 'media';
export const DEFER_UNTIL: readonly DeferUntil[] = ['load', 'idle', 'visible', 'interaction', 'media'];

/** What a registry entry says about an island. */
export interface IslandDefinition {
  /** Lazy import of the island's module (one chunk per island). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props type
  load: () => Promise<{ default: IslandModule<any> }>;
  deferUntil: DeferUntil;
  /** `idle`: mount at the latest after this many ms (default 2000). */
  idleTimeout?: number;
  /** `visible`: IntersectionObserver rootMargin (default '200px'). */
  rootMargin?: string;
  /** `media`: mount once this media query matches. */
  media?: string;
}

/** Everything an island gets when it mounts on its server element. */
export interface IslandContext<P> {
  name: string;
  root: HTMLElement;
  props: P;
  /** Aborted when the island unmounts (its element left the DOM): pass it to fetches and listeners. */
  signal: AbortSignal;
  /** Runs when the island unmounts. */
  onUnmount(cleanup: () => void): void;
  /** One console warning naming the island. */
  warn(message: string, detail?: unknown): void;
}

/** What an island module exports as default. */
export interface IslandModule<P> {
  /** Reads and validates props from the root element (see shared/props.ts). Throw to refuse mounting. */
  props?: (root: HTMLElement) => P;
  /** May return (or resolve to) a cleanup that runs on unmount. */
  mount(ctx: IslandContext<P>): void | (() => void) | Promise<void | (() => void)>;
}

export function defineIsland<P = undefined>(module: IslandModule<P>): IslandModule<P> {
  return module;
}

/** The console voice of every island: `[islands] <name>: <message>`. */
export function warnIsland(name: string, message: string, detail?: unknown): void {
  if (detail === undefined) console.warn(`[islands] ${name}: ${message}`);
  else console.warn(`[islands] ${name}: ${message}`, detail);
}
