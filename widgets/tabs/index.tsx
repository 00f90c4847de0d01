/**
 * Product tabs. Root: `div.woocommerce-tabs.wc-tabs-wrapper`. The server's tab links and panels stay as they
 * are; the open tab is state, and a layout effect keeps the panels' `hidden`, the links' `aria-selected` and
 * roving `tabindex` and the items' `active` class in step with it. The URL picks the first tab; arrow keys
 * (mirrored right to left), Home and End move and open; links to the reviews (`a.woocommerce-review-link`,
 * `#reviews` hash changes) open the reviews tab. ARIA a theme's tab markup lacks is added; what the server
 * printed stays. The tab element is the link (WooCommerce 9.8 and later), or the list item where the
 * server made that the tab (`li[role=tab]`, before 9.8): one tab element per tab either way.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../../shared/bus';
import { useListener, useRovingKeys } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';
import { initialTab, tabForHash } from './initial-tab';

interface Tab {
  key: string;
  link: HTMLAnchorElement;
  item: HTMLElement;
  /** What carries role=tab, selection and focus: the link, or the item on older markup. */
  tab: HTMLElement;
  panel: HTMLElement;
}

/** Sets an attribute the server left out: one it printed is the theme's choice and stays. */
const fill = (el: Element, name: string, value: string) =>
  el.hasAttribute(name) || el.setAttribute(name, value);

/** The rest of the APG tabs pattern, for themes whose tab markup lacks it. */
function completeAria({ link, item, tab, panel }: Tab): void {
  fill(item.parentElement!, 'role', 'tablist');
  // As a listitem it would stand between the tab list and its tabs.
  if (tab === link) fill(item, 'role', 'presentation');
  else link.tabIndex = -1; // inside the tab, the link is no second tab stop
  fill(tab, 'role', 'tab');
  fill(tab, 'aria-controls', panel.id);
  fill(panel, 'role', 'tabpanel');
  if (!panel.hasAttribute('aria-labelledby'))
    panel.setAttribute('aria-labelledby', (tab.id ||= `${panel.id}-tab`));
  // Panels start with text, not a control: APG makes the open one the next Tab stop after its tab.
  fill(panel, 'tabindex', '0');
}

function ProductTabs({ root, props: { tabs } }: IslandProps<{ tabs: Tab[] }>) {
  const keys = tabs.map((t) => t.key);
  const [open, setOpen] = useState(() => initialTab(location, keys));
  const focusOpen = useRef(false);
  // A hash naming something in a hidden panel (#comment-12, #reviews): the browser's own jump found nothing
  // to show, so the tab scrolls there once it has opened.
  const jumpTo = useRef(location.hash);
  const openTab = (key: string | undefined, focus = false, hash = '') => {
    if (!key) return;
    focusOpen.current = focus;
    jumpTo.current = hash;
    setOpen(key);
  };

  useLayoutEffect(() => tabs.forEach(completeAria), [tabs]);
  useLayoutEffect(() => {
    const chosen = tabs.find((t) => t.key === open);
    if (!chosen) return;
    for (const tab of tabs) {
      const on = tab === chosen;
      tab.item.classList.toggle('active', on);
      tab.tab.setAttribute('aria-selected', String(on));
      tab.tab.tabIndex = on ? 0 : -1;
      tab.panel.hidden = !on;
    }
    if (focusOpen.current) chosen.tab.focus();
    focusOpen.current = false;
  }, [open, tabs]);
  // Ready, as WooCommerce's script tells the tabs once its handlers are on.
  useLayoutEffect(() => emit('init', [], root), [root]);
  // In the next frame: until the registry has marked the island mounted, the theme's pre-mount CSS still
  // hides every panel but the first (and React may run effects before that).
  useEffect(() => {
    const target = document.getElementById(jumpTo.current.slice(1));
    jumpTo.current = '';
    const frame = requestAnimationFrame(() => target?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  useListener<MouseEvent>(root, 'click', (event) => {
    const tab = tabs.find((t) => t.tab.contains(event.target as Node));
    if (!tab) return;
    event.preventDefault();
    openTab(tab.key);
  });
  useRovingKeys(
    root,
    tabs.map((t) => t.tab),
    (next) => openTab(tabs[next]!.key, true),
  );
  // Links to the reviews open their tab; their own jump to #reviews still happens.
  useListener<MouseEvent>(document, 'click', (event) => {
    if ((event.target as Element).closest?.('a.woocommerce-review-link')) openTab('reviews');
  });
  useListener(window, 'hashchange', () => openTab(tabForHash(location.hash, keys), false, location.hash));
  return null;
}

export default defineIsland({
  name: 'tabs',
  props(root) {
    const tabs: Tab[] = [];
    for (const link of root.querySelectorAll<HTMLAnchorElement>(':scope > ul.tabs > li > a[href^="#tab-"]')) {
      const key = link.getAttribute('href')!.slice('#tab-'.length);
      const panel = root.querySelector<HTMLElement>(`:scope > #tab-${CSS.escape(key)}`);
      if (!panel) throw new Error(`no panel #tab-${key} for its tab`);
      const item = link.closest('li')!;
      tabs.push({ key, link, item, tab: item.getAttribute('role') === 'tab' ? item : link, panel });
    }
    if (!tabs.length) throw new Error('no tabs (ul.tabs > li > a[href^="#tab-"])');
    return { tabs };
  },
  Component: ProductTabs,
});
