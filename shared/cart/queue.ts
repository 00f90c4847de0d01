/**
 * Cart requests (add and remove) run one at a time, in the order the shopper asked for them: a remove
 * must never overtake the add it undoes. A failed task does not stop the ones behind it.
 */
export interface RequestQueue {
  /** Runs `task` after every task enqueued before it has settled; resolves or rejects with its result. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks waiting or running. */
  readonly size: number;
}

export function createQueue(): RequestQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      size++;
      const result = tail.then(task);
      tail = result
        .catch(() => {})
        .finally(() => {
          size--;
        });
      return result;
    },
    get size() {
      return size;
    },
  };
}

/** The page's one cart queue, shared by every island that changes the cart. */
export const cartQueue = createQueue();
