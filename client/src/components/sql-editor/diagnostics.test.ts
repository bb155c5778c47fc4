import { Text } from '@codemirror/state';
import { diagnosticRange } from './diagnostics';

const doc = Text.of(['SELECT *', 'FROM sales', 'WHERE x >> 1']);

describe('diagnosticRange', () => {
  it('covers the columns the validator names (1-based, inclusive)', () => {
    const range = diagnosticRange(doc, { line: 3, startColumn: 9, endColumn: 10, message: 'bad', severity: 'error' });
    expect(range && doc.sliceString(range.from, range.to)).toBe('>>');
  });
  it('covers the whole line without columns', () => {
    const range = diagnosticRange(doc, { line: 2, message: 'bad', severity: 'error' });
    expect(range && doc.sliceString(range.from, range.to)).toBe('FROM sales');
  });
  it('clamps columns past the end of the line', () => {
    const range = diagnosticRange(doc, { line: 1, startColumn: 8, endColumn: 40, message: 'bad', severity: 'warning' });
    expect(range && doc.sliceString(range.from, range.to)).toBe('*');
  });
  it('ignores lines the document no longer has', () => {
    expect(diagnosticRange(doc, { line: 9, message: 'gone', severity: 'error' })).toBeNull();
  });
});
