/**
 * The payment provider's list of online payment methods (banks) in the checkout's payment box. Root: the
 * list (`[data-island="payment-methods"]`, `data-namespace` = the provider's cart-extension namespace)
 * holding one hidden input (the chosen id) and `label[data-method-id]` rows with native radios.
 * - The chosen id is state; a layout effect marks its row `active`, checks its radio, stores the id and
 *   checks the provider's gateway. Choosing the active one again (click or Space) deselects it and empties
 *   the id. Arrow keys move and choose (native radio group).
 * - The payment section is replaced after every `updated_checkout`: the registry mounts the island again
 *   on the new list, which keeps the last choice when that method is still listed.
 * - Cart extension under the namespace: `{clean: true}` when the checkout first renders, `{payment_method}`
 *   on every change (`wc.blocksCheckout.extensionCartUpdate` when the page has it, else the Store API).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useListener } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';
import { storeApiParams } from '../../shared/params-checkout';
import { readRootData } from '../../shared/root-data';
import { restClient } from '../../shared/rest';

interface BlocksCheckout {
  extensionCartUpdate?: (args: { namespace: string; data: Record<string, unknown> }) => Promise<unknown>;
}

/** What outlives one list: the checkout's choice and whether `{clean: true}` went out. */
interface Memory {
  chosen?: string;
  cleaned?: boolean;
}
/**
 * Kept per checkout form (per document without one): every `updated_checkout` replaces the list and its
 * island, while the form, and the shopper's choice in it, stay.
 */
const memories = new WeakMap<object, Memory>();
function memoryOf(root: HTMLElement): Memory {
  const owner = root.closest('form') ?? root.ownerDocument;
  let memory = memories.get(owner);
  if (!memory) memories.set(owner, (memory = {}));
  return memory;
}

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

interface Props {
  namespace: string;
  hidden: HTMLInputElement;
  rows: HTMLElement[];
  radios: Array<HTMLInputElement | null>;
  gateway: HTMLInputElement | null | undefined;
  memory: Memory;
}

/**
 * The id the list opens with: the server's; else a method the shopper checked before the island mounted (the
 * radios work without it), which counts as a choice; else the checkout's last choice, when still listed.
 */
function initialChoice({ hidden, rows, radios, memory }: Props): { id: string; notify: boolean } {
  const listed = (id: string | undefined) => rows.some((row) => row.dataset.methodId === id);
  const early = rows.find((_, i) => radios[i]?.checked)?.dataset.methodId;
  const id = hidden.value || early || memory.chosen;
  return { id: listed(id) ? id! : '', notify: !hidden.value && id === early };
}

function PaymentMethods({ root, props, warn }: IslandProps<Props>) {
  const { namespace, hidden, rows, radios, gateway, memory } = props;
  // A new object on every choice, so choosing the chosen method again still re-applies it (the gateway).
  const [choice, setChoice] = useState(() => initialChoice(props));
  // The newest choice before it is rendered: a click and its `change` arrive in one task.
  const latest = useRef(choice.id);
  const choose = (id: string) => {
    latest.current = memory.chosen = id;
    setChoice({ id, notify: true });
  };

  useLayoutEffect(() => {
    const { id, notify } = choice;
    rows.forEach((row, i) => {
      const on = row.dataset.methodId === id;
      row.classList.toggle('active', on);
      const radio = radios[i];
      if (radio) radio.checked = on;
    });
    const changed = hidden.value !== id;
    hidden.value = memory.chosen = id;
    if (id && gateway && !gateway.checked) gateway.click();
    if (notify && changed) cartUpdate(namespace, { payment_method: id }, warn);
  }, [choice, rows, radios, hidden, gateway, memory, namespace, warn]);
  useLayoutEffect(() => {
    if (memory.cleaned) return;
    memory.cleaned = true;
    cartUpdate(namespace, { clean: true }, warn);
  }, [memory, namespace, warn]);

  const rowOf = (target: EventTarget | null) => radios.indexOf(target as HTMLInputElement);
  useListener(root, 'click', (event) => {
    const index = rowOf(event.target);
    if (index === -1) return;
    const id = rows[index]!.dataset.methodId ?? '';
    choose(id === latest.current ? '' : id);
  });
  // Space on the chosen radio: browsers do not click a checked radio, so deselect here.
  useListener<KeyboardEvent>(root, 'keydown', (event) => {
    const index = rowOf(event.target);
    if (event.key !== ' ' || index === -1 || rows[index]!.dataset.methodId !== latest.current) return;
    event.preventDefault();
    choose('');
  });
  // Arrow keys check a radio without a click in some browsers: `change` covers them.
  useListener(root, 'change', (event) => {
    const index = rowOf(event.target);
    if (index !== -1 && radios[index]!.checked) choose(rows[index]!.dataset.methodId ?? '');
  });
  return null;
}

export default defineIsland({
  name: 'payment-methods',
  props(root): Props {
    // One string: no schema library on the checkout's boot path.
    const { namespace } = readRootData(root);
    if (typeof namespace !== 'string') throw new Error(`namespace: expected text, got ${typeof namespace}`);
    const hidden = root.querySelector<HTMLInputElement>('input[type=hidden]');
    if (!hidden) throw new Error('no hidden input for the method id');
    const rows = [...root.querySelectorAll<HTMLElement>('[data-method-id]')];
    const radios = rows.map((row) => row.querySelector<HTMLInputElement>('input[type=radio]'));
    const gateway = root
      .closest('li.wc_payment_method')
      ?.querySelector<HTMLInputElement>('input[name=payment_method]');
    return { namespace, hidden, rows, radios, gateway, memory: memoryOf(root) };
  },
  Component: PaymentMethods,
});
