// Lint for the whole repo (`npm run lint`, and a CI gate in scripts/test.sh): ESLint's recommended
// rules everywhere, typescript-eslint's recommended rules on TypeScript. Syntax-only (no type-aware
// rules): tsc already type-checks every workspace, and this keeps the lint fast on two cores.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const { defineConfig, globalIgnores } = require('eslint/config');

// ---- The server's module boundaries (DESIGN.md §2 rule 7), as one local rule -------------------------------
// In server/src: another module is reached only through its index.ts; a module imports only modules listed
// before it in modules/index.ts (so no import circles; tests are exempt from the order, not from index.ts);
// platform, engines and semantic import no module; engines do not import semantic.
const SERVER_SRC = path.join(__dirname, 'server', 'src');
const MODULES_DIR = path.join(SERVER_SRC, 'modules');
const isTest = (file) => /\.test\.tsx?$/.test(file);

/** Module folder names in the order modules/index.ts lists their declarations (read once per lint run). */
let moduleOrderCache = null;
function moduleOrder() {
  if (moduleOrderCache) return moduleOrderCache;
  const source = fs.readFileSync(path.join(MODULES_DIR, 'index.ts'), 'utf8');
  const folderOf = new Map([...source.matchAll(/import \{ (\w+) \} from '\.\/([\w-]+)'/g)].map((m) => [m[1], m[2]]));
  const list = /MODULES[^=]*=\s*\[([^\]]*)\]/.exec(source);
  moduleOrderCache = list ? [...list[1].matchAll(/\w+/g)].map((m) => folderOf.get(m[0])).filter(Boolean) : [];
  return moduleOrderCache;
}

function resolveImport(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  return ['.ts', '.tsx', path.join(path.sep, 'index.ts')].map((ext) => base + ext).find((f) => fs.existsSync(f)) ?? null;
}

/** 'modules/<m>', 'modules' (the list itself), 'platform', 'engines', 'semantic', ... or null outside server/src. */
function areaOf(file) {
  const rel = path.relative(SERVER_SRC, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'modules') return parts.length > 2 ? `modules/${parts[1]}` : 'modules';
  return parts.length > 1 ? parts[0] : '';
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "server/src: modules meet at their index.ts, in modules/index.ts's order; platform, engines and semantic import no module" },
    schema: [],
    messages: {
      internal: "'{{spec}}' reaches into module '{{module}}': import what it exports from its index.ts.",
      ownIndex: "A module's files import each other directly, not through the module's own index.ts.",
      layering: "Module '{{from}}' may not import module '{{to}}', which modules/index.ts lists after it: turn the dependency around (a Hooks or Port the lower module declares and the higher one fills).",
      unlisted: "Module '{{module}}' is not listed in MODULES in modules/index.ts.",
      upward: "{{from}} may not import modules: platform, engines and semantic depend on no module.",
      enginesSemantic: 'engines may not import semantic: the semantic layer builds on engines.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (from === null) return {};
    const check = (node) => {
      const spec = node.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolveImport(file, spec);
      if (!target) return;
      const to = areaOf(target);
      if (to === null) return;
      if (['platform', 'engines', 'semantic'].includes(from) && to.startsWith('modules')) return context.report({ node, messageId: 'upward', data: { from } });
      if (from === 'engines' && to === 'semantic' && !isTest(file)) return context.report({ node, messageId: 'enginesSemantic' });
      if (!to.startsWith('modules/')) return;
      const toModule = to.slice('modules/'.length);
      const isIndex = target === path.join(MODULES_DIR, toModule, 'index.ts');
      if (from === to) {
        if (isIndex && !isTest(file)) context.report({ node, messageId: 'ownIndex' });
        return;
      }
      if (!isIndex) return context.report({ node, messageId: 'internal', data: { spec, module: toModule } });
      if (!from.startsWith('modules/') || isTest(file)) return;
      const order = moduleOrder();
      const fromModule = from.slice('modules/'.length);
      for (const m of [fromModule, toModule]) if (!order.includes(m)) return context.report({ node, messageId: 'unlisted', data: { module: m } });
      if (order.indexOf(toModule) > order.indexOf(fromModule)) context.report({ node, messageId: 'layering', data: { from: fromModule, to: toModule } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source),
    };
  },
};

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
    files: ['server/src/**/*.ts'],
    plugins: { tessera: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'tessera/module-boundaries': 'error' },
  },
  {
    // Tests poke at untyped JSON bodies and library internals; `any` there is a convenience, not a leak.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]);
