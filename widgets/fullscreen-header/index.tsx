/**
 * Full-screen page header: on phones and tablets `#page-header-bg.fullscreen-header` fills the window
 * below its top; re-measured on every real resize, not for the few pixels a mobile browser's bars add or
 * take while the shopper scrolls. Desktops keep the theme's CSS height.
 */
import { useFillWindow } from '../../shared/fill-window';
import { defineIsland, type IslandProps } from '../../shared/island';
import { fullscreenHeaderHeight } from '../../shared/fill-window-rules';

function FullscreenHeader({ root }: IslandProps<undefined>) {
  useFillWindow(root, () => {
    root.style.height = 'auto'; // measure the top without our own height in the way
    return fullscreenHeaderHeight(window, root.getBoundingClientRect().top + scrollY);
  });
  return null;
}

export default defineIsland({ name: 'fullscreen-header', Component: FullscreenHeader });
