/**
 * The page's one cart queue. Cart requests (add and remove) run one at a time, in the order the shopper
 * asked for them: a remove must never overtake the add it undoes. That is the order of the activations,
 * not of the calls: a click an island holds back while its code loads takes its place in the queue at once
 * (`holdPlace`), and what its replay asks for runs there. A failed task does not stop the ones behind it.
 */
import { CART_REQUEST_TIMEOUT_MS } from '../constants';

let tail: Promise<unknown> = Promise.resolve();
/** While a held activation is replayed: the tasks it asks for, to run in its place. */
let replayed: Array<() => Promise<unknown>> | undefined;

/** Runs `task` after every task from an earlier activation has settled; resolves or rejects with its result. */
export function inCartQueue<T>(task: () => Promise<T>): Promise<T> {
  if (replayed) {
    let start!: () => void;
    const result = new Promise<void>((resolve) => (start = resolve)).then(task);
    replayed.push(() => (start(), result.catch(() => {})));
    return result;
  }
  const result = tail.then(task);
  tail = result.catch(() => {});
  return result;
}

/**
 * Keeps a place in the queue for an activation held back now. Call what it returns exactly once: with the
 * replay (what it asks for runs in the place), or with nothing to give the place up. A place held longer
 * than a cart request may take (its island's code hangs) is given up, so the later requests go; its replay
 * then queues behind them.
 */
export function holdPlace(): (replay?: () => void) => void {
  const tasks: Array<() => Promise<unknown>> = [];
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    open();
  }, CART_REQUEST_TIMEOUT_MS);
  void inCartQueue(async () => {
    await opened;
    for (const task of tasks) await task();
  });
  return (replay) => {
    clearTimeout(timer);
    replayed = expired ? undefined : tasks;
    try {
      replay?.();
    } finally {
      replayed = undefined;
      open();
    }
  };
}
