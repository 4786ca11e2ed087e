// One flat config for the whole repository. Import boundaries are enforced here,
// not by review: apps never import each other, shared imports neither app, and in
// the web app features never import one another (zones generated from the folder).
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import vitest from '@vitest/eslint-plugin';
import testingLibrary from 'eslint-plugin-testing-library';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { layers } from './eslint/layers.js';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const featureZones = features.map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message:
    'Una feature non importa un’altra feature: componile in una route o sposta il pezzo in comune.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': {
        typescript: {
          project: [
            'packages/shared/tsconfig.json',
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        },
        node: true,
      },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web',
              from: './apps/api',
              message: 'Le app non si importano a vicenda: usa packages/shared.',
            },
            {
              target: './apps/api',
              from: './apps/web',
              message: 'Le app non si importano a vicenda: usa packages/shared.',
            },
            {
              target: './packages/shared',
              from: './apps',
              message: 'packages/shared non dipende dalle app.',
            },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'I componenti condivisi non dipendono dalle feature.',
            },
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/features',
              message: 'lib non dipende dalle feature.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Le feature non importano il livello app.',
            },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/app',
              message: 'I componenti non importano il livello app.',
            },
            ...featureZones,
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Accessibility of the markup, checked as it is written (axe checks the rendered pages).
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling table is a named region that takes focus, so a keyboard can scroll it
      // (axe's scrollable-region-focusable asks for exactly that).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // Keyboard handling delegated to a container (Escape on a dialog or the menu) is the
      // WAI-ARIA pattern; pointer handlers on non-interactive elements stay refused.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] },
      ],
    },
  },
  {
    // Vitest: no focused or skipped tests, every test asserts, expects sit inside tests.
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', '*.expect*', 'assert*'] },
      ],
    },
  },
  {
    // Component tests query by role and label, as users find things.
    files: ['apps/web/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/api/src/cli/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
  ...layers,
);
