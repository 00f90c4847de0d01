// @vitest-environment happy-dom
import jQueryFactory from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridgeJQuery, type JQueryStatic } from '../../shared/bridges';
import { emit, on, onVeto, veto } from '../../shared/bus';
import { bridgeNativeCartEvents } from '../../shared/native-cart-events';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
  document.body.innerHTML = '';
});

describe('bus', () => {
  it('delivers WooCommerce arguments in order and unsubscribes', () => {
    const seen: unknown[] = [];
    const off = on('added_to_cart', (args, target) => seen.push([...args, target]));
    const button = document.createElement('a');
    emit('added_to_cart', [{ 'div.x': '<div></div>' }, 'hash1', button]);
    off();
    emit('added_to_cart', [{}, 'hash2', null]);
    expect(seen).toEqual([[{ 'div.x': '<div></div>' }, 'hash1', button, document.body]]);
  });

  it('keeps delivering when one listener throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const second = vi.fn();
    cleanups.push(
      on('wc_fragments_loaded', () => {
        throw new Error('boom');
      }),
      on('wc_fragments_loaded', second),
    );
    emit('wc_fragments_loaded', []);
    expect(second).toHaveBeenCalledOnce();
  });

  it('veto is false when any listener answers false', () => {
    expect(veto('should_send_ajax_request.adding_to_cart', [null])).toBe(true);
    cleanups.push(onVeto('should_send_ajax_request.adding_to_cart', () => false));
    expect(veto('should_send_ajax_request.adding_to_cart', [null])).toBe(false);
  });
});

