/**
 * The full-screen blocks' sizing (page header, recent-projects zoom): on phones and tablets the block's
 * height becomes what `measure` says, measured on mount and again when the window width changes. Mobile
 * browsers change only the height when the address bar hides; following that would make the page jump
 * while the shopper scrolls. Desktops are left to the theme's CSS.
 */
import { useLayoutEffect } from 'react';
import { useLatest } from './hooks';
import { isMobileDevice, isRealResize } from './layout';

export function useFillWindow(block: HTMLElement, measure: () => number): void {
  const latest = useLatest(measure);
  useLayoutEffect(() => {
    if (!isMobileDevice(navigator.userAgent)) return;
    const apply = () => {
      block.style.height = `${latest.current()}px`;
    };
    apply();
    let width = innerWidth;
    const onResize = () => {
      if (!isRealResize(width, innerWidth)) return;
      width = innerWidth;
      apply();
    };
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, [block, latest]);
}
