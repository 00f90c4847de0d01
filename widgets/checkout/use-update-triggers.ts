import { useLayoutEffect, useRef } from 'react';
import { emit } from '../../shared/bus';
import { useListener } from '../../shared/hooks';
import { addressComplete, TYPING_PAUSE_MS, updateRule } from './update-rules';

interface AutocompleteGlobal {
  wc?: { addressAutocomplete?: { activeProvider?: Record<string, unknown> } };
}

/**
 * Whether WooCommerce's address autocomplete serves the field (a provider for the billing or shipping first
 * line) or is filling it in.
 */
function autocompleted(field: Element): boolean {
  const [, address] = /^(billing|shipping)_address_1$/.exec(field.id) ?? [];
  return (
    !!address &&
    (field.getAttribute('data-autocomplete-manipulating') === 'true' ||
      !!(globalThis as AutocompleteGlobal).wc?.addressAutocomplete?.activeProvider?.[address])
  );
}

/**
 * Asks for a new order review (`update_checkout`) as the shopper edits the form: at once for shipping
 * methods and totals fields, after a typing pause or on change for address fields (update-rules), on leaving
 * an address line an address-autocomplete provider serves.
 */
export function useUpdateTriggers(form: HTMLFormElement): void {
  const edited = useRef<Element | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useLayoutEffect(() => {
    const typing = timer;
    return () => clearTimeout(typing.current);
  }, []);

  const ask = (target: Element | null) => {
    clearTimeout(timer.current);
    edited.current = null;
    emit('update_checkout', [{ current_target: target }]);
  };
  const askIfComplete = () => {
    if (!edited.current || addressComplete(edited.current)) ask(null);
  };
  const onEdit = (event: Event) => {
    const field = event.target as Element;
    const rule = updateRule(event as KeyboardEvent, field, autocompleted(field));
    if (rule === 'now') return ask(field);
    if (rule === 'typed' && !edited.current) return;
    if (rule === 'field' || rule === 'typed') {
      edited.current = field;
      return askIfComplete();
    }
    if (rule === 'queue') {
      edited.current = field;
      clearTimeout(timer.current);
      timer.current = setTimeout(askIfComplete, TYPING_PAUSE_MS);
    }
  };
  useListener(form, 'change', onEdit);
  useListener(form, 'keydown', onEdit);
  useListener(form, 'focusout', onEdit);
}
