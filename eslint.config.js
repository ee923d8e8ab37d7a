import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importZones } from './.eslint/import-zones.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'dist/', 'coverage/', 'generator/__snapshots__/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { ampere: { rules: { 'import-zones': importZones } } },
    rules: {
      'ampere/import-zones': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Generated files are checked for zones and types, not style.
    files: ['generated/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
);
