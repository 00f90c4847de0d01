/**
 * Shop sidebar. Root: `aside#sidebar`.
 * - With `woo_sidebar_toggles` on, each widget's title gets a button that shows and hides the rest of the
 *   widget (`aria-expanded`, `aria-controls`); widgets start open, so nothing moves on mount.
 * - With `woo_sticky_sidebar` on, the sidebar sticks below the header from 1000 px up; never below.
 */
import { useLayoutEffect, useState } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '../../shared/constants';
import { useListener, useParams } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';
import { stickySidebarActive } from '../../shared/layout';
import { themeOptions } from '../../shared/params-site';
import { toggleableWidgets, WidgetToggle } from './widget-toggle';

const STICKY_STYLES = ['position', 'top', 'align-self'];

/** Sticks the sidebar below the header while the option is on and the window at least 1000 px wide. */
function useStickySidebar(root: HTMLElement, option: boolean): void {
  const [wide] = useState(() => (option ? matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`) : null));
  const [on, setOn] = useState(() => stickySidebarActive(option, innerWidth));
  useListener(wide, 'change', () => setOn(stickySidebarActive(option, innerWidth)));
  useLayoutEffect(() => {
    if (!option) return; // the theme's own layout, untouched
    root.classList.toggle('sticky-sidebar', on);
    if (!on) return;
    const header = document.getElementById('header-outer');
    root.style.position = 'sticky';
    root.style.top = `${(header?.offsetHeight ?? 0) + 20}px`;
    root.style.alignSelf = 'flex-start';
    return () => {
      root.classList.remove('sticky-sidebar');
      for (const property of STICKY_STYLES) root.style.removeProperty(property);
    };
  }, [root, option, on]);
}

function Sidebar({ root }: IslandProps<undefined>) {
  const options = useParams(themeOptions);
  const [widgets] = useState(() => (options.woo_sidebar_toggles ? toggleableWidgets(root) : []));
  useStickySidebar(root, options.woo_sticky_sidebar);
  return widgets.map((widget) => <WidgetToggle key={widget.ids[0]} {...widget} />);
}

export default defineIsland({ name: 'sidebar', Component: Sidebar });
