/**
 * Full-screen page header (SPEC §2 Header): on phones and tablets `#page-header-bg.fullscreen-header`
 * fills the window below its top; re-measured when the window width changes (not when the address bar
 * hides, which changes only the height).
 */
import { defineLegacyIsland } from '../../shared/island';
import { fullscreenHeaderHeight, isMobileDevice, isRealResize } from '../header/layout';

export function sizeToWindow(root: HTMLElement, signal: AbortSignal, height: () => number): void {
  if (!isMobileDevice(navigator.userAgent)) return;
  const apply = () => {
    root.style.height = `${height()}px`;
  };
  apply();
  let width = innerWidth;
  addEventListener(
    'resize',
    () => {
      if (!isRealResize(width, innerWidth)) return;
      width = innerWidth;
      apply();
    },
    { signal },
  );
}

export default defineLegacyIsland({
  mount({ root, signal }) {
    sizeToWindow(root, signal, () => {
      root.style.height = 'auto'; // measure the top without our own height in the way
      return fullscreenHeaderHeight(window, root.getBoundingClientRect().top + scrollY);
    });
  },
});
