import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36';

const mounted: Array<() => void> = [];

function mount(userAgent: string, markup: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  document.body.innerHTML = markup;
  const root = document.querySelector<HTMLElement>('.nectar_fullscreen_zoom_recent_projects')!;
  root.getBoundingClientRect = () => ({ top: 80 }) as DOMRect;
  const border = document.querySelector<HTMLElement>('.body-border-top');
  if (border) Object.defineProperty(border, 'offsetHeight', { value: 20 });
  let unmount = () => {};
  act(() => {
    unmount = renderIsland(island.Component, root, undefined, vi.fn());
  });
  mounted.push(unmount);
  return { root, unmount: () => act(unmount) };
}

const BLOCK = '<div class="nectar_fullscreen_zoom_recent_projects"></div>';
const FIRST = `<div class="body-border-top"></div><div class="first-section">${BLOCK}</div>`;

function resize(width: number, height: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('innerHeight', height);
  dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('innerWidth', 375);
  vi.stubGlobal('innerHeight', 667);
  vi.stubGlobal('scrollY', 0);
});
afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('full-screen zoom island', () => {
  it('on a phone fills the window when it is not the first section', () => {
    expect(mount(PHONE, BLOCK).root.style.height).toBe('667px');
  });

  it('as the first section leaves room above it and, above 1000 px, for the body border; not for the browser bars', () => {
    const { root, unmount } = mount(PHONE, FIRST);
    expect(root.style.height).toBe('587px');
    resize(375, 560); // the address bar hides or shows while scrolling
    expect(root.style.height).toBe('587px');
    resize(375, 500); // a height-only resize bigger than the bars
    expect(root.style.height).toBe('420px');
    resize(1024, 800);
    expect(root.style.height).toBe('700px');
    unmount();
    resize(375, 667);
    expect(root.style.height).toBe('700px');
  });

  it('on a desktop keeps the theme’s CSS height', () => {
    expect(mount(DESKTOP, FIRST).root.getAttribute('style')).toBeNull();
  });
});
