import type { CssTemplateInput } from '../gql/graphql';
import { loadOrThrow, type Schema } from '../core/marshmallow-schema';

/** The CSS template add/edit schema (FAB-generated from the model, REST ref §6.18). */
const SCHEMA: Schema = {
  css: { kind: 'string', allowNone: true },
  template_name: { kind: 'string', allowNone: true, length: [0, 250] },
};

/** POST and PUT bodies alike: nothing is required, omitted fields stay as they are. */
export function parseCssTemplateBody(body: unknown): CssTemplateInput {
  const data = loadOrThrow(SCHEMA, body);
  const input: CssTemplateInput = {};
  if ('css' in data) input.css = data.css as string | null;
  if ('template_name' in data) input.templateName = data.template_name as string | null;
  return input;
}
