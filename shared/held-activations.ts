/**
 * The shopper's activations of an island's controls (an add-to-cart link, a swatch, a tab, a gallery image)
 * made before that island has mounted: held back from the loader's first moment, so a click during the boot
 * is neither followed as a link nor lost. The registry takes them over when it boots: it wakes the island and
 * replays each activation on its target once the island has mounted (or failed, so the link is followed as
 * without JavaScript). In the loader's file, which runs before the document is parsed: only the holding.
 */

/** An activation held back, with the island root it belongs to. */
export interface HeldActivation {
  event: Event;
  target: EventTarget;
  root: HTMLElement;
}

/** The controls whose activation an island answers: a selector inside its root; `true`: anything inside it. */
export type ActivatorsOf = (island: string) => string | true | undefined;

const TYPES = ['click', 'keydown', 'submit'] as const;

let activatorsOf: ActivatorsOf = () => undefined;
const early: HeldActivation[] = [];
let take: (held: HeldActivation) => void = (held) => early.push(held);
let replaying = false;
let listening = false;

/**
 * A plain primary click. Ctrl/⌘/Shift-click or a middle click opens a tab or window: the browser's own
 * business, never taken over by an island.
 */
export function isPlainClick(event: Event): boolean {
  if (!(event instanceof MouseEvent)) return true;
  return !(event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0);
}

/** Enter on links, buttons and form fields makes a click or a submit of its own: that one is held instead. */
const activatesItself = (target: EventTarget | null) =>
  target instanceof HTMLAnchorElement ||
  target instanceof HTMLButtonElement ||
  (target instanceof HTMLInputElement && target.form !== null);

/** Whether an activation of `target` belongs to an island not mounted yet: then it is held. */
function hold(event: Event): void {
  if (replaying || !isPlainClick(event)) return;
  if (event instanceof KeyboardEvent) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    if (event.key === 'Enter' && activatesItself(event.target)) return;
  }
  const target = event.target!;
  // Roots the registry adopts carry `data-island` once it has booted; before, only the server's do.
  const root = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
  if (!root || root.hasAttribute('data-island-mounted') || root.hasAttribute('data-island-failed')) return;
  const island = root.getAttribute('data-island')!;
  const activators = activatorsOf(island);
  if (!activators) return;
  if (activators !== true) {
    const control = (target as Element).closest(activators);
    if (!control || !root.contains(control)) return;
  }
  event.preventDefault();
  event.stopImmediatePropagation();
  take({ event, target, root });
}

/**
 * Starts holding activations (once): `activators` names each island's controls. A later call adds what the
 * earlier ones left unnamed (the registry: third parties' islands, and any control of an `interaction` one).
 */
export function holdActivations(activators: ActivatorsOf): void {
  const before = activatorsOf;
  activatorsOf = (island) => before(island) ?? activators(island);
  if (listening) return;
  listening = true;
  for (const type of TYPES) addEventListener(type, hold, true);
}

/** Hands the activations held so far, and every later one, to `next` (the registry, once it has booted). */
export function takeHeldActivations(next: (held: HeldActivation) => void): void {
  take = next;
  for (const held of early.splice(0)) next(held);
}

/** Runs `again` (an activation done again once its island is there) without holding what it dispatches. */
export function unheld(again: () => void): void {
  replaying = true;
  try {
    again();
  } finally {
    replaying = false;
  }
}
