import { TesseraError } from '../platform/errors';
import { evaluateTimeRanges } from './time-range';

const NOW = new Date('2024-03-14T15:09:26Z');

describe('evaluateTimeRanges', () => {
  it('evaluates shortcuts, explicit and open ranges against one clock', () => {
    expect(evaluateTimeRanges(['Last week', 'No filter', '2024-01-01 : 2024-02-01', 'previous calendar month', '2024-01-01 : '], NOW)).toEqual([
      { timeRange: 'Last week', since: '2024-03-07T00:00:00', until: '2024-03-14T00:00:00' },
      { timeRange: 'No filter', since: null, until: null },
      { timeRange: '2024-01-01 : 2024-02-01', since: '2024-01-01T00:00:00', until: '2024-02-01T00:00:00' },
      { timeRange: 'previous calendar month', since: '2024-02-01T00:00:00', until: '2024-03-01T00:00:00' },
      { timeRange: '2024-01-01 : ', since: '2024-01-01T00:00:00', until: null },
    ]);
  });

  it('refuses an expression it cannot read', () => {
    expect(() => evaluateTimeRanges(['Last fortnightly'], NOW)).toThrow(TesseraError);
  });
});
