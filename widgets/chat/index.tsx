/**
 * Customer chat. The Messenger chat plugin the page embeds was shut down by its provider on 9 May 2024:
 * its SDK renders nothing and only costs bytes, so it is never loaded. Instead the placeholder gets a
 * plain, accessible link to the page's Messenger conversation, keeping the `biz_inbox` attribution as its
 * `ref`. See docs/adr/0006-chat-link.md.
 */
import { createPortal } from 'react-dom';
import { useServerNode } from '../../shared/hooks';
import { __ } from '../../shared/i18n';
import { l10n } from '../../shared/l10n';
import { defineIsland, type IslandProps } from '../../shared/island';

// Not in shared/constants.ts: what only this island reads stays out of every page's boot.
const CHAT_ATTRIBUTION = 'biz_inbox';

function Chat({ root, props }: IslandProps<{ pageId: string; attribution: string }>) {
  // A link already there (the island mounted on this placeholder before) is the one the shopper sees.
  const printed = useServerNode(root, 'a.chat-link');
  if (printed) return null;
  return createPortal(
    <a
      className="chat-link"
      href={`https://m.me/${props.pageId}?ref=${encodeURIComponent(props.attribution)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      {/* translators: the link that opens a chat with the shop on Messenger. */}
      {__('Write to us')}
      <span className="screen-reader-text">{` ${l10n('(opens in a new tab)', 'default')}`}</span>
    </a>,
    root,
  );
}

export default defineIsland({
  name: 'chat',
  props(root) {
    const pageId = root.getAttribute('page_id') ?? '';
    if (!/^\d+$/.test(pageId)) throw new Error(`page_id "${pageId}" is not a page id`);
    return { pageId, attribution: root.getAttribute('attribution') || CHAT_ATTRIBUTION };
  },
  Component: Chat,
});
