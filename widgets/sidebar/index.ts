/**
 * Shop sidebar (SPEC §2, §4 Sticky sidebar, §9; plugins reference §5). Root: `aside#sidebar`.
 * - With `woo_sidebar_toggles` on, each widget's title gets a button that shows and hides the rest of the
 *   widget (`aria-expanded`, `aria-controls`); widgets start open, so nothing moves on mount.
 * - With `woo_sticky_sidebar` on, the sidebar sticks below the header from 1000 px up; never below.
 */
import { DESKTOP_BREAKPOINT_PX } from '../../shared/constants';
import { defineLegacyIsland } from '../../shared/island';
import { themeOptions } from '../../shared/params';
import { stickySidebarActive } from '../header/layout';

let sequence = 0;

function addToggle(widget: HTMLElement, signal: AbortSignal): void {
  const title = widget.querySelector<HTMLElement>(
    ':scope > .widgettitle, :scope > h2, :scope > h3, :scope > h4',
  );
  if (!title || title.querySelector('button.widget-toggle')) return;
  const parts = [...widget.children].filter((el) => el !== title) as HTMLElement[];
  if (!parts.length) return;
  const ids = parts.map((el) => {
    if (!el.id) el.id = `widget-part-${++sequence}`;
    return el.id;
  });
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'widget-toggle';
  button.setAttribute('aria-expanded', 'true');
  button.setAttribute('aria-controls', ids.join(' '));
  button.append(...title.childNodes);
  title.append(button);
  button.addEventListener(
    'click',
    () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      widget.classList.toggle('widget-collapsed', !open);
      for (const part of parts) part.hidden = !open;
    },
    { signal },
  );
}

export default defineLegacyIsland({
  mount({ root, signal }) {
    const options = themeOptions();
    if (options.woo_sidebar_toggles) {
      for (const widget of root.querySelectorAll<HTMLElement>('.widget')) addToggle(widget, signal);
    }
    if (!options.woo_sticky_sidebar) return;
    const wide = matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
    const apply = () => {
      const on = stickySidebarActive(options.woo_sticky_sidebar, innerWidth);
      root.classList.toggle('sticky-sidebar', on);
      if (on) {
        const header = document.getElementById('header-outer');
        root.style.position = 'sticky';
        root.style.top = `${(header?.offsetHeight ?? 0) + 20}px`;
        root.style.alignSelf = 'flex-start';
      } else {
        for (const property of ['position', 'top', 'align-self']) root.style.removeProperty(property);
      }
    };
    apply();
    wide.addEventListener('change', apply, { signal });
  },
});
