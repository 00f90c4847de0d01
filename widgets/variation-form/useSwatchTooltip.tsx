/**
 * The swatch tooltip's state: which swatch it points at and what it says. Its code (tooltip.tsx) is a
 * chunk loaded on the first hover or focus; if it cannot load (offline, a chunk gone after a deploy), one
 * warning and no tooltips: the swatches work without them.
 */
import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import type { TooltipProps } from './tooltip';

export interface SwatchTooltip {
  show(anchor: HTMLElement, lines: string[]): void;
  hide(): void;
  element: ReactNode;
}

export function useSwatchTooltip(warn: (message: string, detail?: unknown) => void): SwatchTooltip {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(null);
  const [tip, setTip] = useState<{ anchor: HTMLElement; lines: string[] } | null>(null);
  const loading = useRef<Promise<void> | undefined>(undefined);
  const hide = () => setTip(null);
  return {
    show(anchor, lines) {
      loading.current ??= import('./tooltip').then(
        (module) => setTooltip(() => module.default),
        (error: unknown) => warn('swatch tooltips failed to load', error),
      );
      const shown = lines.filter(Boolean);
      setTip(shown.length ? { anchor, lines: shown } : null);
    },
    hide,
    element: Tooltip && tip && <Tooltip anchor={tip.anchor} lines={tip.lines} onDismiss={hide} />,
  };
}
