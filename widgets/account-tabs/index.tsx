/**
 * Login / registration tabs on the customer account page, in place of Salient's `div.nectar-form-controls`.
 * Root: `#customer_login.u-columns.col2-set`, whose direct `[class*="u-column"]` children each start with an
 * `h2`. The tab list built from those headings is the island's own UI, rendered through a portal into a
 * `div.account-tabs[role=tablist]` put first in the root; the columns and their forms stay the server's
 * nodes, and a layout effect shows the open one. APG tabs with automatic activation: arrows (mirrored in
 * right-to-left layouts), Home and End move to a tab and open it. The login column opens first, unless the
 * URL asks for registration (`initial-tab.ts`). The tabs are Salient's: on any other theme the island leaves
 * both columns as the theme lays them out.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useListener, useOwnedContainer, useRovingKeys } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';
import { salientPage } from '../../shared/params-site';
import { accountTabForHash, initialAccountTab } from './initial-tab';

interface Column {
  panel: HTMLElement;
  label: string;
}

/** Makes the columns tab panels labelled by their tabs; the returned cleanup gives them back as printed. */
function linkPanels(columns: Column[], prefix: string): () => void {
  const addedIds: HTMLElement[] = [];
  columns.forEach(({ panel }, i) => {
    if (!panel.id) {
      panel.id = `${prefix}-panel-${i + 1}`;
      addedIds.push(panel);
    }
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', `${prefix}-tab-${i + 1}`);
  });
  return () => {
    for (const { panel } of columns) {
      panel.hidden = false;
      panel.removeAttribute('role');
      panel.removeAttribute('aria-labelledby');
    }
    for (const panel of addedIds) panel.removeAttribute('id');
  };
}

function AccountTabs(island: IslandProps<{ columns: Column[] }>) {
  return island.props.columns.length ? <Tabs {...island} /> : null;
}

function Tabs({ root, props: { columns } }: IslandProps<{ columns: Column[] }>) {
  const prefix = root.id || 'account';
  const [open, setOpen] = useState(() => initialAccountTab(location, columns.length));
  const tabs = useRef<HTMLButtonElement[]>([]);
  const focusOpen = useRef(false);
  const openTab = (index: number | undefined, focus = false) => {
    if (index === undefined) return;
    focusOpen.current = focus;
    setOpen(index);
  };
  const list = useOwnedContainer('div', (el) => root.prepend(el), 'account-tabs');

  useLayoutEffect(() => {
    list.setAttribute('role', 'tablist');
    return linkPanels(columns, prefix);
  }, [list, columns, prefix]);
  useLayoutEffect(() => {
    columns.forEach(({ panel }, i) => (panel.hidden = i !== open));
    if (focusOpen.current) tabs.current[open]?.focus();
    focusOpen.current = false;
  }, [columns, open]);

  useRovingKeys(list, tabs.current, (next) => openTab(next, true));
  useListener(window, 'hashchange', () => openTab(accountTabForHash(location.hash, columns.length)));

  return createPortal(
    columns.map(({ panel, label }, i) => (
      <button
        key={i}
        ref={(el) => {
          if (el) tabs.current[i] = el;
        }}
        type="button"
        className={i === open ? 'account-tabs__tab active' : 'account-tabs__tab'}
        id={`${prefix}-tab-${i + 1}`}
        role="tab"
        aria-controls={panel.id || `${prefix}-panel-${i + 1}`}
        aria-selected={i === open ? 'true' : 'false'}
        tabIndex={i === open ? 0 : -1}
        onClick={() => openTab(i)}
      >
        {label}
      </button>
    )),
    list,
  );
}

export default defineIsland({
  name: 'account-tabs',
  props(root) {
    const columns: Column[] = [];
    if (!salientPage()) return { columns };
    for (const panel of root.querySelectorAll<HTMLElement>(':scope > [class*="u-column"]')) {
      const label = panel.querySelector(':scope > h2')?.textContent?.trim();
      if (!label) throw new Error('a column without its heading (:scope > h2)');
      columns.push({ panel, label });
    }
    if (columns.length < 2) throw new Error('fewer than two columns ([class*="u-column"])');
    return { columns };
  },
  Component: AccountTabs,
});
