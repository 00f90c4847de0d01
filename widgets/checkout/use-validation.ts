import { useRef } from 'react';
import { useListener } from '../../shared/hooks';

const VALIDATED = '.input-text, select, input[type="checkbox"]';
type Verdicts = typeof import('./field-verdict');

/**
 * Inline validation: a field is judged when it is changed or left, and cleared while the shopper types. The
 * rules wait for the first such event (a chunk of their own); events keep their order meanwhile.
 */
export function useValidation(form: HTMLFormElement): void {
  const verdicts = useRef<Promise<Verdicts>>(undefined);
  const judge = (event: Event) => {
    const field = event.target;
    if (!(field instanceof Element) || !field.matches(VALIDATED)) return;
    verdicts.current ??= import('./field-verdict');
    void verdicts.current.then((m) => m.judgeField(event.type, field as HTMLInputElement));
  };
  useListener(form, 'input', judge);
  useListener(form, 'change', judge);
  useListener(form, 'focusout', judge);
}
