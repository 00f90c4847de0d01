import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

const MARKUP = `
  <div id="header-outer" data-format="centered-menu-bottom-bar" data-condense="true"
       data-menu-bottom-bar-align="center">
    <header id="top">
      <div class="span_3"><a id="logo" href="/" data-supplied-ml="false">
        <img class="starting-logo" src="s.png" alt=""><img id="main-logo" class="stnd" src="l.png" alt="Sklep">
      </a></div>
      <div class="span_9"><nav></nav></div>
    </header>
    <div class="slide-out-widget-area-toggle"><a href="#menu"><span>menu</span></a></div>
  </div>
  <div id="header-secondary-outer"></div>`;

const mounted: Array<() => void> = [];

function render(root: HTMLElement, warn = vi.fn()) {
  let unmount = () => {};
  act(() => {
    unmount = renderIsland(island.Component, root, island.props!(root, warn), warn);
  });
  mounted.push(unmount);
  return () => act(unmount);
}

function mount(markup = MARKUP) {
  document.body.innerHTML = markup;
  const root = document.getElementById('header-outer')!;
  const warn = vi.fn();
  return { root, warn, unmount: render(root, warn) };
}

const reduceMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce, media: query }));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('nectarOptions', { mobile_header_format: 'centered-menu', smooth_scroll: '1' });
  vi.stubGlobal('nectar_front_i18n', { menu: 'Menu główne' });
  reduceMotion(false);
});
afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()));
  vi.unstubAllGlobals();
  document.documentElement.style.removeProperty('scroll-behavior');
});

describe('header island', () => {
  it('copies the logo into the bottom bar without ids, hidden and untabbable; the copy leaves with the island', () => {
    const { root, warn, unmount } = mount();
    const clones = root.querySelectorAll<HTMLElement>('.span_9 .logo-clone');
    expect(clones).toHaveLength(1);
    const clone = clones[0]!;
    expect(clone.parentElement!.firstElementChild).toBe(clone);
    expect(clone.querySelectorAll('[id]')).toHaveLength(0);
    expect(clone.id).toBe('');
    expect(clone.getAttribute('aria-hidden')).toBe('true');
    expect(clone.tabIndex).toBe(-1);
    expect(clone.querySelector('img.starting-logo')).toBeNull();
    expect(clone.querySelector('img.stnd')).not.toBeNull();
    expect(document.querySelectorAll('#logo')).toHaveLength(1);
    expect(document.getElementById('header-secondary-outer')!.className).toBe('centered-menu-bottom-bar');
    expect(warn).not.toHaveBeenCalled();
    unmount();
    expect(root.querySelector('.logo-clone')).toBeNull();
    expect(document.getElementById('header-secondary-outer')!.className).toBe('');
  });

  it('keeps only the mobile images when the theme supplied a mobile logo, and never copies twice', () => {
    const markup = MARKUP.replace('data-supplied-ml="false"', 'data-supplied-ml="true"').replace(
      '<img id="main-logo"',
      '<img class="mobile-only-logo" src="m.png" alt=""><img id="main-logo"',
    );
    const first = mount(markup);
    render(first.root);
    const clones = first.root.querySelectorAll('.logo-clone');
    expect(clones).toHaveLength(1);
    expect([...clones[0]!.querySelectorAll('img')].map((img) => img.className)).toEqual(['mobile-only-logo']);
  });

  it.each([
    ['data-menu-bottom-bar-align="center"', 'data-menu-bottom-bar-align="left"'],
    ['data-condense="true"', 'data-condense="false"'],
    ['data-format="centered-menu-bottom-bar"', 'data-format="default"'],
  ])('with %s changed to %s the logo is not copied', (from, to) => {
    const { root } = mount(MARKUP.replace(from, to));
    expect(root.querySelector('.logo-clone')).toBeNull();
  });

  it('warns once when there is no logo or no bottom bar to copy it into', () => {
    const { warn } = mount(MARKUP.replace('id="logo"', 'id="brand"'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('no #logo in .span_3 or no .span_9 to copy it into');
  });

  it('sets the mobile format, labels the menu toggle and turns on smooth scrolling', () => {
    const { root, unmount } = mount();
    expect(root.dataset.mobileFormat).toBe('centered-menu');
    expect(root.querySelector('.slide-out-widget-area-toggle a')!.getAttribute('aria-label')).toBe(
      'Menu główne',
    );
    expect(document.documentElement.style.scrollBehavior).toBe('smooth');
    unmount();
    expect(document.documentElement.style.scrollBehavior).toBe('');
  });

  it('never scrolls smoothly against reduced motion or with the option off', () => {
    reduceMotion(true);
    mount().unmount();
    expect(document.documentElement.style.scrollBehavior).toBe('');
    reduceMotion(false);
    vi.stubGlobal('nectarOptions', { smooth_scroll: '0' });
    const { root } = mount();
    expect(document.documentElement.style.scrollBehavior).toBe('');
    expect(root.dataset.mobileFormat).toBe('centered-menu'); // the default
  });
});
