import { humanizedDelta, isoWithoutTimezone } from '../core/dates';
import type { Row } from '../core/list-response';
import type { RestSavedQueryItemFragment, RestSavedQueryUserFragment } from '../gql/graphql';

const user = (u: RestSavedQueryUserFragment | null | undefined) => (u ? { first_name: u.firstName, id: u.id, last_name: u.lastName } : null);

/** Every list and show column of a saved query, as Superset serialises them. */
export function serializeSavedQuery(q: RestSavedQueryItemFragment, now: Date): Row {
  return {
    changed_on: isoWithoutTimezone(q.changedOn),
    changed_on_delta_humanized: humanizedDelta(q.changedOn, now),
    changed_by: user(q.changedBy),
    created_on: isoWithoutTimezone(q.createdOn),
    created_by: user(q.createdBy),
    database: q.database ? { database_name: q.database.databaseName, id: q.database.id } : null,
    db_id: q.dbId,
    description: q.description ?? null,
    extra: q.extra ?? {},
    id: q.id,
    label: q.label ?? null,
    last_run_delta_humanized: humanizedDelta(q.lastRun, now),
    rows: q.rows ?? null,
    catalog: q.catalog ?? null,
    schema: q.schema ?? null,
    sql: q.sql ?? null,
    sql_tables: q.sqlTables.map((t) => ({ table: t.table, schema: t.schema ?? null, catalog: t.catalog ?? null })),
    tags: q.tags.map((t) => ({ id: t.id, name: t.name, type: t.type })),
    template_parameters: q.templateParameters ?? null,
  };
}

/** FAB's dump of the add/edit schema: every editable column of the stored row. */
export function serializeSavedQueryWrite(q: RestSavedQueryItemFragment): Row {
  return {
    db_id: q.dbId,
    description: q.description ?? null,
    label: q.label ?? null,
    catalog: q.catalog ?? null,
    schema: q.schema ?? null,
    sql: q.sql ?? null,
    template_parameters: q.templateParameters ?? null,
    extra_json: q.extraJson ?? null,
  };
}
