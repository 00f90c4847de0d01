/**
 * 'Recent projects' full-screen zoom block (SPEC §2): on phones and tablets it fills the window; as the
 * page's first section it leaves room for what is above it and, above 1000 px, the top body border.
 */
import { defineLegacyIsland } from '../../shared/island';
import { sizeToWindow } from '../fullscreen-header/index';
import { zoomHeight } from '../header/layout';

export default defineLegacyIsland({
  mount({ root, signal }) {
    sizeToWindow(root, signal, () =>
      zoomHeight(window, {
        offsetTop: root.getBoundingClientRect().top + scrollY,
        inFirstSection: root.closest('.first-section') !== null,
        bodyBorderTop: document.querySelector<HTMLElement>('.body-border-top')?.offsetHeight ?? 0,
      }),
    );
  },
});
