/** The CSS template list's filterable fields and orders (REST ref §4.2, §6.18), over `css_templates t`. */
import { escapeLike, listOperators, RELATION_ONE_OPS, STRING_OPS, type FilterFieldSpec } from '../../platform/list-query';
import { CssTemplateFilterField, CssTemplateOrderField } from './css-template.types';

export const CssTemplateListOp = listOperators(['CSS_TEMPLATE_ALL_TEXT']);

export const CSS_TEMPLATE_FILTERS: Record<CssTemplateFilterField, FilterFieldSpec> = {
  [CssTemplateFilterField.TEMPLATE_NAME]: {
    kind: 'string',
    sql: 't.template_name',
    ops: [...STRING_OPS, CssTemplateListOp.CSS_TEMPLATE_ALL_TEXT],
    custom: {
      // Superset's CssTemplateAllTextFilter: the name or the CSS contains the text; empty text filters nothing.
      [CssTemplateListOp.CSS_TEMPLATE_ALL_TEXT]: (v) => {
        const text = String(v ?? '').trim();
        if (!text) return null;
        const p = `%${escapeLike(text.toLowerCase())}%`;
        return { sql: `(LOWER(COALESCE(t.template_name, '')) LIKE ? ESCAPE '\\' OR LOWER(COALESCE(t.css, '')) LIKE ? ESCAPE '\\')`, params: [p, p] };
      },
    },
  },
  [CssTemplateFilterField.CREATED_BY]: { kind: 'relation-one', sql: 't.created_by_fk', ops: RELATION_ONE_OPS },
  [CssTemplateFilterField.CHANGED_BY]: { kind: 'relation-one', sql: 't.changed_by_fk', ops: RELATION_ONE_OPS },
};

export const CSS_TEMPLATE_ORDERS: Record<CssTemplateOrderField, string> = {
  [CssTemplateOrderField.TEMPLATE_NAME]: 't.template_name',
  [CssTemplateOrderField.CHANGED_ON]: 't.changed_on',
  [CssTemplateOrderField.CREATED_ON]: 't.created_on',
};
