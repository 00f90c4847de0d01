/**
 * Salient header. Root: `#header-outer`.
 * - 'Centered menu with bottom bar', condensed, not left-aligned: the logo is copied into the bottom bar,
 *   once, without ids, hidden from assistive tech and out of the tab order (the real logo stays).
 * - The mobile header format from `nectarOptions.mobile_header_format` is exposed as `data-mobile-format`.
 * - The mobile menu toggle is labelled with the theme's 'Menu' label.
 * - Smooth scrolling follows `nectarOptions.smooth_scroll`, never against reduced motion.
 */
import { useLayoutEffect } from 'react';
import { useParams } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';
import { shouldCopyLogo, smoothScrollOn } from '../../shared/layout';
import { reducedMotion } from '../../shared/motion';
import { themeI18n, themeOptions } from '../../shared/params-site';
import { useLogoCopy } from './logo-copy';

interface HeaderProps {
  format: string;
  condense: string;
  bottomBarAlign: string;
}

function Header({ root, props, warn }: IslandProps<HeaderProps>) {
  const options = useParams(themeOptions);
  const menuLabel = useParams(themeI18n).menu;
  useLogoCopy(root, shouldCopyLogo(props), warn);

  useLayoutEffect(() => {
    root.dataset.mobileFormat = options.mobile_header_format;
  }, [root, options.mobile_header_format]);
  useLayoutEffect(() => {
    root.querySelector('.slide-out-widget-area-toggle a')?.setAttribute('aria-label', menuLabel);
  }, [root, menuLabel]);
  useLayoutEffect(() => {
    if (!smoothScrollOn(options.smooth_scroll, reducedMotion())) return;
    const { style } = document.documentElement;
    style.scrollBehavior = 'smooth';
    return () => {
      style.removeProperty('scroll-behavior');
    };
  }, [options.smooth_scroll]);
  return null;
}

export default defineIsland({
  name: 'header',
  props: (root): HeaderProps => ({
    format: root.dataset.format ?? '',
    condense: root.dataset.condense ?? '',
    bottomBarAlign: root.dataset.menuBottomBarAlign ?? '',
  }),
  Component: Header,
});
