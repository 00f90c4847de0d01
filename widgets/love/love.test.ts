import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

const MARKUP = `<a href="#" class="nectar-love" id="nectar-love-42" data-island="love"
  ><i class="icon-salient-heart-2" aria-hidden="true"></i><span class="nectar-love-count">5</span></a>`;

const mounted: Array<() => void> = [];
let fetchMock: ReturnType<typeof vi.fn>;

function mount(markup = MARKUP) {
  document.body.innerHTML = markup;
  const root = document.querySelector<HTMLElement>('a.nectar-love')!;
  const warn = vi.fn();
  let unmount = () => {};
  act(() => {
    unmount = renderIsland(island.Component, root, island.props!(root, warn), warn);
  });
  mounted.push(unmount);
  return { root, warn, count: root.querySelector('.nectar-love-count')!, unmount: () => act(unmount) };
}

/** Lets the request and the re-render finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('nectarLove', { ajaxurl: '/wp-admin/admin-ajax.php', loveNonce: 'n0nce' });
  fetchMock = vi.fn(async () => new Response('<span class="nectar-love-count">6</span>'));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()));
  vi.unstubAllGlobals();
});

describe('love island', () => {
  it('refuses a root whose id is no post id', () => {
    document.body.innerHTML = '<a class="nectar-love" id="love-me"></a>';
    expect(() => island.props!(document.querySelector('a')!, vi.fn())).toThrow(
      'id "love-me" is not nectar-love-<post id>',
    );
  });

  it('is a toggle button labelled with its state and count', () => {
    const { root } = mount();
    expect(root.getAttribute('role')).toBe('button');
    expect(root.getAttribute('aria-pressed')).toBe('false');
    expect(root.getAttribute('aria-label')).toBe('Polub to, 5 polubień');
    expect(root.title).toBe('Polub to');
  });

  it('a click posts the love, writes the answered count as text and becomes loved; repeat clicks do nothing', async () => {
    const { root, count } = mount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => root.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(root.classList).toContain('inactive');
    expect(root.getAttribute('aria-busy')).toBe('true');
    act(() => root.click()); // while in flight
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/wp-admin/admin-ajax.php');
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      action: 'nectar-love',
      loves_id: 'nectar-love-42',
      postID: '42',
      love_nonce: 'n0nce',
    });
    expect(root.querySelectorAll('.nectar-love-count')).toHaveLength(1);
    expect(count.innerHTML).toBe('6');
    expect(root.classList).toContain('loved');
    expect(root.classList).not.toContain('inactive');
    expect(root.hasAttribute('aria-busy')).toBe(false);
    expect(root.querySelector('i')!.classList).toContain('loved');
    expect(root.getAttribute('aria-pressed')).toBe('true');
    expect(root.getAttribute('aria-label')).toBe('Już to lubisz!, 6 polubień');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(document.querySelector('[role=status]')!.textContent).toBe('Już to lubisz! 6 polubień');

    act(() =>
      root.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })),
    );
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('Space loves too; Enter is left to the link', async () => {
    const { root } = mount();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => root.dispatchEvent(enter));
    expect(enter.defaultPrevented).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() =>
      root.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })),
    );
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an HTTP error', () => new Response('', { status: 500 })],
    ['an answer without a count', () => new Response('-1')],
  ])('after %s warns once and leaves the count and state as they were', async (_case, answer) => {
    fetchMock.mockImplementation(async () => answer());
    const markup = MARKUP.replace('>5<', '>1,2 tys.<');
    const { root, warn, count } = mount(markup);
    expect(root.getAttribute('aria-label')).toBe('Polub to, 0 polubień');
    act(() => root.click());
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('the love was not saved; the count is unchanged');
    expect(count.outerHTML).toBe('<span class="nectar-love-count">1,2 tys.</span>');
    expect(root.className).toBe('nectar-love');
    expect(root.getAttribute('aria-pressed')).toBe('false');
    fetchMock.mockImplementation(async () => new Response('7'));
    act(() => root.click()); // it may be tried again
    await settle();
    expect(count.textContent).toBe('7');
  });

  it('a love the server printed is pressed already and sends nothing', async () => {
    const { root } = mount(MARKUP.replace('class="nectar-love"', 'class="nectar-love loved"'));
    expect(root.getAttribute('aria-pressed')).toBe('true');
    act(() => root.click());
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', async () => {
    const { root, unmount } = mount();
    unmount();
    root.click();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
