import type { ReactNode } from 'react';

/** When an island's code is fetched and mounted (the Guardian's `deferUntil`). */
export type DeferUntil = 'load' | 'idle' | 'visible' | 'interaction' | 'media';

/** What a registry entry says about an island. */
export interface IslandDefinition {
  /** Lazy import of the island's module (one chunk per island). */
  load: () => Promise<{ default: IslandModule<any> }>;
  deferUntil: DeferUntil;
  /** `idle`: mount at the latest after this many ms. */
  idleTimeout?: number;
  /** `visible`: IntersectionObserver rootMargin. */
  rootMargin?: string;
  /** `media`: mount when this media query matches. */
  media?: string;
}

/** Everything an island gets when it mounts on its server element. */
export interface IslandContext<P> {
  name: string;
  root: HTMLElement;
  props: P;
  /** Aborted when the island unmounts (its element left the DOM). */
  signal: AbortSignal;
  /** One console warning naming the island. */
  warn(message: string, detail?: unknown): void;
  /** Renders UI the island owns into `container` behind an error boundary; unmounted with the island. */
  render(node: ReactNode, container: Element): void;
}

/** What an island module exports as default. */
export interface IslandModule<P> {
  /** Reads and validates props from the root element (data attributes, JSON script). Throw to refuse. */
  props?: (root: HTMLElement) => P;
  mount(ctx: IslandContext<P>): void | (() => void) | Promise<void | (() => void)>;
}

export function defineIsland<P>(module: IslandModule<P>): IslandModule<P> {
  return module;
}
