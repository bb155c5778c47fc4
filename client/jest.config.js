// Unit tests cover pure logic only (query building, props transforms, URL state), so they run in node
// without a DOM. swc compiles TS/TSX to CommonJS for jest; the d3 formatting packages ship as ES modules
// only, so they (and their d3-time/d3-array/internmap dependencies) are compiled too.
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': swc('typescript'),
    '^.+\\.(m|c)?jsx?$': swc('ecmascript'),
  },
  transformIgnorePatterns: ['/node_modules/(?!(d3-[^/]+|internmap)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  // The same file the Vite and TypeScript aliases name.
  moduleNameMapper: { '^@tessera/layout-rules$': '<rootDir>/../server/src/modules/dashboard/layout-rules.ts' },
};
