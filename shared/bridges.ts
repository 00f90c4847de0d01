/**
 * Bus ↔ jQuery: jQuery handlers on `document.body` (themes, analytics, plugins) hear our events with
 * WooCommerce's arguments, and events they trigger reach our islands. Each event reaches the bus once,
 * whichever side triggered it. Only pages with jQuery load it (the runtime's jQuery chunk).
 */
import { addOutlet, deliver, setCarrier, WOO_EVENT_NAMES, type WooEventName } from './bus';

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

interface Frame {
  name: WooEventName;
  args: unknown[];
  target: Element;
  delivered: boolean;
}

/**
 * Connects the bus to a page's jQuery. Returns the disconnect function. Our events are triggered in jQuery
 * first and reach bus listeners from the bridge's own handler on body, so jQuery code bound before the
 * bridge hears an event before anything our listeners trigger in answer, as with WooCommerce's scripts.
 */
export function bridgeJQuery($: JQueryStatic): () => void {
  const frames: Frame[] = []; // our triggers under way, innermost last
  const body = $(document.body);
  const names = WOO_EVENT_NAMES.join(' ');

  const fromJQuery = (event: JQueryEvent, ...args: unknown[]) => {
    const name = (event.namespace ? `${event.type}.${event.namespace}` : event.type) as WooEventName;
    const own = frames.at(-1);
    if (own && own.name === name && !own.delivered) {
      own.delivered = true;
      return deliver(name, own.args, own.target);
    }
    deliver(
      name,
      args.map((arg) => (isJQuery(arg) ? (arg[0] ?? null) : arg)),
      event.target,
    );
  };
  // WooCommerce hands the gallery events the bare element; the cart events a jQuery-wrapped button.
  const toJQueryArgs = (args: unknown[], name = '') =>
    name.startsWith('wc-product-gallery') ? args : args.map((arg) => (arg instanceof Element ? $(arg) : arg));

  body.on(names, fromJQuery);
  const removeCarrier = setCarrier((name, args, target) => {
    const frame: Frame = { name, args, target, delivered: false };
    frames.push(frame);
    try {
      $(target).trigger(name, toJQueryArgs(args, name));
    } catch (error) {
      // A throwing jQuery handler stops jQuery's others; the bus still hears the event.
      console.warn(`[islands] a jQuery handler of "${name}" threw`, error);
    } finally {
      frames.pop();
    }
    return frame.delivered;
  });
  const removeOutlet = addOutlet({
    emit() {},
    // Asked where WooCommerce asks (body for the cart, the form for the checkout's gateways); no bubbling.
    veto: (name, args, target) => $(target).triggerHandler(name, toJQueryArgs(args)) !== false,
  });
  return () => {
    body.off(names, fromJQuery);
    removeCarrier();
    removeOutlet();
  };
}
