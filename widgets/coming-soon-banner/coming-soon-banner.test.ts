import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../shared/render';
import island from './index';

const MARKUP = `<div id="coming-soon-footer-banner" data-island="coming-soon-banner">
  <div class="coming-soon-footer-banner__content">Sklep wkrótce</div>
  <a role="button" href="#" class="coming-soon-footer-banner-dismiss" aria-label="Zamknij"
     data-rest-url="/wp-json/wp/v2/users/1" data-rest-nonce="abc"></a>
</div>`;

const mounted: Array<() => void> = [];
let fetchMock: ReturnType<typeof vi.fn>;

function mount(markup = MARKUP) {
  document.body.innerHTML = markup;
  const root = document.getElementById('coming-soon-footer-banner')!;
  const warn = vi.fn();
  let unmount = () => {};
  act(() => {
    unmount = renderIsland(island.Component, root, island.props!(root, warn), warn);
  });
  mounted.push(unmount);
  const link = root.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')!;
  return { root, link, warn, unmount: () => act(unmount) };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const click = () => new MouseEvent('click', { bubbles: true, cancelable: true });

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  fetchMock = vi.fn(
    async () => new Response('{"id":1}', { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('wpApiSettings', { root: '/wp-json/', nonce: '' });
});
afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()));
  vi.unstubAllGlobals();
});

describe('coming-soon banner island', () => {
  it('the click that woke it, replayed right after mounting, POSTs the dismissal with the nonce and hides the banner', async () => {
    document.body.innerHTML = MARKUP;
    const root = document.getElementById('coming-soon-footer-banner')!;
    const link = root.querySelector('a')!;
    const replayed = click();
    // What the registry does: render (synchronously), then dispatch the held-back click at once.
    act(() => {
      mounted.push(renderIsland(island.Component, root, island.props!(root, vi.fn()), vi.fn()));
      link.dispatchEvent(replayed);
    });
    expect(replayed.defaultPrevented).toBe(true);
    act(() => link.dispatchEvent(click())); // a second click while the first is on its way
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new URL(url, location.href).pathname).toBe('/wp-json/wp/v2/users/1');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('X-WP-Nonce')).toBe('abc');
    expect(String(init.body)).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    expect(root.hidden).toBe(true);
    expect(root.style.display).toBe('none');
  });

  it('Space dismisses too; Enter is left to the link’s own click', async () => {
    const { root, link } = mount();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => link.dispatchEvent(enter));
    expect(enter.defaultPrevented).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() =>
      link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })),
    );
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(root.hidden).toBe(true);
  });

  it('hides even when the request fails, with a warning', async () => {
    fetchMock.mockImplementation(async () => new Response('{"code":"oops","message":"x"}', { status: 500 }));
    const { root, link, warn } = mount();
    act(() => link.dispatchEvent(click()));
    expect(root.hidden).toBe(false);
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('the dismissal was not saved');
    expect(root.hidden).toBe(true);
  });

  it('stops listening when unmounted', async () => {
    const { link, unmount } = mount();
    unmount();
    link.dispatchEvent(click());
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'no dismiss link',
      MARKUP.replace('coming-soon-footer-banner-dismiss', 'other'),
      'no .coming-soon-footer-banner-dismiss inside',
    ],
    ['an empty REST URL', MARKUP.replace('/wp-json/wp/v2/users/1', ''), 'restUrl: data-rest-url is empty'],
    [
      'an off-site REST URL',
      MARKUP.replace('/wp-json', 'https://evil.example/wp-json'),
      'is not a link into this shop',
    ],
  ])('refuses %s', (_case, markup, message) => {
    document.body.innerHTML = markup;
    expect(() => island.props!(document.getElementById('coming-soon-footer-banner')!, vi.fn())).toThrow(
      message,
    );
  });
});
