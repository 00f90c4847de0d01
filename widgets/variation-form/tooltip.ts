/**
 * The swatch tooltip (name, and why a value cannot be had), loaded on the first hover or focus with
 * @floating-ui/dom, which keeps it inside the viewport and flips it below when there is no room above.
 * One tooltip element per page; the swatch points at it with aria-describedby while it shows.
 */
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';

let tip: HTMLElement | undefined;
let stopUpdating: (() => void) | undefined;
let anchor: HTMLElement | undefined;

function tooltip(): HTMLElement {
  if (tip?.isConnected) return tip;
  tip = document.createElement('div');
  tip.id = 'wc-islands-swatch-tooltip';
  tip.className = 'wc-islands-swatch-tooltip';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  // CSSOM, not a style attribute: strict style-src policies allow it.
  Object.assign(tip.style, {
    position: 'fixed',
    zIndex: '100000',
    maxWidth: '16rem',
    padding: '4px 8px',
    borderRadius: '3px',
    background: '#333',
    color: '#fff',
    font: '14px/1.4 sans-serif',
    textAlign: 'center',
    pointerEvents: 'none',
  });
  document.body.append(tip);
  // WCAG 1.4.13: the shopper can dismiss it without moving the pointer or focus.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hideTooltip();
  });
  return tip;
}

export function showTooltip(item: HTMLElement, lines: string[]): void {
  hideTooltip();
  const el = tooltip();
  el.replaceChildren(
    ...lines
      .filter(Boolean)
      .map((line) => Object.assign(document.createElement('span'), { textContent: line, className: 'line' })),
  );
  if (!el.childElementCount) return;
  el.hidden = false;
  anchor = item;
  item.setAttribute('aria-describedby', el.id);
  stopUpdating = autoUpdate(item, el, () => {
    void computePosition(item, el, {
      placement: 'top',
      strategy: 'fixed',
      middleware: [offset(8), flip(), shift({ padding: 4 })],
    }).then(({ x, y, placement }) => {
      el.style.left = `${x}px`;
      el.style.top = `${y}px`;
      el.dataset.placement = placement;
    });
  });
}

export function hideTooltip(): void {
  stopUpdating?.();
  stopUpdating = undefined;
  if (anchor?.getAttribute('aria-describedby') === tip?.id) anchor?.removeAttribute('aria-describedby');
  anchor = undefined;
  if (tip) tip.hidden = true;
}
