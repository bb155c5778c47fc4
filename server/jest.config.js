/** Unit and integration tests of the server. Integration tests reach PostgreSQL through TEST_DATABASE_URL
 *  (a real server started by scripts/test.sh) or, when it is absent, through an embedded PGlite. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false }, target: 'es2022' } }] },
  moduleNameMapper: { '^@tessera/gateway-rest$': '<rootDir>/../gateway-rest/src/index.ts' },
  testTimeout: 60000,
};
