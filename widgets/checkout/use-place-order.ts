import { useListener } from '../../shared/hooks';
import type { IslandProps } from '../../shared/island';
import type { ActionsPart } from './use-actions';

/**
 * The form's submit places the order by AJAX, as checkout.js does; the code for it is fetched on the first
 * submit. A second submit while one is under way does nothing (the form is `processing`).
 */
export function usePlaceOrder(
  form: HTMLFormElement,
  warn: IslandProps<unknown>['warn'],
  actions: ActionsPart,
) {
  useListener<SubmitEvent>(form, 'submit', (event) => {
    event.preventDefault();
    void actions.load().then((m) => m.placeOrder(form, warn));
  });
}
