// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

const MARKUP = `
  <div id="header-outer"></div>
  <aside id="sidebar">
    <div class="widget widget_product_categories">
      <h4 class="widgettitle">Kategorie <em>sklepu</em></h4>
      <ul><li>Kubki</li></ul>
      <div id="own-id">więcej</div>
    </div>
    <div class="widget widget_search"><form role="search"></form></div>
    <div class="widget widget_text"><h3>Tylko tytuł</h3></div>
  </aside>`;

/** A `(min-width: 1000px)` list the test can flip. */
class FakeMediaQuery extends EventTarget {
  constructor(readonly media: string) {
    super();
  }
  get matches() {
    return innerWidth >= 1000;
  }
}
let queries: FakeMediaQuery[] = [];
const mounted: Array<() => void> = [];

function mount(options: Record<string, unknown>) {
  vi.stubGlobal('nectarOptions', options);
  document.body.innerHTML = MARKUP;
  const root = document.getElementById('sidebar')!;
  Object.defineProperty(document.getElementById('header-outer'), 'offsetHeight', { value: 90 });
  let unmount = () => {};
  act(() => {
    unmount = renderIsland(island.Component, root, undefined, vi.fn());
  });
  mounted.push(unmount);
  return { root, unmount: () => act(unmount) };
}

function resize(width: number) {
  vi.stubGlobal('innerWidth', width);
  act(() => queries.forEach((query) => query.dispatchEvent(new Event('change'))));
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  queries = [];
  vi.stubGlobal('innerWidth', 1280);
  vi.stubGlobal('matchMedia', (media: string) => {
    const query = new FakeMediaQuery(media);
    queries.push(query);
    return query;
  });
});
afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()));
  vi.unstubAllGlobals();
});

describe('sidebar island', () => {
  it('gives each widget title a toggle holding the title’s own text, which hides and shows the rest', () => {
    const { root, unmount } = mount({ woo_sidebar_toggles: '1' });
    const buttons = root.querySelectorAll<HTMLButtonElement>('button.widget-toggle');
    expect(buttons).toHaveLength(1); // the search widget has no title, the text widget nothing to hide
    const button = buttons[0]!;
    const title = root.querySelector('.widgettitle')!;
    expect(button.parentElement).toBe(title);
    expect(title.childNodes).toHaveLength(1);
    expect(button.innerHTML).toBe('Kategorie <em>sklepu</em>');
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = root.querySelector('ul')!;
    expect(list.id).toMatch(/^widget-part-\d+$/);
    expect(button.getAttribute('aria-controls')).toBe(`${list.id} own-id`);
    expect(list.hidden).toBe(false);

    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    expect(document.getElementById('own-id')!.hidden).toBe(true);
    expect(root.querySelector('.widget_product_categories')!.classList).toContain('widget-collapsed');
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(root.querySelector('.widget_product_categories')!.classList).not.toContain('widget-collapsed');

    unmount();
    expect(root.querySelector('button')).toBeNull();
    expect(title.innerHTML).toBe('Kategorie <em>sklepu</em>');
    expect(list.hasAttribute('id')).toBe(false);
    expect(document.getElementById('own-id')).not.toBeNull();
  });

  it('never takes an id another element of the page has', () => {
    const { root } = mount({ woo_sidebar_toggles: '1' });
    const taken = document.createElement('p');
    taken.id = root.querySelector('ul')!.id;
    document.body.append(taken);
    act(() => mounted.splice(0).forEach((unmount) => unmount()));
    act(() => {
      mounted.push(renderIsland(island.Component, root, undefined, vi.fn()));
    });
    expect(root.querySelector('ul')!.id).not.toBe(taken.id);
  });

  it('adds no toggles with the option off', () => {
    const { root } = mount({ woo_sidebar_toggles: '0' });
    expect(root.querySelector('button')).toBeNull();
  });

  it('sticks below the header from 1000 px up with the option on, and lets go below', () => {
    const { root, unmount } = mount({ woo_sticky_sidebar: '1' });
    expect(queries.map((q) => q.media)).toEqual(['(min-width: 1000px)']);
    expect(root.classList).toContain('sticky-sidebar');
    expect(root.style.cssText).toBe('position: sticky; top: 110px; align-self: flex-start;');
    resize(999);
    expect(root.classList).not.toContain('sticky-sidebar');
    expect(root.getAttribute('style')).toBe('');
    resize(1000);
    expect(root.style.position).toBe('sticky');
    unmount();
    expect(root.style.position).toBe('');
  });

  it('never sticks with the option off', () => {
    const { root } = mount({ woo_sticky_sidebar: '0' });
    expect(queries).toEqual([]);
    expect(root.className).toBe('');
    expect(root.getAttribute('style')).toBeNull();
  });
});
