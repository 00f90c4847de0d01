/**
 * Salient header (SPEC §2 site-wide "Header", §9 theme; plugins reference §5.3). Root: `#header-outer`.
 * - 'Centered menu with bottom bar', condensed, not left-aligned: the logo is copied into the bottom bar,
 *   once, without ids, hidden from assistive tech and out of the tab order (the real logo stays).
 * - The mobile header format from `nectarOptions.mobile_header_format` is exposed as `data-mobile-format`.
 * - The mobile menu toggle is labelled with the theme's 'Menu' label.
 * - Smooth scrolling follows `nectarOptions.smooth_scroll`, never against reduced motion.
 */
import { defineLegacyIsland } from '../../shared/island';
import { themeI18n, themeOptions } from '../../shared/params';
import { shouldCopyLogo, smoothScrollOn } from './layout';

function copyLogo(root: HTMLElement, warn: (message: string) => void): void {
  const bar = root.querySelector('header#top .span_9');
  const logo = root.querySelector<HTMLElement>('header#top .span_3 #logo');
  if (!bar || !logo) return warn('no #logo in .span_3 or no .span_9 to copy it into');
  if (bar.querySelector('.logo-clone')) return;
  const clone = logo.cloneNode(true) as HTMLElement;
  clone.querySelector('img.starting-logo')?.remove();
  if (logo.dataset.suppliedMl === 'true') {
    for (const img of clone.querySelectorAll('img:not(.mobile-only-logo)')) img.remove();
  }
  for (const el of [clone, ...clone.querySelectorAll('[id]')]) el.removeAttribute('id');
  clone.classList.add('logo-clone');
  clone.setAttribute('aria-hidden', 'true');
  clone.tabIndex = -1; // hidden from assistive tech, so never focusable either
  bar.prepend(clone);
  document.getElementById('header-secondary-outer')?.classList.add('centered-menu-bottom-bar');
}

export default defineLegacyIsland({
  mount({ root, warn }) {
    const options = themeOptions();
    const header = {
      format: root.dataset.format ?? '',
      condense: root.dataset.condense ?? '',
      bottomBarAlign: root.dataset.menuBottomBarAlign ?? '',
    };
    if (shouldCopyLogo(header)) copyLogo(root, warn);
    root.dataset.mobileFormat = options.mobile_header_format;
    root.querySelector('.slide-out-widget-area-toggle a')?.setAttribute('aria-label', themeI18n().menu);
    const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (smoothScrollOn(options.smooth_scroll, reducedMotion)) {
      document.documentElement.style.scrollBehavior = 'smooth';
    }
  },
});
