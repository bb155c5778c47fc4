import { humanizedDelta, isoWithoutTimezone, utcWithOffset } from '../core/dates';
import type { Row } from '../core/list-response';
import type { RestDatasetListItemFragment, RestDatasetShowFragment, RestDatasetUserFragment } from '../gql/graphql';
import { userName } from './chart.serializers';

/** GraphQL's DatasetKind enum -> Superset's `kind` values. */
const kindOf = (kind: string) => kind.toLowerCase();

function user(u: RestDatasetUserFragment | null): Row | null {
  return u ? { first_name: u.firstName, last_name: u.lastName, id: u.id } : null;
}

/** Every list column of a dataset; relations are nested objects/arrays for projectRow to trim. */
export function serializeDatasetListRow(d: RestDatasetListItemFragment, now: Date): Row {
  return {
    id: d.id,
    uuid: d.uuid,
    database: d.database ? { id: d.database.id, database_name: d.database.databaseName, uuid: d.database.uuid } : null,
    changed_by_name: userName(d.changedBy),
    changed_by: user(d.changedBy),
    changed_on_utc: utcWithOffset(d.changedOn),
    changed_on_delta_humanized: humanizedDelta(d.changedOn, now),
    default_endpoint: d.defaultEndpoint,
    description: d.description,
    datasource_type: d.datasourceType,
    explore_url: d.exploreUrl,
    extra: d.extraText,
    kind: kindOf(d.kind),
    owners: d.owners.map(user),
    catalog: d.catalog,
    schema: d.schema,
    sql: d.sql,
    table_name: d.tableName,
  };
}

type ShowColumn = RestDatasetShowFragment['columns'][number];
type ShowMetric = RestDatasetShowFragment['metrics'][number];

function serializeColumn(c: ShowColumn): Row {
  return {
    id: c.id,
    uuid: c.uuid,
    column_name: c.columnName,
    verbose_name: c.verboseName,
    type: c.type,
    type_generic: c.typeGeneric,
    advanced_data_type: c.advancedDataType,
    is_dttm: c.isDttm,
    is_active: c.isActive,
    groupby: c.groupby,
    filterable: c.filterable,
    expression: c.expression,
    description: c.description,
    python_date_format: c.pythonDateFormat,
    extra: c.extraText,
    created_on: isoWithoutTimezone(c.createdOn),
    changed_on: isoWithoutTimezone(c.changedOn),
  };
}

function serializeMetric(m: ShowMetric): Row {
  return {
    id: m.id,
    uuid: m.uuid,
    metric_name: m.metricName,
    verbose_name: m.verboseName,
    metric_type: m.metricType,
    expression: m.expression,
    description: m.description,
    d3format: m.d3format,
    currency: m.currency ?? null,
    extra: m.extraText,
    warning_text: m.warningText,
    created_on: isoWithoutTimezone(m.createdOn),
    changed_on: isoWithoutTimezone(m.changedOn),
  };
}

/** SqlaTable.dttm_cols: the datetime columns, plus the main one when it is not flagged. */
function dttmColumns(d: RestDatasetShowFragment): string[] {
  const cols = d.columns.filter((c) => c.isDttm).map((c) => c.columnName);
  if (d.mainDttmCol && !cols.includes(d.mainDttmCol)) cols.push(d.mainDttmCol);
  return cols;
}

/** SqlaTable.verbose_map: metric then column labels (falling back to names), after `__timestamp`. */
function verboseMap(d: RestDatasetShowFragment): Record<string, string> {
  const map: Record<string, string> = { __timestamp: 'Time' };
  for (const m of d.metrics) map[m.metricName] = m.verboseName || m.metricName;
  for (const c of d.columns) map[c.columnName] = c.verboseName || c.columnName;
  return map;
}

/** Python's json.dumps([name, bool]): a space after the comma. */
const orderChoice = (name: string, asc: boolean) => `[${JSON.stringify(name)}, ${asc}]`;

/** GET /dataset/{pk} `result` (DatasetRestApi show columns). */
export function serializeDatasetShow(d: RestDatasetShowFragment, now: Date): Row {
  const names = d.columns.map((c) => c.columnName).sort();
  return {
    id: d.id,
    uuid: d.uuid,
    uid: `${d.id}__table`,
    name: d.name,
    datasource_name: d.tableName,
    database: d.database
      ? {
          database_name: d.database.databaseName,
          id: d.database.id,
          uuid: d.database.uuid,
          backend: d.database.backend,
          allow_multi_catalog: d.database.allowMultiCatalog,
        }
      : null,
    table_name: d.tableName,
    sql: d.sql,
    filter_select_enabled: d.filterSelectEnabled,
    fetch_values_predicate: d.fetchValuesPredicate,
    catalog: d.catalog,
    schema: d.schema,
    description: d.description,
    main_dttm_col: d.mainDttmCol,
    normalize_columns: d.normalizeColumns,
    always_filter_main_dttm: d.alwaysFilterMainDttm,
    offset: d.offset,
    default_endpoint: d.defaultEndpoint,
    cache_timeout: d.cacheTimeout,
    is_sqllab_view: d.isSqllabView,
    template_params: d.templateParams,
    select_star: d.selectStar,
    owners: d.owners.map((o) => ({ id: o.id, first_name: o.firstName, last_name: o.lastName })),
    columns: d.columns.map(serializeColumn),
    metrics: d.metrics.map(serializeMetric),
    datasource_type: d.datasourceType,
    url: d.url,
    extra: d.extraText,
    kind: kindOf(d.kind),
    created_on: isoWithoutTimezone(d.createdOn),
    created_on_humanized: humanizedDelta(d.createdOn, now),
    created_by: d.createdBy ? { first_name: d.createdBy.firstName, last_name: d.createdBy.lastName } : null,
    changed_on: isoWithoutTimezone(d.changedOn),
    changed_on_humanized: humanizedDelta(d.changedOn, now),
    changed_by: d.changedBy ? { first_name: d.changedBy.firstName, last_name: d.changedBy.lastName } : null,
    is_managed_externally: d.isManagedExternally,
    column_formats: Object.fromEntries(d.metrics.filter((m) => m.d3format).map((m) => [m.metricName, m.d3format])),
    granularity_sqla: dttmColumns(d).map((c) => [c, c]),
    time_grain_sqla: d.timeGrains.map((g) => [g.duration, g.name]),
    order_by_choices: names.flatMap((n) => [
      [orderChoice(n, true), `${n} [asc]`],
      [orderChoice(n, false), `${n} [desc]`],
    ]),
    verbose_map: verboseMap(d),
  };
}

/** GET /dataset/{pk}/drill_info/ `result`: who owns it and the columns to drill by. */
export function serializeDrillInfo(d: RestDatasetShowFragment, now: Date): Row {
  const show = serializeDatasetShow(d, now);
  return {
    id: d.id,
    table_name: d.tableName,
    owners: show.owners,
    created_by: show.created_by,
    created_on_humanized: show.created_on_humanized,
    changed_by: show.changed_by,
    changed_on_humanized: show.changed_on_humanized,
    columns: d.columns.map((c) => ({ column_name: c.columnName, verbose_name: c.verboseName, groupby: c.groupby })),
  };
}
