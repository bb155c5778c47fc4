import { humanizedDelta, isoWithoutTimezone } from '../core/dates';
import type { Row } from '../core/list-response';
import type { RestAnnotationItemFragment, RestAnnotationLayerItemFragment, RestAnnotationUserFragment } from '../gql/graphql';

const user = (u: RestAnnotationUserFragment | null | undefined) => (u ? { first_name: u.firstName, id: u.id, last_name: u.lastName } : null);

/** Every list and show column of an annotation layer, as Superset serialises them. */
export function serializeAnnotationLayer(l: RestAnnotationLayerItemFragment, now: Date): Row {
  return {
    changed_by: user(l.changedBy),
    changed_on: isoWithoutTimezone(l.changedOn),
    changed_on_delta_humanized: humanizedDelta(l.changedOn, now),
    created_by: user(l.createdBy),
    created_on: isoWithoutTimezone(l.createdOn),
    descr: l.descr ?? null,
    id: l.id,
    name: l.name,
  };
}

/** Every list and show column of an annotation. */
export function serializeAnnotation(a: RestAnnotationItemFragment, now: Date): Row {
  return {
    changed_by: user(a.changedBy),
    changed_on_delta_humanized: humanizedDelta(a.changedOn, now),
    created_by: user(a.createdBy),
    end_dttm: isoWithoutTimezone(a.endDttm),
    id: a.id,
    json_metadata: a.jsonMetadata ?? null,
    layer: { id: a.layerId, name: a.layerName },
    long_descr: a.longDescr ?? null,
    short_descr: a.shortDescr ?? null,
    start_dttm: isoWithoutTimezone(a.startDttm),
  };
}

/** Superset answers a write with the body it loaded: dates as the naive UTC time it stores. */
export function serializeLoaded(data: Record<string, unknown>): Row {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, key.endsWith('_dttm') && typeof value === 'string' ? isoWithoutTimezone(value) : value]));
}
