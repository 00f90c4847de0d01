/**
 * Every request of ours settling, whatever its outcome: the runtime looks for forms that became variation forms
 * after any request. A module of its own: the runtime hears requests without importing the HTTP client.
 */
export const requestDone = new Set<() => void>();

/** Hears each request settle; returns the unsubscribe. */
export function onRequestDone(listener: () => void): () => void {
  requestDone.add(listener);
  return () => requestDone.delete(listener);
}
