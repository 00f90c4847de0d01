/**
 * The swatch tooltip (the value's name, and why it cannot be had), a chunk of its own loaded on the first
 * hover or focus. @floating-ui keeps it inside the viewport and flips it below when there is no room above.
 * It exists while it shows; the swatch points at it with aria-describedby meanwhile, and Escape hides it
 * without moving the pointer or focus (WCAG 1.4.13).
 * The positioning hook comes from @floating-ui/react-dom, the React binding @floating-ui/react builds on:
 * @floating-ui/react copies the whole React namespace, which would keep all of preact/compat in the runtime
 * chunk every page loads.
 */
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useListener } from '../../shared/hooks';

export const TOOLTIP_ID = 'wc-islands-swatch-tooltip';

const LOOK = {
  zIndex: 100000,
  maxWidth: '16rem',
  padding: '4px 8px',
  borderRadius: '3px',
  background: '#333',
  color: '#fff',
  font: '14px/1.4 sans-serif',
  textAlign: 'center',
  pointerEvents: 'none',
} as const;

export interface TooltipProps {
  anchor: HTMLElement;
  lines: string[];
  onDismiss(): void;
}

export default function SwatchTooltip({ anchor, lines, onDismiss }: TooltipProps) {
  const { refs, floatingStyles, placement } = useFloating({
    placement: 'top',
    strategy: 'fixed',
    // Placed by a transform (the library's default), not by top/left: following the pointer from swatch to
    // swatch, or the page scrolling under it, then moves no box, which the browser would count as a layout shift.
    middleware: [offset(8), flip(), shift({ padding: 4 })],
    whileElementsMounted: autoUpdate,
    elements: { reference: anchor },
  });
  useLayoutEffect(() => {
    anchor.setAttribute('aria-describedby', TOOLTIP_ID);
    return () => {
      if (anchor.getAttribute('aria-describedby') === TOOLTIP_ID) anchor.removeAttribute('aria-describedby');
    };
  }, [anchor]);
  useListener<KeyboardEvent>(document, 'keydown', (event) => {
    if (event.key === 'Escape') onDismiss();
  });
  return createPortal(
    // Styles go through CSSOM (React's style prop), which strict style-src policies allow.
    <div
      ref={refs.setFloating}
      id={TOOLTIP_ID}
      className="wc-islands-swatch-tooltip"
      role="tooltip"
      data-placement={placement}
      style={{ ...floatingStyles, ...LOOK }}
    >
      {lines.map((line, i) => (
        <span key={i} className="line">
          {line}
        </span>
      ))}
    </div>,
    document.body,
  );
}
