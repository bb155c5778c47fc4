// The editor's SQL dialect per engine, and the functions autocomplete offers besides keywords and the schema.
import { MySQL, PostgreSQL, SQLite, StandardSQL, type SQLDialect } from '@codemirror/lang-sql';

const COMMON_FUNCTIONS = [
  'abs', 'avg', 'cast', 'ceil', 'coalesce', 'concat', 'count', 'floor', 'length', 'lower', 'max', 'min', 'nullif',
  'round', 'substr', 'sum', 'trim', 'upper', 'row_number', 'rank', 'dense_rank', 'lag', 'lead',
];

const ENGINE_FUNCTIONS: Record<string, string[]> = {
  postgresql: ['date_trunc', 'extract', 'now', 'to_char', 'string_agg', 'array_agg', 'generate_series', 'percentile_cont'],
  mysql: ['date_format', 'now', 'ifnull', 'group_concat', 'str_to_date', 'timestampdiff'],
  sqlite: ['date', 'datetime', 'strftime', 'ifnull', 'group_concat', 'julianday'],
  duckdb: ['date_trunc', 'strftime', 'list', 'string_agg', 'approx_count_distinct', 'median', 'quantile_cont', 'range', 'read_csv', 'read_parquet'],
};

export function dialectFor(backend: string | null | undefined): SQLDialect {
  switch (backend) {
    case 'postgresql':
    case 'postgres':
      return PostgreSQL;
    case 'mysql':
    case 'mariadb':
      return MySQL;
    case 'sqlite':
      return SQLite;
    default:
      // DuckDB's grammar is a PostgreSQL-like standard SQL; the standard dialect highlights it without
      // flagging DuckDB-only syntax.
      return StandardSQL;
  }
}

export function functionsFor(backend: string | null | undefined): string[] {
  return [...COMMON_FUNCTIONS, ...(ENGINE_FUNCTIONS[backend ?? ''] ?? [])].sort();
}
