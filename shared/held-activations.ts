/**
 * The shopper's activations of an island's controls (an add-to-cart link, a swatch, a tab, a gallery image)
 * made before that island has mounted: held back from the loader's first moment, so a click during the boot
 * is neither followed as a link nor lost. Here only the holding, which runs before the document is parsed;
 * waking the island and doing each activation again once it is there come with the first one held
 * (shared/replay-held.ts).
 */

import { Mark, rootsWith } from './island-root';
import { isOff } from './islands-off';

/** Keeps a held activation's place among its island's requests (the cart queue's, for the cart islands):
 * called when it is held; what it returns runs the replay in that place, or, called empty, gives it up. */
export type KeepPlace = () => (replay?: () => void) => void;

/** An activation held back: the event, its island's root, and the place kept for it. */
export interface Held {
  event: Event;
  root: HTMLElement;
  place?: ReturnType<KeepPlace>;
}

/** The activations held and not yet done again, in their order. */
export const held: Held[] = [];

/**
 * Written in by the build from widgets/manifest.json: each built-in island's controls (`activators`; the one
 * whose controls are a root of their own where none of its roots holds them has their class among them), and
 * that island with that class (`ownRoots`: any `.ajax_add_to_cart`).
 */
declare const ISLAND_HOLD: [Record<string, string>, [string, string]?];
const [controls, ownRoot = []] = ISLAND_HOLD;
const [ownIsland] = ownRoot;
/** Where an activation's root is looked for: the nearest root, or a control that is a root of its own. */
const roots = rootsWith(ownRoot);

/**
 * Each island's controls (a selector, inside its roots), and what hears of each activation held (the registry,
 * once it has booted: it keeps the activation's place and starts the replay).
 */
export const holding = {
  controls,
  heard: (_held: Held) => {},
};

/**
 * A plain primary activation. Ctrl/⌘/Shift-click or a middle click opens a tab or window: the browser's own
 * business, never taken over by an island.
 */
export const isPlainClick = (event: Event & Partial<MouseEvent>): boolean =>
  !(event.ctrlKey || event.metaKey || event.shiftKey || event.button);

/** Enter on links, buttons and form fields makes a click or a submit of its own: that one is held instead. */
const activatesItself = (target: Element) =>
  target.matches('a,button') || !!(target as HTMLInputElement).form;

/** Holds an activation of a control whose island has not mounted yet (nor failed). */
function hold(event: Event): void {
  const target = event.target as Element;
  const key = (event as KeyboardEvent).key;
  if (!isPlainClick(event) || (key && (key === 'Enter' ? activatesItself(target) : key !== ' '))) return;
  // The nearest root, or a control that is a root of its own (a loop button, whoever printed it and whenever).
  const root = target.closest<HTMLElement>(roots);
  const its = root && controls[root.dataset.island ?? ownIsland!];
  const control = its && target.closest(its);
  if (!control || !root.contains(control) || root.matches(Mark.Settled)) return;
  // Switched off on the settings page, its island leaves such a control to the classic script bound by class.
  if (!root.dataset.island && isOff(ownIsland!)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  // Such a control becomes its island's root at its first use, as a script bound by class takes it at the click.
  root.dataset.island ??= ownIsland;
  const one = { event, root };
  held.push(one);
  holding.heard(one);
}

let listening = false;

/** Holds activations of the islands' controls, and of `island`'s (`its`) too; the first call starts listening. */
export function holdActivations(island?: string, its?: string): void {
  if (island) controls[island] = its!;
  if (!listening) for (const type of ['click', 'keydown', 'submit']) addEventListener(type, hold, true);
  listening = true;
}
