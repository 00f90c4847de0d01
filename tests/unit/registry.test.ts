import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IslandDefinition, LegacyIslandModule } from '../../shared/island';

type Registry = typeof import('../../shared/registry');
let registry: Registry;
let warn: ReturnType<typeof vi.spyOn>;

// What the registry loads on first use (the renderer, the wrapper of these tests' mount(ctx) modules, the
// replay of held activations): transformed once here, not in a test's wait.
beforeAll(() =>
  Promise.all([
    import('../../shared/render'),
    import('../../shared/legacy-island'),
    import('../../shared/replay-held'),
  ]),
);
beforeEach(async () => {
  vi.resetModules();
  registry = await import('../../shared/registry');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  registry.stopIslands();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const island = (
  module: LegacyIslandModule<unknown>,
  strategy: IslandDefinition['strategy'] = 'load',
): IslandDefinition => ({
  strategy,
  load: () => Promise.resolve({ default: module }),
});
const settle = () => new Promise((r) => setTimeout(r, 20));
const warnings = (): string[] => warn.mock.calls.map((c: unknown[]) => String(c[0]));

describe('mount registry', () => {
  it('mounts each root once, with its props, and marks it', async () => {
    document.body.innerHTML = '<div data-island="a" data-product_id="12" data-notice-id="x"></div>';
    const mount = vi.fn();
    registry.registerIsland('a', island({ props: (root) => ({ ...root.dataset }), mount }));
    registry.startIslands();
    registry.scan(document.body);
    await settle();
    registry.scan(document.body);
    await settle();
    expect(mount).toHaveBeenCalledOnce();
    expect(mount.mock.calls[0]?.[0].props).toMatchObject({ product_id: '12', noticeId: 'x' });
    expect(document.querySelector('[data-island="a"]')?.hasAttribute('data-island-mounted')).toBe(true);
  });

  it('adopts markup printed without data-island, at start and when it arrives later', async () => {
    document.body.innerHTML =
      '<form class="variations_form" id="one"></form><form class="variations_form" data-island="other"></form>';
    const mount = vi.fn();
    registry.registerIsland('other', island({ mount: () => {} }));
    registry.registerIsland('variation-form', { ...island({ mount }), adopt: 'form.variations_form' });
    registry.startIslands();
    await settle();
    const late = document.createElement('div');
    late.innerHTML = '<form class="variations_form" id="two"></form>';
    document.body.append(late);
    await vi.waitFor(() =>
      expect(mount.mock.calls.map((c) => (c[0] as { root: HTMLElement }).root.id)).toEqual(['one', 'two']),
    );
    // A root that names another island keeps it.
    expect(document.querySelector('[data-island="other"]')?.classList.contains('variations_form')).toBe(true);
  });

  it('a throwing island warns with its name and does not stop the others', async () => {
    document.body.innerHTML =
      '<div data-island="broken">server text</div><div data-island="bad-props"></div><div data-island="fine"></div>';
    const fine = vi.fn();
    registry.registerIsland(
      'broken',
      island({
        mount() {
          throw new Error('kaput');
        },
      }),
    );
    registry.registerIsland(
      'bad-props',
      island({
        props() {
          throw new Error('data-x is missing');
        },
        mount: vi.fn(),
      }),
    );
    registry.registerIsland('fine', island({ mount: fine }));
    registry.startIslands();
    await vi.waitFor(() => expect(fine).toHaveBeenCalledOnce());
    expect(warnings().filter((w) => w.startsWith('[islands] broken:'))).toHaveLength(1);
    expect(warnings().some((w) => w.includes('[islands] bad-props: invalid markup: data-x is missing'))).toBe(
      true,
    );
    expect(document.querySelector('[data-island="broken"]')?.textContent).toBe('server text');
  });

  it('a chunk that fails to load is reported, not thrown', async () => {
    document.body.innerHTML = '<div data-island="offline"></div>';
    registry.registerIsland('offline', {
      strategy: 'load',
      load: () => Promise.reject(new Error('chunk 404')),
    });
    registry.startIslands();
    await settle();
    expect(warnings().some((w) => w.includes('[islands] offline: its code could not be loaded'))).toBe(true);
  });

  it('mounts islands in HTML added later and unmounts those removed', async () => {
    const cleanup = vi.fn();
    const aborted = vi.fn();
    registry.registerIsland(
      'late',
      island({
        mount(ctx) {
          ctx.signal.addEventListener('abort', aborted);
          return cleanup;
        },
      }),
    );
    registry.startIslands();
    const wrapper = document.createElement('div');
    wrapper.className = 'widget_shopping_cart_content';
    wrapper.innerHTML = '<span data-island="late"></span>';
    document.body.append(wrapper);
    await settle();
    expect(registry.mountedIslands()).toHaveLength(1);
    // a fragment swap: the old node replaced by new markup
    const replacement = document.createElement('div');
    replacement.innerHTML = '<span data-island="late"></span>';
    wrapper.replaceWith(replacement);
    await settle();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(aborted).toHaveBeenCalledOnce();
    expect(registry.mountedIslands()).toHaveLength(1);
    expect(registry.mountedIslands()[0]?.element.isConnected).toBe(true);
  });

  it('picks up roots of an island registered after start (third parties)', async () => {
    document.body.innerHTML = '<div data-island="third-party"></div>';
    registry.startIslands();
    const mount = vi.fn();
    registry.registerIsland('third-party', island({ mount }));
    await settle();
    expect(mount).toHaveBeenCalledOnce();
  });

  it('interaction: holds the first click back, mounts, then replays it on the same target', async () => {
    document.body.innerHTML = '<div data-island="lazy"><a href="#x" id="link">open</a></div>';
    const order: string[] = [];
    registry.registerIsland(
      'lazy',
      island(
        {
          mount(ctx) {
            order.push('mount');
            ctx.root.querySelector('a')?.addEventListener('click', (e) => {
              e.preventDefault();
              order.push(`click:${(e as MouseEvent).ctrlKey}`);
            });
          },
        },
        'interaction',
      ),
    );
    const outside = vi.fn();
    document.body.addEventListener('click', outside);
    registry.startIslands();
    await settle();
    expect(order).toEqual([]);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    document.getElementById('link')?.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false); // opening a tab is left to the browser
    const first = new MouseEvent('click', { bubbles: true, cancelable: true, altKey: true });
    document.getElementById('link')?.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await settle();
    expect(order).toEqual(['mount', 'click:false']);
    expect(outside).toHaveBeenCalledTimes(2); // the ctrl-click, and the replay (not the held-back click)
  });

  it('interaction with activators: only an activation on one of them wakes the island; other clicks pass', async () => {
    document.body.innerHTML =
      '<ul data-island="list"><li><a href="#product" id="product">Kubek</a><a href="#add" class="ajax_add_to_cart" id="add"><span id="label">Dodaj</span></a></li></ul>';
    const order: string[] = [];
    registry.registerIsland('list', {
      ...island(
        {
          mount(ctx) {
            order.push('mount');
            ctx.root.addEventListener('click', (e) => {
              e.preventDefault();
              order.push(`click:${(e.target as Element).id}`);
            });
          },
        },
        'interaction',
      ),
      activators: '.ajax_add_to_cart',
    });
    registry.startIslands();
    await settle();
    const toProduct = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('product')?.dispatchEvent(toProduct);
    expect(toProduct.defaultPrevented).toBe(false); // the product link is followed at once
    await settle();
    expect(order).toEqual([]);
    const add = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('label')?.dispatchEvent(add); // inside the button
    expect(add.defaultPrevented).toBe(true);
    // A second activation before the island is there is held too, not let through to the link.
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('add')?.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    // The mount and both replays, however long the island's two tasks take on a busy machine.
    await vi.waitFor(() => expect(order).toEqual(['mount', 'click:label', 'click:add']));
  });

  it('interaction: Enter in a form field lets the submit happen, holds it, and submits again after mounting', async () => {
    document.body.innerHTML =
      '<div data-island="form-lazy"><form id="f"><input name="quantity" id="q"><button id="go">Dodaj</button></form></div>';
    const submits: string[] = [];
    registry.registerIsland(
      'form-lazy',
      island(
        {
          mount(ctx) {
            ctx.root.querySelector('form')?.addEventListener('submit', (e) => {
              e.preventDefault();
              submits.push(`island:${(e as SubmitEvent).submitter?.id ?? 'none'}`);
            });
          },
        },
        'interaction',
      ),
    );
    registry.startIslands();
    await settle();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.getElementById('q')?.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false); // the browser's implicit submission follows
    const form = document.getElementById('f') as HTMLFormElement;
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: document.getElementById('go'),
    });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await settle();
    expect(submits).toEqual(['island:go']);
  });

  it('interaction: a cart request its replay asks for goes before one asked for meanwhile by a later click', async () => {
    const { holdPlace, inCartQueue } = await import('../../shared/cart/queue');
    document.body.innerHTML =
      '<div data-island="mini"><a href="#remove" id="remove">×</a></div><div data-island="list"><a href="#add" id="add">Dodaj</a></div>';
    const sent: string[] = [];
    const requesting = (name: string): LegacyIslandModule<unknown> => ({
      mount(ctx) {
        ctx.root.addEventListener('click', (e) => {
          e.preventDefault();
          void inCartQueue(async () => void sent.push(name));
        });
      },
    });
    let loadMini = () => {};
    registry.registerIsland('mini', {
      strategy: 'interaction',
      holdPlace, // as the runtime gives the cart islands
      load: () => new Promise((resolve) => (loadMini = () => resolve({ default: requesting('remove') }))),
    });
    registry.registerIsland('list', island(requesting('add')));
    registry.startIslands();
    await settle();
    document.getElementById('remove')?.click(); // held: the mini-cart's code is still loading
    document.getElementById('add')?.click();
    await settle();
    expect(sent).toEqual([]);
    loadMini();
    await settle();
    expect(sent).toEqual(['remove', 'add']);
  });

  it('interaction: clicks held by a root that leaves the page hold no cart request back', async () => {
    const { holdPlace, inCartQueue } = await import('../../shared/cart/queue');
    document.body.innerHTML = '<div data-island="mini"><a href="#remove" id="remove">×</a></div>';
    registry.registerIsland('mini', {
      strategy: 'interaction',
      holdPlace,
      load: () => new Promise(() => {}),
    });
    registry.startIslands();
    await settle();
    document.getElementById('remove')?.click();
    const add = inCartQueue(async () => 'added');
    document.querySelector('[data-island="mini"]')?.remove();
    await expect(add).resolves.toBe('added');
  });

  it('a click held by a root that left the page is dropped with one warning naming the island', async () => {
    const { held } = await import('../../shared/held-activations');
    const { replay } = await import('../../shared/replay-held');
    document.body.innerHTML = '<ul data-island="lista"><li><a href="#dodaj">Dodaj</a></li></ul>';
    const root = document.querySelector<HTMLElement>('[data-island="lista"]')!;
    const event = new MouseEvent('click');
    held.push({ event, root });
    root.remove();
    const scanned = vi.fn();
    replay(scanned);
    expect(scanned).toHaveBeenCalledWith(root); // woken all the same; its island may still want it
    expect(held).toEqual([]);
    expect(warnings().filter((w) => w.startsWith('[islands] lista: a click held'))).toHaveLength(1);
  });

  it('markup may override the strategy; an unknown one warns and falls back', async () => {
    document.body.innerHTML =
      '<div data-island="x" data-island-strategy="interaction"></div><div data-island="y" data-island-strategy="soon"></div>';
    const mountX = vi.fn();
    const mountY = vi.fn();
    registry.registerIsland('x', island({ mount: mountX }));
    registry.registerIsland('y', island({ mount: mountY }));
    registry.startIslands();
    await settle();
    expect(mountX).not.toHaveBeenCalled();
    expect(mountY).toHaveBeenCalledOnce();
    expect(warnings().some((w) => w.includes('[islands] y: unknown data-island-strategy "soon"'))).toBe(true);
  });

  it('a registration without a strategy, or with an unknown one, warns naming the island and mounts now', async () => {
    document.body.innerHTML = '<div data-island="bez"></div><div data-island="obca"></div>';
    const mountBez = vi.fn();
    const mountObca = vi.fn();
    registry.registerIsland('bez', { load: island({ mount: mountBez }).load } as never);
    registry.registerIsland('obca', island({ mount: mountObca }, 'soon' as never));
    registry.startIslands();
    await vi.waitFor(() => expect(mountBez).toHaveBeenCalledOnce(), { timeout: 10_000 });
    await vi.waitFor(() => expect(mountObca).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(warnings()).toEqual([
      '[islands] bez: unknown strategy "undefined"; using "load"',
      '[islands] obca: unknown strategy "soon"; using "load"',
    ]);
  });

  it('a registration’s older deferUntil and a root’s older data-island-defer still count, without a word', async () => {
    document.body.innerHTML =
      '<div data-island="stara"></div><div data-island="stary" data-island-defer="interaction"></div>' +
      '<div data-island="nowa" data-island-strategy="load" data-island-defer="interaction"></div>';
    const [stara, stary, nowa] = [vi.fn(), vi.fn(), vi.fn()];
    registry.registerIsland('stara', {
      deferUntil: 'interaction',
      load: island({ mount: stara }).load,
    } as never);
    registry.registerIsland('stary', island({ mount: stary }));
    registry.registerIsland('nowa', island({ mount: nowa }, 'interaction'));
    registry.startIslands();
    // The new attribute wins over the old one: `nowa` mounts now; the other two wait for an interaction.
    await vi.waitFor(() => expect(nowa).toHaveBeenCalledOnce(), { timeout: 10_000 });
    await settle();
    expect(stara).not.toHaveBeenCalled();
    expect(stary).not.toHaveBeenCalled();
    expect(warnings()).toEqual([]);
  });

  it('a waiting root marked data-island-strategy="load" and scanned again mounts now', async () => {
    document.body.innerHTML = '<div data-island="v"></div>';
    const mount = vi.fn();
    registry.registerIsland('v', island({ mount }, 'interaction'));
    registry.startIslands();
    await settle();
    expect(mount).not.toHaveBeenCalled();
    const root = document.querySelector<HTMLElement>('[data-island="v"]')!;
    registry.scan(root);
    await settle();
    expect(mount).not.toHaveBeenCalled();
    root.setAttribute('data-island-strategy', 'load');
    registry.scan(root);
    registry.scan(root);
    await settle();
    expect(mount).toHaveBeenCalledOnce();
  });

  it('media: mounts only when the query matches', async () => {
    let listener: (() => void) | undefined;
    const list = {
      matches: false,
      addEventListener: (_: string, l: () => void) => (listener = l),
      removeEventListener: vi.fn(),
    };
    vi.stubGlobal('matchMedia', () => list);
    document.body.innerHTML = '<div data-island="m"></div>';
    const mount = vi.fn();
    registry.registerIsland('m', { ...island({ mount }, 'media'), media: '(max-width: 999px)' });
    registry.startIslands();
    await settle();
    expect(mount).not.toHaveBeenCalled();
    list.matches = true;
    listener?.();
    await settle();
    expect(mount).toHaveBeenCalledOnce();
  });

  it('idle: mounts when the browser is idle', async () => {
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 1));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    document.body.innerHTML = '<div data-island="i"></div>';
    const mount = vi.fn();
    registry.registerIsland('i', island({ mount }, 'idle'));
    registry.startIslands();
    // Idle, then the island's two tasks: waited for as a state, however busy the machine.
    await vi.waitFor(() => expect(mount).toHaveBeenCalled());
    await settle();
    expect(mount).toHaveBeenCalledOnce();
  });

  it('warns once about roots nobody registered, after load', async () => {
    document.body.innerHTML = '<div data-island="nobody"></div>';
    registry.startIslands();
    await settle();
    expect(warnings().filter((w) => w.includes('[islands] nobody: no island is registered'))).toHaveLength(1);
  });
});
