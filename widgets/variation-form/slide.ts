/**
 * WooCommerce's 200 ms slides, as height animations; none with reduced motion. Only a change of visibility
 * slides, and a slide the other way stops the one under way. Heights are read in the next frame, when the
 * browser lays out anyway, not forced mid-click. A slide up hides the element at its end, then calls `hidden`.
 * Each form has its own slider (the slides under way are its state).
 */
import { VARIATION_SLIDE_MS } from '../../shared/constants';
import { setShown } from '../../shared/island';
import { reducedMotion } from '../../shared/motion';

export type Slide = (el: HTMLElement, down: boolean, hidden?: () => void) => void;

interface Running {
  down: boolean;
  animation?: Animation;
}

export interface Slider {
  slide: Slide;
  /** Stops `el`'s slide where it is (the element goes). */
  forget(el: HTMLElement): void;
  /** Stops every slide (the island goes). */
  stop(): void;
}

export function createSlider(): Slider {
  const running = new Map<HTMLElement, Running>();
  const slide: Slide = (el, down, hidden) => {
    const last = running.get(el);
    if (last?.down === down) return;
    last?.animation?.cancel();
    running.delete(el);
    const shown = !el.hidden && el.style.display !== 'none';
    if (shown === down) return;
    setShown(el, true);
    const end = () => {
      running.delete(el);
      if (!down) {
        setShown(el, false);
        hidden?.();
      }
    };
    if (reducedMotion() || typeof el.animate !== 'function') return end();
    const current: Running = { down };
    running.set(el, current);
    requestAnimationFrame(() => {
      if (running.get(el) !== current) return;
      const full = `${el.scrollHeight}px`;
      current.animation = el.animate(
        { height: down ? ['0px', full] : [full, '0px'], overflow: ['hidden', 'hidden'] },
        VARIATION_SLIDE_MS,
      );
      current.animation.onfinish = end;
    });
  };
  const forget = (el: HTMLElement) => {
    running.get(el)?.animation?.cancel();
    running.delete(el);
  };
  const stop = () => [...running.keys()].forEach(forget);
  return { slide, forget, stop };
}
