import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/../*'], message: 'Use the @/ alias instead of deep relative imports.' }] },
      ],
    },
  },
  {
    files: ['src/features/**/*.ts', 'src/features/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      // Features do not import each other (session and consent are app-wide state, shared on purpose).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/(?!session/|consent/)',
              message: 'Features do not import other features: move what they share into components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
