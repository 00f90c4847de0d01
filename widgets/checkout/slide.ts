import { FIELD_DESCRIPTION_SLIDE_MS } from '../../shared/constants';

/**
 * Slides a field description open or shut (height, FIELD_DESCRIPTION_SLIDE_MS; none with reduced motion),
 * `aria-hidden` following. Imperative on purpose: an animation of server markup, nothing React renders.
 */
export function slide(el: HTMLElement, open: boolean): void {
  if ((el.getAttribute('aria-hidden') === 'false') === open) return;
  el.setAttribute('aria-hidden', String(!open));
  for (const animation of el.getAnimations?.() ?? []) animation.cancel();
  el.style.display = 'block';
  const ms = matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : FIELD_DESCRIPTION_SLIDE_MS;
  const done = () => {
    if (!open) el.style.display = 'none';
  };
  if (!ms || !el.animate) return done();
  const full = { height: `${el.scrollHeight}px`, overflow: 'hidden' };
  const none = { height: '0px', overflow: 'hidden' };
  const animation = el.animate(open ? [none, full] : [full, none], { duration: ms, easing: 'ease-in-out' });
  animation.onfinish = done;
}
