// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Mark, rootsWith } from '../../shared/island-root';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the island root protocol', () => {
  it('names the root attributes and states', () => {
    document.body.innerHTML =
      '<div id="a" data-island="x" data-island-mounted></div><div id="b" data-island="y" data-island-failed></div>' +
      '<div id="c" data-island="z" data-island-strategy="idle"></div><p id="d"></p>';
    expect([...document.querySelectorAll(Mark.Any)].map((el) => el.id)).toEqual(['a', 'b', 'c']);
    expect([...document.querySelectorAll(Mark.Settled)].map((el) => el.id)).toEqual(['a', 'b']);
    expect(document.getElementById('c')!.getAttribute(Mark.Strategy)).toBe('idle');
    expect([Mark.Island, Mark.Mounted, Mark.Failed, Mark.Media]).toEqual([
      'data-island',
      'data-island-mounted',
      'data-island-failed',
      'data-island-media',
    ]);
  });

  it('looks for a root among the roots, and a control that is a root of its own outside its island’s roots', () => {
    document.body.innerHTML =
      '<ul data-island="add-to-cart"><li><a id="inside" class="ajax_add_to_cart">Do koszyka</a></li></ul>' +
      '<section data-island="related-products"><a id="outside" class="ajax_add_to_cart">Do koszyka</a></section>';
    const roots = rootsWith(['add-to-cart', '.ajax_add_to_cart']);
    expect(document.getElementById('inside')!.closest(roots)?.tagName).toBe('UL');
    expect(document.getElementById('outside')!.closest(roots)?.id).toBe('outside');
    expect(rootsWith([])).toBe('[data-island]');
  });

  it('quotes an island’s name in a selector, so any name works', () => {
    document.body.innerHTML =
      '<div data-island="moja.wyspa"><a id="in">x</a></div><a id="alone" class="k">y</a>';
    const roots = rootsWith(['moja.wyspa', '.k']);
    expect(document.getElementById('alone')!.closest(roots)?.id).toBe('alone');
    expect(document.getElementById('in')!.closest(roots)?.getAttribute('data-island')).toBe('moja.wyspa');
  });
});
