/**
 * zod/mini schemas for values that come from PHP, for island props read with zod (shared/props.ts): the
 * readers of shared/php-read.ts as schemas, plus JSON held in a data attribute.
 */
import * as z from 'zod/mini';
import { flag as readFlag, numeric as readNumeric, type Read, text as readText } from './php-read';

// Strict CSPs report zod's `new Function` probe as a violation even though zod catches it.
z.config({ jitless: true });

/** A zod/mini schema from a shared/php-read.ts reader: its error becomes the issue's message. */
const fromReader = <T>(read: Read<T>) =>
  z.pipe(
    z.unknown(),
    z.transform((value, ctx) => {
      try {
        return read(value);
      } catch (error) {
        ctx.issues.push({ code: 'custom', message: (error as Error).message, input: value });
        return undefined as T;
      }
    }),
  );

/** PHP's FILTER_VALIDATE_BOOLEAN: true/"1"/"yes"/"on"/1 and false/"0"/"no"/"off"/""/0/null. */
export const flag = /* @__PURE__ */ fromReader(readFlag);

/** A finite number, or a string holding one ("5000", "0.00001"). */
export const numeric = /* @__PURE__ */ fromReader(readNumeric);

/** Text; numbers are accepted and stringified (PHP prints ids either way). */
export const text = /* @__PURE__ */ fromReader(readText);

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
