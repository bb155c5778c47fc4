/**
 * Built-in functions a SELECT can call that change something, or reach outside the database, so a query
 * made only of SELECTs is still not read-only. Superset's DML check looks at statement types only and lets
 * all of these through; a database without `allow_dml` refuses them here.
 *
 * One list for every dialect: a name dangerous on one engine does not name a harmless built-in on another,
 * and a user function of the same name on another engine is refused conservatively. User-defined
 * functions with side effects cannot be known from the text: the database role's own privileges remain
 * the real fence, this list only closes the doors every installation has.
 *
 * Reading the server's files or the network counts as reaching outside, on every engine: PostgreSQL's
 * pg_read_file, MySQL's LOAD_FILE and DuckDB's table functions alike (read_text('/proc/self/environ')
 * would hand any SQL Lab user the server's secrets, read_parquet('http://…') makes the server fetch a
 * URL). An administrator who wants SQL Lab users to query files on a DuckDB database allows DML on it.
 *
 * Deliberately NOT listed: pg_sleep / sleep — read-only, and how a long query is tested and stopped.
 */
const GROUPS: Record<string, readonly string[]> = {
  // PostgreSQL: other sessions and the server itself.
  postgresBackends: [
    'pg_terminate_backend', 'pg_cancel_backend', 'pg_reload_conf', 'pg_rotate_logfile', 'pg_promote', 'pg_switch_wal',
    'pg_switch_xlog', 'pg_create_restore_point', 'pg_start_backup', 'pg_stop_backup', 'pg_backup_start', 'pg_backup_stop',
    'pg_wal_replay_pause', 'pg_wal_replay_resume', 'pg_log_backend_memory_contexts', 'pg_notify',
    'pg_stat_reset', 'pg_stat_reset_shared', 'pg_stat_reset_single_table_counters', 'pg_stat_reset_single_function_counters',
    'pg_stat_reset_slru', 'pg_stat_reset_replication_slot', 'pg_stat_statements_reset', 'pg_import_system_collations',
    'pg_create_physical_replication_slot', 'pg_create_logical_replication_slot', 'pg_drop_replication_slot',
    'pg_copy_physical_replication_slot', 'pg_copy_logical_replication_slot', 'pg_replication_slot_advance',
    'pg_logical_slot_get_changes', 'pg_logical_slot_get_binary_changes', 'pg_logical_emit_message',
    'pg_replication_origin_create', 'pg_replication_origin_drop', 'pg_replication_origin_session_setup',
    'pg_replication_origin_advance',
  ],
  // PostgreSQL: session settings (set_config changes the pooled connection for the next user too) and
  // session-level advisory locks, which outlive the query on a shared connection.
  postgresSession: ['set_config', 'pg_advisory_lock', 'pg_advisory_lock_shared', 'pg_try_advisory_lock', 'pg_try_advisory_lock_shared'],
  // Sequences advance even inside a read-only-looking SELECT.
  sequences: ['nextval', 'setval'],
  // PostgreSQL large objects: lo_import/lo_export read and write server files.
  postgresLargeObjects: ['lo_import', 'lo_export', 'lo_create', 'lo_creat', 'lo_unlink', 'lo_from_bytea', 'lo_put', 'lo_truncate', 'lo_truncate64', 'lowrite', 'lo_open'],
  // PostgreSQL server files (adminpack included): reading the server's disk is not a query on data.
  postgresFiles: [
    'pg_read_file', 'pg_read_binary_file', 'pg_ls_dir', 'pg_stat_file', 'pg_ls_logdir', 'pg_ls_waldir', 'pg_ls_tmpdir',
    'pg_ls_archive_statusdir', 'pg_ls_logicalsnapdir', 'pg_ls_logicalmapdir', 'pg_ls_replslotdir', 'pg_file_write',
    'pg_file_rename', 'pg_file_unlink', 'pg_file_sync', 'pg_logdir_ls',
  ],
  // Functions that run a SQL string the checks never see (remote or local).
  dynamicSql: [
    'dblink', 'dblink_exec', 'dblink_connect', 'dblink_connect_u', 'dblink_send_query', 'dblink_open', 'dblink_fetch',
    'query_to_xml', 'query_to_xmlschema', 'query_to_xml_and_xmlschema', 'query',
  ],
  // MySQL / MariaDB: server files, named locks held by the (pooled) session, sequences, UDF shells.
  mysql: ['load_file', 'get_lock', 'sys_exec', 'sys_eval'],
  // SQLite: loading native code and the CLI's file functions; fts3_tokenizer is a known escape hatch.
  sqlite: ['load_extension', 'writefile', 'readfile', 'edit', 'fts3_tokenizer'],
  // DuckDB: checkpoints as table functions, environment variables.
  duckdb: ['checkpoint', 'force_checkpoint', 'getenv'],
  // DuckDB (and its extensions): files, URLs and other databases.
  duckdbExternal: [
    'read_csv', 'read_csv_auto', 'csv_scan', 'sniff_csv', 'read_parquet', 'parquet_scan', 'parquet_metadata', 'parquet_schema',
    'parquet_file_metadata', 'parquet_kv_metadata', 'parquet_bloom_probe', 'read_json', 'read_json_auto', 'read_json_objects',
    'read_json_objects_auto', 'read_ndjson', 'read_ndjson_auto', 'read_ndjson_objects', 'json_scan', 'read_text', 'read_blob', 'glob',
    'read_xlsx', 'st_read', 'st_read_meta', 'delta_scan', 'iceberg_scan', 'iceberg_metadata', 'iceberg_snapshots', 'sqlite_scan',
    'sqlite_attach', 'postgres_scan', 'postgres_scan_pushdown', 'postgres_attach', 'postgres_query', 'postgres_execute', 'mysql_query',
    'mysql_execute', 'mysql_scan', 'load_aws_credentials',
  ],
};

export const SIDE_EFFECT_FUNCTIONS: ReadonlySet<string> = new Set(Object.values(GROUPS).flat());

/** The bare, lower-case name of a function token: `"set_config"` and `` `load_file` `` are the same call. */
export function functionName(text: string): string {
  const first = text[0];
  const unquoted = first === '"' || first === '`' || first === '[' ? text.slice(1, -1) : text;
  return unquoted.toLowerCase();
}
