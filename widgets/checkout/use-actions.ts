import { useRef } from 'react';

export type Actions = typeof import('./actions');

/** The lazy part `actions` of one checkout: placing the order and the coupons share it. */
export interface ActionsPart {
  /** Fetches the part on the first action that needs it; the same promise after that. */
  load(): Promise<Actions>;
  /** The part once an action has asked for it: before that there is nothing of it to undo. */
  asked(): Promise<Actions> | undefined;
}

export function useActions(): ActionsPart {
  const part = useRef<Promise<Actions>>(undefined);
  return { load: () => (part.current ??= import('./actions')), asked: () => part.current };
}
