// @vitest-environment node
// `npm run i18n` and its lint (scripts/i18n.mjs): what it reads from the sources, the rules a string must
// follow, and the catalogues it writes (scripts/lib/po.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { POLISH_L10N } from '../../fixtures/lib/l10n.mjs';
import * as i18n from '../../scripts/i18n.mjs';
import * as po from '../../scripts/lib/po.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scan = (file: string, text: string) => i18n.scanSource(file, text);

describe('reading the sources', () => {
  it("finds the islands' own strings with their translator comments, and l10n() calls with their domains (WooCommerce's without one)", () => {
    const { calls, problems } = scan(
      'widgets/x/index.tsx',
      `
// translators: a button.
const a = __('Save');
const b = sprintf(
  // translators: %d: how many.
  _n('%d apple', '%d apples', n),
  n,
);
const c = <p>{/* translators: in JSX. */}
  {__("Say \\"hi\\"")}</p>;
const d = \`\${l10n('Close (Esc)')} and \${__('No comment')} and \${l10n('Gallery', 'default')}\`;
const e = re.test(x) ? /__\\('in a regex'\\)/ : wp.i18n.__('a method');
function __(msgid: string) { return msgid; }
`,
    );
    expect(problems).toEqual([]);
    expect(
      calls.map(({ kind, msgid, plural, domain, comment }) => ({ kind, msgid, plural, domain, comment })),
    ).toEqual([
      {
        kind: 'own',
        msgid: 'Save',
        plural: undefined,
        domain: 'wc-islands',
        comment: 'translators: a button.',
      },
      {
        kind: 'own',
        msgid: '%d apple',
        plural: '%d apples',
        domain: 'wc-islands',
        comment: 'translators: %d: how many.',
      },
      {
        kind: 'own',
        msgid: 'Say "hi"',
        plural: undefined,
        domain: 'wc-islands',
        comment: 'translators: in JSX.',
      },
      { kind: 'l10n', msgid: 'Close (Esc)', plural: undefined, domain: 'woocommerce', comment: undefined },
      { kind: 'own', msgid: 'No comment', plural: undefined, domain: 'wc-islands', comment: undefined },
      { kind: 'l10n', msgid: 'Gallery', plural: undefined, domain: 'default', comment: undefined },
    ]);
  });

  it('refuses what it cannot list: a msgid that is not a literal, an unknown domain', () => {
    const { calls, problems } = scan(
      'shared/x.ts',
      "// translators: x\n__(name);\nl10n('Close', 'salient');\nl10n('Close', 'woocommerce', 2);\n_n('%d a', plural, n);\n",
    );
    expect(calls).toEqual([]);
    expect(problems).toEqual([
      'shared/x.ts:2: __() takes one string literal; for words WooCommerce or WordPress translate, use l10n()',
      "shared/x.ts:3: l10n() takes a string literal, and 'default' for WordPress's words",
      "shared/x.ts:4: l10n() takes a string literal, and 'default' for WordPress's words",
      'shared/x.ts:5: _n() takes two string literals and a number; for words WooCommerce or WordPress translate, use l10n()',
    ]);
  });

  it("reads PHP: the plugin's domain is its own, other domains are not; `.` joins strings, `->` calls a method", () => {
    const { calls, problems } = scan(
      'php-stubs/includes/x.php',
      `<?php
/* translators: %s: a name. */
echo '<p>' . esc_html( sprintf( __( 'Hello %s', 'wc-islands' ), $name ) ) . '</p>';
echo esc_html__( 'Settings' ) . esc_html__( "It's", 'wc-islands' );
$label = __( 'WooCommerce', 'woocommerce' );
$x = $object->__( 'not ours', 'wc-islands' );
_e( 'Bad', WC_ISLANDS_TEXT_DOMAIN );
`,
    );
    expect(calls.map(({ kind, msgid, domain, comment }) => [kind, msgid, domain, comment])).toEqual([
      ['own', 'Hello %s', 'wc-islands', 'translators: %s: a name.'],
      ['foreign', 'Settings', 'default', undefined],
      ['own', "It's", 'wc-islands', undefined],
      ['foreign', 'WooCommerce', 'woocommerce', undefined],
    ]);
    expect(problems).toEqual(['php-stubs/includes/x.php:7: _e() needs its text domain as a string literal']);
  });
});

