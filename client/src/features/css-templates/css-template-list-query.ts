// The CSS templates list's declaration (Superset's CssTemplatesList): the name search and the Created by
// filter under Superset's ids (template_name, created_by), so list URLs stay compatible.
import { createdByFilter, defineList, relatedOptions } from '../../components/list-view/list-spec';
import { CssTemplateCreatorOptionsDocument, type CssTemplateFilterField, type CssTemplateOrderField } from '../../gql/graphql';

export const CSS_TEMPLATE_LIST = defineList<CssTemplateFilterField, CssTemplateOrderField>({
  resourceName: 'CSS templates',
  sortFields: { template_name: 'TEMPLATE_NAME', changed_on_delta_humanized: 'CHANGED_ON', created_on: 'CREATED_ON' },
  filters: [
    { kind: 'search', id: 'template_name', field: 'TEMPLATE_NAME', op: 'CT', label: 'Search CSS templates' },
    createdByFilter('CREATED_BY', relatedOptions(CssTemplateCreatorOptionsDocument, (data) => data.cssTemplateRelated), { testId: 'css-template-filter-created-by' }),
  ],
});
