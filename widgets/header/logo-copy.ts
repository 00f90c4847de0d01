/**
 * The logo copy of 'Centered menu with bottom bar': the theme's CSS shows it in the bottom bar once the
 * header condenses. A clone of the server's logo (its images vary with the theme's settings, so it is
 * copied, not rebuilt), without ids, hidden from assistive tech and out of the tab order.
 */
import { useLayoutEffect } from 'react';

/** The logo as the bottom bar shows it: no starting logo, and only the mobile images when those exist. */
export function logoCopy(logo: HTMLElement): HTMLElement {
  const clone = logo.cloneNode(true) as HTMLElement;
  clone.querySelector('img.starting-logo')?.remove();
  if (logo.dataset.suppliedMl === 'true') {
    for (const img of clone.querySelectorAll('img:not(.mobile-only-logo)')) img.remove();
  }
  for (const el of [clone, ...clone.querySelectorAll('[id]')]) el.removeAttribute('id');
  clone.classList.add('logo-clone');
  clone.setAttribute('aria-hidden', 'true');
  clone.tabIndex = -1; // hidden from assistive tech, so never focusable either
  return clone;
}

/** Puts the copy in the bottom bar while the header is mounted; a copy already there is left alone. */
export function useLogoCopy(root: HTMLElement, wanted: boolean, warn: (message: string) => void): void {
  useLayoutEffect(() => {
    if (!wanted) return;
    const bar = root.querySelector('header#top .span_9');
    const logo = root.querySelector<HTMLElement>('header#top .span_3 #logo');
    if (!bar || !logo) return warn('no #logo in .span_3 or no .span_9 to copy it into');
    if (bar.querySelector('.logo-clone')) return;
    const clone = logoCopy(logo);
    bar.prepend(clone);
    const secondary = document.getElementById('header-secondary-outer');
    const marked = secondary && !secondary.classList.contains('centered-menu-bottom-bar');
    if (marked) secondary.classList.add('centered-menu-bottom-bar');
    return () => {
      clone.remove();
      if (marked) secondary.classList.remove('centered-menu-bottom-bar');
    };
  }, [root, wanted, warn]);
}
