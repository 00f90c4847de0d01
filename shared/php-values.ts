/**
 * zod/mini schemas for values that come from PHP: `wp_localize_script` prints every scalar as a string
 * ("1", "", "yes", "5000"), data attributes are strings, and JSON may hold either. Each schema accepts
 * the PHP spellings and outputs the JavaScript value the islands want.
 */
import * as z from 'zod/mini';

// Strict CSPs report zod's `new Function` probe as a violation even though zod catches it.
z.config({ jitless: true });

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off', '']);

/** PHP's FILTER_VALIDATE_BOOLEAN: true/"1"/"yes"/"on"/1 and false/"0"/"no"/"off"/""/0/null. */
export const flag = /* @__PURE__ */ z.pipe(
  z.union([z.boolean(), z.number(), z.string(), z.null()]),
  z.transform((value, ctx) => {
    if (typeof value === 'boolean') return value;
    if (value === null) return false;
    const text = String(value).trim().toLowerCase();
    if (TRUE.has(text)) return true;
    if (FALSE.has(text)) return false;
    ctx.issues.push({ code: 'custom', message: `"${String(value)}" is not a yes/no value`, input: value });
    return false;
  }),
);

/** A finite number, or a string holding one ("5000", "0.00001"). */
export const numeric = /* @__PURE__ */ z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx) => {
    const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
    if (Number.isFinite(n)) return n;
    ctx.issues.push({ code: 'custom', message: `"${String(value)}" is not a number`, input: value });
    return 0;
  }),
);

/** Text; numbers are accepted and stringified (PHP prints ids either way). */
export const text = /* @__PURE__ */ z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);

/** A JSON document held in a string (data attributes), or the already-parsed value. */
export function json<T extends z.ZodMiniType>(inner: T) {
  return z.pipe(
    z.unknown(),
    z.pipe(
      z.transform((value, ctx) => {
        if (typeof value !== 'string') return value;
        try {
          return JSON.parse(value) as unknown;
        } catch {
          ctx.issues.push({ code: 'custom', message: 'is not valid JSON', input: value });
          return undefined;
        }
      }),
      inner,
    ),
  );
}

/** Readable one-line summary of a zod error: `key: problem; other: problem`. */
export function describeIssues(error: { issues: readonly z.core.$ZodIssue[] }): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`).join('; ');
}
