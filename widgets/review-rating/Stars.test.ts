// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

function mountStars(value = '') {
  document.body.innerHTML = `<div id="respond"><form id="commentform">
<label id="comment-form-rating-label" for="rating">Twoja ocena</label>
<select name="rating" id="rating" required><option value="">Oceń…</option>
${[1, 2, 3, 4, 5].map((n) => `<option value="${n}"${String(n) === value ? ' selected' : ''}>${n}</option>`).join('')}
</select><textarea name="comment"></textarea></form></div>`;
  const root = document.getElementById('respond')!;
  const warn = vi.fn();
  const unmount = renderIsland(island.Component, root, island.props!(root, warn), warn);
  const select = root.querySelector('select')!;
  const changes: string[] = [];
  select.addEventListener('change', () => changes.push(select.value));
  return { root, select, warn, unmount, changes };
}
const stars = () => [...document.querySelectorAll<HTMLAnchorElement>('p.stars a[role=radio]')];
const key = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });
const checked = () => stars().map((s) => s.getAttribute('aria-checked') === 'true');

describe('review stars', () => {
  beforeEach(() => {
    (globalThis as Record<string, unknown>).wc_single_product_params = {
      i18n_required_rating_text: 'Proszę wybrać ocenę',
      i18n_rating_options: ['1 z 5', '2 z 5', '3 z 5', '4 z 5', '5 z 5'],
      review_rating_required: 'yes',
    };
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).wc_single_product_params;
  });

  it('puts five labelled star radios before the hidden select; unmounting gives the select back', () => {
    const { select, warn, unmount } = mountStars();
    const wrapper = select.previousElementSibling!;
    expect(wrapper.matches('p.stars')).toBe(true);
    expect(wrapper.firstElementChild!.getAttribute('role')).toBe('radiogroup');
    expect(wrapper.firstElementChild!.getAttribute('aria-labelledby')).toBe('comment-form-rating-label');
    expect(stars().map((s) => [s.className, s.textContent])).toEqual([
      ['star-1', '1 z 5'],
      ['star-2', '2 z 5'],
      ['star-3', '3 z 5'],
      ['star-4', '4 z 5'],
      ['star-5', '5 z 5'],
    ]);
    expect(stars().map((s) => s.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect([select.hidden, select.required]).toEqual([true, false]);
    expect(warn).not.toHaveBeenCalled();
    unmount();
    expect(document.querySelector('p.stars')).toBeNull();
    expect([select.hidden, select.required]).toEqual([false, true]);
  });

  it('a click chooses: the select gets the value with a change event', async () => {
    const { select, changes } = mountStars();
    await act(() => stars()[3]!.click());
    expect(select.value).toBe('4');
    expect(changes).toEqual(['4']);
    expect(checked()).toEqual([false, false, false, true, false]);
    expect(stars()[3]!.className).toBe('star-4 active');
    expect(document.querySelector('p.stars')!.classList.contains('selected')).toBe(true);
    expect(stars().map((s) => s.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    expect(document.activeElement).toBe(stars()[3]);
  });

  it('APG keys: arrows move and choose with wrapping, Home and End, Space; focus follows', async () => {
    const { select } = mountStars('2');
    expect(checked()).toEqual([false, true, false, false, false]);
    await key(stars()[1]!, 'ArrowRight');
    expect(select.value).toBe('3');
    expect(document.activeElement).toBe(stars()[2]);
    await key(stars()[2]!, 'End');
    await key(stars()[4]!, 'ArrowDown');
    expect(select.value).toBe('1');
    await key(stars()[0]!, 'ArrowLeft');
    expect(select.value).toBe('5');
    await key(stars()[4]!, 'Home');
    expect(select.value).toBe('1');
    expect(document.activeElement).toBe(stars()[0]);
    await key(stars()[2]!, ' ');
    expect(select.value).toBe('3');
    expect(checked()).toEqual([false, false, true, false, false]);
  });

  it('sending without a rating alerts and focuses the stars; with one the form goes', async () => {
    const { select, unmount } = mountStars();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const submit = () => {
      const event = new Event('submit', { cancelable: true });
      select.form!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true);
    expect(alert).toHaveBeenCalledWith('Proszę wybrać ocenę');
    expect(document.activeElement).toBe(stars()[0]);
    await act(() => stars()[4]!.click());
    expect(submit()).toBe(false);
    select.value = '';
    unmount();
    expect(submit()).toBe(false); // its listener went with the island
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('labels that are not five warn once and the defaults are used; no select, no stars', () => {
    (globalThis as Record<string, unknown>).wc_single_product_params = { i18n_rating_options: ['x'] };
    const { warn } = mountStars();
    expect(warn.mock.calls).toEqual([
      ['wc_single_product_params.i18n_rating_options does not have 5 labels; using the defaults'],
    ]);
    expect(stars()[0]!.textContent).toBe('1 z 5 gwiazdek');
    document.body.innerHTML = '<div id="respond"><form></form></div>';
    const root = document.getElementById('respond')!;
    renderIsland(island.Component, root, island.props!(root, warn), warn);
    expect(document.querySelector('p.stars')).toBeNull();
  });
});
