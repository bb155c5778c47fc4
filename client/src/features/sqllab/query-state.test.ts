import { applyReport, newClientId, type QueryRun } from './run-model';
import { nextRunState, stateDisplay } from './query-state';
import { toRunError } from './error-view';

describe('nextRunState', () => {
  it.each([
    ['stopped', 'success', 'stopped'],
    ['stopped', 'running', 'stopped'],
    ['failed', 'success', 'failed'],
    ['fetching', 'success', 'fetching'],
    ['running', 'success', 'success'],
    ['pending', 'running', 'running'],
    ['running', 'failed', 'failed'],
  ] as const)('a %s run reported %s becomes %s', (current, reported, expected) => {
    expect(nextRunState(current, reported)).toBe(expected);
  });
});

it.each([
  ['offline', 'error'],
  ['failed', 'error'],
  ['stopped', 'error'],
  ['pending', 'info'],
  ['fetching', 'info'],
  ['running', 'warning'],
  ['success', 'success'],
] as const)('shows %s as %s', (state, display) => {
  expect(stateDisplay(state)).toBe(display);
});

it('makes 11-character client ids', () => {
  expect(newClientId()).toMatch(/^[A-Za-z0-9]{11}$/);
  expect(newClientId(() => 0)).toBe('aaaaaaaaaaa');
});

describe('applyReport', () => {
  const run: QueryRun = {
    clientId: 'abc',
    tabId: 't',
    dbId: 1,
    sql: 'SELECT 1',
    state: 'running',
    progress: 10,
    serverId: null,
    resultsKey: null,
    limit: 1000,
    limitingFactor: 'UNKNOWN',
    rows: null,
    executedSql: null,
    results: null,
    errors: [],
    startDttm: 0,
    endDttm: null,
    isDataPreview: false,
    previewTable: null,
    ctas: false,
    tempTable: null,
    tempSchema: null,
    templateParams: {},
  };
  const errors = (raw: unknown) => (Array.isArray(raw) ? raw.map(toRunError) : []);

  it('takes progress, rows and the results key', () => {
    const next = applyReport(run, { id: 7, status: 'success', progress: 100, rows: 3, resultsKey: 'k', limitingFactor: 'DROPDOWN' }, errors);
    expect(next).toMatchObject({ state: 'success', serverId: 7, progress: 100, rows: 3, resultsKey: 'k', limitingFactor: 'DROPDOWN' });
  });
  it('never lowers progress', () => {
    expect(applyReport(run, { id: 7, status: 'running', progress: 5 }, errors).progress).toBe(10);
  });
  it('keeps a stopped run stopped', () => {
    const stopped = { ...run, state: 'stopped' as const };
    expect(applyReport(stopped, { id: 7, status: 'success', progress: 100 }, errors)).toBe(stopped);
  });
  it('stores the errors of a failure', () => {
    const next = applyReport(run, { id: 7, status: 'failed', progress: 0, errors: [{ message: 'boom', error_type: 'GENERIC_DB_ENGINE_ERROR' }] }, errors);
    expect(next.state).toBe('failed');
    expect(next.errors).toEqual([{ message: 'boom', errorType: 'GENERIC_DB_ENGINE_ERROR', level: null, extra: null }]);
  });
});
