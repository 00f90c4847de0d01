/**
 * When an island's code is fetched and mounted: one function per strategy (`load`, `idle`, `visible`,
 * `interaction`, `media`). Each calls `wake` when its moment comes and returns what undoes its waiting
 * (observers, listeners, timers). The registry (shared/registry.ts) chooses one per root.
 */
import type { IslandDefinition } from './island';
import { Mark, type Strategy } from './island-root';
import { warnIsland } from './warn';

/** A strategy for one root (its island's name and element): calls `wake` when the moment comes. */
type Waiting = (
  root: { name: string; el: HTMLElement },
  definition: IslandDefinition,
  wake: () => void,
) => () => void;

const DEFAULT_IDLE_TIMEOUT = 2000;
const DEFAULT_ROOT_MARGIN = '200px';
const never = () => {};

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
    return never;
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

export const strategies: Record<Strategy, Waiting> = {
  load(_root, _definition, wake) {
    wake();
    return never;
  },
  idle: (_root, definition, wake) => whenIdle(wake, definition.idleTimeout ?? DEFAULT_IDLE_TIMEOUT),
  // A page opened at a fragment may be a deep link into an island below the fold (a gallery image): then
  // `visible` islands wait for idle time instead, so the link opens without scrolling there first.
  visible: (root, definition, wake) =>
    location.hash.length > 1
      ? whenIdle(wake, definition.idleTimeout ?? DEFAULT_IDLE_TIMEOUT)
      : whenVisible(root.el, wake, definition.rootMargin ?? DEFAULT_ROOT_MARGIN),
  /** Woken by an activation of its controls (held); a pointer or focus on it warms its code. */
  interaction({ el }, definition) {
    const preload = () => {
      // The real load reports errors; this only warms the cache (a built-in island's files include the renderer).
      definition.load().catch(never);
    };
    el.addEventListener('pointerenter', preload, { once: true });
    el.addEventListener('focusin', preload, { once: true });
    return () => {
      el.removeEventListener('pointerenter', preload);
      el.removeEventListener('focusin', preload);
    };
  },
  media(root, definition, wake) {
    const media = definition.media ?? root.el.getAttribute(Mark.Media) ?? '';
    if (!media) {
      warnIsland(root.name, 'strategy "media" needs a media query; mounting now');
      return strategies.load(root, definition, wake);
    }
    const list = matchMedia(media);
    if (list.matches) return strategies.load(root, definition, wake);
    const onChange = () => {
      if (list.matches) {
        list.removeEventListener('change', onChange);
        wake();
      }
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  },
};

/**
 * The strategy the root says in its markup, if any. A theme's older attribute, `data-island-defer`, still
 * counts, without a word: a warning on every page would cost every shopper its bytes (ADR 30).
 */
export const strategyIn = (root: Element): string | null =>
  root.getAttribute(Mark.Strategy) ?? root.getAttribute('data-island-defer');

/** A registration's strategy; an older registration's `deferUntil` still counts (see `strategyIn`). */
export const strategyOf = (definition: { strategy: Strategy; deferUntil?: Strategy }): Strategy =>
  definition.strategy ?? definition.deferUntil!;
