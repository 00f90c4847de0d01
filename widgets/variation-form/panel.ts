/**
 * The `.single_variation` panel. Its HTML is the server's (description, price, availability, through
 * WooCommerce's templates) and is written just before `show_variation` fires: themes listening to it copy
 * the price from the panel at once.
 */
import { fillTemplate } from './rules';
import { createSlider } from './slide';
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

export interface VariationPanel {
  el: HTMLElement | null;
  /** The variation's text into the panel, sliding down (an empty one slides no height: just shown). */
  show(entry: VariationEntry): void;
  /** Slides it up with the variation's text still in it; emptied once hidden. */
  hide(): void;
  /** Stops its slide (the island goes). */
  stop(): void;
}

export function createPanel(form: HTMLFormElement, unavailableText: string): VariationPanel {
  const el = form.querySelector<HTMLElement>('.single_variation');
  const slider = createSlider();
  return {
    el,
    show(entry) {
      if (!el) return;
      el.innerHTML = panelHtml(entry, unavailableText);
      slider.slide(el, true);
    },
    hide() {
      if (el) slider.slide(el, false, () => el.replaceChildren());
    },
    stop: slider.stop,
  };
}
