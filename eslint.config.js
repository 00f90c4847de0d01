import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Full `zod` pulls every locale (~90 KB gz): the storefront uses zod/mini only.
const zodMini = { name: 'zod', message: "Use 'zod/mini'." };
const noFixtures = {
  regex: '(^|/)fixtures(/|$)',
  message: 'The demo shop is never imported by the islands.',
};

/** The rooms: an island imports shared/ and its own folder; shared/ imports npm packages and itself. */
const rooms = (patterns) => ({
  'no-restricted-imports': ['error', { paths: [zodMini], patterns: [noFixtures, ...patterns] }],
});

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'no-restricted-imports': ['error', { paths: [zodMini] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shared/*.{ts,tsx}'],
    rules: rooms([{ regex: '^\\.\\./', message: 'shared/ imports npm packages and shared/ only.' }]),
  },
  {
    files: ['shared/*/**/*.{ts,tsx}'],
    rules: rooms([{ regex: '^\\.\\./\\.\\./', message: 'shared/ imports npm packages and shared/ only.' }]),
  },
  {
    files: ['widgets/*/*.{ts,tsx}'],
    rules: rooms([
      {
        regex: '^\\.\\./(?!\\.\\./shared(/|$))',
        message: 'An island imports shared/ and its own folder only; islands talk through the bus.',
      },
    ]),
  },
  {
    files: ['widgets/*/*/**/*.{ts,tsx}'],
    rules: rooms([
      {
        regex: '^\\.\\./\\.\\./(?!\\.\\./shared(/|$))',
        message: 'An island imports shared/ and its own folder only; islands talk through the bus.',
      },
    ]),
  },
);
