/**
 * Bus ↔ jQuery, and bus → the native events WooCommerce Blocks listens to. jQuery handlers on
 * `document.body` (themes, analytics, plugins) hear our events with WooCommerce's arguments, and events
 * they trigger reach our islands. Events we triggered ourselves are not bridged back (no loops).
 */
import { addOutlet, deliver, WOO_EVENT_NAMES, type WooEventName } from './bus';

interface JQueryEvent {
  type: string;
  namespace?: string;
  target: Element;
}
interface JQueryCollection {
  0?: Element;
  jquery: string;
  on(events: string, handler: (event: JQueryEvent, ...args: unknown[]) => void): JQueryCollection;
  off(events: string, handler: (event: JQueryEvent, ...args: unknown[]) => void): JQueryCollection;
  trigger(name: string, args?: unknown[]): JQueryCollection;
  triggerHandler(name: string, args?: unknown[]): unknown;
}
export type JQueryStatic = (target: Element | Document) => JQueryCollection;

const isJQuery = (value: unknown): value is JQueryCollection =>
  typeof value === 'object' && value !== null && typeof (value as JQueryCollection).jquery === 'string';

/** Connects the bus to a page's jQuery. Returns the disconnect function. */
export function bridgeJQuery($: JQueryStatic): () => void {
  let ownTriggers = 0; // > 0 while we are inside our own synchronous jQuery trigger
  const body = $(document.body);
  const names = WOO_EVENT_NAMES.join(' ');

  const fromJQuery = (event: JQueryEvent, ...args: unknown[]) => {
    if (ownTriggers) return;
    const name = (event.namespace ? `${event.type}.${event.namespace}` : event.type) as WooEventName;
    deliver(
      name,
      args.map((arg) => (isJQuery(arg) ? (arg[0] ?? null) : arg)),
      event.target,
    );
  };
  const toJQueryArgs = (args: unknown[]) => args.map((arg) => (arg instanceof Element ? $(arg) : arg));

  body.on(names, fromJQuery);
  const removeOutlet = addOutlet({
    emit(name, args, target) {
      ownTriggers++;
      try {
        $(target).trigger(name, toJQueryArgs(args));
      } finally {
        ownTriggers--;
      }
    },
    veto(name, args) {
      ownTriggers++;
      try {
        return $(document.body).triggerHandler(name, toJQueryArgs(args)) !== false;
      } finally {
        ownTriggers--;
      }
    },
  });
  return () => {
    body.off(names, fromJQuery);
    removeOutlet();
  };
}

const NATIVE_CART_EVENTS: Partial<Record<WooEventName, string>> = {
  added_to_cart: 'wc-blocks_added_to_cart',
  removed_from_cart: 'wc-blocks_removed_from_cart',
};

/** Cart changes made by our islands also reach Blocks' mini-cart and analytics as native events. */
export function bridgeNativeCartEvents(): () => void {
  return addOutlet({
    emit(name) {
      const native = NATIVE_CART_EVENTS[name];
      if (!native) return;
      // preserveCartData false: the Blocks store did not see this change and must fetch the cart.
      document.body.dispatchEvent(
        new CustomEvent(native, { bubbles: true, cancelable: true, detail: { preserveCartData: false } }),
      );
    },
    veto: () => true,
  });
}
