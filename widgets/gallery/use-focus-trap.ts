/**
 * A focus trap (the `focus-trap` package) on an element while `active`: Tab and Shift+Tab stay inside,
 * Escape deactivates it, and focus goes back to where it was. Goes with the lightbox chunk.
 */
import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { useLatest } from '../../shared/hooks';

interface Options {
  /** Focused on activation (else the first tabbable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape, `deactivate()`, or unmounting. */
  onDeactivate(): void;
}

/** Returns the trap's `deactivate`. */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocus, onDeactivate }: Options,
): () => void {
  const trap = useRef<FocusTrap>(undefined);
  const deactivated = useLatest(onDeactivate);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const current = createFocusTrap(element, {
      initialFocus: initialFocus?.current ?? undefined,
      escapeDeactivates: true,
      returnFocusOnDeactivate: true,
      onDeactivate: () => deactivated.current(),
    });
    trap.current = current;
    current.activate();
    return () => {
      current.deactivate();
      trap.current = undefined;
    };
  }, [ref, active, initialFocus, deactivated]);
  return useCallback(() => trap.current?.deactivate(), []);
}
