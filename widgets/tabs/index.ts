/**
 * Product tabs (SPEC §2; reference §4 "Tabs"; APG tabs). Root: `div.woocommerce-tabs.wc-tabs-wrapper`.
 * The server's tab links and panels stay as they are; the island shows one panel, keeps
 * `aria-selected`, roving `tabindex` and the `active` class in step, and opens the tab the URL asks for.
 * Arrow keys (mirrored in right-to-left layouts), Home and End move to a tab and open it; links to the
 * reviews (`a.woocommerce-review-link`, `#reviews` hash changes) open the reviews tab. A theme that prints
 * the tabs without WooCommerce's ARIA attributes gets them from the island; those the server printed stay.
 */
import { defineIsland, rovingIndex } from '../../shared/island';
import { initialTab, tabForHash } from './initial-tab';

interface Tab {
  key: string;
  link: HTMLAnchorElement;
  item: HTMLElement;
  panel: HTMLElement;
}

/** Sets an attribute the server left out: one it printed is the theme's choice and stays. */
const fill = (el: Element, name: string, value: string) =>
  el.hasAttribute(name) || el.setAttribute(name, value);

export default defineIsland({
  props(root) {
    const tabs: Tab[] = [];
    for (const link of root.querySelectorAll<HTMLAnchorElement>(':scope > ul.tabs > li > a[href^="#tab-"]')) {
      const key = link.getAttribute('href')!.slice('#tab-'.length);
      const panel = root.querySelector<HTMLElement>(`:scope > #tab-${CSS.escape(key)}`);
      if (!panel) throw new Error(`no panel #tab-${key} for its tab`);
      tabs.push({ key, link, item: link.closest('li')!, panel });
    }
    if (!tabs.length) throw new Error('no tabs (ul.tabs > li > a[href^="#tab-"])');
    return { tabs };
  },
  mount({ root, props, signal }) {
    const { tabs } = props;
    const keys = tabs.map((t) => t.key);
    // The rest of the APG tabs pattern, for themes whose tab markup lacks it (the links are the tabs).
    for (const { link, item, panel } of tabs) {
      fill(item.parentElement!, 'role', 'tablist');
      fill(item, 'role', 'presentation'); // as a listitem it would stand between the tab list and its tabs
      fill(link, 'role', 'tab');
      fill(link, 'aria-controls', panel.id);
      fill(panel, 'role', 'tabpanel');
      if (!panel.hasAttribute('aria-labelledby'))
        panel.setAttribute('aria-labelledby', (link.id ||= `${panel.id}-tab`));
      // Panels start with text, not a control: APG makes the open one the next Tab stop after its tab.
      fill(panel, 'tabindex', '0');
    }
    const open = (key: string | undefined, focus = false) => {
      const chosen = tabs.find((t) => t.key === key);
      if (!chosen) return;
      for (const tab of tabs) {
        const on = tab === chosen;
        tab.item.classList.toggle('active', on);
        tab.link.setAttribute('aria-selected', String(on));
        tab.link.tabIndex = on ? 0 : -1;
        tab.panel.hidden = !on;
      }
      if (focus) chosen.link.focus();
    };
    open(initialTab(location, keys));

    root.addEventListener(
      'click',
      (event) => {
        const tab = tabs.find((t) => t.link === (event.target as Element).closest('a'));
        if (!tab) return;
        event.preventDefault();
        open(tab.key);
      },
      { signal },
    );
    root.addEventListener(
      'keydown',
      (event) => {
        const index = tabs.findIndex((t) => t.link === event.target);
        const next = index === -1 ? undefined : rovingIndex(event, index, tabs.length, root);
        if (next === undefined) return;
        event.preventDefault();
        event.stopPropagation(); // a gallery slider listening for arrows must not move too
        open(tabs[next]!.key, true);
      },
      { signal },
    );
    // Links to the reviews open their tab; their own jump to #reviews still happens.
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest?.('a.woocommerce-review-link')) open('reviews');
      },
      { signal },
    );
    addEventListener('hashchange', () => open(tabForHash(location.hash, keys)), { signal });
  },
});
