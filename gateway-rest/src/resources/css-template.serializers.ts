import { humanizedDelta, isoWithoutTimezone } from '../core/dates';
import type { Row } from '../core/list-response';
import type { RestCssTemplateItemFragment, RestCssTemplateUserFragment } from '../gql/graphql';

const user = (u: RestCssTemplateUserFragment | null | undefined) => (u ? { first_name: u.firstName, id: u.id, last_name: u.lastName } : null);

/** Every list and show column of a CSS template, as Superset serialises them. */
export function serializeCssTemplate(t: RestCssTemplateItemFragment, now: Date): Row {
  return {
    changed_on_delta_humanized: humanizedDelta(t.changedOn, now),
    changed_by: user(t.changedBy),
    created_on: isoWithoutTimezone(t.createdOn),
    created_by: user(t.createdBy),
    css: t.css ?? null,
    id: t.id,
    template_name: t.templateName ?? null,
  };
}

/** FAB's dump of the add/edit schema: the stored css and template_name. */
export function serializeCssTemplateWrite(t: RestCssTemplateItemFragment): Row {
  return { css: t.css ?? null, template_name: t.templateName ?? null };
}
