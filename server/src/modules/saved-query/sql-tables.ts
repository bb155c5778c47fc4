/**
 * The tables a saved query reads (`sql_tables`): parsed from the SQL, `[]` when it cannot be parsed
 * (Superset answers the same for SQL its parser does not understand). Jinja blocks are blanked first so
 * templated queries still parse.
 */
import { Parser } from 'node-sql-parser';

const parser = new Parser();

export interface SqlTable {
  table: string;
  schema: string | null;
  catalog: string | null;
}

const JINJA = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}/g;

export function sqlTablesOf(sql: string | null): SqlTable[] {
  if (!sql || !sql.trim()) return [];
  let entries: string[];
  try {
    entries = parser.tableList(sql.replace(JINJA, '1'), { database: 'PostgresQL' });
  } catch {
    return [];
  }
  const seen = new Set<string>();
  const tables: SqlTable[] = [];
  for (const entry of entries) {
    // "<action>::<schema or null>::<table>"; a CTE name also appears, as a table without schema.
    const [, schema, table] = entry.split('::');
    if (!table || seen.has(`${schema}.${table}`)) continue;
    seen.add(`${schema}.${table}`);
    tables.push({ table, schema: schema && schema !== 'null' ? schema : null, catalog: null });
  }
  const ctes = cteNames(sql);
  return tables.filter((t) => t.schema !== null || !ctes.has(t.table.toLowerCase()));
}

function cteNames(sql: string): Set<string> {
  const names = new Set<string>();
  for (const m of sql.matchAll(/(?:\bWITH\s+(?:RECURSIVE\s+)?|,\s*)("?)([A-Za-z_][\w$]*)\1\s+AS\s*\(/gi)) names.add(m[2].toLowerCase());
  return names;
}
