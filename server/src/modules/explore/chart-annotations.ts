/**
 * Superset's native annotation data: for each NATIVE layer a query asks for (annotation_layers), the layer's
 * annotations in the query's time range, keyed by the layer's name as the chart named it (annotation_data).
 * Other source types (another chart's series, a table) and formula layers are not answered here.
 */
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isRowId } from '../../platform/sql';
import type { AnnotationService, NativeAnnotationRecords } from '../annotation';

interface NativeLayerRef {
  id: number;
  name: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The NATIVE layers of a query's annotation_layers: their layer ids (a number or its digits) and names. */
export function nativeLayerRefs(layers: readonly unknown[] | null | undefined): NativeLayerRef[] {
  const refs: NativeLayerRef[] = [];
  for (const layer of layers ?? []) {
    if (!isObject(layer) || layer.sourceType !== 'NATIVE') continue;
    const id = typeof layer.value === 'string' && /^\d+$/.test(layer.value) ? Number(layer.value) : layer.value;
    if (!isRowId(id)) throw errors.badInput('Request is incorrect: {"annotation_layers": ["A native annotation layer\'s value must be a layer id."]}');
    refs.push({ id, name: typeof layer.name === 'string' ? layer.name : String(id) });
  }
  return refs;
}

/** The annotation_data of one query: every native layer it names, with the records within [from, to). */
export async function nativeAnnotationData(
  annotations: AnnotationService,
  ctx: RequestContext,
  layers: readonly unknown[] | null | undefined,
  range: { fromDttm: number | null; toDttm: number | null },
): Promise<Record<string, NativeAnnotationRecords>> {
  const refs = nativeLayerRefs(layers);
  if (!refs.length) return {};
  const records = await annotations.nativeRecords(
    ctx,
    refs.map((ref) => ref.id),
    range.fromDttm,
    range.toDttm,
  );
  return Object.fromEntries(refs.map((ref) => [ref.name, records.get(ref.id)!]));
}
