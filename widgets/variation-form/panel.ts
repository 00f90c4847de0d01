/**
 * The `.single_variation` panel and the no-match message. The panel's HTML is the server's (description,
 * price, availability, through WooCommerce's templates) and is written just before `show_variation`
 * fires: themes listening to it copy the price from the panel at once. The no-match message is a
 * `div[role=alert]` after the panel (after `.variations` without one), shown 300 ms after the check so
 * quick re-choices do not flash it, sliding in; gone at the next check.
 */
import { VARIATION_DISPLAY_DELAY_MS } from '../../shared/constants';
import type { addToCartVariationParams } from '../../shared/params-product';
import { escapeHtml, fillTemplate } from './rules';
import { createSlider } from './slide';
import type { VariationEntry } from './variation-data';

const BUILT_IN_TEMPLATE =
  '<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>' +
  '<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>' +
  '<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>';

const template = (id: string) => document.getElementById(id)?.textContent ?? undefined;

/** The page's templates filled without eval; built-in ones when the page has none. */
function panelHtml(entry: VariationEntry, unavailableText: string): string {
  if (!entry.variation_is_visible)
    return fillTemplate(
      template('tmpl-unavailable-variation-template') ?? `<p role="alert">${escapeHtml(unavailableText)}</p>`,
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
  /** The no-match message, 300 ms later. */
  showNoMatch(): void;
  clearNoMatch(): void;
  /** Stops the slides and takes the message away (the island goes). */
  stop(): void;
}

/** WooCommerce's texts for the panel, from its params. */
type Texts = Pick<
  ReturnType<typeof addToCartVariationParams>,
  'i18n_no_matching_variations_text' | 'i18n_unavailable_text'
>;

export function createPanel(form: HTMLElement, texts: Texts): VariationPanel {
  const el = form.querySelector<HTMLElement>('.single_variation');
  const slider = createSlider();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let message: HTMLElement | undefined;
  const clearNoMatch = () => {
    clearTimeout(timer);
    if (message) slider.forget(message);
    message?.remove();
    message = undefined;
  };
  const addNoMatch = () => {
    message = document.createElement('div');
    message.setAttribute('role', 'alert');
    message.hidden = true; // slides in
    const p = message.appendChild(document.createElement('p'));
    p.className = 'wc-no-matching-variations woocommerce-info';
    p.textContent = texts.i18n_no_matching_variations_text;
    (el ?? form.querySelector('.variations'))?.after(message);
    slider.slide(message, true);
  };
  return {
    el,
    show(entry) {
      if (!el) return;
      el.innerHTML = panelHtml(entry, texts.i18n_unavailable_text);
      slider.slide(el, true);
    },
    hide() {
      if (el) slider.slide(el, false, () => el.replaceChildren());
    },
    showNoMatch() {
      clearNoMatch();
      timer = setTimeout(addNoMatch, VARIATION_DISPLAY_DELAY_MS);
    },
    clearNoMatch,
    stop() {
      clearNoMatch();
      slider.stop();
    },
  };
}
