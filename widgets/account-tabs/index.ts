/**
 * Login / registration tabs on the customer account page (SPEC §2; reference plugins §5.4, in place of
 * Salient's `div.nectar-form-controls`). Root: `#customer_login.u-columns.col2-set`, whose direct
 * `[class*="u-column"]` children each start with an `h2`. The island puts a tab list built from those
 * headings before the columns and shows one column at a time; the columns and their forms stay the
 * server's nodes. APG tabs with automatic activation: arrows (mirrored in right-to-left layouts), Home and
 * End move to a tab and open it. The login column opens first, unless the URL asks for registration
 * (`initial-tab.ts`).
 */
import { defineLegacyIsland, rovingIndex } from '../../shared/island';
import { accountTabForHash, initialAccountTab } from './initial-tab';

interface Column {
  panel: HTMLElement;
  label: string;
}

export default defineLegacyIsland({
  props(root) {
    const columns: Column[] = [];
    for (const panel of root.querySelectorAll<HTMLElement>(':scope > [class*="u-column"]')) {
      const label = panel.querySelector(':scope > h2')?.textContent?.trim();
      if (!label) throw new Error('a column without its heading (:scope > h2)');
      columns.push({ panel, label });
    }
    if (columns.length < 2) throw new Error('fewer than two columns ([class*="u-column"])');
    return { columns };
  },
  mount({ root, props, signal }) {
    const prefix = root.id || 'account';
    const list = document.createElement('div');
    list.className = 'account-tabs';
    list.setAttribute('role', 'tablist');
    const addedIds: HTMLElement[] = [];
    const tabs = props.columns.map(({ panel, label }, i) => {
      const tab = document.createElement('button');
      tab.type = 'button';
      tab.className = 'account-tabs__tab';
      tab.id = `${prefix}-tab-${i + 1}`;
      tab.textContent = label;
      tab.setAttribute('role', 'tab');
      if (!panel.id) {
        panel.id = `${prefix}-panel-${i + 1}`;
        addedIds.push(panel);
      }
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      list.append(tab);
      return tab;
    });
    const open = (index: number | undefined, focus = false) => {
      if (index === undefined) return;
      tabs.forEach((tab, i) => {
        const on = i === index;
        tab.setAttribute('aria-selected', String(on));
        tab.classList.toggle('active', on);
        tab.tabIndex = on ? 0 : -1;
        props.columns[i]!.panel.hidden = !on;
      });
      if (focus) tabs[index]!.focus();
    };
    open(initialAccountTab(location, tabs.length));
    root.prepend(list);

    list.addEventListener('click', (event) => open(tabs.indexOf(event.target as HTMLButtonElement)), {
      signal,
    });
    list.addEventListener(
      'keydown',
      (event) => {
        const index = tabs.indexOf(event.target as HTMLButtonElement);
        const next = index === -1 ? undefined : rovingIndex(event, index, tabs.length, root);
        if (next === undefined) return;
        event.preventDefault();
        open(next, true);
      },
      { signal },
    );
    addEventListener('hashchange', () => open(accountTabForHash(location.hash, tabs.length)), { signal });

    return () => {
      list.remove();
      for (const { panel } of props.columns) {
        panel.hidden = false;
        panel.removeAttribute('role');
        panel.removeAttribute('aria-labelledby');
      }
      for (const panel of addedIds) panel.removeAttribute('id');
    };
  },
});
