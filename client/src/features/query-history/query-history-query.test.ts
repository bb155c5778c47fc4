import { initialListViewState, withFilter } from '../../components/list-view/list-view-state';
import { listQueryVariables, localDateTimeMillis } from '../../components/list-view/list-spec';
import { formatDuration, QUERY_HISTORY_LIST, stateColor, truncateSql } from './query-history-query';

describe('the query history list query', () => {
  const initial = initialListViewState(QUERY_HISTORY_LIST.defaults);

  it('pages by 25, newest run first', () => {
    expect(listQueryVariables(QUERY_HISTORY_LIST, initial)).toEqual({ filters: [], page: 0, pageSize: 25, orderBy: 'START_TIME', orderDirection: 'DESC' });
  });

  it('maps database, state, user, SQL search and a start time range', () => {
    let state = withFilter(initial, 'database', 2);
    state = withFilter(state, 'status', 'failed');
    state = withFilter(state, 'user', '7');
    state = withFilter(state, 'sql', 'orders');
    state = withFilter(state, 'start_time_from', '2025-08-21T10:00');
    state = withFilter(state, 'start_time_to', '2025-08-22T10:00');
    expect(listQueryVariables(QUERY_HISTORY_LIST, state).filters).toEqual([
      { field: 'SQL', op: 'CT', value: 'orders' },
      { field: 'DATABASE', op: 'REL_O_M', value: 2 },
      { field: 'STATUS', op: 'EQ', value: 'failed' },
      { field: 'USER', op: 'REL_O_M', value: 7 },
      { field: 'START_TIME', op: 'GT', value: new Date('2025-08-21T10:00').getTime() },
      { field: 'START_TIME', op: 'LT', value: new Date('2025-08-22T10:00').getTime() },
    ]);
  });

  it('ignores a time that does not parse', () => {
    expect(localDateTimeMillis('not a time')).toBeNull();
    expect(listQueryVariables(QUERY_HISTORY_LIST, withFilter(initial, 'start_time_from', 'soon')).filters).toEqual([]);
  });
});

describe('run display', () => {
  it.each([
    ['failed', 'red'],
    ['stopped', 'red'],
    ['offline', 'red'],
    ['pending', 'blue'],
    ['fetching', 'blue'],
    ['running', 'yellow'],
    ['success', 'teal'],
    ['something', 'gray'],
  ])('shows %s as %s', (status, color) => expect(stateColor(status)).toBe(color));

  it.each([
    [0, 1500.4, '00:00:01.500'],
    [0, 3_723_004, '01:02:03.004'],
    [10, 5, ''],
    [null, 5, ''],
  ])('formats a run from %p to %p as %p', (start, end, text) => expect(formatDuration(start, end)).toBe(text));

  it('truncates SQL to one line', () => {
    expect(truncateSql('SELECT *\n  FROM   sales', 100)).toBe('SELECT * FROM sales');
    expect(truncateSql('x'.repeat(120), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(truncateSql(null)).toBe('');
  });
});
