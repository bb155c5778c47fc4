const { describe, it, expect } = require('@jest/globals');
const { countJest, countPlaywright, tallyStep, parseSteps, summarize } = require('./summarize');

describe('countJest', () => {
  it.each([
    ['all green', { numPassedTests: 12, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0, numRuntimeErrorTestSuites: 0 }, { passed: 12, failed: 0, skipped: 1 }],
    ['failing tests', { numPassedTests: 3, numFailedTests: 2, numPendingTests: 0, numTodoTests: 1, numRuntimeErrorTestSuites: 0 }, { passed: 3, failed: 2, skipped: 1 }],
    ['a suite that could not load counts as a failure', { numPassedTests: 5, numFailedTests: 0, numRuntimeErrorTestSuites: 1 }, { passed: 5, failed: 1, skipped: 0 }],
    ['missing fields count as zero', {}, { passed: 0, failed: 0, skipped: 0 }],
  ])('%s', (_name, report, expected) => {
    expect(countJest(report)).toEqual(expected);
  });
});

describe('countPlaywright', () => {
  it.each([
    ['all green', { stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 }, errors: [] }, { passed: 2, failed: 0, skipped: 0 }],
    ['a failing test', { stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 1 }, errors: [] }, { passed: 1, failed: 1, skipped: 1 }],
    ['flaky tests passed on retry', { stats: { expected: 1, unexpected: 0, flaky: 1, skipped: 0 } }, { passed: 2, failed: 0, skipped: 0 }],
    ['a global error without test failures', { stats: { expected: 0, unexpected: 0 }, errors: [{ message: 'config' }] }, { passed: 0, failed: 1, skipped: 0 }],
    ['global errors are not added on top of failing tests', { stats: { expected: 0, unexpected: 2 }, errors: [{ message: 'x' }] }, { passed: 0, failed: 2, skipped: 0 }],
  ])('%s', (_name, report, expected) => {
    expect(countPlaywright(report)).toEqual(expected);
  });
});

describe('tallyStep', () => {
  const green = { numPassedTests: 4, numFailedTests: 0 };
  it.each([
    ['a passing check is one pass', { kind: 'check', exitCode: 0 }, undefined, { passed: 1, failed: 0 }],
    ['a failing check is one failure', { kind: 'check', exitCode: 2 }, undefined, { passed: 0, failed: 1 }],
    ['a missing report is a failure', { kind: 'jest', exitCode: 0 }, undefined, { passed: 0, failed: 1 }],
    ['a non-zero exit with all tests green is a failure', { kind: 'jest', exitCode: 1 }, green, { passed: 4, failed: 1 }],
    ['a run without tests is a failure', { kind: 'playwright', exitCode: 0 }, { stats: { expected: 0, unexpected: 0 } }, { passed: 0, failed: 1 }],
    ['failing tests are counted once', { kind: 'jest', exitCode: 1 }, { numPassedTests: 1, numFailedTests: 3 }, { passed: 1, failed: 3 }],
    ['a green suite passes', { kind: 'jest', exitCode: 0 }, green, { passed: 4, failed: 0 }],
  ])('%s', (_name, step, report, expected) => {
    expect(tallyStep(step, report)).toMatchObject(expected);
  });
});

describe('summarize', () => {
  it('sums every step and ends with the plain summary line', () => {
    const steps = parseSteps(
      ['typecheck\t0\t12\tcheck\t-', 'server (postgresql)\t1\t40\tjest\t/r/server.json', 'e2e\t0\t30\tplaywright\t/r/e2e.json', ''].join('\n'),
    );
    const reports = {
      '/r/server.json': { numPassedTests: 10, numFailedTests: 2 },
      '/r/e2e.json': { stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 }, errors: [] },
    };
    const { totals, lines } = summarize(steps, (file) => reports[file]);
    expect(totals).toEqual({ passed: 13, failed: 2, skipped: 0 });
    expect(lines.at(-1)).toBe('13 passed, 2 failed');
    expect(lines[1]).toMatch(/^ {2}FAIL {2}server \(postgresql\)/);
  });

  it('parses steps with and without a report file', () => {
    expect(parseSteps('lint\t1\t3\tcheck\t-\napi\t0\t9\tjest\t/tmp/api.json\n')).toEqual([
      { name: 'lint', exitCode: 1, seconds: 3, kind: 'check', reportFile: undefined },
      { name: 'api', exitCode: 0, seconds: 9, kind: 'jest', reportFile: '/tmp/api.json' },
    ]);
  });
});
