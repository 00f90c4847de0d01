/**
 * Props of an island come from its own server markup: the root's data attributes (WooCommerce's names,
 * e.g. `data-product_variations`, keep their spelling; hyphenated ones become camelCase as in
 * `dataset`) and, when present, a child `<script type="application/json">` whose object is merged over
 * them. The island's zod/mini schema decides what is valid.
 */
import * as z from 'zod/mini';
import { describeIssues } from './php-values';

export function readProps<S extends z.ZodMiniType>(root: HTMLElement, schema: S): z.output<S> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(root.dataset)) {
    if (!key.startsWith('island')) raw[key] = value;
  }
  const script = root.querySelector(':scope > script[type="application/json"]');
  if (script) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(script.textContent ?? '');
    } catch {
      throw new Error('its <script type="application/json"> is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('its <script type="application/json"> is not a JSON object');
    }
    Object.assign(raw, parsed);
  }
  const result = z.safeParse(schema, raw);
  if (!result.success) throw new Error(describeIssues(result.error));
  return result.data;
}
