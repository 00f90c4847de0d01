import { useLayoutEffect, useRef } from 'react';
import { emit, type UpdateCheckoutArgs } from '../../shared/bus';
import * as cart from '../../shared/cart';
import { useBus, useUnmountSignal } from '../../shared/hooks';
import { wcAjax } from '../../shared/http';
import { checkoutParams } from '../../shared/params-checkout';
import type { IslandProps } from '../../shared/island';
import { orderReviewBody } from './order-review';

const UPDATE_DEBOUNCE_MS = 5;
type Warn = IslandProps<unknown>['warn'];
interface Reply {
  reload?: unknown;
  fragments?: unknown;
  result?: unknown;
}

/** The terms box sits in the replaced payment section: the shopper's tick survives the swap. */
function swapFragments(reply: Reply, warn: Warn): void {
  const terms = document.querySelector<HTMLInputElement>('#terms')?.checked;
  const fragments = cart.fragmentsOf(reply.fragments);
  if (fragments) cart.applyFragments(fragments, { cart: false, warn });
  else warn('update_order_review sent fragments that are not markup; nothing replaced', reply.fragments);
  const box = document.querySelector<HTMLInputElement>('#terms');
  if (terms && box) box.checked = true;
}

/**
 * `update_checkout` → `update_order_review` → fragments → `afterSwap` (the payment methods again) →
 * `updated_checkout`; a newer update cancels an older one. A shipping method that asked keeps the focus.
 */
export function useOrderReview(
  form: HTMLFormElement,
  { warn, afterSwap }: { warn: Warn; afterSwap: () => void },
): void {
  const unmounted = useUnmountSignal();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(undefined);
  const after = useRef(afterSwap);
  after.current = afterSwap;
  useLayoutEffect(() => {
    const debounce = timer;
    return () => clearTimeout(debounce.current);
  }, []);

  const update = async (args: UpdateCheckoutArgs) => {
    pending.current?.abort();
    const controller = (pending.current = new AbortController());
    const { signal } = controller;
    unmounted.addEventListener('abort', () => controller.abort(), { once: true });
    try {
      const body = orderReviewBody(form, args.update_shipping_method !== false);
      const data = await wcAjax('update_order_review', body, {
        signal,
        urlTemplate: checkoutParams().wc_ajax_url,
      });
      const reply = (data ?? {}) as Reply;
      if (reply.reload === true || reply.reload === 'true') return location.reload();
      if (reply.fragments !== undefined) swapFragments(reply, warn);
      after.current();
      const asked = args.current_target?.id;
      if (reply.result === 'success' && asked?.includes('shipping_method'))
        document.getElementById(asked)?.focus();
      emit('updated_checkout', [data]);
    } catch (error) {
      if (!signal.aborted) warn('update_order_review failed', error);
    }
  };
  useBus('update_checkout', ([args]) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void update(args ?? {}), UPDATE_DEBOUNCE_MS);
  });
}
