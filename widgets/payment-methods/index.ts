/**
 * The payment provider's list of online payment methods (banks) in the checkout's payment box (SPEC §3
 * "Payment selection", §4 "Online payment method list", §7 "Checkout cart-extension update"). Root: the
 * list (`[data-island="payment-methods"]`, `data-namespace` = the provider's cart-extension namespace)
 * holding one hidden input (the chosen id) and `label[data-method-id]` rows with native radios.
 * - Choosing a method marks its row `active` and stores its id; choosing the active one again (click or
 *   Space) deselects it and empties the id. Arrow keys move and choose (native radio group).
 * - The payment section is replaced after every `updated_checkout`: the registry mounts the island again
 *   on the new list, which keeps the last choice when that method is still listed.
 * - Cart extension under the namespace: `{clean: true}` when the checkout first renders, `{payment_method}`
 *   on every change (`wc.blocksCheckout.extensionCartUpdate` when the page has it, else the Store API).
 */
import * as z from 'zod/mini';
import { defineLegacyIsland } from '../../shared/island';
import { storeApiParams } from '../../shared/params';
import { readProps } from '../../shared/props';
import { restClient } from '../../shared/rest';

interface BlocksCheckout {
  extensionCartUpdate?: (args: { namespace: string; data: Record<string, unknown> }) => Promise<unknown>;
}

/** Survives re-mounts: the choice the shopper made, and whether `{clean: true}` went out. */
let remembered: string | undefined;
let cleaned = false;

function cartUpdate(
  namespace: string,
  data: Record<string, unknown>,
  warn: (m: string, d?: unknown) => void,
) {
  const blocks = (window as { wc?: { blocksCheckout?: BlocksCheckout } }).wc?.blocksCheckout;
  const sent = blocks?.extensionCartUpdate
    ? blocks.extensionCartUpdate({ namespace, data })
    : restClient().fetch({
        path: 'wc/store/v1/cart/extensions',
        method: 'POST',
        data: { namespace, data },
        headers: { Nonce: storeApiParams().storeApiNonce },
      });
  sent.catch((error: unknown) => warn('the cart extension update failed', error));
}

export default defineLegacyIsland({
  props: (root) => readProps(root, z.object({ namespace: z.string() })),
  mount({ root, props: { namespace }, signal, warn }) {
    const hidden = root.querySelector<HTMLInputElement>('input[type=hidden]');
    if (!hidden) throw new Error('no hidden input for the method id');
    const rows = [...root.querySelectorAll<HTMLElement>('[data-method-id]')];
    const radios = rows.map((row) => row.querySelector<HTMLInputElement>('input[type=radio]'));
    const gateway = root
      .closest('li.wc_payment_method')
      ?.querySelector<HTMLInputElement>('input[name=payment_method]');

    const choose = (id: string, notify: boolean) => {
      rows.forEach((row, i) => {
        const on = row.dataset.methodId === id;
        row.classList.toggle('active', on);
        const radio = radios[i];
        if (radio) radio.checked = on;
      });
      const changed = hidden.value !== id;
      hidden.value = id;
      remembered = id;
      if (id && gateway && !gateway.checked) gateway.click();
      if (notify && changed) cartUpdate(namespace, { payment_method: id }, warn);
    };

    const listed = (id: string | undefined) => rows.some((row) => row.dataset.methodId === id);
    const initial = hidden.value || (listed(remembered) ? remembered! : '');
    choose(listed(initial) ? initial : '', false);
    if (!cleaned) {
      cleaned = true;
      cartUpdate(namespace, { clean: true }, warn);
    }

    root.addEventListener(
      'click',
      (event) => {
        const radio = event.target as HTMLInputElement;
        const index = radios.indexOf(radio);
        if (index === -1) return;
        const id = rows[index]!.dataset.methodId ?? '';
        choose(id === hidden.value ? '' : id, true);
      },
      { signal },
    );
    // Space on the chosen radio: browsers do not click a checked radio, so deselect here.
    root.addEventListener(
      'keydown',
      (event) => {
        const index = radios.indexOf(event.target as HTMLInputElement);
        if (event.key !== ' ' || index === -1 || rows[index]!.dataset.methodId !== hidden.value) return;
        event.preventDefault();
        choose('', true);
      },
      { signal },
    );
    // Arrow keys check a radio without a click in some browsers: `change` covers them.
    root.addEventListener(
      'change',
      (event) => {
        const index = radios.indexOf(event.target as HTMLInputElement);
        if (index !== -1 && radios[index]!.checked) choose(rows[index]!.dataset.methodId ?? '', true);
      },
      { signal },
    );
  },
});
