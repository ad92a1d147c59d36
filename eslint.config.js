import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layerBoundaries from './tools/lint/layer-boundaries.js';
import noImportCycle from './tools/lint/no-import-cycle.js';
import noIssueNumbers from './tools/lint/no-issue-numbers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.tsbuild', '.tanstack', 'src/routeTree.gen.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { local: { rules: { 'layer-boundaries': layerBoundaries, 'no-import-cycle': noImportCycle, 'no-issue-numbers': noIssueNumbers } } },
    rules: {
      'local/layer-boundaries': 'error',
      // Counts type-only imports too; applies to src/, server/ and sw/ (the rule skips other files).
      'local/no-import-cycle': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ky', message: 'Use the API client in src/api/client.ts.' },
            { name: 'pusher-js', message: 'Use the realtime wrapper in src/lib/.' },
            { name: 'laravel-echo', message: 'Use the realtime wrapper in src/lib/.' },
          ],
        },
      ],
    },
  },
  {
    // Comments say why, not which issue (history: CHANGELOG.md, docs/decisions/).
    files: ['{src,server,sw,build,tools,shared,patches,tests}/**/*.{ts,tsx,js,mjs,cjs,mts}'],
    rules: { 'local/no-issue-numbers': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The wrappers are the one place that may import their third-party client.
    files: ['src/api/client.ts', 'src/api/download.ts', 'src/lib/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
