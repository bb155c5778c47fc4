/** Table metadata of a DuckDB table or view, from DuckDB's own catalog functions. */
import type { EngineConnection, TableMetadata, TableRef } from '../engine-spec';
import { columnInfo, nameList, sortedMetadata, tableMissingError } from '../shared/introspection';

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export async function readDuckDBTableMetadata(conn: EngineConnection, ref: TableRef): Promise<TableMetadata> {
  const schema = ref.schema || 'main';
  // The catalog defaults to the connection's own database; $3 NULL means "that one".
  const scope = [schema, ref.name, ref.catalog ?? null];
  const inCatalog = 'database_name = COALESCE($3, current_database()) AND schema_name = $1';
  const { rows: objects } = await conn.query(
    `SELECT 'table' AS kind, comment FROM duckdb_tables() WHERE ${inCatalog} AND table_name = $2
     UNION ALL
     SELECT 'view' AS kind, comment FROM duckdb_views() WHERE ${inCatalog} AND view_name = $2`,
    scope,
  );
  if (!objects.length) throw tableMissingError(conn.spec, schema, ref.name);
  const { rows: columns } = await conn.query(
    `SELECT column_name, data_type, is_nullable, column_default, comment FROM duckdb_columns()
     WHERE ${inCatalog} AND table_name = $2 ORDER BY column_index`,
    scope,
  );
  const { rows: constraints } = await conn.query(
    `SELECT constraint_type, constraint_name, constraint_column_names, referenced_table, referenced_column_names
     FROM duckdb_constraints()
     WHERE ${inCatalog} AND table_name = $2 AND constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY', 'UNIQUE')
     ORDER BY constraint_index`,
    scope,
  );
  const { rows: indexes } = await conn.query(
    `SELECT index_name, expressions, is_unique FROM duckdb_indexes() WHERE ${inCatalog} AND table_name = $2 ORDER BY index_name`,
    scope,
  );
  const pk = constraints.find((c) => c.constraint_type === 'PRIMARY KEY');
  return sortedMetadata({
    name: ref.name,
    schema,
    catalog: ref.catalog ?? null,
    type: objects[0].kind === 'view' ? 'view' : 'table',
    comment: text(objects[0].comment),
    columns: columns.map((c) =>
      columnInfo(conn.spec, {
        name: String(c.column_name),
        nativeType: String(c.data_type),
        nullable: c.is_nullable === true,
        comment: text(c.comment),
        default: text(c.column_default),
      }),
    ),
    primaryKey: pk ? { name: text(pk.constraint_name), columns: nameList(pk.constraint_column_names) } : null,
    foreignKeys: constraints
      .filter((c) => c.constraint_type === 'FOREIGN KEY')
      .map((c) => ({
        name: text(c.constraint_name),
        columns: nameList(c.constraint_column_names),
        referredSchema: schema,
        referredTable: String(c.referenced_table),
        referredColumns: nameList(c.referenced_column_names),
      })),
    // UNIQUE constraints are backed by indexes DuckDB does not list; they are indexes to a user all the same.
    indexes: [
      ...constraints
        .filter((c) => c.constraint_type === 'UNIQUE')
        .map((c) => ({ name: String(c.constraint_name), columns: nameList(c.constraint_column_names), unique: true })),
      ...indexes.map((i) => ({ name: String(i.index_name), columns: nameList(i.expressions), unique: i.is_unique === true })),
    ],
  });
}
