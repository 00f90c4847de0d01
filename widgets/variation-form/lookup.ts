/**
 * Ajax mode: the server finds the variation for a full choice (`get_variation`). Answers are remembered per
 * combination for the page's life (until the variations are reloaded); a newer lookup cancels the older
 * one, and so does the island's unmount. While a lookup runs the form is busy (`aria-busy`, `.processing`).
 */
import type { Variation } from '../../shared/bus';
import { RequestError, wcAjax } from '../../shared/http';
import { customData } from './markup';
import { isObject, type VariationEntry } from './variation-data';

export interface LookupAnswer {
  /** The variation, or null for no match. Called at once for a remembered answer. */
  found(entry: VariationEntry | null): void;
  /** The request failed (not cancelled); nothing is remembered. */
  failed(error: unknown): void;
}

export interface VariationLookup {
  ask(chosen: Record<string, string>, key: string, answer: LookupAnswer): void;
  cancel(): void;
  forget(): void;
}

export function createVariationLookup(
  form: HTMLElement,
  productId: number,
  urlTemplate: string,
  read: (raw: Variation) => VariationEntry | undefined,
  warn: (message: string, detail?: unknown) => void,
): VariationLookup {
  const answers = new Map<string, VariationEntry | null>();
  let running: AbortController | undefined;

  const setBusy = (busy: boolean) => {
    if (busy) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    form.classList.toggle('processing', busy);
  };

  /** The server's answer as an entry: a variation object, or no match (false, null, ''). */
  const entryOf = (answer: unknown): VariationEntry | null => {
    if (isObject(answer)) return read(answer as Variation) ?? null;
    if (answer !== false && answer !== null && answer !== '' && !Array.isArray(answer))
      warn('get_variation answered neither a variation nor false: no match', answer);
    return null;
  };

  const request = async (chosen: Record<string, string>, key: string, answer: LookupAnswer) => {
    const controller = new AbortController();
    running = controller;
    setBusy(true);
    try {
      const reply = await wcAjax(
        'get_variation',
        { ...chosen, product_id: productId, ...customData(form) },
        { urlTemplate, signal: controller.signal },
      );
      const entry = entryOf(reply);
      answers.set(key, entry);
      answer.found(entry);
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'aborted') return;
      answer.failed(error);
    } finally {
      if (running === controller) {
        running = undefined;
        setBusy(false);
      }
    }
  };

  return {
    ask(chosen, key, answer) {
      running?.abort();
      if (answers.has(key)) answer.found(answers.get(key)!);
      else void request(chosen, key, answer);
    },
    cancel: () => running?.abort(),
    forget: () => answers.clear(),
  };
}
