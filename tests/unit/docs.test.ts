// @vitest-environment node
/**
 * Docs say what the code does today: every repository path a doc or a code comment quotes exists, and every
 * name a doc ties to one of our files is there (an export of an island's or shared/'s module). WooCommerce's, WordPress's and the theme's own
 * paths and names (`single-product/tabs/tabs.php`, `wc_add_to_cart_params`, `added_to_cart`) are not ours
 * and are left alone: a path is ours when it starts at one of the repository's top-level entries (or, in a
 * folder's README, at one of that folder's subfolders), a name when a doc ties it to one of our files.
 * Commands a doc gives (`npm run …`, `node …`, `bash …`, `php …`) name a script of package.json or a file, and a
 * Mermaid diagram names only paths and exports that exist. The README is the front page: the two set-up
 * commands, a diagram, and a link to each guide in docs/.
 * bench/RESULTS.md is a dated log of measurements: its entries record the tree of their day.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Tracked files and new ones not ignored (never dist/ or node_modules/).
const FILES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
  .toString()
  .split('\n')
  .filter(Boolean);
const FILE_SET = new Set(FILES);
const DIRS = new Set(
  FILES.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, a) => a.slice(0, i + 1).join('/')),
  ),
);
const TOP = new Set(FILES.map((f) => f.split('/')[0]!));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const SCRIPTS = new Set(Object.keys((JSON.parse(read('package.json')) as { scripts: object }).scripts));

const DOCS = FILES.filter(
  (f) =>
    /^(README\.md|docs\/.+\.md|widgets\/[^/]+\/README\.md|php-stubs\/README\.md|fixtures\/README\.md)$/.test(
      f,
    ) ||
    /^tests\/(.+\/)?README\.md$/.test(f) ||
    (/^bench\/[^/]+\.md$/.test(f) && f !== 'bench/RESULTS.md'),
);
const CODE = FILES.filter(
  (f) =>
    /\.(ts|tsx|mjs|js|sh|php)$/.test(f) &&
    /^(widgets|shared|scripts|fixtures|tests|bench|php-stubs)\/|^[^/]+$/.test(f),
);

// A file name ours by its extension (WooCommerce's are .js and .php).
const OUR_EXTENSION = /\.(ts|tsx|mjs)$/;
const PATH_LIKE = /^(\.{1,2}\/)*[\w.@*<>{}…,-]+(\/[\w.@*<>{}…,-]*)*$/;

/** A path with `*`, `<name>`, `{a,b}` or `…` in it, as a pattern over files and folders. */
function pattern(p: string): RegExp | undefined {
  if (!/[*<{…]/.test(p)) return undefined;
  const source = p
    .replace(/[.+?^$()|[\]\\]/g, '\\$&')
    .replace(/<[^>/]*>/g, '[^/]+')
    .replace(/\{([^}]*)\}/g, (_, alternatives: string) => `(${alternatives.split(',').join('|')})`)
    .replace(/\*/g, '[^/]*')
    .replace(/…/g, '.*');
  return new RegExp(`^${source}$`);
}

/** Whether a repository-relative path names a file or folder (a name without extension: a module or a prefix). */
function exists(p: string): boolean {
  const clean = p.replace(/\/$/, '');
  const glob = pattern(clean);
  if (glob)
    return (
      FILES.some((f) => glob.test(f) || glob.test(f.replace(/\.[^/]*$/, ''))) ||
      [...DIRS].some((d) => glob.test(d))
    );
  if (FILE_SET.has(clean) || DIRS.has(clean)) return true;
  const last = clean.split('/').pop()!;
  return !last.includes('.') && FILES.some((f) => f.startsWith(`${clean}.`) || f.startsWith(`${clean}-`));
}

/**
 * The repository path a doc's path means, or undefined when it is not ours: from the root when it starts at a
 * top-level entry, from the doc's folder when it starts at one of that folder's subfolders (and its folder is
 * there: `includes/partials/header/…` in php-stubs/ is the theme's), from the doc for `./` and `../`.
 */
