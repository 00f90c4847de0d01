/** Resolves once the document is parsed (at once where it already is; DOMContentLoaded bubbles up to the
 * window). The loader's alone: the runtime it imports comes after. */
export const whenParsed = (): Promise<unknown> =>
  new Promise((parsed) =>
    document.readyState == 'loading' ? addEventListener('DOMContentLoaded', parsed) : parsed(0),
  );

/**
 * Resolves at the frame after the next one: by then the next frame, the one that paints the page, has been
 * drawn (a task right after its animation callbacks would still come before that). Its presentation, which the
 * browser's first-paint entry reports, can lag some milliseconds on a busy machine. The runtime's files wait
 * for it, so they neither share the network with what the first paint needs nor run before it. A tab out of
 * sight paints no frames (a background tab, a prerendered page): there it resolves at once.
 */
export const whenPainted = (): Promise<unknown> =>
  new Promise((painted) =>
    document.hidden ? painted(0) : requestAnimationFrame(() => requestAnimationFrame(painted)),
  );

/** How long the runtime waits for the load event at most, once the document is parsed: a stalled image or
 * frame of a third party's must not keep the islands from the shopper (Google's bound of a good largest paint). */
const LOAD_WAIT_MS = 2500;

/**
 * Resolves at the page's load event (at once where it has passed), by when the images in view, the largest
 * paint's among them, have arrived; at the latest LOAD_WAIT_MS after the document is parsed, never before (the
 * runtime reads what the footer prints). The runtime waits for it: a request of ours that ends before the
 * largest paint shares the network with it, and Lighthouse's estimate counts every such request as part of that
 * paint.
 */
export const whenLoaded = (): Promise<unknown> =>
  whenParsed().then(
    () =>
      new Promise((loaded) => {
        setTimeout(loaded, LOAD_WAIT_MS);
        if (document.readyState == 'complete') loaded(0);
        else addEventListener('load', loaded);
      }),
  );
