/** The database side of a bundle import (modules/import-export): lookups by uuid and the row's save. */
import { ensurePermissionView } from '../security';
import { saveRow, type Queryable } from '../../platform/sql';
import { databaseAccessView } from './database.policy';

export interface ImportedSshTunnel {
  server_address: string;
  server_port: number;
  username: string | null;
  /** Ciphertext, like every secret below. */
  password: string | null;
  private_key: string | null;
  private_key_password: string | null;
}

export function lockDatabasesByUuid(db: Queryable, uuids: readonly string[]): Promise<{ id: number; uuid: string; sqlalchemy_uri: string; password: string | null }[]> {
  if (!uuids.length) return Promise.resolve([]);
  return db.query(`SELECT id, uuid::text AS uuid, sqlalchemy_uri, password FROM dbs WHERE uuid = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [[...new Set(uuids)]]);
}

export async function databaseNameTakenByOther(db: Queryable, name: string, uuid: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM dbs WHERE database_name = $1 AND uuid <> $2::uuid`, [name, uuid])).length > 0;
}

/** The uuid of the database named `name`, or null (a legacy export names databases, never their uuids). */
export async function databaseUuidByName(db: Queryable, name: string): Promise<string | null> {
  const rows: { uuid: string }[] = await db.query(`SELECT uuid::text AS uuid FROM dbs WHERE database_name = $1`, [name]);
  return rows[0]?.uuid ?? null;
}

/** The id of the database with that uuid, or null. */
export async function databaseIdByUuid(db: Queryable, uuid: string): Promise<number | null> {
  const rows: { id: number }[] = await db.query(`SELECT id FROM dbs WHERE uuid = $1::uuid`, [uuid]);
  return rows[0]?.id ?? null;
}

/** Creates or replaces a database (`dbs` column values, secrets already encrypted) with its SSH tunnel; its id. */
export async function saveImportedDatabase(db: Queryable, values: Record<string, unknown> & { database_name: string }, tunnel: ImportedSshTunnel | null, id: number | null, actorId: number): Promise<number> {
  const saved = await saveRow(db, 'dbs', values, id, actorId);
  await ensurePermissionView(db, 'database_access', databaseAccessView({ id: saved, name: values.database_name }));
  await db.query(`DELETE FROM ssh_tunnels WHERE database_id = $1`, [saved]);
  if (tunnel) await saveRow(db, 'ssh_tunnels', { ...tunnel, database_id: saved }, null, actorId);
  return saved;
}
