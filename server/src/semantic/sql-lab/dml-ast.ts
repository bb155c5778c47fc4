/**
 * node-sql-parser's reading of a statement, as a second opinion for the read-only check: it can only add
 * a refusal, in the grammars the dialect names (DuckDB's are PostgreSQL's and then Snowflake's). A
 * statement no grammar parses is left to the token proof in dml.ts.
 */
import { Parser } from 'node-sql-parser';
import type { SqlDialect } from '../../engines';

const parser = new Parser();

/** AST node types that change data, schema, privileges or the session. */
const WRITE_NODE_TYPES = new Set([
  'insert', 'update', 'delete', 'replace', 'merge', 'upsert', 'create', 'drop', 'alter', 'truncate', 'rename', 'grant', 'revoke',
  'call', 'exec', 'execute', 'load_data', 'lock', 'unlock', 'transaction', 'use',
]);

/** The peg parser is quadratic on some inputs; past this size the token proof decides alone. */
const MAX_PARSED_LENGTH = 100_000;

function parse(sql: string, dialect: SqlDialect): unknown[] | null {
  if (sql.length > MAX_PARSED_LENGTH) return null;
  for (const database of dialect.parserDatabases) {
    try {
      const ast = parser.astify(sql, { database });
      return Array.isArray(ast) ? ast : [ast];
    } catch {
      // Not this grammar; try the next one.
    }
  }
  return null;
}

function hasInto(into: unknown): boolean {
  if (!into || typeof into !== 'object') return false;
  const { expr, position } = into as { expr?: unknown; position?: unknown };
  return (expr !== undefined && expr !== null) || (position !== undefined && position !== null);
}

/** Why the parsed statement writes, or null when it parses as read-only or does not parse at all. */
export function astWrites(sql: string, dialect: SqlDialect): string | null {
  const statements = parse(sql, dialect);
  if (!statements) return null;
  let found: string | null = null;
  const visit = (node: unknown): void => {
    if (found) return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    if (typeof obj.type === 'string' && WRITE_NODE_TYPES.has(obj.type)) found = `${obj.type.toUpperCase()} in the parsed statement`;
    else if (obj.type === 'select' && hasInto(obj.into)) found = 'SELECT … INTO';
    else if (obj.type === 'select' && obj.locking_read) found = 'a locking read';
    Object.values(obj).forEach(visit);
  };
  visit(statements);
  return found;
}
