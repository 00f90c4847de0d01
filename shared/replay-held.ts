/**
 * The held activations done again (shared/held-activations.ts holds them). Each wakes its island whatever its
 * strategy (the shopper is using it) and is done again once the island has mounted, in its order and in the
 * place kept for it; once it has failed too, so the link is followed or the form sent as without JavaScript.
 * A root that leaves the page gives its places up, with a warning. Loaded with the first activation held: the registry only
 * marks its roots, and this watches the marks.
 */
import { type Held, held } from './held-activations';
import { Mark } from './island-root';
import { warnIsland } from './warn';

let watching: MutationObserver | undefined;

/** Wakes the island of every activation held (a root marked to mount now, and scanned) and watches them. */
export function replay(scan: (root: ParentNode) => void): void {
  for (const { root } of held) {
    root.setAttribute(Mark.Strategy, 'load');
    scan(root);
  }
  if (!watching) {
    watching = new MutationObserver(settle);
    watching.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributeFilter: [Mark.Mounted, Mark.Failed],
    });
  }
  settle();
}

/** Does each activation whose island is there (or failed) again; gives up the places of roots gone. */
function settle(): void {
  for (const one of [...held]) {
    const done = one.root.matches(Mark.Settled);
    if (!done && one.root.isConnected) continue;
    held.splice(held.indexOf(one), 1);
    if (!done) {
      one.place?.();
      warnIsland(
        one.root.dataset.island!,
        'a click held before the island mounted is dropped: its control left the page',
      );
    } else if (one.place) one.place(() => redo(one));
    else redo(one);
  }
  if (!held.length) {
    watching?.disconnect();
    watching = undefined;
  }
}

/**
 * Does a held activation again: on its target or, where the island drew that control anew, on what is now at
 * the click's point inside the root. A submit is asked for again, so the form really submits.
 */
function redo({ event, root }: Held): void {
  let target = event.target as Element;
  if (!target.isConnected && event instanceof MouseEvent) {
    const now = document.elementFromPoint(event.clientX, event.clientY);
    if (now && root.contains(now)) target = now;
  }
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    const submitter = (event as SubmitEvent).submitter;
    return target.requestSubmit(submitter?.isConnected ? submitter : null);
  }
  target.dispatchEvent(new (event.constructor as typeof Event)(event.type, event));
}
