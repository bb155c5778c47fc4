/**
 * The tables a saved query reads (`sql_tables`): parsed from the SQL, `[]` when it cannot be parsed
 * (Superset answers the same for SQL its parser does not understand). Jinja blocks are blanked first so
 * templated queries still parse.
 */
import { Parser } from 'node-sql-parser';
import { codeTokens, tokenizeSql, type SqlToken } from '../../semantic/sql-lexer';

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

/**
 * Names of the statement's top-level CTEs (WITH a AS (...), b AS (...) SELECT ...), read from code tokens
 * only: text in comments and strings cannot declare one, and a CTE inside a sub-query does not hide a
 * table of the same name outside it (so it is not dropped here: the stricter answer).
 */
function cteNames(sql: string): Set<string> {
  const names = new Set<string>();
  const tokens = codeTokens(tokenizeSql(sql, { lenient: true }));
  const word = (i: number) => (tokens[i]?.kind === 'word' ? tokens[i].text.toUpperCase() : null);
  let i = 0;
  if (word(i) !== 'WITH') return names;
  i += 1;
  if (word(i) === 'RECURSIVE') i += 1;
  for (;;) {
    const name = tokens[i];
    if (!name || (name.kind !== 'word' && name.kind !== 'identifier')) return names;
    names.add((name.kind === 'identifier' ? name.text.slice(1, -1) : name.text).toLowerCase());
    i += 1;
    if (tokens[i]?.text === '(') i = afterParens(tokens, i); // a column list
    if (word(i) !== 'AS') return names;
    i += 1;
    while (tokens[i] && tokens[i].text !== '(') i += 1; // [NOT] MATERIALIZED
    i = afterParens(tokens, i);
    if (tokens[i]?.text !== ',') return names;
    i += 1;
  }
}

/** The index after the parenthesis group opening at `open`. */
function afterParens(tokens: SqlToken[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i += 1) {
    if (tokens[i].text === '(') depth += 1;
    else if (tokens[i].text === ')' && --depth === 0) return i + 1;
  }
  return tokens.length;
}
