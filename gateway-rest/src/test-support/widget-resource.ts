import { customOperator, RELATION_OPERATORS, STRING_OPERATORS, TO_MANY_OPERATORS } from '../core/filter-operators';
import type { InfoResource } from '../core/info';

type WidgetField = 'NAME' | 'OWNERS' | 'CREATED_BY';
type WidgetOrder = 'NAME' | 'CHANGED_ON' | 'CHANGED_BY_FIRST_NAME';

/** A small resource for exercising the generic list machinery. */
export const widgetResource: InfoResource<WidgetField> & { orderFields: readonly WidgetOrder[] } = {
  modelName: 'WidgetThing',
  listColumns: ['id', 'name', 'changed_by.first_name', 'changed_by.id', 'owners.id', 'owners.first_name', 'changed_on_delta_humanized'],
  orderColumns: ['name', 'changed_by.first_name', 'changed_on_delta_humanized', 'created_on'],
  orderFields: ['NAME', 'CHANGED_ON', 'CHANGED_BY_FIRST_NAME'],
  defaultOrder: { field: 'CHANGED_ON', direction: 'DESC' },
  searchColumns: [
    { column: 'name', operators: [...STRING_OPERATORS, customOperator('chart_all_text', 'All Text')] },
    { column: 'owners', operators: TO_MANY_OPERATORS },
    { column: 'created_by', operators: RELATION_OPERATORS },
  ],
  permissions: ['can_read', 'can_write', 'can_export'],
  addColumns: [{ name: 'name', type: 'String', required: true, validate: ['<Length(min=1, max=250, equal=None, error=None)>'] }],
  editColumns: [{ name: 'name', type: 'String' }],
};
