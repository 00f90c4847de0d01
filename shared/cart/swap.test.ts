// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../bus';
import { applyFragments, dim, dimFragments, listenForCartChanges } from './swap';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const MINI = '<div class="widget_shopping_cart_content"><ul><li>Kubek</li></ul></div>';

describe('fragment swap', () => {
  it('replaces every element a selector matches, keeping the rest of the page', () => {
    document.body.innerHTML =
      '<header><div class="widget_shopping_cart_content">stare</div><span class="cart-wrap">0</span></header>' +
      '<aside><div class="widget_shopping_cart_content">stare</div></aside><p id="keep">x</p>';
    const keep = document.getElementById('keep');
    applyFragments({
      'div.widget_shopping_cart_content': MINI,
      'span.cart-wrap': '<span class="cart-wrap">1</span>',
    });
    expect(
      [...document.querySelectorAll('.widget_shopping_cart_content li')].map((li) => li.textContent),
    ).toEqual(['Kubek', 'Kubek']);
    expect(document.querySelector('.cart-wrap')?.textContent).toBe('1');
    expect(document.getElementById('keep')).toBe(keep);
  });

  it('refuses a fragment that would replace html, head or body, warning as cart-fragments; never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div class="widget_shopping_cart_content">stare</div>';
    const { documentElement, head, body } = document;
    expect(() =>
      applyFragments({
        html: '<html><body><p>przejęte</p></body></html>',
        'head, .nothing': '<head></head>',
        'body, div.widget_shopping_cart_content': '<body></body>',
        'div.widget_shopping_cart_content': MINI,
      }),
    ).not.toThrow();
    expect([document.documentElement, document.head, document.body]).toEqual([documentElement, head, body]);
    expect(document.querySelector('.widget_shopping_cart_content li')?.textContent).toBe('Kubek');
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages).toHaveLength(3);
    for (const m of messages) expect(m).toMatch(/cart-fragments.*replace the page's html, head or body/);
  });

  it('does not run scripts from fragments and skips invalid selectors with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div class="a">old</div>';
    (window as unknown as { ran?: boolean }).ran = false;
    applyFragments({
      'div.a': '<div class="a">new<script>window.ran = true</script></div>',
      '[[bad': '<b></b>',
    });
    expect(document.querySelector('.a')?.firstChild?.textContent).toBe('new');
    expect((window as unknown as { ran?: boolean }).ran).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('dims to 0.6, blocks and marks busy; the undo restores', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content">x</div>';
    const undo = dimFragments();
    const el = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    expect([
      el.style.opacity,
      el.getAttribute('aria-busy'),
      el.inert,
      el.classList.contains('updating'),
    ]).toEqual(['0.6', 'true', true, true]);
    expect(dim([el])).toBeTypeOf('function'); // dimming twice is harmless
    undo();
    expect([el.style.opacity, el.getAttribute('aria-busy'), el.inert]).toEqual(['', null, false]);
  });

  it('once listening, added_to_cart swaps fragments and announces the button’s message after 1 s', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="widget_shopping_cart_content">stare</div>';
    listenForCartChanges();
    listenForCartChanges(); // idempotent
    const button = document.createElement('a');
    button.dataset.success_message = '„Kubek” został dodany do koszyka';
    emit('added_to_cart', [{ 'div.widget_shopping_cart_content': MINI }, 'h', button]);
    expect(document.querySelectorAll('.widget_shopping_cart_content li')).toHaveLength(1);
    const region = document.querySelector('[role="status"]');
    expect(region?.textContent).toBe('');
    vi.advanceTimersByTime(1000);
    expect(region?.textContent).toBe('„Kubek” został dodany do koszyka');
  });
});
