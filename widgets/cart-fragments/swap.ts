/**
 * Swapping cart fragments into the page (reference §1 "Fragment swap"): the server sends
 * `{selector: html}`; each element the selector matches is replaced by that markup. While a cart request
 * is in flight the elements it will replace are dimmed to 0.6 and blocked (inert, aria-busy). Islands in
 * the new markup are mounted by the registry's observer. Scripts inside fragments do not run.
 */
import { announce } from '../../shared/announcer';
import { emit, on } from '../../shared/bus';
import { ANNOUNCE_DELAY_MS, FRAGMENT_DIM_OPACITY } from '../../shared/constants';
import { MINI_CART } from './freshness';

/** Selectors of the fragments last seen: the elements a cart request is about to replace. */
let knownSelectors: string[] = [MINI_CART];

function select(selector: string): Element[] {
  try {
    return [...document.querySelectorAll(selector)];
  } catch {
    console.warn(`[islands] cart-fragments: "${selector}" is not a valid selector; fragment skipped`);
    return [];
  }
}

/** Dims and blocks `elements` until they are replaced; returns the undo for a failed request. */
export function dim(elements: Iterable<Element>): () => void {
  const dimmed: HTMLElement[] = [];
  for (const el of elements) {
    if (!(el instanceof HTMLElement) || el.classList.contains('updating')) continue;
    el.classList.add('updating');
    el.style.opacity = String(FRAGMENT_DIM_OPACITY);
    el.setAttribute('aria-busy', 'true');
    el.inert = true;
    dimmed.push(el);
  }
  return () => {
    for (const el of dimmed) {
      el.classList.remove('updating');
      el.style.removeProperty('opacity');
      el.removeAttribute('aria-busy');
      el.inert = false;
    }
  };
}

/** Dims every element the next fragments will replace. */
export function dimFragments(): () => void {
  return dim(knownSelectors.flatMap(select));
}

/** Replaces each fragment's elements with its markup. */
export function applyFragments(fragments: Record<string, string>): void {
  knownSelectors = Object.keys(fragments);
  if (!knownSelectors.includes(MINI_CART)) knownSelectors.push(MINI_CART);
  for (const [selector, html] of Object.entries(fragments)) {
    const template = document.createElement('template');
    template.innerHTML = html;
    for (const el of select(selector)) el.replaceWith(template.content.cloneNode(true));
  }
}

let listening = false;

/**
 * Once per page, whichever cart island loads first: `added_to_cart` / `removed_from_cart` (ours, or
 * triggered by a theme through jQuery) swap the fragments and announce the button's success message.
 */
export function listenForCartChanges(): void {
  if (listening) return;
  listening = true;
  const onChange = ([fragments, , button]: [Record<string, string>, string, Element | null]) => {
    if (fragments && typeof fragments === 'object') {
      applyFragments(fragments);
      emit('wc_fragments_loaded', []);
    }
    const message = button instanceof HTMLElement ? button.dataset.success_message : undefined;
    if (message) announce(message, { delay: ANNOUNCE_DELAY_MS });
  };
  on('added_to_cart', onChange);
  on('removed_from_cart', onChange);
}