describe('the lint rules', () => {
  const calls = (text: string) => scan('widgets/x/index.tsx', text).calls;

  it('fails a string of the plugin without a translator comment, or one WooCommerce already has', async () => {
    const woocommerce = await i18n.woocommerceMsgids();
    expect(woocommerce.size).toBeGreaterThan(10_000);
    const problems = i18n.ruleProblems(
      calls(
        "// translators: fine.\n__('Open the image');\n__('Write to us');\n// translators: a button.\n__('Close');\n",
      ),
      woocommerce,
    );
    expect(problems).toEqual([
      'widgets/x/index.tsx:3: "Write to us" has no translator comment (// translators: … above it)',
      'widgets/x/index.tsx:5: WooCommerce already translates "Close": use l10n(\'…\')',
    ]);
  });

  it("fails an l10n('…') msgid that WooCommerce does not have", async () => {
    const woocommerce = await i18n.woocommerceMsgids();
    expect(
      i18n.ruleProblems(
        calls(
          "l10n('Close (Esc)', 'woocommerce');\nl10n('Close (Escape)', 'woocommerce');\nl10n('Hi', 'default');",
        ),
        woocommerce,
      ),
    ).toEqual([
      'widgets/x/index.tsx:2: "Close (Escape)" is not a msgid of WooCommerce (languages/woocommerce-msgids.txt)',
    ]);
  });

  it('passes on the sources as they are, and the written files are up to date', async () => {
    const { calls: all, problems } = await i18n.scanAll();
    expect(problems).toEqual([]);
    expect(i18n.ruleProblems(all, await i18n.woocommerceMsgids())).toEqual([]);
    const { readFile } = await import('node:fs/promises');
    for (const [file, text] of (await i18n.outputs()).files)
      expect(await readFile(path.join(root, file), 'utf8'), file).toBe(text);
  });

  it("the demo shop speaks Polish for every l10n('…') msgid of WooCommerce's, and for no msgid the islands do not use", async () => {
    const used = (await i18n.scanAll()).calls.filter((c) => c.kind === 'l10n');
    for (const call of used.filter((c) => c.domain === 'woocommerce'))
      expect(POLISH_L10N.woocommerce, call.msgid).toHaveProperty([call.msgid]);
    for (const [domain, words] of Object.entries(POLISH_L10N))
      for (const msgid of Object.keys(words))
        expect(
          used.some((c) => c.domain === domain && c.msgid === msgid),
          msgid,
        ).toBe(true);
  });
});

describe('catalogues', () => {
  it('writes and reads a .po back: plurals, escapes, comments, references, a multi-line header', () => {
    const text = po.writePo(
      {
        header: 'Language: pl_PL\nPlural-Forms: nplurals=3; plural=(n==1 ? 0 : 1);\n',
        headerNotes: ['A note.'],
        entries: [
          {
            msgid: 'Say "hi"\\now',
            msgstr: ['Powiedz „cześć”'],
            comments: ['translators: x'],
            refs: ['a.ts'],
          },
          { msgid: '%d like', msgid_plural: '%d likes', msgstr: ['%d', '%d', '%d'], refs: ['b.ts', 'c.ts'] },
          { msgid: 'two\nlines', msgstr: [''] },
        ],
      },
      { nplurals: 3 },
    );
    expect(text).toContain('msgid ""\nmsgstr ""\n"Language: pl_PL\\n"\n"Plural-Forms: nplurals=3;');
    expect(text).toContain(
      '#. translators: x\n#: a.ts\nmsgid "Say \\"hi\\"\\\\now"\nmsgstr "Powiedz „cześć”"',
    );
    expect(text).toContain('msgid ""\n"two\\n"\n"lines"');
    const read = po.parsePo(text);
    expect(read.header).toBe('Language: pl_PL\nPlural-Forms: nplurals=3; plural=(n==1 ? 0 : 1);\n');
    expect(read.headerNotes).toEqual(['A note.']);
    expect(read.entries.map((e) => [e.msgid, e.msgid_plural, e.msgstr, e.refs])).toEqual([
      ['Say "hi"\\now', undefined, ['Powiedz „cześć”'], ['a.ts']],
      ['%d like', '%d likes', ['%d', '%d', '%d'], ['b.ts', 'c.ts']],
      ['two\nlines', undefined, [''], []],
    ]);
  });

  it('brings a translation up to the sources: new strings empty, gone ones dropped, translations and notes kept', () => {
    const translation = po.parsePo(
      'msgid ""\nmsgstr "Language: pl_PL\\n"\n\n# checked\nmsgid "Gallery"\nmsgstr "Galeria"\n\nmsgid "Gone"\nmsgstr "Nie ma"\n\nmsgid "%d like"\nmsgstr "was singular"\n',
    );
    const entries = i18n.potEntries({
      calls: [
        {
          kind: 'own',
          msgid: 'Gallery',
          domain: 'wc-islands',
          comment: 'translators: a',
          file: 'a.ts',
          line: 1,
        },
        {
          kind: 'own',
          msgid: '%d like',
          plural: '%d likes',
          domain: 'wc-islands',
          comment: 'translators: b',
          file: 'b.ts',
          line: 2,
        },
        { kind: 'own', msgid: 'New', domain: 'wc-islands', comment: 'translators: c', file: 'c.ts', line: 3 },
      ],
      headers: [],
    });
    const merged = i18n.mergePo(translation, entries).entries;
    expect(merged.map((e) => [e.msgid, e.msgstr, e.notes, e.comments])).toEqual([
      ['Gallery', ['Galeria'], ['checked'], ['translators: a']],
      ['%d like', [], [], ['translators: b']], // a singular translation is no plural's
      ['New', [], [], ['translators: c']],
    ]);
  });
});
