/** Small DOM rules more than one island follows. */

/**
 * A plain primary click. Ctrl/⌘/Shift-click or a middle click opens a tab or window: the browser's own
 * business, never taken over by an island.
 */
export function isPlainClick(event: Event): boolean {
  if (!(event instanceof MouseEvent)) return true;
  return !(event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0);
}

/**
 * Shows or hides server markup the way WooCommerce's own markup does it (`hidden`, and `display` for
 * elements printed with `style="display:none"`), through CSSOM, so a strict style-src holds.
 */
export function setShown(el: HTMLElement, shown: boolean): void {
  el.hidden = !shown;
  if (shown) el.style.removeProperty('display');
  else el.style.display = 'none';
}
