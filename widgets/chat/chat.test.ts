import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetL10n } from '../../shared/l10n';
import { renderIsland } from '../../shared/render';
import island from './index';

const mounted: Array<() => void> = [];

function mount(attributes: string, inside = '') {
  document.body.innerHTML = `<div id="fb-customer-chat" class="fb-customerchat" ${attributes}>${inside}</div>`;
  const root = document.getElementById('fb-customer-chat')!;
  let unmount = () => {};
  act(() => {
    unmount = renderIsland(island.Component, root, island.props!(root, vi.fn()), vi.fn());
  });
  mounted.push(unmount);
  return { root, unmount: () => act(unmount) };
}

/** WordPress's words, as the plugin prints them on a Polish shop (php-stubs/includes/i18n.php). */
function printL10n(data: object | null) {
  document.getElementById('wc-islands-l10n')?.remove();
  resetL10n();
  if (!data) return;
  document.head.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="wc-islands-l10n">${JSON.stringify(data)}</script>`,
  );
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  printL10n({ default: { '(opens in a new tab)': '(otwiera się w nowej karcie)' } });
});
afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()));
  printL10n(null);
});

describe('chat island', () => {
  it('adds a link to the page’s Messenger conversation that says it opens a new tab; it leaves with the island', () => {
    const { root, unmount } = mount('page_id="1234567890" attribution="biz_inbox"', '<p>Czat</p>');
    expect(root.innerHTML).toBe(
      '<p>Czat</p><a class="chat-link" href="https://m.me/1234567890?ref=biz_inbox" target="_blank"' +
        ' rel="noopener noreferrer">Napisz do nas<span class="screen-reader-text"> (otwiera się w nowej karcie)</span></a>',
    );
    unmount();
    expect(root.innerHTML).toBe('<p>Czat</p>');
  });

  it("says it opens a new tab in WordPress's words: English where the plugin printed none", () => {
    printL10n(null);
    expect(mount('page_id="1"').root.querySelector('.screen-reader-text')!.textContent).toBe(
      ' (opens in a new tab)',
    );
  });

  it('keeps the default attribution when none is printed, and escapes a given one', () => {
    expect(mount('page_id="1"').root.querySelector('a')!.getAttribute('href')).toBe(
      'https://m.me/1?ref=biz_inbox',
    );
    expect(mount('page_id="1" attribution="a&amp;b c"').root.querySelector('a')!.getAttribute('href')).toBe(
      'https://m.me/1?ref=a%26b%20c',
    );
  });

  it('adds no second link', () => {
    const { root } = mount('page_id="1"', '<a class="chat-link" href="https://m.me/1">Czat</a>');
    expect(root.querySelectorAll('a')).toHaveLength(1);
  });

  it('refuses a page id that is not numeric', () => {
    document.body.innerHTML = '<div page_id="me"></div>';
    expect(() => island.props!(document.querySelector('div')!, vi.fn())).toThrow(
      'page_id "me" is not a page id',
    );
  });
});
