/** Table metadata of a SQLite table or view, from its pragma table functions. SQLite has no comments. */
import type { EngineConnection, TableMetadata, TableRef } from '../engine-spec';
import { columnInfo, sortedMetadata, tableMissingError } from '../shared/introspection';

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export async function readSqliteTableMetadata(conn: EngineConnection, ref: TableRef): Promise<TableMetadata> {
  const schema = ref.schema || 'main';
  const master = `${conn.spec.quoteIdentifier(schema)}.sqlite_master`;
  const { rows: objects } = await conn.query(`SELECT type FROM ${master} WHERE name = ? AND type IN ('table', 'view')`, [ref.name]);
  if (!objects.length) throw tableMissingError(conn.spec, schema, ref.name);
  const { rows: columns } = await conn.query('SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?, ?) ORDER BY cid', [ref.name, schema]);
  const { rows: fkRows } = await conn.query('SELECT id, "table", "from", "to" FROM pragma_foreign_key_list(?, ?) ORDER BY id, seq', [ref.name, schema]);
  const { rows: indexRows } = await conn.query(`SELECT name, "unique" FROM pragma_index_list(?, ?) WHERE origin != 'pk' ORDER BY name`, [ref.name, schema]);

  const pkColumns = columns.filter((c) => Number(c.pk) > 0).sort((a, b) => Number(a.pk) - Number(b.pk));
  const foreignKeys = new Map<number, TableMetadata['foreignKeys'][number]>();
  for (const fk of fkRows) {
    const id = Number(fk.id);
    const entry = foreignKeys.get(id) ?? { name: null, columns: [], referredSchema: schema, referredTable: String(fk.table), referredColumns: [] };
    entry.columns.push(String(fk.from));
    // A reference without columns means the referred table's primary key, filled in below.
    if (fk.to !== null) entry.referredColumns.push(String(fk.to));
    foreignKeys.set(id, entry);
  }
  for (const fk of foreignKeys.values()) {
    if (fk.referredColumns.length) continue;
    const { rows } = await conn.query('SELECT name FROM pragma_table_info(?, ?) WHERE pk > 0 ORDER BY pk', [fk.referredTable, schema]);
    fk.referredColumns = rows.map((r) => String(r.name));
  }
  const indexes: TableMetadata['indexes'] = [];
  for (const index of indexRows) {
    const { rows } = await conn.query('SELECT name FROM pragma_index_info(?, ?) ORDER BY seqno', [String(index.name), schema]);
    indexes.push({ name: String(index.name), columns: rows.map((r) => text(r.name) ?? '<expression>'), unique: Number(index.unique) === 1 });
  }
  return sortedMetadata({
    name: ref.name,
    schema,
    catalog: null,
    type: objects[0].type === 'view' ? 'view' : 'table',
    comment: null,
    columns: columns.map((c) =>
      columnInfo(conn.spec, {
        name: String(c.name),
        nativeType: String(c.type ?? '').toUpperCase(),
        // A primary key column may hold NULL in SQLite unless declared NOT NULL; report what was declared.
        nullable: Number(c.notnull) === 0,
        default: text(c.dflt_value),
      }),
    ),
    primaryKey: pkColumns.length ? { name: null, columns: pkColumns.map((c) => String(c.name)) } : null,
    foreignKeys: [...foreignKeys.values()],
    indexes,
  });
}
