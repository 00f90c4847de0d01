/**
 * The island root as the markup speaks it: the attributes that name a root's island and its strategy, the
 * marks the registry sets once the island has mounted or failed, and the selectors built from them. The
 * registry, the click hold and its replay, the runtime and the jQuery API read and set them through this
 * module only; the plugin prints the first ones (php-stubs/includes/markup.php). See
 * docs/adr/0030-one-island-root-protocol.md.
 */

/** When an island's code is fetched and mounted (its registration's `strategy`, its root's `data-island-strategy`). */
export type Strategy = 'load' | 'idle' | 'visible' | 'interaction' | 'media';

/**
 * The root's attributes and the selectors made of them. An enum, so that the build writes each value where it
 * is used, as a literal: the click hold in the boot file and the registry in the core share no variable.
 */
export enum Mark {
  /** The root's island: `data-island="gallery"`. */
  Island = 'data-island',
  /** The markup's strategy for this root, over its island's (a theme's settings; `load` to mount it now). */
  Strategy = 'data-island-strategy',
  /** The media query a `media` root waits for. */
  Media = 'data-island-media',
  /** Set once the island has mounted; taken away when it unmounts, or fails after all. */
  Mounted = 'data-island-mounted',
  /** Set once the island could not mount (`unknown`: no island is registered under its name). */
  Failed = 'data-island-failed',
  /** Every root. */
  Any = `[${Island}]`,
  /** A root whose island has mounted or failed: its controls are its island's, or the browser's, again. */
  Settled = `[${Mounted}],[${Failed}]`,
}

/**
 * Where the click hold looks for an activation's root: every root, and a control that is a root of its own
 * (`[island, its class]`) where none of its island's roots holds it.
 */
export const rootsWith = ([island, control]: string[]): string =>
  island ? `${Mark.Any},${control}:not([${Mark.Island}="${island}"] *)` : Mark.Any;
