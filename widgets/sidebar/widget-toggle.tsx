/**
 * A sidebar widget's open/close button: put into the widget's title with the title's own text moved in,
 * so the heading keeps its words and its level. `aria-controls` names the widget's other parts, which it
 * hides and shows. Widgets start open: nothing moves on mount.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

export interface Widget {
  widget: HTMLElement;
  title: HTMLElement;
  /** The widget's other children, each with the id `aria-controls` names. */
  parts: HTMLElement[];
  ids: string[];
}

const TITLE = ':scope > .widgettitle, :scope > h2, :scope > h3, :scope > h4';

/**
 * The widgets that get a toggle, with ids for their parts: the server's, or the first free
 * `widget-part-<n>` (free in the page, so two sidebars never share one).
 */
export function toggleableWidgets(root: HTMLElement): Widget[] {
  const widgets: Widget[] = [];
  const taken = new Set<string>();
  let n = 0;
  const freeId = () => {
    let id;
    do id = `widget-part-${++n}`;
    while (taken.has(id) || document.getElementById(id));
    return id;
  };
  for (const widget of root.querySelectorAll<HTMLElement>('.widget')) {
    const title = widget.querySelector<HTMLElement>(TITLE);
    if (!title || title.querySelector('button.widget-toggle')) continue;
    const parts = [...widget.children].filter((el) => el !== title) as HTMLElement[];
    if (!parts.length) continue;
    const ids = parts.map((el) => el.id || freeId());
    ids.forEach((id) => taken.add(id));
    widgets.push({ widget, title, parts, ids });
  }
  return widgets;
}

export function WidgetToggle({ widget, title, parts, ids }: Widget) {
  // Undefined until the first toggle: the widget stays exactly as the server printed it.
  const [open, setOpen] = useState<boolean>();
  const expanded = open ?? true;
  const button = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const given = parts.filter((el, i) => !el.id && (el.id = ids[i]!));
    return () => given.forEach((el) => el.removeAttribute('id'));
  }, [parts, ids]);
  // The title's own nodes go into the button (React renders it empty and never touches them), and back.
  useLayoutEffect(() => {
    const el = button.current!;
    el.append(...[...title.childNodes].filter((node) => node !== el));
    return () => title.prepend(...el.childNodes);
  }, [title]);
  useLayoutEffect(() => {
    if (open === undefined) return;
    widget.classList.toggle('widget-collapsed', !open);
    for (const part of parts) part.hidden = !open;
  }, [widget, parts, open]);

  return createPortal(
    <button
      ref={button}
      type="button"
      className="widget-toggle"
      aria-expanded={expanded}
      aria-controls={ids.join(' ')}
      onClick={() => setOpen(!expanded)}
    />,
    title,
  );
}
