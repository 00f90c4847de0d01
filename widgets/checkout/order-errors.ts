import { emit } from '../../shared/bus';
import { reducedMotion } from '../../shared/motion';
import { validateField } from './field-verdict';

const GROUP = 'woocommerce-NoticeGroup-checkout';
const STALE = `.${GROUP}, .woocommerce-error, .woocommerce-message, .is-error, .is-success`;

/**
 * The shop's error list as the checkout shows it: each list reachable by focus (not an alert itself: the
 * wrapper is), an error naming a field (`li[data-id]`) a link to it, all in one `div[role=alert]`.
 */
export function errorListHtml(messages: string): { html: string; lists: Element[] } {
  const wrapper = document.createElement('div');
  wrapper.setAttribute('role', 'alert');
  const template = document.createElement('template');
  template.innerHTML = messages;
  const lists = [...template.content.children];
  for (const list of lists) {
    list.removeAttribute('role');
    list.setAttribute('tabindex', '-1');
    for (const item of list.querySelectorAll<HTMLElement>('li[data-id]')) {
      const link = document.createElement('a');
      link.href = `#${item.dataset.id}`;
      link.append(...item.cloneNode(true).childNodes);
      item.replaceChildren(link);
    }
  }
  wrapper.append(...lists.map((list) => list.cloneNode(true)));
  return { html: wrapper.outerHTML, lists };
}

/** Under each field an error names: the error's text, and the field pointing at it. */
export function showInlineErrors(lists: Element[]): void {
  for (const item of lists.flatMap((list) => [...list.querySelectorAll<HTMLElement>('li[data-id]')])) {
    const id = item.dataset.id!;
    const field = document.getElementById(id);
    if (!field) continue;
    const text = item.textContent?.trim() ?? '';
    const message = Object.assign(document.createElement('p'), {
      id: `${id}_description`,
      className: 'checkout-inline-error-message',
      textContent: text,
    });
    if (text) field.closest('.form-row')?.append(message);
    field.setAttribute('aria-describedby', message.id);
    field.setAttribute('aria-invalid', 'true');
  }
}

/**
 * The failed order: old notices go, the new ones open the form, every field is judged again, the page
 * scrolls to the notices and focuses the first error list, then `checkout_error` with the messages.
 */
export function submitError(form: HTMLFormElement, html: string): void {
  for (const old of document.querySelectorAll(STALE)) old.remove();
  const group = document.createElement('div');
  group.className = `woocommerce-NoticeGroup ${GROUP}`;
  group.innerHTML = html;
  form.prepend(group);
  for (const field of form.querySelectorAll<HTMLInputElement>('.input-text, select, input[type="checkbox"]'))
    validateField(field);
  group.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  form
    .querySelector<HTMLElement>('.woocommerce-error[tabindex="-1"], .is-error[tabindex="-1"]')
    ?.focus({ preventScroll: true });
  emit('checkout_error', [html]);
}
