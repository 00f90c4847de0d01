import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36';

const mounted: Array<() => void> = [];

function mount(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  document.body.innerHTML = '<div id="page-header-bg" class="fullscreen-header"></div>';
  const root = document.getElementById('page-header-bg')!;
  const top = { value: 70 };
  root.getBoundingClientRect = () => ({ top: top.value }) as DOMRect;
  let unmount = () => {};
  act(() => {
    unmount = renderIsland(island.Component, root, undefined, vi.fn());
  });
  mounted.push(unmount);
  return { root, top, unmount: () => act(unmount) };
}

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

describe('full-screen header island', () => {
  it('on a phone fills the window below its top, re-measured on a real resize, not for the browser bars', () => {
    const { root, top, unmount } = mount(PHONE);
    expect(root.style.height).toBe('597px');
    top.value = 100;
    resize(375, 600); // the address bar hides or shows while scrolling
    expect(root.style.height).toBe('597px');
    resize(375, 400); // a height-only resize bigger than the bars: a split screen
    expect(root.style.height).toBe('300px');
    resize(667, 375); // turned sideways
    expect(root.style.height).toBe('275px');
    unmount();
    resize(375, 667);
    expect(root.style.height).toBe('275px'); // no listener left
  });

  it('on a desktop keeps the theme’s CSS height', () => {
    const { root } = mount(DESKTOP);
    resize(800, 600);
    expect(root.getAttribute('style')).toBeNull();
  });
});
