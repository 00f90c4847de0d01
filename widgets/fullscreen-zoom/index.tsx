/**
 * 'Recent projects' full-screen zoom block: on phones and tablets it fills the window; as the page's
 * first section it leaves room for what is above it and, above 1000 px, the top body border.
 * Re-measured on every real resize (not for the browser bars); desktops keep the theme's CSS height.
 */
import { useFillWindow } from '../../shared/fill-window';
import { defineIsland, type IslandProps } from '../../shared/island';
import { zoomHeight } from '../../shared/fill-window-rules';

function FullscreenZoom({ root }: IslandProps<undefined>) {
  useFillWindow(root, () =>
    zoomHeight(window, {
      offsetTop: root.getBoundingClientRect().top + scrollY,
      inFirstSection: root.closest('.first-section') !== null,
      bodyBorderTop: document.querySelector<HTMLElement>('.body-border-top')?.offsetHeight ?? 0,
    }),
  );
  return null;
}

export default defineIsland({ name: 'fullscreen-zoom', Component: FullscreenZoom });
