import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';
import zones from './eslint/importZones.js';

const DEEP_RELATIVE = { group: ['../*/../*'], message: 'Use the @/ alias instead of deep relative imports.' };

/**
 * Modules a content route (a lesson, an article, a hub, the shell around them) loads first:
 * screens in src/pages and the games hub, the content, and the components and shell they use.
 */
const CONTENT_PAGE_MODULES = [
  'src/pages/**/*.{ts,tsx}',
  'src/content/**/*.{ts,tsx}',
  'src/components/content/**/*.{ts,tsx}',
  'src/components/layout/**/*.{ts,tsx}',
  // The shell every page starts with (not the games' store: ./src/app/{store,StoreProvider,hooks}).
  'src/main.tsx',
  'src/app/{App,Layout,router,routes,providers,session,consent}.{ts,tsx}',
  'src/boot/**/*.ts',
  'src/lib/valueStore.ts',
];
const BUDGET = 'is kept off content routes by the 150 kB first-load budget';
const BUDGET_FORBIDDEN_PATHS = [
  {
    name: '@mui/material',
    importNames: ['Chip', 'Accordion', 'AccordionSummary', 'AccordionDetails', 'Grid'],
    message: `This MUI component ${BUDGET}: use Label, a plain <details> disclosure or CSS grid (CardGrid) instead.`,
  },
  { name: 'framer-motion', message: `framer-motion ${BUDGET} (and prerendered motion stays invisible until scripts run).` },
  { name: '@reduxjs/toolkit', message: `Redux Toolkit ${BUDGET}: the shell reads its value stores (src/app/session.ts, consent.ts) only.` },
  { name: 'react-redux', message: `react-redux ${BUDGET}: a game or tool screen gets the store from its route (\`store: true\`).` },
  { name: 'redux', message: `Redux ${BUDGET}: the shell reads its value stores (src/app/session.ts, consent.ts) only.` },
  { name: 'zod', message: `zod ${BUDGET}: validate in a screen or a module loaded after hydration.` },
  { name: '@/contract/zod', message: `zod ${BUDGET}: validate in a screen or a module loaded after hydration.` },
];
const BUDGET_FORBIDDEN_PATTERNS = [
  {
    group: ['@mui/material/Chip', '@mui/material/Chip/*', '@mui/material/Accordion*', '@mui/material/Grid', '@mui/material/Grid/*', '@mui/material/Grid2', 'framer-motion/*', '@reduxjs/toolkit/*', 'react-redux/*', 'zod/*'],
    message: `This module ${BUDGET}.`,
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'storybook-static', 'node_modules', 'mock-api/data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // RTK's lazy slices are declared by `interface LazyLoadedSlices extends WithSlice<…> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-restricted-imports': ['error', { patterns: [DEEP_RELATIVE] }],
    },
  },
  {
    // zod is set up for the Content-Security-Policy (no eval) in src/contract/zod.ts: the site takes it from there.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/zod.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from '@/contract/zod' (set up for the site's Content-Security-Policy)." }], patterns: [DEEP_RELATIVE] },
      ],
    },
  },
  {
    // The layers (eslint/importZones.js). Tests may reach across them to check the whole.
    files: ['src/**/*.{ts,tsx}', 'mock-api/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { sophist: zones },
    rules: { 'sophist/import-zones': 'error' },
  },
  {
    // What a content route's first load must not carry (the 150 kB budget): the lint says so in
    // the editor, long before the budget test measures the build.
    files: CONTENT_PAGE_MODULES,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: BUDGET_FORBIDDEN_PATHS, patterns: [DEEP_RELATIVE, ...BUDGET_FORBIDDEN_PATTERNS] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
