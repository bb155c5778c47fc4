/**
 * Fresh, empty analytics databases for the engine tests: PostgreSQL on TEST_DATABASE_URL's server and
 * MariaDB/MySQL on TEST_MYSQL_URL's (both started on loopback by scripts/test.sh), a temp-file SQLite and
 * an in-memory DuckDB. A server engine whose variable is absent is skipped, and said so loudly: CI sets
 * both, so a skip there is a broken harness, not a pass.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { Client } from 'pg';
import { getEngineSpec, type EngineSpec } from '../engines';

export interface TestDatabase {
  uri: string;
  /** Removes the database; connections to it must be closed first. */
  drop(): Promise<void>;
}

export interface EngineUnderTest {
  label: string;
  spec: EngineSpec;
  /** The environment variable naming the server, for the server engines. */
  variable: string | null;
  /** null when the engine's server is not configured (the tests skip it). */
  create: (() => Promise<TestDatabase>) | null;
}

/** A generated name (hex only), so interpolating it into DDL is safe. */
function freshName(): string {
  return `tessera_eng_${randomBytes(6).toString('hex')}`;
}

export async function freshPostgres(serverUrl: string): Promise<TestDatabase> {
  const name = freshName();
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { uri: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * A binary collation, so string comparison and ORDER BY mean what they mean on the other engines
 * (MySQL's default collations compare case-insensitively and would match 'ca' to 'CA').
 */
async function freshMysql(serverUrl: string): Promise<TestDatabase> {
  const name = freshName();
  const admin = async (sql: string) => {
    const conn = await createConnection(serverUrl);
    try {
      await conn.query(sql);
    } finally {
      await conn.end();
    }
  };
  await admin(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { uri: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS \`${name}\``) };
}

async function freshSqlite(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-sqlite-'));
  return { uri: `sqlite:///${path.join(dir, 'test.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export function enginesUnderTest(): EngineUnderTest[] {
  const pg = process.env.TEST_DATABASE_URL;
  const mysql = process.env.TEST_MYSQL_URL;
  return [
    { label: 'DuckDB', spec: getEngineSpec('duckdb'), variable: null, create: async () => ({ uri: 'duckdb:///:memory:', drop: async () => undefined }) },
    { label: 'SQLite', spec: getEngineSpec('sqlite'), variable: null, create: freshSqlite },
    { label: 'PostgreSQL', spec: getEngineSpec('postgresql'), variable: 'TEST_DATABASE_URL', create: pg ? () => freshPostgres(pg) : null },
    { label: 'MariaDB', spec: getEngineSpec('mysql'), variable: 'TEST_MYSQL_URL', create: mysql ? () => freshMysql(mysql) : null },
  ];
}

/** Prints the skip where nobody can miss it; jest also lists the skipped tests. */
export function warnSkipped(suite: string, engines: EngineUnderTest[]): void {
  for (const e of engines.filter((x) => !x.create)) {
    console.warn(`\n!!! ${suite}: ${e.label} SKIPPED: ${e.variable} is not set (scripts/test.sh sets it; see scripts/pg-test.sh, scripts/mariadb-test.sh) !!!\n`);
  }
}
