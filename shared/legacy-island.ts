/**
 * The first version's imperative islands (`{ props?, mount(ctx) }`, a third party's), as a component: the
 * registry has one way to mount, and wraps these when they are registered. Loaded only where such a module
 * arrives; every built-in island is a component. `mount(ctx)` runs in a layout effect, so it has run when the
 * island is marked mounted; what it returns or gives `onUnmount` runs, with the signal's abort, when the
 * island unmounts. A throw, or a promise it returns that rejects, warns once and marks the island failed.
 */
import { useLayoutEffect, useState } from 'react';
import type { IslandModule, IslandProps, LegacyIslandModule } from './island';
import { said } from './render';

export function asComponent<P>(name: string, module: LegacyIslandModule<P>): IslandModule<P> {
  function Legacy({ root, props, warn }: IslandProps<P>) {
    const [failed, setFailed] = useState<object | null>(null);
    // Said once, here: the boundary only takes the island down.
    if (failed) throw failed;
    useLayoutEffect(() => {
      const controller = new AbortController();
      const cleanups: Array<() => void> = [];
      /** Warns, and gives the error to throw to the boundary, marked as said. */
      const failing = (error: unknown): object => {
        warn('mounting failed; the page keeps its server markup', error);
        const thrown = error instanceof Object ? error : new Error(String(error));
        said.add(thrown);
        return thrown;
      };
      try {
        const mounted = module.mount({
          name,
          root,
          props,
          signal: controller.signal,
          onUnmount: (cleanup) => cleanups.push(cleanup),
          warn,
        });
        void Promise.resolve(mounted).then(
          (cleanup) => typeof cleanup === 'function' && cleanups.push(cleanup),
          (error: unknown) => {
            const thrown = failing(error);
            setFailed(() => thrown);
          },
        );
      } catch (error) {
        throw failing(error);
      }
      return () => {
        controller.abort();
        for (const cleanup of cleanups.reverse()) cleanup();
      };
    }, [root, props, warn]);
    return null;
  }
  return { name, props: module.props, Component: Legacy };
}
