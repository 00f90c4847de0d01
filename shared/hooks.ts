/**
 * The hooks islands share. Islands drive server nodes from layout effects: they run in the same task as
 * the render on both runtimes, so an enhancement never paints half done and a replayed click finds its
 * listener (Preact runs plain effects only after the next frame).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { announce } from './announcer';
import { on, type WooEventName, type WooEvents } from './bus';
import { rovingIndex } from './island';

/** The newest value, for listeners registered once. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** Hears a bus event (WooCommerce's name and arguments) while the island is mounted. */
export function useBus<N extends WooEventName>(
  name: N,
  handler: (args: WooEvents[N], target: Element) => void,
): void {
  const latest = useLatest(handler);
  useLayoutEffect(() => on(name, (args, target) => latest.current(args, target)), [name, latest]);
}

/** A params global, read once when the island mounts. */
export function useParams<T>(reader: () => T): T {
  return useState(reader)[0];
}

/** A server node under the island's root, found once. */
export function useServerNode<E extends Element = HTMLElement>(root: ParentNode, selector: string): E | null {
  return useState(() => root.querySelector<E>(selector))[0];
}

/** Server nodes under the island's root, found once. */
export function useServerNodes<E extends Element = HTMLElement>(root: ParentNode, selector: string): E[] {
  return useState(() => [...root.querySelectorAll<E>(selector)])[0];
}

/** A native listener on a server node, `window` or `document` while mounted; it sees the newest render. */
export function useListener<T extends Event = Event>(
  target: EventTarget | null | undefined,
  type: string,
  handler: (event: T) => void,
  options?: { capture?: boolean; passive?: boolean },
): void {
  const latest = useLatest(handler);
  const capture = options?.capture ?? false;
  const passive = options?.passive;
  useLayoutEffect(() => {
    if (!target) return;
    const listener = (event: Event) => latest.current(event as T);
    target.addEventListener(type, listener, { capture, passive });
    return () => target.removeEventListener(type, listener, { capture });
  }, [target, type, capture, passive, latest]);
}

/** Aborted when the island unmounts: for its requests and timers. */
export function useUnmountSignal(): AbortSignal {
  const [controller] = useState(() => new AbortController());
  useLayoutEffect(() => () => controller.abort(), [controller]);
  return controller.signal;
}

/**
 * A container the island owns, for a portal: made with the first render and placed by `place` where the
 * classic script put that UI (next to a field, at the end of a list); removed with the island.
 */
export function useOwnedContainer<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  place: (container: HTMLElementTagNameMap[K]) => void,
  className?: string,
): HTMLElementTagNameMap[K] {
  const [container] = useState(() => {
    const el = document.createElement(tag);
    if (className) el.className = className;
    return el;
  });
  const placeOnce = useLatest(place);
  useLayoutEffect(() => {
    placeOnce.current(container);
    return () => container.remove();
  }, [container, placeOnce]);
  return container;
}

/**
 * APG roving focus for a group (tabs, radio stars, swatches): arrow keys (mirrored right to left), Home and
 * End on one of `items` call `move(next)`. A key it handles goes no further, so a slider listening for
 * arrows around the group does not move too.
 */
export function useRovingKeys(
  container: Element | null,
  items: readonly Element[],
  move: (index: number, event: KeyboardEvent) => void,
): void {
  useListener<KeyboardEvent>(container, 'keydown', (event) => {
    const index = items.findIndex((item) => item === event.target || item.contains(event.target as Node));
    const next = index === -1 || !container ? undefined : rovingIndex(event, index, items.length, container);
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    move(next, event);
  });
}

/** Says a message in the page's polite live region (see shared/announcer.ts). */
export function useAnnounce(): typeof announce {
  return announce;
}
