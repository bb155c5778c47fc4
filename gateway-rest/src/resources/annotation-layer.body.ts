import type { AnnotationInput, AnnotationLayerInput } from '../gql/graphql';
import { loadOrThrow, type Schema } from '../core/marshmallow-schema';

/** AnnotationLayerPostSchema / AnnotationLayerPutSchema: the name required on add, 1 to 250 characters. */
const layerSchema = (creating: boolean): Schema => ({
  name: { kind: 'string', required: creating, length: [1, 250] },
  descr: { kind: 'string', allowNone: true },
});

/** AnnotationPostSchema / AnnotationPutSchema: short description and both dates required on add. */
const annotationSchema = (creating: boolean): Schema => ({
  short_descr: { kind: 'string', required: creating, length: [1, 500] },
  long_descr: { kind: 'string', allowNone: true },
  start_dttm: { kind: 'datetime', required: creating },
  end_dttm: { kind: 'datetime', required: creating },
  json_metadata: { kind: 'string', allowNone: true, json: true },
});

/** The loaded body (what Superset answers as `result`) and the GraphQL input it becomes. */
export interface Loaded<TInput> {
  data: Record<string, unknown>;
  input: TInput;
}

export function parseAnnotationLayerBody(body: unknown, creating: boolean): Loaded<AnnotationLayerInput> {
  const data = loadOrThrow(layerSchema(creating), body);
  const input: AnnotationLayerInput = {};
  if ('name' in data) input.name = data.name as string;
  if ('descr' in data) input.descr = data.descr as string | null;
  return { data, input };
}

export function parseAnnotationBody(body: unknown, creating: boolean): Loaded<AnnotationInput> {
  const data = loadOrThrow(annotationSchema(creating), body);
  const input: AnnotationInput = {};
  if ('short_descr' in data) input.shortDescr = data.short_descr as string;
  if ('long_descr' in data) input.longDescr = data.long_descr as string | null;
  if ('start_dttm' in data) input.startDttm = data.start_dttm as string;
  if ('end_dttm' in data) input.endDttm = data.end_dttm as string;
  if ('json_metadata' in data) input.jsonMetadata = data.json_metadata as string | null;
  return { data, input };
}
