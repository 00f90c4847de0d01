/**
 * Salient's layout rules for the header (the logo copy, smooth scrolling) and the sticky sidebar, as pure
 * functions of the options and the viewport, so every branch is unit-tested. The full-screen blocks' rules are
 * ./fill-window-rules.ts, apart, so that the header's code every page boots does not bring them.
 */
import { DESKTOP_BREAKPOINT_PX } from './constants';

/** 'Centered menu with bottom bar': the logo is copied into the bottom bar when condensed and not left-aligned. */
export function shouldCopyLogo(header: {
  format: string;
  condense: string;
  bottomBarAlign: string;
}): boolean {
  return (
    header.format === 'centered-menu-bottom-bar' &&
    header.condense === 'true' &&
    header.bottomBarAlign !== 'left'
  );
}

/** The shop's sticky sidebar: only with the option on, and only from the desktop breakpoint up. */
export function stickySidebarActive(option: boolean, innerWidth: number): boolean {
  return option && innerWidth >= DESKTOP_BREAKPOINT_PX;
}

/** Smooth scrolling when the theme asks for it, never against the shopper's reduced-motion setting. */
export function smoothScrollOn(option: boolean, prefersReducedMotion: boolean): boolean {
  return option && !prefersReducedMotion;
}
