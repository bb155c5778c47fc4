/** HTTP tests against a running server (BASE_URL, default http://127.0.0.1:8088). One worker: every suite
 *  talks to the same server, and the machine has two cores. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/api'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  testTimeout: 60000,
  maxWorkers: 1,
};
