// Turns the results of one test run into the lines CI reads: a table of steps, then "N passed, N failed".
//
//   node scripts/lib/summarize.js RESULTS_DIR     (exit 1 when anything failed)
//
// RESULTS_DIR/steps.tsv has one line per step: name, exit code, seconds, kind (check | jest | playwright),
// report file (or "-"). A check counts as one test; a jest or Playwright step counts the tests in its
// JSON report. A step that exits non-zero without a failing test in its report (crash, no tests found,
// a suite that could not load) still counts one failure, so nothing red can sum to a green line.
const fs = require('node:fs');
const path = require('node:path');

/** Counts of a jest `--json` report. Suites that failed to run have no failing test, so count them too. */
function countJest(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts of a Playwright JSON report; top-level errors (config, global setup, worker crash) are failures. */
function countPlaywright(report) {
  const stats = report.stats ?? {};
  const unexpected = stats.unexpected ?? 0;
  const globalErrors = Array.isArray(report.errors) ? report.errors.length : 0;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: unexpected + (unexpected === 0 ? globalErrors : 0),
    skipped: stats.skipped ?? 0,
  };
}

/** One step's contribution to the totals, plus a note explaining any failure not visible in the counts. */
function tallyStep(step, report) {
  if (step.kind === 'check') {
    return step.exitCode === 0
      ? { passed: 1, failed: 0, skipped: 0, note: '' }
      : { passed: 0, failed: 1, skipped: 0, note: `exit ${step.exitCode}` };
  }
  if (report === undefined) {
    return { passed: 0, failed: 1, skipped: 0, note: `no ${step.kind} report (exit ${step.exitCode})` };
  }
  const counts = step.kind === 'jest' ? countJest(report) : countPlaywright(report);
  if (counts.failed === 0 && step.exitCode !== 0) {
    return { ...counts, failed: 1, note: `exit ${step.exitCode} without a failing test` };
  }
  if (counts.failed === 0 && counts.passed === 0) {
    return { ...counts, failed: 1, note: 'ran no tests' };
  }
  return { ...counts, note: '' };
}

function parseSteps(tsv) {
  return tsv
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name, exitCode, seconds, kind, reportFile] = line.split('\t');
      return { name, exitCode: Number(exitCode), seconds: Number(seconds), kind, reportFile: reportFile === '-' ? undefined : reportFile };
    });
}

/** Totals over all steps, and the printable lines (the last one is the summary CI parses). */
function summarize(steps, readReport) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const lines = [];
  for (const step of steps) {
    const report = step.reportFile ? readReport(step.reportFile) : undefined;
    const tally = tallyStep(step, report);
    totals.passed += tally.passed;
    totals.failed += tally.failed;
    totals.skipped += tally.skipped;
    const status = tally.failed > 0 ? 'FAIL' : 'PASS';
    const counts = step.kind === 'check' ? '' : `${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`;
    const detail = [counts, tally.note].filter(Boolean).join('; ');
    lines.push(`  ${status}  ${step.name.padEnd(56)} ${String(step.seconds).padStart(4)}s  ${detail}`.trimEnd());
  }
  lines.push(`${totals.passed} passed, ${totals.failed} failed`);
  return { totals, lines };
}

function readJsonOrUndefined(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

if (require.main === module) {
  const resultsDir = process.argv[2];
  if (!resultsDir) {
    process.stderr.write('usage: summarize.js RESULTS_DIR\n');
    process.exit(2);
  }
  const stepsFile = path.join(resultsDir, 'steps.tsv');
  const steps = fs.existsSync(stepsFile) ? parseSteps(fs.readFileSync(stepsFile, 'utf8')) : [];
  const { totals, lines } = summarize(steps, readJsonOrUndefined);
  // An empty run is a broken run, not a green one.
  if (steps.length === 0) totals.failed += 1;
  process.stdout.write(`${lines.slice(0, -1).join('\n')}\n\n${totals.passed} passed, ${totals.failed} failed\n`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

module.exports = { countJest, countPlaywright, tallyStep, parseSteps, summarize };
