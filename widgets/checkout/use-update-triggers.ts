import { useLayoutEffect, useRef } from 'react';
import { emit } from '../../shared/bus';
import { useListener } from '../../shared/hooks';
import { addressComplete, TYPING_PAUSE_MS, updateRule } from './update-rules';

/**
 * Asks for a new order review (`update_checkout`) as the shopper edits the form: at once for shipping
 * methods and totals fields, after a typing pause or on change for address fields (update-rules).
 */
export function useUpdateTriggers(form: HTMLFormElement, standAside: boolean): void {
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
    const rule = standAside ? null : updateRule(event as KeyboardEvent, field);
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
}
