/**
 * Placing the order (a lazy part, fetched on the first submit): the gateways' say, the POST of the form to
 * `checkout_url`, then the redirect, or the errors as the classic checkout shows them.
 */
import { emit, veto } from '../../shared/bus';
import { httpUrl, parseJson, request, FORM_HEADERS } from '../../shared/http';
import { checkoutParams } from '../../shared/params-checkout';
import { errorListHtml, showInlineErrors, submitError } from './order-errors';

interface Answer {
  result?: unknown;
  redirect?: unknown;
  messages?: unknown;
  refresh?: unknown;
  reload?: unknown;
}

/** What a gateway's handler gets: the form, and the way to show an error as the checkout does. */
function handleOf(form: HTMLFormElement) {
  return { form, submit_error: (html: string) => submitError(form, html) };
}

function setBusy(form: HTMLFormElement, busy: boolean): void {
  form.classList.toggle('processing', busy);
  if (busy) form.setAttribute('aria-busy', 'true');
  else form.removeAttribute('aria-busy');
}

/** The answer's failure: reload, a fresh order review (a new nonce), the shop's messages or the fallback. */
function failed(form: HTMLFormElement, answer: Answer): void {
  if (answer.reload === true) return location.reload();
  if (answer.refresh === true) emit('update_checkout', []);
  setBusy(form, false);
  if (typeof answer.messages === 'string' && answer.messages) {
    const { html, lists } = errorListHtml(answer.messages);
    submitError(form, html);
    showInlineErrors(lists);
  } else submitError(form, `<div class="woocommerce-error">${checkoutParams().i18n_checkout_error}</div>`);
}

/** Asks the gateways, then places the order. Returns once the answer is shown (or the page is leaving). */
export async function placeOrder(form: HTMLFormElement, warn: (message: string, detail?: unknown) => void) {
  if (form.classList.contains('processing')) return;
  const handle = handleOf(form);
  const method = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';
  if (!veto('checkout_place_order', [handle], form)) return;
  if (!veto(`checkout_place_order_${method}`, [handle], form)) return;
  setBusy(form, true);
  let answer: Answer;
  try {
    const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    const reply = await request(
      checkoutParams().checkout_url,
      { method: 'POST', headers: FORM_HEADERS, body },
      { timeout: 0 },
    );
    answer = (parseJson(reply.text, reply.status) ?? {}) as Answer;
  } catch (error) {
    warn('placing the order failed', error);
    setBusy(form, false);
    return submitError(form, `<div class="woocommerce-error">${checkoutParams().i18n_checkout_error}</div>`);
  }
  for (const old of document.querySelectorAll('.checkout-inline-error-message')) old.remove();
  const target = httpUrl(answer.redirect, location.href);
  if (answer.result === 'success' && target && veto('checkout_place_order_success', [answer, handle], form)) {
    location.assign(target);
    return;
  }
  failed(form, answer);
}
