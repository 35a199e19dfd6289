// ESLint flat config: eslint's and typescript-eslint's type-checked recommended rules, plus a few
// choices for an engine whose node args, hook params and game state are JSON typed `any` by design.
import eslint from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['node_modules/**', 'dist/**', 'coverage/**', 'docs/api/**', 'bench/results/**', 'ava.browser.config.mjs'] },
  eslint.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  {
    rules: {
      // `any` in cardweave's types is a decision, not laziness: Context<S = any>, HookFn args and
      // params are JSON that the engine never inspects. What hurts is *using* an `any` unchecked,
      // and the no-unsafe-* rules (kept on) catch exactly that.
      '@typescript-eslint/no-explicit-any': 'off',
      // The context object hands bodies getters over the engine's private fields; getters cannot
      // be arrow functions, so the object literal closes over `engine` instead of `this`.
      '@typescript-eslint/no-this-alias': ['error', { allowedNames: ['engine'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Tests and benchmarks poke into untyped game state (`ctx.state.deck`) on purpose; demanding a
    // state type in every one-off body would add ceremony without catching bugs.
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Examples import cardweave the way users do, from 'cardweave' (inside this repository tsconfig's
    // "paths" points it at lib/index.ts), never by a relative path into lib/: that would reach files
    // the package does not export, and the example would stop being one a user can copy.
    files: ['examples/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(?:.*/)?lib(?:/|$)',
              message:
                "Examples import the package the way users do: from 'cardweave' (or 'cardweave/graph', '/cards', '/nodes', '/pictures', '/sim').",
            },
          ],
        },
      ],
    },
  },
  // Plain .js files (this config) are outside tsconfig: lint them without type information.
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
);