function resolve(p: string, doc: string): string | undefined {
  const clean = p.replace(/(#|:\d).*$/, '');
  const docDir = path.posix.dirname(doc);
  if (/^\.{1,2}\//.test(clean)) return path.posix.join(docDir, clean);
  if (!clean.includes('/')) return undefined;
  const first = clean.split('/')[0]!;
  if (TOP.has(first)) return clean;
  const local = path.posix.join(docDir, clean);
  if (docDir !== '.' && DIRS.has(path.posix.join(docDir, first)) && exists(path.posix.dirname(local)))
    return local;
  return undefined;
}

/** The files a bare file name can mean: in a folder's README, that folder's or the root's; elsewhere, any. */
function bareFiles(name: string, doc: string): string[] {
  const docDir = path.posix.dirname(doc);
  const within = docDir === '.' || doc.startsWith('docs/') ? '' : `${docDir}/`;
  return FILES.filter((f) => (f.startsWith(within) || !f.includes('/')) && path.posix.basename(f) === name);
}

interface Span {
  text: string;
  line: number;
  /** The prose between the previous span and this one. */
  before: string;
}

/** A doc's inline code spans in order (fenced blocks apart), its fenced blocks, its links and its prose. */
function parse(markdown: string) {
  const fences: Array<{ text: string; line: number; info: string }> = [];
  const lines = markdown.split('\n');
  const prose: string[] = [];
  let fence: { text: string[]; line: number; info: string } | undefined;
  lines.forEach((line, i) => {
    const marker = /^\s*```(\S*)/.exec(line);
    if (marker && !fence) fence = { text: [], line: i + 1, info: marker[1]! };
    else if (marker && fence) {
      fences.push({ text: fence.text.join('\n'), line: fence.line, info: fence.info });
      fence = undefined;
    } else if (fence) fence.text.push(line);
    prose.push(fence || marker ? '' : line);
  });
  const text = prose.join('\n');
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const spans: Span[] = [];
  let last = 0;
  for (const m of text.matchAll(/`([^`]+)`/g)) {
    spans.push({
      text: m[1]!.replace(/\s*\n\s*/g, ' '),
      line: lineAt(m.index),
      before: text.slice(last, m.index),
    });
    last = m.index + m[0].length;
  }
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => ({ target: m[1]!, line: lineAt(m.index) }));
  // Prose with the code spans blanked, for unquoted paths.
  const bare = text.replace(/`[^`]+`/g, (s) => s.replace(/[^\n]/g, ' '));
  return { spans, fences, links, bare, lineAt };
}

/** A file's code with its comments taken out (roughly: enough to tell a name in code from one in a comment). */
function codeOf(file: string): string {
  const text = read(file);
  if (file.endsWith('.php'))
    return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)(\/\/|#).*$/gm, '$1');
  if (/\.(ts|tsx|mjs|js)$/.test(file))
    return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return text;
}

const escape = (s: string) => s.replace(/[$]/g, '\\$&');
const has = (code: string, name: string) => new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`).test(code);
const exports = (code: string, name: string) =>
  new RegExp(`(?<![\\w$])export(?![\\w$])[^;]*?[\\s{,]${escape(name)}(?![\\w$])`).test(code);
/** The islands' and shared/'s modules: a name a doc ties to one is one of its exports (elsewhere, in its code). */
const MODULE = /^(shared|widgets)\/.+\.tsx?$/;

// `foo`, `foo()`, `foo(a, b)`, `Foo.bar`, `$form`: the name is what comes before the first `.` or `(`.
const NAME = /^([A-Za-z_$][\w$]*)(\.[\w$]+)*(\(.*\))?$/s;
const isFileSpan = (s: string) => PATH_LIKE.test(s) && (s.includes('/') || /\.\w+$/.test(s));

/** The repository files (or folder) a span names, if it names ours. */
function filesOf(span: string, doc: string): string[] {
  if (!isFileSpan(span)) return [];
  if (!span.includes('/')) return OUR_EXTENSION.test(span) ? bareFiles(span, doc) : [];
  const p = resolve(span, doc);
  if (!p || pattern(p)) return [];
  const clean = p.replace(/\/$/, '');
  if (FILE_SET.has(clean)) return [clean];
  return FILES.filter((f) => f.startsWith(`${clean}/`) || f.startsWith(`${clean}.`));
}

function problemsOf(doc: string, markdown = read(doc)): string[] {
  const problems: string[] = [];
  const { spans, fences, links, bare, lineAt } = parse(markdown);
  const at = (line: number) => `${doc}:${line}`;

  // Quoted paths.
  for (const { text, line } of spans) {
    if (!isFileSpan(text)) continue;
    if (!text.includes('/')) {
      if (OUR_EXTENSION.test(text) && !bareFiles(text, doc).length)
        problems.push(`${at(line)}: no file ${text}`);
      continue;
    }
    const p = resolve(text, doc);
    if (p && !exists(p)) problems.push(`${at(line)}: no ${p}`);
  }
  // Links to files of the repository.
  for (const { target, line } of links) {
    if (/^([a-z]+:|#|\/)/.test(target)) continue;
    const p = path.posix.join(path.posix.dirname(doc), target.replace(/#.*$/, ''));
    if (!exists(p)) problems.push(`${at(line)}: link to missing ${p}`);
  }
  // Unquoted paths in prose: from the root only.
  for (const m of bare.matchAll(
    /(?<![\w./@:-])([\w.-]+\/[\w./-]*\.(?:ts|tsx|mjs|json|md|php|sh))(?![\w/])/g,
  )) {
    const p = m[1]!;
    if (TOP.has(p.split('/')[0]!) && !exists(p)) problems.push(`${at(lineAt(m.index))}: no ${p}`);
  }
  // A layout block: a line starting with `folder/` names that folder's files (or its subfolders').
  for (const { text, line, info } of fences) {
    if (info) continue;
    let dir = '';
    text.split('\n').forEach((row, i) => {
      const head = /^(\S+)\s/.exec(row)?.[1];
      if (head) dir = head.endsWith('/') && DIRS.has(head.slice(0, -1)) ? head : '';
      for (const m of row.matchAll(/(?<![\w./-])([\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs))(?![\w/])/g)) {
        const name = m[1]!;
        const found = FILES.some(
          (f) =>
            path.posix.basename(f) === name &&
            f.startsWith(dir) &&
            f.split('/').length <= dir.split('/').length + 1,
        );
        if (!found) problems.push(`${at(line + 1 + i)}: no ${dir}${name} (layout block)`);
      }
    });
  }

  // Names tied to one of our files: `foo` in|from `file`, `foo` (`file`), `file`'s `foo`, `file` `foo`,
  // `file` (`foo`, `bar`). An island's or shared/'s module must export the name; another file, have it in its code
  // (a build constant, a manifest key, a test's event).
  const tie = (name: string, file: string, line: number) => {
    const files = filesOf(file, doc).filter((f) => !/\.(png|jpg|svg|css|html)$/.test(f));
    const id = NAME.exec(name)?.[1];
    if (!id || !files.length || isFileSpan(name)) return;
    // `actions` (`actions.ts`): a module named by its file.
    if (files.some((f) => path.posix.basename(f).replace(/\..*$/, '') === id)) return;
    if (files.some((f) => (MODULE.test(f) ? exports : has)(codeOf(f), id))) return;
    problems.push(`${at(line)}: ${file} has no ${files.some((f) => MODULE.test(f)) ? 'export ' : ''}${id}`);
  };
  spans.forEach((span, i) => {
    const next = spans[i + 1];
    if (next && /^\s+(in|from)\s+$|^\s+\($/.test(next.before)) tie(span.text, next.text, next.line);
    if (next && /^('s)?\s+$/.test(next.before) && isFileSpan(span.text)) tie(next.text, span.text, next.line);
    if (next && /^\s+\($/.test(next.before) && isFileSpan(span.text)) {
      for (let j = i + 1; j < spans.length && (j === i + 1 || /^,\s*$/.test(spans[j]!.before)); j++)
        tie(spans[j]!.text, span.text, spans[j]!.line);
    }
  });

  // Commands, in code spans and fenced blocks: an npm script of package.json, a file of ours that a program runs.
  const code = [...spans.map((s) => ({ text: s.text, line: s.line })), ...fences];
  for (const { text, line } of code) {
    for (const m of text.matchAll(/(?<![\w-])npm (?:run(?:-script)? ([\w-]+(?::[\w-]+)*)|(start|test)\b)/g)) {
      const script = m[1] ?? m[2]!;
      if (!SCRIPTS.has(script)) problems.push(`${at(line)}: package.json has no script ${script}`);
    }
    for (const m of text.matchAll(
      /(?<![\w-])(?:node|bash|sh|php) ([\w./-]+\.(?:mjs|js|ts|sh|php))(?![\w/])/g,
    )) {
      const p = resolve(m[1]!, doc) ?? (m[1]!.includes('/') ? undefined : m[1]!);
      if (p && TOP.has(p.split('/')[0]!) && !exists(p)) problems.push(`${at(line)}: no ${p} to run`);
    }
  }
  // Mermaid diagrams: the paths they name, from the root, and `name in file` ties.
  for (const { text, line, info } of fences) {
    if (info !== 'mermaid') continue;
    text.split('\n').forEach((row, i) => {
      for (const m of row.matchAll(/(?<![\w./@:-])([\w.-]+\/(?:[\w.-]+\/)*(?:[\w-]+\.\w+)?)/g)) {
        const p = m[1]!;
        if (TOP.has(p.split('/')[0]!) && !exists(p)) problems.push(`${at(line + 1 + i)}: no ${p} (diagram)`);
      }
      for (const m of row.matchAll(/(?<![\w$])([A-Za-z_$][\w$]*) in ([\w.-]+\/[\w./-]+\.tsx?)/g)) {
        const file = m[2]!;
        if (FILE_SET.has(file) && !exports(codeOf(file), m[1]!))
          problems.push(`${at(line + 1 + i)}: ${file} has no export ${m[1]} (diagram)`);
      }
    });
  }

  // The plugin's PHP names (functions, filters, options): ours by their prefix.
  const php = FILES.filter((f) => f.startsWith('php-stubs/') && f.endsWith('.php'))
    .map(codeOf)
    .join('\n');
  for (const { text, line } of spans)
    for (const m of text.matchAll(/(?<![\w$])(wc_islands_\w+|WC_ISLANDS_\w+)/g))
      if (!has(php, m[1]!)) problems.push(`${at(line)}: the plugin has no ${m[1]}`);
  return problems;
}

/** Paths a code comment quotes: from the root, as in a doc. */
function commentProblems(file: string, text = read(file)): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    const comment = /(?:^\s*(?:\/\/|\*|\/\*|#)|\s\/\/\s)(.*)$/.exec(line)?.[1];
    if (!comment) return;
    for (const m of comment.matchAll(/(?<![\w./@:-])([\w.-]+\/[\w.*<>{}…/-]*[\w*>}…/])/g)) {
      const p = m[1]!;
      if (TOP.has(p.split('/')[0]!) && !exists(p)) problems.push(`${file}:${i + 1}: no ${p}`);
    }
    for (const m of comment.matchAll(/(?<![\w./-])([\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs))(?![\w/])/g))
      if (!FILES.some((f) => path.posix.basename(f) === m[1]))
        problems.push(`${file}:${i + 1}: no file ${m[1]}`);
  });
  return problems;
}

/** The guides in docs/ (not the ADRs): each is linked from the README. */
const GUIDES = DOCS.filter((d) => /^docs\/[^/]+\.md$/.test(d));
/** A README a newcomer reads in five minutes: lines at most. */
const FRONT_PAGE_LINES = 120;
const SET_UP = ['npm ci && npm start', 'npm ci && npm test'];

/** The README as the front page: short, the set-up commands as they are, a diagram, each guide linked once. */
function frontPageProblems(markdown: string, guides = GUIDES): string[] {
  const problems: string[] = [];
  const { fences, links } = parse(markdown);
  const lines = markdown.trimEnd().split('\n').length;
  if (lines > FRONT_PAGE_LINES)
    problems.push(`README.md: ${lines} lines (at most ${FRONT_PAGE_LINES}: depth goes to docs/)`);
  for (const command of SET_UP)
    if (!fences.some((f) => f.info === 'sh' && f.text.trim() === command))
      problems.push(`README.md: no set-up block \`${command}\``);
  if (!fences.some((f) => f.info === 'mermaid')) problems.push('README.md: no Mermaid diagram');
  for (const guide of guides) {
    const count = links.filter(({ target }) => target.replace(/#.*$/, '') === guide).length;
    if (count !== 1) problems.push(`README.md: links ${guide} ${count} times (once, please)`);
  }
  return problems;
}

describe('docs match the code', () => {
  it('finds the docs', () => {
    expect(DOCS).toEqual(expect.arrayContaining(['README.md', 'php-stubs/README.md', 'fixtures/README.md']));
    expect(DOCS.filter((d) => d.startsWith('docs/adr/')).length).toBeGreaterThan(20);
  });

  it('the README is the front page: the set-up commands, a diagram, each guide in docs/ linked once', () => {
    expect(GUIDES.length).toBeGreaterThan(3);
    expect(frontPageProblems(read('README.md'))).toEqual([]);
  });

  it.each(DOCS)('%s quotes only paths and names that exist', (doc) => {
    expect(problemsOf(doc)).toEqual([]);
  });

  it('code comments quote only paths that exist', () => {
    expect(CODE.flatMap((file) => commentProblems(file))).toEqual([]);
  });

  it('each island’s strategy is the manifest’s, in the islands table and in its own README', () => {
    const { islands } = JSON.parse(read('widgets/manifest.json')) as {
      islands: Record<string, { strategy: string }>;
    };
    const table = read('docs/islands.md');
    const problems = Object.entries(islands).flatMap(([name, { strategy }]) => {
      const row = new RegExp(`^\\| \`${name}\` \\|[^\\n]*?\\| (\\w+)[^|\\n]* \\| [^|\\n]+ \\|$`, 'm').exec(
        table,
      );
      const readme = FILE_SET.has(`widgets/${name}/README.md`) ? read(`widgets/${name}/README.md`) : '';
      const own = /Hydration:? `(\w+)`|strategy:? `(\w+)`/i.exec(readme);
      return [
        row?.[1] !== strategy && `docs/islands.md: ${name} is "${row?.[1]}", the manifest says ${strategy}`,
        own &&
          (own[1] ?? own[2]) !== strategy &&
          `widgets/${name}/README.md: "${own[1] ?? own[2]}", the manifest says ${strategy}`,
      ].filter((problem) => problem !== false && problem !== null && problem !== '');
    });
    expect(problems).toEqual([]);
  });

  it('an ADR is its title, a `Date · Status` line, Context, Decision and Consequences: today’s decision only', () => {
    const problems = DOCS.filter((d) => /^docs\/adr\/\d{4}-/.test(d)).flatMap((adr) => {
      const number = path.posix.basename(adr).slice(0, 4);
      const text = read(adr);
      const [title, blank, status] = text.split('\n');
      const sections = text.match(/^## .*/gm) ?? [];
      return [
        !new RegExp(`^# ${number} \\S`).test(title!) && `${adr}: title not "# ${number} Title": ${title}`,
        (blank !== '' || !/^Date: \d{4}-\d{2}-\d{2} · Status: \w+( by ADR \d+)?$/.test(status!)) &&
          `${adr}: third line not "Date: YYYY-MM-DD · Status: accepted": ${status}`,
        sections.join() !== '## Context,## Decision,## Consequences' &&
          `${adr}: sections ${sections.join(', ')}`,
        /\((updated|rewritten)\b/i.test(text) && `${adr}: an "(updated …)" note (history lives in git)`,
      ].filter((problem) => problem !== false);
    });
    expect(problems).toEqual([]);
  });
});

describe('the docs check', () => {
  it('catches a missing path, a missing name, a stale layout entry and a broken link', () => {
    const doc = 'widgets/gallery/README.md';
    const stale = [
      'Reads `shared/params.ts` and `shared/nothing/`; [the ADR](../../docs/adr/0000-no-such-decision.md).',
      '`loadIsland` in `widgets/islands.ts`, `loadNothing` in `widgets/islands.ts`.',
      '`widgets/islands.ts` (`loadIsland`, `noSuchName`); `startServices` in `widgets/runtime.ts`.',
      '`no-such-file.tsx` and `lightbox.tsx`; `wc_islands_no_such_filter`; `single-product/tabs/tabs.php`.',
      '```',
      'shared/        island.ts, params.ts',
      '```',
    ].join('\n');
    expect(problemsOf(doc, stale)).toEqual([
      `${doc}:1: no shared/params.ts`,
      `${doc}:1: no shared/nothing/`,
      `${doc}:4: no file no-such-file.tsx`,
      `${doc}:1: link to missing docs/adr/0000-no-such-decision.md`,
      `${doc}:6: no shared/params.ts (layout block)`,
      `${doc}:2: widgets/islands.ts has no export loadNothing`,
      `${doc}:3: widgets/islands.ts has no export noSuchName`,
      `${doc}:3: widgets/runtime.ts has no export startServices`,
      `${doc}:4: the plugin has no wc_islands_no_such_filter`,
    ]);
  });

  it('catches a command with no script or file, and a missing path or export in a diagram', () => {
    const doc = 'docs/testing.md';
    const stale = [
      '`npm run build`, `npm run no-such-script`, `npm test`; `node scripts/no-such.mjs --flag`.',
      '```sh',
      'npm start && bash scripts/wordpress-test.sh && php tests/woocommerce/no-such-cli.php',
      '```',
      '```mermaid',
      'flowchart TD',
      '  a["Loader<br/>widgets/loader.ts"] --> b["Registry<br/>shared/nothing.ts"]',
      '  b --> c["loadIsland in widgets/islands.ts"] --> d["loadNothing in widgets/islands.ts"]',
      '  d --> e["shared/ and widgets/no-such-folder/"]',
      '```',
    ].join('\n');
    expect(problemsOf(doc, stale)).toEqual([
      `${doc}:1: package.json has no script no-such-script`,
      `${doc}:1: no scripts/no-such.mjs to run`,
      `${doc}:2: no tests/woocommerce/no-such-cli.php to run`,
      `${doc}:7: no shared/nothing.ts (diagram)`,
      `${doc}:8: widgets/islands.ts has no export loadNothing (diagram)`,
      `${doc}:9: no widgets/no-such-folder/ (diagram)`,
    ]);
  });

  it('catches a README that is a manual: no set-up block, no diagram, a guide not linked or linked twice', () => {
    const manual = [
      '# wc-islands',
      '```sh',
      'npm ci && npm start',
      '```',
      'See [testing](docs/testing.md) and [testing again](docs/testing.md#commands).',
      ...Array.from({ length: FRONT_PAGE_LINES }, () => 'More depth.'),
    ].join('\n');
    expect(frontPageProblems(manual, ['docs/testing.md', 'docs/plugin.md'])).toEqual([
      `README.md: ${FRONT_PAGE_LINES + 5} lines (at most ${FRONT_PAGE_LINES}: depth goes to docs/)`,
      'README.md: no set-up block `npm ci && npm test`',
      'README.md: no Mermaid diagram',
      'README.md: links docs/testing.md 2 times (once, please)',
      'README.md: links docs/plugin.md 0 times (once, please)',
    ]);
  });

  it('catches a missing path in a code comment, not in code', () => {
    const code = [
      '// See docs/adr/0000-no-such-decision.md and widgets/loader.ts.',
      ' * The readers (shared/params.ts, params-site.ts, nothing.ts) and widgets/<name>/index.',
      "const file = 'shared/params.ts';",
    ].join('\n');
    expect(commentProblems('shared/x.ts', code)).toEqual([
      'shared/x.ts:1: no docs/adr/0000-no-such-decision.md',
      'shared/x.ts:2: no shared/params.ts',
      'shared/x.ts:2: no file nothing.ts',
    ]);
  });
});
