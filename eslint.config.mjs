// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'api/reference/',
      'docs/cli/reference/',
      'reports/',
      'test-results/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.node}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*-once.ts', 'plugins/**/mark-on-demand.ts'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // A prismjs grammar file must run while the renderer's Prism is lent as the global
    // (src/prism/withRendererPrism.ts), which only a require() inside a call can time.
    files: ['src/prism/grammars/*.ts'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Bundled as CommonJS modules: loaders and stand-ins that the bundler requires by path.
    files: ['plugins/**/*.js'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
