import { buildInfoResponse } from './info';
import { widgetResource } from '../test-support/widget-resource';

describe('buildInfoResponse', () => {
  it('describes schema fields, filters, held permissions and titles', () => {
    expect(buildInfoResponse(widgetResource, {}, ['can_write', 'can_read', 'can_tag'])).toEqual({
      add_columns: [
        {
          name: 'name',
          label: 'Name',
          description: '',
          type: 'String',
          required: true,
          unique: false,
          validate: ['<Length(min=1, max=250, equal=None, error=None)>'],
        },
      ],
      edit_columns: [
        { name: 'name', label: 'Name', description: '', type: 'String', required: false, unique: false, validate: [] },
      ],
      filters: {
        name: [
          { name: 'Starts with', operator: 'sw' },
          { name: 'Ends with', operator: 'ew' },
          { name: 'Contains', operator: 'ct' },
          { name: 'Equal to', operator: 'eq' },
          { name: 'Not Starts with', operator: 'nsw' },
          { name: 'Not Ends with', operator: 'new' },
          { name: 'Not Contains', operator: 'nct' },
          { name: 'Not Equal to', operator: 'neq' },
          { name: 'In', operator: 'in' },
          { name: 'Not In', operator: 'not_in' },
          { name: 'All Text', operator: 'chart_all_text' },
        ],
        owners: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
        created_by: [
          { name: 'Relation', operator: 'rel_o_m' },
          { name: 'No Relation', operator: 'nrel_o_m' },
        ],
      },
      // in the resource's order, and only the resource's own permissions
      permissions: ['can_read', 'can_write'],
      add_title: 'Add Widget Thing',
      edit_title: 'Edit Widget Thing',
    });
  });

  it.each<[string[], string[]]>([
    [['permissions'], ['permissions']],
    [['none'], []],
    [['add_title', 'filters'], ['filters', 'add_title']],
  ])('keys %j emits %j', (keys, expected) => {
    expect(Object.keys(buildInfoResponse(widgetResource, { keys: keys as never }, []))).toEqual(expected);
  });
});
