/** Resolves once the document is parsed (at once where it already is). Apart from shared/parsed.ts: the loader
 * waits for this alone, before anything else of the runtime is there. */
export const whenParsed = (): Promise<unknown> =>
  new Promise((parsed) =>
    document.readyState == 'loading' ? document.addEventListener('DOMContentLoaded', parsed) : parsed(0),
  );
