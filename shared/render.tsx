/**
 * Renders an island component through the page's React (preact/compat in the default flavour, WordPress's
 * React in the other), behind an error boundary: a throw in render or in an effect warns once, naming the
 * island, unmounts its component (its effects clean up) and leaves the server markup as it was.
 *
 * The React root lives in a detached element: an island never renders its server markup, it drives those
 * nodes from effects and puts the UI it owns into containers inside the page through portals. Rendering is
 * synchronous (`flushSync`), so the island's layout effects have run when this returns: the registry can
 * replay a held-back click at once, and nothing paints half-enhanced.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { IslandContext } from './island';

/**
 * Errors an island has reported itself (shared/legacy-island.ts) before throwing them to take itself down: the
 * boundary says nothing more. The error itself is thrown, not a marker: WordPress's React logs whatever a
 * boundary catches, and the shop's developer should read the real error there.
 */
export const said = new WeakSet<object>();

class IslandBoundary extends Component<
  { warn: (message: string, detail?: unknown) => void; onError?: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    if (!(error instanceof Object && said.has(error)))
      this.props.warn('rendering failed; the page keeps its server markup', error);
    this.props.onError?.();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mounts `node` behind the boundary in a detached root; returns the unmount. */
export function renderDetached(
  node: ReactNode,
  warn: (message: string, detail?: unknown) => void,
  onError?: () => void,
): () => void {
  const root = createRoot(document.createElement('div'));
  flushSync(() =>
    root.render(
      <IslandBoundary warn={warn} onError={onError}>
        {node}
      </IslandBoundary>,
    ),
  );
  return () => root.unmount();
}

/** Mounts an island component on its server root. */
export function renderIsland<P>(
  Island: ComponentType<{ root: HTMLElement; props: P; warn: (message: string, detail?: unknown) => void }>,
  root: HTMLElement,
  props: P,
  warn: (message: string, detail?: unknown) => void,
  onError?: () => void,
): () => void {
  return renderDetached(<Island root={root} props={props} warn={warn} />, warn, onError);
}

/**
 * For third parties' `mount(ctx)` islands through `wcIslands.ui()`: renders `node` into `container` behind the
 * same boundary, unmounted with the island.
 */
export function renderOwned(ctx: IslandContext<unknown>, node: ReactNode, container: Element): void {
  const root = createRoot(container);
  root.render(<IslandBoundary warn={ctx.warn}>{node}</IslandBoundary>);
  ctx.onUnmount(() => root.unmount());
}
