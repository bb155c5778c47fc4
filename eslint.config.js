// Lint for the whole repo (`npm run lint`, and a CI gate in scripts/test.sh): ESLint's recommended
// rules everywhere, typescript-eslint's recommended rules on TypeScript. Syntax-only (no type-aware
// rules): tsc already type-checks every workspace, and this keeps the lint fast on two cores.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const { defineConfig, globalIgnores } = require('eslint/config');

// The `globals` package is not a dependency; these are the Node globals our plain .js files use.
const nodeGlobals = {
  require: 'readonly',
  module: 'writable',
  exports: 'writable',
  process: 'readonly',
  console: 'readonly',
  __dirname: 'readonly',
  __filename: 'readonly',
  Buffer: 'readonly',
  URL: 'readonly',
  fetch: 'readonly',
  AbortSignal: 'readonly',
  AggregateError: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
};

const unusedVars = [
  'error',
  { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
];

module.exports = defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    'data/',
    'client/src/gql/',
    'gateway-rest/src/gql/',
    '**/test-results/',
    '**/playwright-report/',
    'tests/artifacts/',
  ]),
  js.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: nodeGlobals },
    rules: { 'no-unused-vars': unusedVars },
  },
  {
    // Every package but the client is CommonJS; ESLint already treats .cjs as CommonJS and .mjs as ESM.
    files: ['**/*.js'],
    ignores: ['client/**'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': unusedVars,
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Tests poke at untyped JSON bodies and library internals; `any` there is a convenience, not a leak.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]);
