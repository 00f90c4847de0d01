/**
 * The registry with component islands (React 19 here; the browser tests run Preact and React 18.3): props,
 * owned UI through a portal, effects cleaned up when the root leaves, a throw kept to its island, and a held
 * click replayed onto listeners a layout effect attached.
 */
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListener } from '../../shared/hooks';
import type { IslandDefinition, IslandModule, IslandProps } from '../../shared/island';

type Registry = typeof import('../../shared/registry');
let registry: Registry;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  vi.resetModules();
  registry = await import('../../shared/registry');
  await import('../../shared/render'); // loaded once here: the registry imports it on first mount
  await import('../../shared/replay-held'); // and this with the first activation held
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  registry.stopIslands();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const island = <P,>(module: IslandModule<P>, strategy: IslandDefinition['strategy'] = 'load') => ({
  strategy,
  load: () => Promise.resolve({ default: module as IslandModule<unknown> }),
});
const settle = () => new Promise((r) => setTimeout(r, 30));
const warnings = (): string[] => warn.mock.calls.map((c: unknown[]) => String(c[0]));

function Counter({ root, props }: IslandProps<{ start: number }>) {
  const [n, setN] = useState(props.start);
  const link = root.querySelector('a');
  useLayoutEffect(() => {
    root.dataset.count = String(n);
    return () => void delete root.dataset.count;
  }, [root, n]);
  useListener<MouseEvent>(link, 'click', (event) => {
    event.preventDefault();
    setN((v) => v + 1);
  });
  return createPortal(<output className="owned">{n}</output>, root);
}

describe('component islands', () => {
  it('mounts with its props, renders owned UI beside the server markup, and cleans up when the root leaves', async () => {
    document.body.innerHTML =
      '<div id="r" data-island="counter" data-start="4"><a href="#more">Więcej</a></div>';
    registry.registerIsland(
      'counter',
      island({
        name: 'counter',
        props: (root) => ({ start: Number(root.dataset.start) }),
        Component: Counter,
      }),
    );
    registry.startIslands();
    await settle();
    const root = document.getElementById('r')!;
    expect(root.dataset.count).toBe('4');
    expect(root.querySelector('a')?.textContent).toBe('Więcej'); // server markup kept
    expect(root.querySelector('.owned')?.textContent).toBe('4');
    root.querySelector('a')!.click();
    await settle();
    expect(root.querySelector('.owned')?.textContent).toBe('5');
    root.remove();
    await settle();
    expect(root.dataset.count).toBeUndefined(); // the effect's cleanup ran
    expect(root.querySelector('.owned')).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false); // its listener is gone
  });

  it("reads props in one task and renders in the next; the props reader has the island's warn", async () => {
    document.body.innerHTML = '<div id="r" data-island="counter" data-start="2"><a href="#">+</a></div>';
    const order: string[] = [];
    registry.registerIsland(
      'counter',
      island({
        name: 'counter',
        props: (root, warnOf) => {
          warnOf('read');
          // A task queued while the props are read runs before the render only if the render waits a task.
          setTimeout(() => order.push('next task'));
          return { start: Number(root.dataset.start) };
        },
        Component: (props: IslandProps<{ start: number }>) => (order.push('render'), Counter(props)),
      }),
    );
    registry.startIslands();
    await vi.waitFor(() => expect(document.getElementById('r')!.dataset.count).toBe('2'));
    expect(order.slice(0, 2)).toEqual(['next task', 'render']);
    expect(warnings()).toEqual(['[islands] counter: read']);
  });

  it('a root that leaves between its props and its render is not rendered', async () => {
    document.body.innerHTML = '<div id="r" data-island="counter" data-start="2"><a href="#">+</a></div>';
    const render = vi.fn(Counter);
    registry.registerIsland(
      'counter',
      island({
        name: 'counter',
        props: (root) => (root.remove(), { start: 1 }),
        Component: render,
      }),
    );
    registry.startIslands();
    await settle();
    expect(render).not.toHaveBeenCalled();
    expect(warnings()).toEqual([]);
  });

  it('a component that throws warns once with its name, is marked failed, and leaves the others working', async () => {
    document.body.innerHTML =
      '<div id="bad" data-island="bad"><a href="#x">X</a></div><div id="ok" data-island="counter" data-start="1"><a href="#y">Y</a></div>';
    const Bad = () => {
      throw new Error('boom');
    };
    registry.registerIsland('bad', island({ name: 'bad', Component: Bad }));
    registry.registerIsland(
      'counter',
      island({
        name: 'counter',
        props: (root) => ({ start: Number(root.dataset.start) }),
        Component: Counter,
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error too
    registry.startIslands();
    await settle();
    const messages = warn.mock.calls.map((c: unknown[]) => String(c[0]));
    expect(messages.filter((m: string) => m.startsWith('[islands] bad: rendering failed'))).toHaveLength(1);
    expect(document.getElementById('bad')?.hasAttribute('data-island-failed')).toBe(true);
    expect(document.getElementById('bad')?.hasAttribute('data-island-mounted')).toBe(false);
    await vi.waitFor(() => expect(document.getElementById('ok')?.dataset.count).toBe('1'));
  });

  it('interaction: the held click reaches the listener a layout effect attached at mount', async () => {
    document.body.innerHTML =
      '<div id="r" data-island="counter" data-start="0"><a href="#more">Więcej</a></div>';
    registry.registerIsland(
      'counter',
      island(
        { name: 'counter', props: (root) => ({ start: Number(root.dataset.start) }), Component: Counter },
        'interaction',
      ),
    );
    registry.startIslands();
    await settle();
    const root = document.getElementById('r')!;
    expect(root.dataset.count).toBeUndefined();
    root.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle();
    expect(root.querySelector('.owned')?.textContent).toBe('1');
  });
});
