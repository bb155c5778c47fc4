import { TesseraError } from '../../platform/errors';
import { editorFields, parseExtraJson, tabPatchValues } from './tab-state.policy';

describe('tabPatchValues', () => {
  it.each([
    ['plain columns', { sql: 'SELECT 1', label: 'Mine', queryLimit: 100, databaseId: 2 }, null, { sql: 'SELECT 1', label: 'Mine', queryLimit: 100, databaseId: 2 }],
    ['a null that clears a column', { schema: null, catalog: null }, null, { schema: null, catalog: null }],
    ['editor fields merged into the stored extra', { northPercent: 40, southPercent: 60 }, '{"updatedAt": 5}', { extraJson: '{"updatedAt":5,"northPercent":40,"southPercent":60}' }],
    ['a cursor position', { cursorPosition: { row: 3, column: 7 } }, null, { extraJson: '{"cursorPosition":{"row":3,"column":7}}' }],
    ['editor fields merged into a replacement extra', { extraJson: '{"version": 1}', northPercent: 30 }, '{"old": true}', { extraJson: '{"version":1,"northPercent":30}' }],
    ['a cleared editor field', { cursorPosition: null }, '{"cursorPosition": {"row": 1, "column": 1}, "a": 1}', { extraJson: '{"a":1}' }],
    ['nothing', {}, '{"a": 1}', {}],
  ])('%s', (_label, patch, stored, expected) => {
    expect(tabPatchValues(patch, stored)).toEqual(expected);
  });

  it.each([
    ['a null flag', { autorun: null }],
    ['an extra that is not an object', { extraJson: '[1, 2]' }],
    ['an extra that is not JSON', { extraJson: '{nope' }],
    ['a percentage above 100', { northPercent: 101 }],
  ])('refuses %s', (_label, patch) => {
    expect(() => tabPatchValues(patch, null)).toThrow(TesseraError);
  });
});

describe('editorFields', () => {
  it('reads what the patch stored, and nothing from junk', () => {
    expect(editorFields(parseExtraJson('{"cursorPosition":{"row":3,"column":7},"northPercent":40}'))).toEqual({ cursorPosition: { row: 3, column: 7 }, northPercent: 40, southPercent: null });
    expect(editorFields(parseExtraJson('{"cursorPosition":"x","southPercent":"y"}'))).toEqual({ cursorPosition: null, northPercent: null, southPercent: null });
    expect(parseExtraJson('not json')).toEqual({});
  });
});
