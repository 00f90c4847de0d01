/**
 * The full-screen blocks' sizing (page header, recent-projects zoom): on phones and tablets the block's
 * height becomes what `measure` says, measured on mount and again on every real resize (`isRealResize`:
 * not the few pixels a mobile browser's bars add or take while the shopper scrolls, which would make the
 * page jump). Desktops are left to the theme's CSS.
 */
import { useLayoutEffect } from 'react';
import { useLatest } from './hooks';
import { isMobileDevice, isRealResize } from './fill-window-rules';

export function useFillWindow(block: HTMLElement, measure: () => number): void {
  const latest = useLatest(measure);
  useLayoutEffect(() => {
    if (!isMobileDevice(navigator.userAgent)) return;
    const apply = () => {
      block.style.height = `${latest.current()}px`;
    };
    apply();
    let size = { innerWidth, innerHeight };
    const onResize = () => {
      if (!isRealResize(size, window)) return;
      size = { innerWidth, innerHeight };
      apply();
    };
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, [block, latest]);
}
