import { emit } from '../../shared/bus';
import { setShown } from '../../shared/island';
import { isShown, slideShown } from './slide';

const RADIOS = 'input[name="payment_method"]';

/**
 * The chosen payment method's box is the one shown (every box when there is one method); the place-order
 * button says the method's own text or its default; `payment_method_selected` fires when the method
 * changed since `last`. Returns the chosen radio's id.
 */
export function selectPaymentMethod(form: HTMLFormElement, radio: HTMLInputElement, last?: string): string {
  const boxes = [...form.querySelectorAll<HTMLElement>('div.payment_box')];
  if (form.querySelectorAll(RADIOS).length > 1) {
    const box = boxes.find((b) => b.classList.contains(radio.id));
    if (radio.checked && box && !isShown(box)) {
      for (const other of boxes) if (other !== box && isShown(other)) slideShown(other, false);
      slideShown(box, true);
    }
  } else for (const box of boxes) setShown(box, true);
  const button = form.querySelector<HTMLButtonElement>('#place_order');
  if (button)
    button.textContent = radio.dataset.order_button_text || button.dataset.value || button.textContent;
  const chosen = form.querySelector<HTMLInputElement>(`${RADIOS}:checked`)?.id ?? '';
  if (chosen !== last) emit('payment_method_selected', []);
  return chosen;
}

/**
 * The payment methods as printed (at load, and after each new payment section): a lone method's radio is
 * hidden, the remembered method (else the first) is chosen, the other boxes are hidden and the chosen one
 * selected. Returns the chosen id.
 */
export function initPaymentMethods(form: HTMLFormElement, last?: string): string | undefined {
  const radios = [...form.querySelectorAll<HTMLInputElement>(RADIOS)];
  if (radios.length === 1) radios[0]!.style.display = 'none';
  const remembered = last ? radios.find((r) => r.id === last) : undefined;
  if (remembered) remembered.checked = true;
  if (!radios.some((r) => r.checked) && radios[0]) radios[0].checked = true;
  const checked = radios.find((r) => r.checked);
  if (!checked) return last;
  if (radios.length > 1)
    for (const box of form.querySelectorAll<HTMLElement>('div.payment_box'))
      if (!box.classList.contains(checked.id)) setShown(box, false);
  return selectPaymentMethod(form, checked, last);
}
