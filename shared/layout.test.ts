import { describe, expect, it } from 'vitest';
import { fullscreenHeaderHeight, isMobileDevice, isRealResize, zoomHeight } from './fill-window-rules';
import { shouldCopyLogo, smoothScrollOn, stickySidebarActive } from './layout';

describe('Salient layout rules', () => {
  it('recognises phones and tablets by user agent', () => {
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari/537.36')).toBe(
      true,
    );
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36')).toBe(false);
  });

  it('full-screen header: window height minus its top offset, never negative', () => {
    expect(fullscreenHeaderHeight({ innerHeight: 667 }, 70)).toBe(597);
    expect(fullscreenHeaderHeight({ innerHeight: 300 }, 500)).toBe(0);
  });

  it('zoom block: the window height; as first section minus its offset and, above 1000 px, the body border', () => {
    const block = { offsetTop: 80, inFirstSection: true, bodyBorderTop: 20 };
    expect(zoomHeight({ innerHeight: 667, innerWidth: 375 }, { ...block, inFirstSection: false })).toBe(667);
    expect(zoomHeight({ innerHeight: 667, innerWidth: 375 }, block)).toBe(587);
    expect(zoomHeight({ innerHeight: 800, innerWidth: 1000 }, block)).toBe(720);
    expect(zoomHeight({ innerHeight: 800, innerWidth: 1001 }, block)).toBe(700);
  });

  it('a real resize: any width change, or a height change larger than the browser bars make', () => {
    const phone = { innerWidth: 375, innerHeight: 667 };
    expect(isRealResize(phone, phone)).toBe(false);
    expect(isRealResize(phone, { innerWidth: 667, innerHeight: 375 })).toBe(true); // turned sideways
    expect(isRealResize(phone, { innerWidth: 376, innerHeight: 667 })).toBe(true);
    expect(isRealResize(phone, { innerWidth: 375, innerHeight: 667 - 150 })).toBe(false); // the bars
    expect(isRealResize(phone, { innerWidth: 375, innerHeight: 667 + 56 })).toBe(false);
    expect(isRealResize(phone, { innerWidth: 375, innerHeight: 667 - 151 })).toBe(true); // split screen
  });

  it.each([
    [{ format: 'centered-menu-bottom-bar', condense: 'true', bottomBarAlign: 'center' }, true],
    [{ format: 'centered-menu-bottom-bar', condense: 'true', bottomBarAlign: 'right' }, true],
    [{ format: 'centered-menu-bottom-bar', condense: 'true', bottomBarAlign: 'left' }, false],
    [{ format: 'centered-menu-bottom-bar', condense: 'false', bottomBarAlign: 'center' }, false],
    [{ format: 'default', condense: 'true', bottomBarAlign: 'center' }, false],
  ])('copies the logo for %j: %s', (header, expected) => {
    expect(shouldCopyLogo(header)).toBe(expected);
  });

  it('sticky sidebar: option on and at least 1000 px', () => {
    expect(stickySidebarActive(true, 1000)).toBe(true);
    expect(stickySidebarActive(true, 999)).toBe(false);
    expect(stickySidebarActive(false, 1400)).toBe(false);
  });

  it('smooth scroll follows the option and yields to reduced motion', () => {
    expect(smoothScrollOn(false, false)).toBe(false);
    expect(smoothScrollOn(true, false)).toBe(true);
    expect(smoothScrollOn(true, true)).toBe(false);
  });
});
