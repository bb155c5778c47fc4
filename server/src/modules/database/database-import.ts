/** The database side of a bundle import (modules/import-export): lookups by uuid and the row's save. */
import { In, Not } from 'typeorm';
import type { TableRow } from '../../platform/entity-select';
import { type Queryable, managerOf, propertiesOf } from '../../platform/sql';
import { ensurePermissionView } from '../security';
import { Database } from './database.entity';
import { databaseAccessView } from './database.policy';
import { SshTunnel } from './ssh-tunnel.entity';

/** A tunnel as a bundle describes it; every secret is ciphertext. */
export type ImportedSshTunnel = Pick<TableRow<SshTunnel>, 'server_address' | 'server_port' | 'username' | 'password' | 'private_key' | 'private_key_password'>;

/** The databases with these uuids, locked until the import's transaction ends, by id. */
export async function lockDatabasesByUuid(db: Queryable, uuids: readonly string[]): Promise<Pick<TableRow<Database>, 'id' | 'uuid' | 'sqlalchemy_uri' | 'password'>[]> {
  if (!uuids.length) return [];
  const found = await managerOf(db).find(Database, {
    select: { id: true, uuid: true, sqlalchemyUri: true, password: true },
    where: { uuid: In([...new Set(uuids)]) },
    order: { id: 'ASC' },
    lock: { mode: 'pessimistic_write' },
  });
  return found.map((d) => ({ id: d.id, uuid: d.uuid, sqlalchemy_uri: d.sqlalchemyUri, password: d.password }));
}

export function databaseNameTakenByOther(db: Queryable, name: string, uuid: string): Promise<boolean> {
  return managerOf(db).exists(Database, { where: { databaseName: name, uuid: Not(uuid) } });
}

/** The uuid of the database named `name`, or null (a legacy export names databases, never their uuids). */
export async function databaseUuidByName(db: Queryable, name: string): Promise<string | null> {
  const found = await managerOf(db).findOne(Database, { select: { id: true, uuid: true }, where: { databaseName: name } });
  return found?.uuid ?? null;
}

/** The id of the database with that uuid, or null. */
export async function databaseIdByUuid(db: Queryable, uuid: string): Promise<number | null> {
  const found = await managerOf(db).findOne(Database, { select: { id: true }, where: { uuid } });
  return found?.id ?? null;
}

/**
 * Creates (`id` null) or replaces a database from `dbs` column values (secrets already encrypted), stamped
 * with the importer, with its SSH tunnel; its id.
 */
export async function saveImportedDatabase(db: Queryable, values: Record<string, unknown> & { database_name: string }, tunnel: ImportedSshTunnel | null, id: number | null, actorId: number): Promise<number> {
  const em = managerOf(db);
  const databases = em.getRepository(Database);
  const columns = propertiesOf<Database>(databases.metadata, values);
  let saved = id;
  if (saved === null) saved = (await databases.insert({ ...columns, createdByFk: actorId, changedByFk: actorId })).identifiers[0].id as number;
  else await databases.update(saved, { ...columns, changedByFk: actorId });
  await ensurePermissionView(em, 'database_access', databaseAccessView({ id: saved, name: values.database_name }));
  const tunnels = em.getRepository(SshTunnel);
  await tunnels.delete({ databaseId: saved });
  if (tunnel) {
    await tunnels.insert({
      databaseId: saved,
      serverAddress: tunnel.server_address,
      serverPort: tunnel.server_port,
      username: tunnel.username,
      password: tunnel.password,
      privateKey: tunnel.private_key,
      privateKeyPassword: tunnel.private_key_password,
      createdByFk: actorId,
      changedByFk: actorId,
    });
  }
  return saved;
}
