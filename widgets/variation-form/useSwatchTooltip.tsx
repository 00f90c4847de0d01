/**
 * The swatch tooltip's state: which swatch it points at and what it says. Its code (tooltip.tsx) is a
 * chunk loaded on the first hover or focus; if it cannot load (offline, a chunk gone after a deploy), one
 * warning and no tooltips: the swatches work without them.
 * The state lives in a host component of its own: a hover or a focus (every mouse click on a swatch
 * focuses it) re-renders the tooltip only, not the whole form and its swatch lists, and only after the
 * next paint.
 */
import { type ComponentType, type ReactNode, useLayoutEffect, useState } from 'react';
import type { TooltipProps } from './tooltip';

export interface SwatchTooltip {
  show(anchor: HTMLElement, lines: string[]): void;
  /** Hides the tip; with `from`, only a tip on that swatch (focus leaving it keeps the hovered one's). */
  hide(from?: HTMLElement | null): void;
  element: ReactNode;
}

interface Tip {
  anchor: HTMLElement;
  lines: string[];
}

/** Between the form's handlers and the host: the latest tip, and the host's setters once it is mounted. */
interface Channel {
  tip: Tip | null;
  setTip?(tip: Tip | null): void;
  setTooltip?(component: () => ComponentType<TooltipProps>): void;
}

const sameTip = (a: Tip | null, b: Tip | null): boolean =>
  a === b || (!!a && !!b && a.anchor === b.anchor && a.lines.join('\n') === b.lines.join('\n'));

function TooltipHost({ channel, onDismiss }: { channel: Channel; onDismiss(): void }) {
  const [tip, setTip] = useState(channel.tip);
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(null);
  useLayoutEffect(() => {
    Object.assign(channel, { setTip, setTooltip });
    setTip(channel.tip); // a tip shown before this effect ran
    return () => void Object.assign(channel, { setTip: undefined, setTooltip: undefined });
  }, [channel]);
  return Tooltip && tip && <Tooltip anchor={tip.anchor} lines={tip.lines} onDismiss={onDismiss} />;
}

export function useSwatchTooltip(warn: (message: string, detail?: unknown) => void): SwatchTooltip {
  const [tooltip] = useState((): SwatchTooltip => {
    const channel: Channel = { tip: null };
    let loading: Promise<void> | undefined;
    let pending = false;
    const set = (tip: Tip | null) => {
      if (sameTip(tip, channel.tip)) return; // the same tip again: nothing to render
      channel.tip = tip;
      if (pending) return;
      pending = true;
      // After the next paint: a tap brings its hover and focus with its click, whose frame must not wait
      // for the tip's placing (it reads the layout). The latest tip by then is the one shown.
      requestAnimationFrame(() =>
        setTimeout(() => {
          pending = false;
          channel.setTip?.(channel.tip);
        }),
      );
    };
    const hide = (from?: HTMLElement | null) => {
      if (from === undefined || channel.tip?.anchor === from) set(null);
    };
    return {
      show(anchor, lines) {
        loading ??= import('./tooltip').then(
          (module) => channel.setTooltip?.(() => module.default),
          (error: unknown) => warn('swatch tooltips failed to load', error),
        );
        const shown = lines.filter(Boolean);
        set(shown.length ? { anchor, lines: shown } : null);
      },
      hide,
      element: <TooltipHost channel={channel} onDismiss={() => hide()} />,
    };
  });
  return tooltip;
}
