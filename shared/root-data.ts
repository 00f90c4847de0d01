/**
 * The root's data attributes with its JSON child merged over them, unvalidated: for islands whose props are
 * one or two strings, which need no schema library at boot.
 */
export function readRootData(root: HTMLElement): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(root.dataset)) {
    if (!key.startsWith('island')) raw[key] = value;
  }
  const script = root.querySelector(':scope > script[type="application/json"]');
  if (!script) return raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(script.textContent ?? '');
  } catch {
    throw new Error('its <script type="application/json"> is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('its <script type="application/json"> is not a JSON object');
  }
  return Object.assign(raw, parsed);
}
