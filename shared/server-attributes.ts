/**
 * Attributes the server printed on an element an island renders again as JSX. They are copied as props
 * only when React (or Preact) would take them as attributes: `ref`, `key`, `children` and the like would
 * replace the component's own, and an `on*` string is no listener. Inline `on*` handlers a plugin printed are
 * kept apart, for the island to set on the node as attributes, as the server's element had them. Pure.
 */

/** Names the runtimes treat as more than an attribute (in lower case, as HTML spells them). */
const SPECIAL =
  /^(ref|key|children|dangerouslysetinnerhtml|inner(html|text)|textcontent|default(value|checked)|suppress)/;

export interface ServerAttributes {
  /** Safe to spread onto the JSX element. */
  props: Record<string, string>;
  /** Inline `on*` handlers, to set on the rendered node with setAttribute. */
  handlers: Array<[name: string, value: string]>;
}

export function serverAttributes(el: Element, owned: ReadonlySet<string> = new Set()): ServerAttributes {
  const props: Record<string, string> = {};
  const handlers: Array<[string, string]> = [];
  for (const { name, value } of el.attributes) {
    const lower = name.toLowerCase();
    if (owned.has(lower) || SPECIAL.test(lower)) continue;
    if (lower.startsWith('on')) handlers.push([name, value]);
    else props[name] = value;
  }
  return { props, handlers };
}
