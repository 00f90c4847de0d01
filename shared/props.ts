/**
 * Props of an island come from its own server markup: the root's data attributes (WooCommerce's names,
 * e.g. `data-product_variations`, keep their spelling; hyphenated ones become camelCase as in
 * `dataset`) and, when present, a child `<script type="application/json">` whose object is merged over
 * them. The island's zod/mini schema decides what is valid.
 */
import * as z from 'zod/mini';
import { describeIssues } from './php-values';
import { readRootData } from './root-data';

export function readProps<S extends z.ZodMiniType>(root: HTMLElement, schema: S): z.output<S> {
  const result = z.safeParse(schema, readRootData(root));
  if (!result.success) throw new Error(describeIssues(result.error));
  return result.data;
}