describe('jQuery bridge (real jQuery)', () => {
  const $ = jQueryFactory as unknown as JQueryStatic & typeof jQueryFactory;

  it('bus events reach jQuery handlers with $button, once, and do not come back', () => {
    cleanups.push(bridgeJQuery($));
    const button = document.createElement('a');
    document.body.append(button);
    const jq = vi.fn();
    $(document.body).on('added_to_cart', jq);
    cleanups.push(() => $(document.body).off('added_to_cart', jq));
    const busSeen = vi.fn();
    cleanups.push(on('added_to_cart', busSeen));
    emit('added_to_cart', [{ a: 'b' }, 'h', button]);
    expect(jq).toHaveBeenCalledOnce();
    const [, fragments, hash, $button] = jq.mock.calls[0] as [
      unknown,
      unknown,
      unknown,
      { 0: Element; jquery: string },
    ];
    expect(fragments).toEqual({ a: 'b' });
    expect(hash).toBe('h');
    expect($button.jquery).toBeTypeOf('string');
    expect($button[0]).toBe(button);
    expect(busSeen).toHaveBeenCalledOnce(); // not a second time through the bridge
  });

  it('jQuery triggers reach bus listeners with elements unwrapped', () => {
    cleanups.push(bridgeJQuery($));
    const button = document.createElement('button');
    document.body.append(button);
    const busSeen = vi.fn();
    cleanups.push(on('adding_to_cart', busSeen));
    $(document.body).trigger('adding_to_cart', [$(button), { product_id: '12' }]);
    expect(busSeen).toHaveBeenCalledWith([button, { product_id: '12' }], document.body);
  });

  it('variation events fired on the form reach the bus with the form as target', () => {
    cleanups.push(bridgeJQuery($));
    const form = document.createElement('form');
    form.className = 'variations_form';
    document.body.append(form);
    const busSeen = vi.fn();
    cleanups.push(on('found_variation', busSeen));
    $(form).trigger('found_variation', [{ variation_id: 7 }]);
    expect(busSeen).toHaveBeenCalledWith([{ variation_id: 7 }], form);

    const jq = vi.fn();
    $(form).on('show_variation', jq);
    emit('show_variation', [{ variation_id: 7 }, true], form);
    expect(jq).toHaveBeenCalledOnce();
    expect(jq.mock.calls[0]?.slice(1)).toEqual([{ variation_id: 7 }, true]);
  });

  it('namespaced events and triggerHandler vetoes cross the bridge', () => {
    cleanups.push(bridgeJQuery($));
    const busSeen = vi.fn();
    cleanups.push(on('ajax_request_not_sent.adding_to_cart', busSeen));
    $(document.body).trigger('ajax_request_not_sent.adding_to_cart', [false, false, null]);
    expect(busSeen).toHaveBeenCalledOnce();

    const handler = () => false;
    $(document.body).on('should_send_ajax_request.adding_to_cart', handler);
    expect(veto('should_send_ajax_request.adding_to_cart', [null])).toBe(false);
    $(document.body).off('should_send_ajax_request.adding_to_cart', handler);
    expect(veto('should_send_ajax_request.adding_to_cart', [null])).toBe(true);
  });

  it('jQuery handlers bound before the bridge hear an event before what bus listeners trigger in answer', () => {
    const log: string[] = [];
    const early = (event: { type: string }) => log.push(`early ${event.type}`);
    const late = (event: { type: string }) => log.push(`late ${event.type}`);
    $(document.body).on('added_to_cart wc_cart_button_updated', early);
    cleanups.push(bridgeJQuery($));
    $(document.body).on('added_to_cart wc_cart_button_updated', late);
    cleanups.push(() => $(document.body).off('added_to_cart wc_cart_button_updated', early));
    cleanups.push(() => $(document.body).off('added_to_cart wc_cart_button_updated', late));
    cleanups.push(on('added_to_cart', ([, , button]) => emit('wc_cart_button_updated', [button])));
    emit('added_to_cart', [{}, 'h', null]);
    // As with WooCommerce's own handler: the answer nests inside the event that caused it.
    expect(log).toEqual([
      'early added_to_cart',
      'early wc_cart_button_updated',
      'late wc_cart_button_updated',
      'late added_to_cart',
    ]);
  });

  it('a throwing jQuery handler bound earlier still lets the bus hear the event, once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const thrower = () => {
      throw new Error('theme bug');
    };
    $(document.body).on('wc_fragments_loaded', thrower);
    cleanups.push(() => $(document.body).off('wc_fragments_loaded', thrower));
    cleanups.push(bridgeJQuery($));
    const busSeen = vi.fn();
    cleanups.push(on('wc_fragments_loaded', busSeen));
    emit('wc_fragments_loaded', []);
    expect(busSeen).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      '[islands] a jQuery handler of "wc_fragments_loaded" threw',
      expect.any(Error),
    );
  });

  it('disconnecting stops both directions', () => {
    const disconnect = bridgeJQuery($);
    disconnect();
    const jq = vi.fn();
    $(document.body).on('wc_fragments_loaded', jq);
    const busSeen = vi.fn();
    cleanups.push(on('wc_fragments_refreshed', busSeen));
    emit('wc_fragments_loaded', []);
    $(document.body).trigger('wc_fragments_refreshed');
    expect(jq).not.toHaveBeenCalled();
    expect(busSeen).not.toHaveBeenCalled();
    $(document.body).off('wc_fragments_loaded', jq);
  });
});

describe('native cart events', () => {
  it('added_to_cart and removed_from_cart also fire wc-blocks_* CustomEvents', () => {
    cleanups.push(bridgeNativeCartEvents());
    const seen: Array<[string, unknown]> = [];
    const listen = (e: Event) => seen.push([e.type, (e as CustomEvent).detail]);
    document.body.addEventListener('wc-blocks_added_to_cart', listen);
    document.body.addEventListener('wc-blocks_removed_from_cart', listen);
    emit('added_to_cart', [{}, 'h', null]);
    emit('removed_from_cart', [{}, 'h', null]);
    emit('wc_fragments_loaded', []);
    expect(seen).toEqual([
      ['wc-blocks_added_to_cart', { preserveCartData: false }],
      ['wc-blocks_removed_from_cart', { preserveCartData: false }],
    ]);
  });
});
