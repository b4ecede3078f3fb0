// An ES module, not TypeScript: ESLint 9 reads a TypeScript config only through an extra loader (jiti).
// The field's usual rules: ESLint's and typescript-eslint's recommended sets (without type information:
// `npm run typecheck` already runs the compiler, and type-aware linting would triple the time), React's,
// the rules of hooks and jsx-a11y's recommended accessibility rules. Formatting is Prettier's.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Built, generated or copied in: not the project's own code.
  { ignores: ['public/', '.cache/', 'static/admin/', 'test-results/', 'playwright-report/', 'data/', 'src/gatsby-types.d.ts'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  react.configs.flat.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    settings: { react: { version: 'detect' } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // TypeScript checks props; propTypes would repeat it.
      'react/prop-types': 'off',
      // An unused argument, or a rest sibling that drops a key, is named with a leading underscore.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // The hooks' dependency lists are part of correctness here, not a hint.
      'react-hooks/exhaustive-deps': 'error',
      // Styles read the theme module's constants (src/theme/theme.ts says why): a rule that takes the theme from
      // props makes its component's styles worked out again on every render.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TaggedTemplateExpression ArrowFunctionExpression > ObjectPattern > Property[key.name="theme"]',
          message: 'Import { theme } from src/theme/theme and use its constants: a style that takes the theme from props is worked out on every render.',
        },
      ],
    },
  },
  {
    // Node scripts and configuration written as CommonJS.
    files: ['**/*.cjs', 'jest.config.js', 'jest-preprocess.js', '__mocks__/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['__tests__/**', 'jest.setup.ts', '__mocks__/**'],
    languageOptions: { globals: globals.jest },
  },
  {
    // Tests and tools reach into what has no type: mocked browser objects, pages' globals, parsed JSON-LD.
    files: ['__tests__/**', 'e2e/**', 'cli/**', 'bench/**', 'testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
