/**
 * Swapping fragments into the page, for the cart and for checkout's order review alike: the server sends
 * `{selector: html}`; each element the selector matches is replaced by that markup (parsed in a
 * `template`, so scripts inside do not run). Islands in the new markup are mounted by the registry's
 * observer. While a cart request is in flight the elements it will replace are dimmed to 0.6 and blocked
 * (inert, aria-busy).
 */
import { announce } from '../announcer';
import { emit, on, type Fragments } from '../bus';
import { ANNOUNCE_DELAY_MS, FRAGMENT_DIM_OPACITY } from '../constants';
import { warnIsland } from '../island';
import { fragmentsOf, MINI_CART } from './check';

type Warn = (message: string, detail?: unknown) => void;

/** The cart's voice for fragments nobody in particular asked for. */
const cartWarn: Warn = (message, detail) => warnIsland('cart-fragments', message, detail);

// Page-wide, like the cart itself: the selectors of the cart fragments last seen (what a cart request is
// about to replace), and whether the page already swaps fragments on a cart change.
let knownSelectors: string[] = [MINI_CART];
let listening = false;

/** Buttons whose add the shop accepted, with what their island shows once they are marked added. */
export const whenAdded = new WeakMap<Element, () => void>();

function select(selector: string, warn: Warn): Element[] {
  try {
    return [...document.querySelectorAll(selector)];
  } catch {
    warn(`"${selector}" is not a valid selector; fragment skipped`);
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

/** Dims every element the next cart fragments will replace. */
export function dimFragments(): () => void {
  return dim(knownSelectors.flatMap((selector) => select(selector, cartWarn)));
}

/**
 * Replaces each fragment's elements with its markup. Cart fragments (the default) are also remembered as
 * what the next cart request dims; checkout's order review passes `cart: false` and its own voice.
 */
export function applyFragments(fragments: Fragments, options: { cart?: boolean; warn?: Warn } = {}): void {
  const { cart = true, warn = cartWarn } = options;
  if (cart) {
    knownSelectors = Object.keys(fragments);
    if (!knownSelectors.includes(MINI_CART)) knownSelectors.push(MINI_CART);
  }
  for (const [selector, html] of Object.entries(fragments)) {
    const targets = select(selector, warn);
    // Replacing the document, its head or body would take every island and listener with it.
    if (
      targets.some((el) => el === document.documentElement || el === document.head || el === document.body)
    ) {
      warn(`"${selector}" would replace the page's html, head or body; fragment skipped`);
      continue;
    }
    const template = document.createElement('template');
    template.innerHTML = html;
    for (const el of targets) el.replaceWith(template.content.cloneNode(true));
  }
}

/**
 * A cart button back from its request, told to `wc_cart_button_updated` listeners: no longer loading, and
 * when it added, marked added with its island's cart link shown.
 */
export function buttonUpdated(button: HTMLElement, added: boolean): void {
  button.classList.remove('loading');
  button.removeAttribute('aria-busy');
  if (added) {
    button.classList.add('added');
    whenAdded.get(button)?.();
  }
  whenAdded.delete(button);
  emit('wc_cart_button_updated', [button]);
}

/**
 * Once per page, whichever cart island or service starts first: `added_to_cart` / `removed_from_cart`
 * (ours, or triggered by a theme through jQuery) mark an added button, swap the fragments and announce the
 * button's success message, in that order. Page-wide on purpose: a second listener would swap every change
 * twice.
 */
export function listenForCartChanges(): void {
  if (listening) return;
  listening = true;
  const onChange = ([sent, , button]: [Fragments, string, Element | null]) => {
    // A theme's jQuery trigger may carry anything: only a map of markup is swapped.
    const fragments = fragmentsOf(sent);
    if (fragments) {
      applyFragments(fragments);
      emit('wc_fragments_loaded', []);
    }
    const message = button instanceof HTMLElement ? button.dataset.success_message : undefined;
    if (message) announce(message, { delay: ANNOUNCE_DELAY_MS });
  };
  on('added_to_cart', (args) => {
    // The button first, as WooCommerce does.
    if (args[2] instanceof HTMLElement) buttonUpdated(args[2], true);
    onChange(args);
  });
  on('removed_from_cart', onChange);
}
