import { columnLabel, modelTitle } from './labels';

describe('columnLabel', () => {
  it.each<[string, string]>([
    ['id', 'Id'],
    ['slice_name', 'Slice Name'],
    ['changed_by.first_name', 'Changed By First Name'],
    ['changed_on_delta_humanized', 'Changed On Delta Humanized'],
    ['database.database_name', 'Database Database Name'],
    ['is_managed_externally', 'Is Managed Externally'],
    ['uuid', 'Uuid'],
    ['CamelCase', 'Camelcase'],
    ['x2y', 'X2Y'],
  ])('%s -> %s', (column, label) => {
    expect(columnLabel(column)).toBe(label);
  });
});

describe('modelTitle', () => {
  it.each<[string, string]>([
    ['Slice', 'Slice'],
    ['SqlaTable', 'Sqla Table'],
    ['SavedQuery', 'Saved Query'],
    ['RowLevelSecurityFilter', 'Row Level Security Filter'],
  ])('%s -> %s', (model, title) => {
    expect(modelTitle(model)).toBe(title);
  });
});
