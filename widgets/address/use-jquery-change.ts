import { useLayoutEffect } from 'react';
import { useLatest } from '../../shared/hooks';

interface JQueryEvent {
  target: EventTarget;
  originalEvent?: Event;
}
type Handler = (event: JQueryEvent) => void;
type JQuery = (root: Element) => {
  on(types: string, selector: string, handler: Handler): unknown;
  off(types: string, selector: string, handler: Handler): unknown;
};

/**
 * Where the page has jQuery, a country set by another script with `trigger('change')` or `trigger('refresh')`
 * (which reach no DOM listener) is heard too; the browser's own change events are left to the DOM listener.
 */
export function useJQueryCountryChange(
  root: Element | null,
  selector: string,
  fit: (field: HTMLInputElement) => void,
): void {
  const latest = useLatest(fit);
  useLayoutEffect(() => {
    const $ = (window as { jQuery?: JQuery }).jQuery;
    if (!root || typeof $ !== 'function') return;
    const handler: Handler = (event) => {
      if (!event.originalEvent) latest.current(event.target as HTMLInputElement);
    };
    $(root).on('change refresh', selector, handler);
    return () => void $(root).off('change refresh', selector, handler);
  }, [root, selector, latest]);
}
