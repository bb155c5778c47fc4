/** Table metadata of a MySQL/MariaDB table or view, from information_schema. A null schema is the URI's database. */
import type { EngineConnection, TableMetadata, TableRef } from '../engine-spec';
import { columnInfo, sortedMetadata, tableMissingError } from '../shared/introspection';

const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
/** MariaDB writes a missing default as the text 'NULL' (and quotes literal defaults); MySQL as SQL NULL. */
const defaultValue = (v: unknown): string | null => (v === 'NULL' ? null : text(v));

export async function readMysqlTableMetadata(conn: EngineConnection, ref: TableRef): Promise<TableMetadata> {
  const scope = [ref.schema ?? null, ref.name];
  const inTable = 'TABLE_SCHEMA = COALESCE(?, DATABASE()) AND TABLE_NAME = ?';
  const { rows: objects } = await conn.query(`SELECT TABLE_SCHEMA AS s, TABLE_TYPE AS type, TABLE_COMMENT AS comment FROM information_schema.TABLES WHERE ${inTable}`, scope);
  if (!objects.length) throw tableMissingError(conn.spec, ref.schema ?? null, ref.name);
  const schema = String(objects[0].s);
  const { rows: columns } = await conn.query(
    `SELECT COLUMN_NAME AS name, UPPER(COLUMN_TYPE) AS type, IS_NULLABLE AS nullable, COLUMN_DEFAULT AS dflt, COLUMN_COMMENT AS comment
     FROM information_schema.COLUMNS WHERE ${inTable} ORDER BY ORDINAL_POSITION`,
    scope,
  );
  const { rows: keys } = await conn.query(
    `SELECT CONSTRAINT_NAME AS name, COLUMN_NAME AS col, REFERENCED_TABLE_SCHEMA AS ref_schema, REFERENCED_TABLE_NAME AS ref_table, REFERENCED_COLUMN_NAME AS ref_col
     FROM information_schema.KEY_COLUMN_USAGE WHERE ${inTable} ORDER BY CONSTRAINT_NAME, ORDINAL_POSITION`,
    scope,
  );
  const { rows: indexRows } = await conn.query(
    `SELECT INDEX_NAME AS name, NON_UNIQUE AS non_unique, COLUMN_NAME AS col
     FROM information_schema.STATISTICS WHERE ${inTable} AND INDEX_NAME != 'PRIMARY' ORDER BY INDEX_NAME, SEQ_IN_INDEX`,
    scope,
  );
  const primary = keys.filter((k) => k.name === 'PRIMARY');
  const foreignKeys = new Map<string, TableMetadata['foreignKeys'][number]>();
  for (const k of keys.filter((row) => row.ref_table !== null)) {
    const name = String(k.name);
    const entry = foreignKeys.get(name) ?? { name, columns: [], referredSchema: text(k.ref_schema), referredTable: String(k.ref_table), referredColumns: [] };
    entry.columns.push(String(k.col));
    entry.referredColumns.push(String(k.ref_col));
    foreignKeys.set(name, entry);
  }
  const indexes = new Map<string, TableMetadata['indexes'][number]>();
  for (const i of indexRows) {
    const name = String(i.name);
    const entry = indexes.get(name) ?? { name, columns: [], unique: Number(i.non_unique) === 0 };
    // A functional key part has no column name.
    entry.columns.push(text(i.col) ?? '<expression>');
    indexes.set(name, entry);
  }
  return sortedMetadata({
    name: ref.name,
    schema,
    catalog: null,
    type: String(objects[0].type).includes('VIEW') ? 'view' : 'table',
    // Views report the comment 'VIEW'; that is MySQL's marker, not a user's comment.
    comment: String(objects[0].type).includes('VIEW') ? null : text(objects[0].comment),
    columns: columns.map((c) =>
      columnInfo(conn.spec, { name: String(c.name), nativeType: String(c.type), nullable: c.nullable === 'YES', comment: text(c.comment), default: defaultValue(c.dflt) }),
    ),
    primaryKey: primary.length ? { name: 'PRIMARY', columns: primary.map((k) => String(k.col)) } : null,
    foreignKeys: [...foreignKeys.values()],
    indexes: [...indexes.values()],
  });
}
