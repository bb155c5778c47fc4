import { DEFAULT_MAX_ROW, validateControlValue, validatorMessage, type ControlConfig } from './control-panel';
import { rowLimitControl, rollingPeriodsControl, seriesLimitControl } from './controls';

describe('control validators', () => {
  it.each([
    ['nonEmpty', null, 'cannot be empty'],
    ['nonEmpty', '', 'cannot be empty'],
    ['nonEmpty', [], 'cannot be empty'],
    ['nonEmpty', 0, null],
    ['integer', '12', null],
    ['integer', ' -3 ', null],
    ['integer', '1.5', 'is expected to be an integer'],
    ['integer', 'abc', 'is expected to be an integer'],
    ['integer', '', null],
    ['number', '1.5', null],
    ['number', 'x', 'is expected to be a number'],
  ] as const)('%s on %j', (validator, value, message) => {
    expect(validatorMessage(validator, {}, value)).toBe(message);
  });

  it('caps the row limit at the configured maximum, else the default maximum', () => {
    expect(validateControlValue(rowLimitControl, 50000)).toBeNull();
    expect(validateControlValue(rowLimitControl, DEFAULT_MAX_ROW + 1)).toBe(`Value cannot exceed ${DEFAULT_MAX_ROW}`);
    expect(validateControlValue(rowLimitControl, 50000, { maxRowLimit: 1000 })).toBe('Value cannot exceed 1000');
    expect(validateControlValue(rowLimitControl, '')).toBe('cannot be empty');
    expect(validateControlValue(rowLimitControl, '10.5')).toBe('is expected to be an integer');
  });

  it('checks a control max', () => {
    const control: ControlConfig = { name: 'n', type: 'TextControl', label: 'N', max: 10, validators: ['max'] };
    expect(validateControlValue(control, 11)).toBe('Value cannot exceed 10');
    expect(validateControlValue(control, '10')).toBeNull();
  });

  it('checks the integer controls of the spec', () => {
    expect(validateControlValue(seriesLimitControl, 'ten')).toBe('is expected to be an integer');
    expect(validateControlValue(rollingPeriodsControl, '7')).toBeNull();
    expect(validateControlValue(rollingPeriodsControl, '7.5')).toBe('is expected to be an integer');
  });
});
