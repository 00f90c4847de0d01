/**
 * Salient's 'love' button. Root: `a.nectar-love#nectar-love-<id>`. It becomes a toggle button for
 * assistive tech (`role=button`, `aria-pressed`, a label with the count); a click posts
 * `action=nectar-love` with the post id and the love nonce; the answer's count replaces the number (as
 * text: no nested markup), the state becomes 'loved'. Repeat clicks while in flight or once loved do
 * nothing; a failure leaves the count as it was.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { announce } from '../../shared/announcer';
import { useListener, useParams, useServerNode, useUnmountSignal } from '../../shared/hooks';
import { adminAjax } from '../../shared/admin-ajax';
import { __, _n, sprintf } from '../../shared/i18n';
import { defineIsland, type IslandProps } from '../../shared/island';
import { loveParams } from '../../shared/params-product';
import { loveCount, printedCount } from './count';

// translators: %d: how many visitors love this post or product (the theme's love button).
const likes = (n: number) => sprintf(_n('%d like', '%d likes', n), n);

function Love({ root, props, warn }: IslandProps<{ postId: string }>) {
  const params = useParams(loveParams);
  const countEl = useServerNode(root, '.nectar-love-count');
  const signal = useUnmountSignal();
  const [loved, setLoved] = useState(() => root.classList.contains('loved'));
  const [busy, setBusy] = useState(false);
  /** The count from the last answer; until then the printed text stays exactly as it is. */
  const [answered, setAnswered] = useState<number>();
  // Set from the first click on: clicks can come before the re-render that shows 'inactive' or 'loved'.
  const sending = useRef(false);

  useLayoutEffect(() => {
    // translators: the love button's name once the visitor has loved the post; and before, as a prompt.
    const state = loved ? __('You already love this!') : __('Love this');
    const count = answered ?? printedCount(countEl?.textContent);
    root.setAttribute('role', 'button');
    // A comma, not brackets: WCAG 2.5.3 (axe) wants the visible count as a word of the name.
    root.setAttribute('aria-label', `${state}, ${likes(count)}`);
    root.setAttribute('aria-pressed', String(loved));
    root.title = state;
  }, [root, countEl, loved, answered]);
  useLayoutEffect(() => {
    if (answered !== undefined && countEl) countEl.textContent = String(answered);
  }, [countEl, answered]);
  useLayoutEffect(() => {
    if (!loved) return;
    root.classList.add('loved');
    root.querySelector('i')?.classList.add('loved');
  }, [root, loved]);
  useLayoutEffect(() => {
    if (!busy) return;
    root.classList.add('inactive');
    root.setAttribute('aria-busy', 'true');
    return () => {
      root.classList.remove('inactive');
      root.removeAttribute('aria-busy');
    };
  }, [root, busy]);

  const love = async () => {
    if (loved || sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const reply = await adminAjax(
        'nectar-love',
        { loves_id: root.id, postID: props.postId, love_nonce: params.loveNonce },
        { url: params.ajaxurl, signal },
      );
      const next = loveCount(reply.data);
      if (next === undefined) throw new Error(`unexpected answer: ${String(reply.data).slice(0, 80)}`);
      setAnswered(next);
      setLoved(true);
      // translators: announced after the visitor loved the post, followed by the new count.
      announce(`${__('You already love this!')} ${likes(next)}`);
    } catch (error) {
      sending.current = false; // a failed love may be tried again
      warn('the love was not saved; the count is unchanged', error);
    } finally {
      setBusy(false);
    }
  };
  const activate = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== ' ') return; // Enter clicks the link itself
    event.preventDefault();
    void love();
  };
  useListener(root, 'click', activate);
  useListener(root, 'keydown', activate);
  return null;
}

export default defineIsland({
  name: 'love',
  props(root) {
    const match = /^nectar-love-(\d+)$/.exec(root.id);
    if (!match) throw new Error(`id "${root.id}" is not nectar-love-<post id>`);
    return { postId: match[1]! };
  },
  Component: Love,
});
