/** Table metadata of a PostgreSQL table or view, from pg_catalog (information_schema hides other owners' keys). */
import type { EngineSpec, QueryResult, TableMetadata, TableRef } from '../engine-spec';
import { columnInfo, nameList, sortedMetadata, tableMissingError } from '../shared/introspection';

type Run = (sql: string, params: unknown[]) => Promise<QueryResult>;

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const KEY_COLUMNS = (keys: string, rel: string) =>
  `ARRAY(SELECT a.attname::text FROM unnest(${keys}) WITH ORDINALITY k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.attnum ORDER BY k.ord)`;

export async function readPostgresTableMetadata(spec: EngineSpec, run: Run, ref: TableRef): Promise<TableMetadata> {
  const schema = ref.schema || 'public';
  const { rows: objects } = await run(
    `SELECT c.oid::int8 AS oid, c.relkind, obj_description(c.oid, 'pg_class') AS comment
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relname = $2 AND c.relkind IN ('r', 'p', 'f', 'v', 'm')`,
    [schema, ref.name],
  );
  if (!objects.length) throw tableMissingError(spec, schema, ref.name);
  const oid = String(objects[0].oid);
  const { rows: columns } = await run(
    `SELECT a.attname AS name, UPPER(format_type(a.atttypid, a.atttypmod)) AS type, NOT a.attnotnull AS nullable,
            pg_get_expr(d.adbin, d.adrelid) AS "default", col_description(a.attrelid, a.attnum) AS comment
     FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE a.attrelid = $1::oid AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY a.attnum`,
    [oid],
  );
  const { rows: constraints } = await run(
    `SELECT con.conname AS name, con.contype AS type, ${KEY_COLUMNS('con.conkey', 'con.conrelid')} AS columns,
            rn.nspname AS referred_schema, rc.relname AS referred_table, ${KEY_COLUMNS('con.confkey', 'con.confrelid')} AS referred_columns
     FROM pg_constraint con
     LEFT JOIN pg_class rc ON rc.oid = con.confrelid
     LEFT JOIN pg_namespace rn ON rn.oid = rc.relnamespace
     WHERE con.conrelid = $1::oid AND con.contype IN ('p', 'f')
     ORDER BY con.conname`,
    [oid],
  );
  const { rows: indexes } = await run(
    `SELECT ic.relname AS name, i.indisunique AS is_unique,
            ARRAY(SELECT pg_get_indexdef(i.indexrelid, n, true) FROM generate_series(1, i.indnkeyatts) n ORDER BY n) AS columns
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
     WHERE i.indrelid = $1::oid AND NOT i.indisprimary
     ORDER BY ic.relname`,
    [oid],
  );
  const pk = constraints.find((c) => c.type === 'p');
  return sortedMetadata({
    name: ref.name,
    schema,
    catalog: ref.catalog ?? null,
    type: objects[0].relkind === 'v' || objects[0].relkind === 'm' ? 'view' : 'table',
    comment: text(objects[0].comment),
    columns: columns.map((c) =>
      columnInfo(spec, { name: String(c.name), nativeType: String(c.type), nullable: c.nullable === true, comment: text(c.comment), default: text(c.default) }),
    ),
    primaryKey: pk ? { name: text(pk.name), columns: nameList(pk.columns) } : null,
    foreignKeys: constraints
      .filter((c) => c.type === 'f')
      .map((c) => ({
        name: text(c.name),
        columns: nameList(c.columns),
        referredSchema: text(c.referred_schema),
        referredTable: String(c.referred_table),
        referredColumns: nameList(c.referred_columns),
      })),
    indexes: indexes.map((i) => ({ name: String(i.name), columns: nameList(i.columns), unique: i.is_unique === true })),
  });
}
