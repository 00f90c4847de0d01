/**
 * Customer chat (SPEC §2, §9 chat widget; plugins reference §6.1). The Messenger chat plugin the page
 * embeds was shut down by its provider on 9 May 2024: its SDK renders nothing and only costs bytes, so it
 * is never loaded. Instead the placeholder gets a plain, accessible link to the page's Messenger
 * conversation, keeping the `biz_inbox` attribution as its `ref`. See docs/adr/0006-chat-link.md.
 */
import { CHAT_ATTRIBUTION } from '../../shared/constants';
import { __ } from '../../shared/i18n';
import { defineLegacyIsland } from '../../shared/island';

export default defineLegacyIsland({
  props(root) {
    const pageId = root.getAttribute('page_id') ?? '';
    if (!/^\d+$/.test(pageId)) throw new Error(`page_id "${pageId}" is not a page id`);
    return { pageId, attribution: root.getAttribute('attribution') || CHAT_ATTRIBUTION };
  },
  mount({ root, props }) {
    if (root.querySelector('a.chat-link')) return;
    const link = document.createElement('a');
    link.className = 'chat-link';
    link.href = `https://m.me/${props.pageId}?ref=${encodeURIComponent(props.attribution)}`;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.textContent = __('Write to us');
    const note = document.createElement('span');
    note.className = 'screen-reader-text';
    note.textContent = ` (${__('opens in a new tab')})`;
    link.append(note);
    root.append(link);
  },
});
