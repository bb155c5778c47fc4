import { TesseraError } from '../platform/errors';
import { evaluateTimeRanges } from './time-range';

const NOW = new Date('2024-03-14T15:09:26Z');

describe('evaluateTimeRanges', () => {
  it('evaluates shortcuts, explicit and open ranges against one clock', () => {
    const ranges = ['Last week', 'No filter', '2024-01-01 : 2024-02-01', 'previous calendar month', '2024-01-01 : '].map((timeRange) => ({ timeRange }));
    expect(evaluateTimeRanges(ranges, NOW)).toEqual([
      { timeRange: 'Last week', shift: null, since: '2024-03-07T00:00:00', until: '2024-03-14T00:00:00' },
      { timeRange: 'No filter', shift: null, since: null, until: null },
      { timeRange: '2024-01-01 : 2024-02-01', shift: null, since: '2024-01-01T00:00:00', until: '2024-02-01T00:00:00' },
      { timeRange: 'previous calendar month', shift: null, since: '2024-02-01T00:00:00', until: '2024-03-01T00:00:00' },
      { timeRange: '2024-01-01 : ', shift: null, since: '2024-01-01T00:00:00', until: null },
    ]);
  });

  it('moves both bounds by a time shift; open bounds stay open', () => {
    expect(evaluateTimeRanges([{ timeRange: 'Last week', shift: '1 year ago' }, { timeRange: '2024-01-01 : ', shift: '2 days later' }], NOW)).toEqual([
      { timeRange: 'Last week', shift: '1 year ago', since: '2023-03-07T00:00:00', until: '2023-03-14T00:00:00' },
      { timeRange: '2024-01-01 : ', shift: '2 days later', since: '2024-01-03T00:00:00', until: null },
    ]);
  });

  it('refuses an expression or a shift it cannot read', () => {
    expect(() => evaluateTimeRanges([{ timeRange: 'Last fortnightly' }], NOW)).toThrow(TesseraError);
    expect(() => evaluateTimeRanges([{ timeRange: 'Last week', shift: 'a while ago' }], NOW)).toThrow(TesseraError);
  });
});
