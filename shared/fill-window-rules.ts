/**
 * Salient's rules for the full-screen blocks (page header, recent-projects zoom) as pure functions of the
 * viewport, so every branch is unit-tested. Only those two islands and ./fill-window.ts import them.
 */
import { BROWSER_BARS_MAX_PX, DESKTOP_BREAKPOINT_PX } from './constants';

/** Salient sizes some blocks only on phones and tablets, recognised by their user agent. */
export function isMobileDevice(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);
}

/** The full-screen page header fills the window below its own top. */
export function fullscreenHeaderHeight(viewport: { innerHeight: number }, offsetTop: number): number {
  return Math.max(0, Math.round(viewport.innerHeight - offsetTop));
}

/**
 * The recent-projects zoom block fills the window; as the first section it also leaves room for what is
 * above it, and on wide windows for the top body border.
 */
export function zoomHeight(
  viewport: { innerHeight: number; innerWidth: number },
  block: { offsetTop: number; inFirstSection: boolean; bodyBorderTop: number },
): number {
  if (!block.inFirstSection) return viewport.innerHeight;
  const border = viewport.innerWidth > DESKTOP_BREAKPOINT_PX ? block.bodyBorderTop : 0;
  return Math.max(0, Math.round(viewport.innerHeight - block.offsetTop - border));
}

type Size = { innerWidth: number; innerHeight: number };

/**
 * A resize worth re-measuring for: any change of width, or of height by more than the browser's bars make
 * when they show or hide while the shopper scrolls (following those would make the page jump under the
 * finger). A rotated phone, a split screen, a resized tablet window all count.
 */
export function isRealResize(previous: Size, next: Size): boolean {
  return (
    previous.innerWidth !== next.innerWidth ||
    Math.abs(previous.innerHeight - next.innerHeight) > BROWSER_BARS_MAX_PX
  );
}
