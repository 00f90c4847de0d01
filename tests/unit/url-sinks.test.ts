/**
 * Every URL an island follows, assigns or draws goes through the one URL check (shared/http.ts: httpUrl,
 * or safeUrl for this shop only), so no `javascript:` from markup, params or an answer ever runs. Scans the
 * source of widgets/ and shared/: `location` assignments, `location.assign|replace`, `window.open`, and
 * JSX `href` / `src`. A value passes when it is a literal, a call to the check, a variable set from the
 * check in the same file, or listed below with the reason it is already checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** file:expression → why it is safe. */
const CHECKED_ELSEWHERE: Record<string, string> = {
  'shared/cart/add.ts:outcome.url': 'answer.ts builds the outcome from safeUrl only',
  'widgets/add-to-cart/ViewCartLink.tsx:url': 'add-to-cart passes only a cart_url safeUrl accepted',
  'widgets/gallery/lightbox.tsx:href': "Broken's href is the lightbox's checked src",
};

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}

/** The text from `start` up to the bracket that closes the one just before it. */
function balanced(text: string, start: number, open: string, close: string): string {
  let depth = 1;
  for (let i = start; i < text.length; i++) {
    if (text[i] === open) depth++;
    else if (text[i] === close && --depth === 0) return text.slice(start, i);
  }
  return text.slice(start);
}

const SINKS: Array<[RegExp, (text: string, end: number) => string]> = [
  [/\blocation\.(?:assign|replace)\(/g, (t, end) => balanced(t, end, '(', ')')],
  [/\bwindow\.open\(/g, (t, end) => balanced(t, end, '(', ')').split(',')[0]!],
  [/\blocation(?:\.href)?\s*=(?!=)/g, (t, end) => t.slice(end, t.indexOf(';', end))],
  [/\s(?:href|src)=\{/g, (t, end) => balanced(t, end, '{', '}')],
];

function passes(file: string, text: string, raw: string): boolean {
  const expr = raw.trim();
  if (/^(['"])[^'"]*\1$/.test(expr) || /^`[^`$]*`$/.test(expr)) return true; // a literal
  if (/^`https:\/\/[\w.-]+\//.test(expr)) return true; // a fixed https host: no scheme comes from data
  if (/^(?:httpUrl|safeUrl)\(/.test(expr)) return true;
  if (
    /^[\w$]+$/.test(expr) &&
    new RegExp(`\\b(?:const|let)\\s+${expr}\\s*=\\s*(?:httpUrl|safeUrl)\\(`).test(text)
  )
    return true;
  return `${file}:${expr}` in CHECKED_ELSEWHERE;
}

it('every followed, assigned or drawn URL passes the URL check', () => {
  const unchecked: string[] = [];
  let seen = 0;
  for (const file of [...sources('widgets'), ...sources('shared')]) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const [pattern, valueAt] of SINKS)
      for (const match of text.matchAll(pattern)) {
        seen++;
        const expr = valueAt(text, match.index + match[0].length);
        const line = text.slice(0, match.index).split('\n').length;
        if (!passes(relative(ROOT, join(ROOT, file)), text, expr))
          unchecked.push(`${file}:${line} ${match[0].trim()} ${expr.trim()}`);
      }
  }
  expect(seen).toBeGreaterThan(5); // the scan finds the sinks it is about
  expect(unchecked).toEqual([]);
});

it('the scan catches an unchecked sink', () => {
  const text = 'const go = (a: string) => location.assign(a); <a href={item.src} />';
  const found = SINKS.flatMap(([pattern, valueAt]) =>
    [...text.matchAll(pattern)].map((m) => valueAt(text, m.index + m[0].length)),
  );
  expect(found).toEqual(['a', 'item.src']);
  expect(found.filter((expr) => !passes('x.tsx', text, expr))).toEqual(['a', 'item.src']);
});
