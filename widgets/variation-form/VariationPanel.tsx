/**
 * The `.single_variation` panel and the no-match message. The panel's HTML is the server's (description,
 * price, availability, through WooCommerce's templates) and is written just before `show_variation`
 * fires: themes listening to it copy the price from the panel at once. The no-match
 * message is the island's: a `div[role=alert]` after the panel, shown 300 ms after the check so quick
 * re-choices do not flash it, sliding in; gone on the next check.
 */
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { VARIATION_DISPLAY_DELAY_MS } from '../../shared/constants';
import { useServerNode } from '../../shared/hooks';
import { fillTemplate } from './rules';
import { createSlider, type Slider } from './slide';
import type { VariationEntry } from './variation-data';

const BUILT_IN_TEMPLATE =
  '<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>' +
  '<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>' +
  '<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>';

const template = (id: string) => document.getElementById(id)?.textContent ?? undefined;
const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's templates filled without eval; built-in ones when the page has none. */
function panelHtml(entry: VariationEntry, unavailableText: string): string {
  if (!entry.variation_is_visible)
    return fillTemplate(
      template('tmpl-unavailable-variation-template') ?? `<p role="alert">${escapeText(unavailableText)}</p>`,
      entry.raw,
    );
  return fillTemplate(template('tmpl-variation-template') ?? BUILT_IN_TEMPLATE, entry.raw);
}

function NoMatch({ anchor, text, slider }: { anchor: Element | null; text: string; slider: Slider }) {
  const [box] = useState(() => {
    const div = document.createElement('div');
    div.setAttribute('role', 'alert');
    div.hidden = true; // slides in
    return div;
  });
  useLayoutEffect(() => {
    anchor?.after(box);
    slider.slide(box, true);
    return () => {
      slider.forget(box);
      box.remove();
    };
  }, [anchor, box, slider]);
  return createPortal(<p className="wc-no-matching-variations woocommerce-info">{text}</p>, box);
}

export interface VariationPanel {
  panel: HTMLElement | null;
  /** The variation's text into the panel (before `show_variation`). */
  fill(entry: VariationEntry): void;
  /** Slides the panel down (an empty one slides no height: just shown, as WooCommerce does). */
  slideDown(): void;
  /** Slides it up with the variation's text still in it; emptied once hidden. */
  slideUp(): void;
  showNoMatch(): void;
  clearNoMatch(): void;
  /** The no-match message, for the island to render. */
  message: ReactNode;
}

export function useVariationPanel(
  form: HTMLFormElement,
  texts: { noMatch: string; unavailable: string },
): VariationPanel {
  const panel = useServerNode(form, '.single_variation');
  const [slider] = useState(createSlider);
  const [noMatch, setNoMatch] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useLayoutEffect(
    () => () => {
      clearTimeout(timer.current);
      slider.stop();
    },
    [slider],
  );
  const clearNoMatch = () => {
    clearTimeout(timer.current);
    setNoMatch(false);
  };
  return {
    panel,
    fill(entry) {
      if (panel) panel.innerHTML = panelHtml(entry, texts.unavailable);
    },
    slideDown() {
      if (panel) slider.slide(panel, true);
    },
    slideUp() {
      if (panel) slider.slide(panel, false, () => panel.replaceChildren());
    },
    clearNoMatch,
    showNoMatch() {
      clearNoMatch();
      timer.current = setTimeout(() => setNoMatch(true), VARIATION_DISPLAY_DELAY_MS);
    },
    message: noMatch && (
      <NoMatch anchor={panel ?? form.querySelector('.variations')} text={texts.noMatch} slider={slider} />
    ),
  };
}
