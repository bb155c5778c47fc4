import { projectRow, shapeListResponse } from './list-response';
import { widgetResource } from '../test-support/widget-resource';

const row = {
  id: 7,
  name: 'Sales',
  changed_by: { first_name: 'Ada', last_name: 'Lovelace', id: 3 },
  owners: [
    { id: 3, first_name: 'Ada', last_name: 'Lovelace' },
    { id: 4, first_name: 'Alan', last_name: 'Turing' },
  ],
  changed_on_delta_humanized: '3 days ago',
};

describe('projectRow', () => {
  it('nests dotted columns into related objects and lists', () => {
    expect(projectRow(row, ['id', 'changed_by.first_name', 'owners.id', 'owners.first_name'])).toEqual({
      id: 7,
      changed_by: { first_name: 'Ada' },
      owners: [
        { id: 3, first_name: 'Ada' },
        { id: 4, first_name: 'Alan' },
      ],
    });
  });

  it('keeps a missing related object as null', () => {
    expect(projectRow({ ...row, changed_by: null }, ['changed_by.first_name', 'changed_by.id'])).toEqual({ changed_by: null });
  });

  it('keeps the requested column order', () => {
    expect(Object.keys(projectRow(row, ['name', 'owners.id', 'id']))).toEqual(['name', 'owners', 'id']);
  });
});

describe('shapeListResponse', () => {
  const base = { resource: widgetResource, count: 42, ids: [7], rows: [row] };

  it('emits every key for the full column set', () => {
    expect(shapeListResponse({ ...base, selection: { columns: widgetResource.listColumns, restricted: false } })).toEqual({
      count: 42,
      ids: [7],
      result: [
        {
          id: 7,
          name: 'Sales',
          changed_by: { first_name: 'Ada', id: 3 },
          owners: [
            { id: 3, first_name: 'Ada' },
            { id: 4, first_name: 'Alan' },
          ],
          changed_on_delta_humanized: '3 days ago',
        },
      ],
      label_columns: {
        id: 'Id',
        name: 'Name',
        'changed_by.first_name': 'Changed By First Name',
        'changed_by.id': 'Changed By Id',
        'owners.id': 'Owners Id',
        'owners.first_name': 'Owners First Name',
        changed_on_delta_humanized: 'Changed On Delta Humanized',
      },
      list_columns: [...widgetResource.listColumns],
      order_columns: [...widgetResource.orderColumns],
      description_columns: {},
      list_title: 'List Widget Thing',
    });
  });

  it('narrows metadata to the selected columns', () => {
    const body = shapeListResponse({ ...base, selection: { columns: ['name', 'id'], restricted: true } });
    expect(body.list_columns).toEqual(['name', 'id']);
    expect(body.order_columns).toEqual(['name']);
    expect(body.label_columns).toEqual({ name: 'Name', id: 'Id' });
    expect(body.result).toEqual([{ name: 'Sales', id: 7 }]);
  });

  it.each<[string[], string[]]>([
    [['none'], ['count', 'ids', 'result']],
    [['list_title', 'order_columns'], ['count', 'ids', 'result', 'order_columns', 'list_title']],
  ])('keys %j emits %j', (keys, expected) => {
    const body = shapeListResponse({
      ...base,
      selection: { columns: widgetResource.listColumns, restricted: false },
      keys: keys as never,
    });
    expect(Object.keys(body).sort()).toEqual([...expected].sort());
  });
});
