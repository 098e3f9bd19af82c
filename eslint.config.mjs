import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBoundaries } from './eslint/boundaries.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const house = {
  rules: {
    boundaries: createBoundaries({ root, exists: (file) => fs.existsSync(file) && fs.statSync(file).isFile() }),
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.test-reports/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The import directions between the layers (eslint/boundaries.mjs says which).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { house },
    rules: { 'house/boundaries': 'error' },
  },
);
