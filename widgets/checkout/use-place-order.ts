import { useRef } from 'react';
import { useListener } from '../../shared/hooks';
import type { IslandProps } from '../../shared/island';

type PlaceOrder = typeof import('./actions');

/**
 * The form's submit places the order by AJAX, as checkout.js does; the code for it is fetched on the first
 * submit. A second submit while one is under way does nothing (the form is `processing`).
 */
export function usePlaceOrder(form: HTMLFormElement, warn: IslandProps<unknown>['warn']) {
  const part = useRef<Promise<PlaceOrder>>(undefined);
  useListener<SubmitEvent>(form, 'submit', (event) => {
    event.preventDefault();
    part.current ??= import('./actions');
    void part.current.then((m) => m.placeOrder(form, warn));
  });
}
