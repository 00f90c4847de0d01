/**
 * Notices (SPEC §9; reference §5, §12): the first `role=alert` notice is focused 500 ms after load and
 * after cart updates, and scrolled to (100 px below the top, over 1000 ms) when it is out of view.
 */
import { focusFirstAlert, scrollToNotices } from '../../shared/announcer';
import { on } from '../../shared/bus';
import { defineLegacyIsland } from '../../shared/island';

function attend(root: HTMLElement): void {
  const alert = root.querySelector('[role="alert"]');
  if (!alert) return;
  const { top, bottom } = alert.getBoundingClientRect();
  const outOfView = top < 0 || bottom > innerHeight;
  if (outOfView) void scrollToNotices(alert);
  focusFirstAlert(root, { preventScroll: outOfView });
}

export default defineLegacyIsland({
  mount({ root, signal }) {
    attend(root);
    const offs = [
      on('updated_wc_div', () => attend(root)),
      on('item_removed_from_classic_cart', () => attend(root)),
    ];
    signal.addEventListener('abort', () => offs.forEach((off) => off()));
  },
});
