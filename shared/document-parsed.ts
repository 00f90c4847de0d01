/** Resolves once the document is parsed (at once where it already is). The loader's alone: the runtime it
 * imports comes after. */
export const whenParsed = (): Promise<unknown> =>
  new Promise((parsed) =>
    document.readyState == 'loading' ? document.addEventListener('DOMContentLoaded', parsed) : parsed(0),
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
