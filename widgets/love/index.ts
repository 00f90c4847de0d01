/**
 * Salient's 'love' button (SPEC §1, §3 like page configuration, §7 admin-ajax; plugins reference §5.2).
 * Root: `a.nectar-love#nectar-love-<id>`. It becomes a toggle button for assistive tech (`role=button`,
 * `aria-pressed`, a label with the count); a click posts `action=nectar-love` with the post id and the
 * love nonce; the answer's count replaces the number (as text: no nested markup), the state becomes
 * 'loved'. Repeat clicks while in flight or once loved do nothing; a failure leaves the count as it was.
 */
import { announce } from '../../shared/announcer';
import { adminAjax } from '../../shared/http';
import { __, _n, sprintf } from '../../shared/i18n';
import { defineLegacyIsland } from '../../shared/island';
import { loveParams } from '../../shared/params';

/**
 * The count in an answer: `<span class="nectar-love-count">6</span>` or a bare `6`. Tags are stripped as
 * text, never parsed: parsing would compile any inline handlers in the answer, which a strict CSP reports.
 */
export function loveCount(answer: unknown): number | undefined {
  const text = String(answer ?? '')
    .replace(/<[^>]*>/g, '')
    .trim();
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

export default defineLegacyIsland({
  props(root) {
    const match = /^nectar-love-(\d+)$/.exec(root.id);
    if (!match) throw new Error(`id "${root.id}" is not nectar-love-<post id>`);
    return { postId: match[1]! };
  },
  mount({ root, props, signal, warn }) {
    const params = loveParams();
    const countEl = root.querySelector<HTMLElement>('.nectar-love-count');
    // A count the island cannot read (a theme's '1,2 tys.') is no number in the label, never NaN.
    const count = () => Number(countEl?.textContent?.trim()) || 0;
    const label = () => {
      const loved = root.classList.contains('loved');
      const state = loved ? __('You already love this!') : __('Love this');
      // A comma, not brackets: WCAG 2.5.3 (axe) wants the visible count as a word of the name.
      root.setAttribute('aria-label', `${state}, ${sprintf(_n('%d like', '%d likes', count()), count())}`);
      root.setAttribute('aria-pressed', String(loved));
      root.title = state;
    };
    root.setAttribute('role', 'button');
    label();

    const love = async () => {
      if (root.classList.contains('loved') || root.classList.contains('inactive')) return;
      root.classList.add('inactive');
      root.setAttribute('aria-busy', 'true');
      try {
        const reply = await adminAjax(
          'nectar-love',
          { loves_id: root.id, postID: props.postId, love_nonce: params.loveNonce },
          { url: params.ajaxurl, signal },
        );
        const next = loveCount(reply.data);
        if (next === undefined) throw new Error(`unexpected answer: ${String(reply.data).slice(0, 80)}`);
        if (countEl) countEl.textContent = String(next);
        root.classList.add('loved');
        root.querySelector('i')?.classList.add('loved');
        label();
        announce(`${__('You already love this!')} ${sprintf(_n('%d like', '%d likes', next), next)}`);
      } catch (error) {
        warn('the love was not saved; the count is unchanged', error);
      } finally {
        root.classList.remove('inactive');
        root.removeAttribute('aria-busy');
      }
    };
    const activate = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== ' ') return; // Enter clicks the link itself
      event.preventDefault();
      void love();
    };
    root.addEventListener('click', activate, { signal });
    root.addEventListener('keydown', activate, { signal });
  },
});
