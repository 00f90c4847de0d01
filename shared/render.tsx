/**
 * Renders the UI an island owns (an overlay, a swatch list, a message) into a container of its own,
 * behind an error boundary: a render error warns once, naming the island, and leaves the server markup
 * as it was. The root is unmounted with the island.
 */
import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { IslandContext } from './island';

class IslandBoundary extends Component<
  { ctx: IslandContext<unknown>; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.ctx.warn('rendering failed; the page keeps its server markup', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function renderOwned<P>(ctx: IslandContext<P>, node: ReactNode, container: Element): void {
  const root = createRoot(container);
  root.render(<IslandBoundary ctx={ctx as IslandContext<unknown>}>{node}</IslandBoundary>);
  ctx.onUnmount(() => root.unmount());
}
