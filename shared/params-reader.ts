/**
 * Readers for the params globals that WordPress, WooCommerce, Salient and the plugins print
 * (`var wc_add_to_cart_params = {…}`): one shape per global, every key with the shop's default. A missing
 * global gives the defaults; a malformed key gives one warning naming the global and key, and its default —
 * never a crash. The readers are shared/php-read.ts's: these globals are read at boot on every page, where
 * zod would cost ~5 KiB gzip before the first island could mount.
 */
import { isPlainObject } from './globals';
import type { Read } from './php-read';

type Shape = Record<string, readonly [read: Read<unknown>, fallback: unknown]>;
type Output<S extends Shape> = { [K in keyof S]: S[K][1] extends infer D ? Widen<D> : never };
type Widen<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : T;

const warned = new Set<string>();
function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[islands] params: ${message}`);
}

/**
 * Builds the reader of one global from its shape (key → [reader, default]). Each key is read on its own, so
 * one malformed key costs only that key (with a warning), never the whole object. Reads `window[name]` on
 * each call: pages and tests may reprint it. `quiet` reads a global that only adapts the island to the theme
 * or plugin printing it (a theme's options on any theme): its absence is no mistake, so no warning.
 */
export function paramsReader<S extends Shape>(name: string, shape: S): (quiet?: boolean) => Output<S> {
  return (quiet) => {
    const raw = (globalThis as Record<string, unknown>)[name];
    // Only what a script printed: an element with this id is a window property too.
    const isObject = isPlainObject(raw);
    if (raw === undefined) {
      if (!quiet) warnOnce(name, `${name} is not printed on this page; using the defaults`);
    } else if (!isObject) warnOnce(name, `${name} is not an object; using the defaults`);
    const input = (isObject ? raw : {}) as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [key, [read, fallback]] of Object.entries(shape)) {
      const value = input[key];
      output[key] = fallback;
      if (value === undefined) continue;
      try {
        output[key] = read(value);
      } catch (error) {
        warnOnce(
          `${name}.${key}`,
          `${name}.${key} is malformed (${(error as Error).message}); using the default`,
        );
      }
    }
    return output as Output<S>;
  };
}

export const AJAX_URL = '/wp-admin/admin-ajax.php';
export const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';
