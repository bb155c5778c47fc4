// The CSS templates list's declaration (Superset's CssTemplatesList): the name search and the Created by
// filter under Superset's ids (template_name, created_by), so list URLs stay compatible.
import { defineList, relatedOptions } from '../../components/list-view/list-spec';
import { CssTemplateCreatorOptionsDocument, type CssTemplateFilterField, type CssTemplateOrderField } from '../../gql/graphql';

export const CSS_TEMPLATE_LIST = defineList<CssTemplateFilterField, CssTemplateOrderField>({
  resourceName: 'CSS templates',
  sortFields: { template_name: 'TEMPLATE_NAME', changed_on_delta_humanized: 'CHANGED_ON', created_on: 'CREATED_ON' },
  filters: [
    { kind: 'search', id: 'template_name', field: 'TEMPLATE_NAME', op: 'CT', label: 'Search CSS templates' },
    {
      kind: 'select',
      id: 'created_by',
      field: 'CREATED_BY',
      value: 'id',
      label: 'Created by',
      searchable: true,
      options: relatedOptions(CssTemplateCreatorOptionsDocument, (data) => data.cssTemplateRelated),
      testId: 'css-template-filter-created-by',
    },
  ],
});
