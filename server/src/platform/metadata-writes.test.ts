import { openTestDataSource, type TestDataSource } from '../test-support/pg';
import { KeptUntilWrite, MetadataWrites, unwrittenSince, writeStamp } from './metadata-writes';

describe('MetadataWrites', () => {
  it.each([
    ['SELECT 1', 0],
    ['  select id from slices', 0],
    ['START TRANSACTION', 0],
    ['BEGIN', 0],
    ['COMMIT', 0],
    ['SAVEPOINT typeorm_1', 0],
    ['RELEASE SAVEPOINT typeorm_1', 0],
    ['SHOW server_version', 0],
    ['ROLLBACK', 1],
    ['ROLLBACK TO SAVEPOINT typeorm_1', 1],
    ['INSERT INTO logs (action) VALUES ($1)', 1],
    ['update tables set changed_on = now()', 1],
    ['DELETE FROM slices WHERE id = $1', 1],
    ['WITH gone AS (DELETE FROM tag RETURNING id) SELECT count(*) FROM gone', 1],
    ['ALTER TABLE slices ADD COLUMN x int', 1],
    ['/* a comment */ SELECT 1', 1],
    ['SELECTED', 1],
  ])('%s counts as %d write(s)', (statement, expected) => {
    const writes = new MetadataWrites();
    writes.note(statement);
    expect(writes.generation).toBe(expected);
  });
});

describe('KeptUntilWrite', () => {
  let db: TestDataSource;
  // The embedded default has this process as its only client; a PostgreSQL server does not.
  const exclusive = !process.env.TEST_DATABASE_URL;

  beforeAll(async () => {
    db = await openTestDataSource();
    await db.dataSource.query('CREATE TABLE kept_probe (id int PRIMARY KEY, v int)');
    await db.dataSource.query('INSERT INTO kept_probe VALUES (1, 10)');
  });
  afterAll(() => db.close());

  const readValue = () => db.dataSource.query('SELECT v FROM kept_probe WHERE id = 1').then((rows: { v: number }[]) => rows[0].v);

  it('stamps reads only where this process is the only writer', () => {
    expect(writeStamp(db.dataSource) !== null).toBe(exclusive);
  });

  it('answers from memory until this process writes, and reads again after a write or a rollback', async () => {
    const kept = new KeptUntilWrite<number, number>();
    const read = jest.fn(readValue);
    const em = db.dataSource.manager;
    expect(await kept.get(em, 1, read)).toBe(10);
    expect(await kept.get(em, 1, read)).toBe(10);
    expect(read).toHaveBeenCalledTimes(exclusive ? 1 : 2);

    await em.query('UPDATE kept_probe SET v = 11 WHERE id = 1');
    expect(await kept.get(em, 1, read)).toBe(11);

    // A read inside a transaction sees its own write; the rollback makes that untrue.
    await db.dataSource
      .transaction(async (tx) => {
        await tx.query('UPDATE kept_probe SET v = 12 WHERE id = 1');
        expect(await kept.get(tx, 1, () => tx.query('SELECT v FROM kept_probe WHERE id = 1').then((rows: { v: number }[]) => rows[0].v))).toBe(12);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await kept.get(em, 1, read)).toBe(11);
  });

  it('reads again when a write was sent while the read ran', async () => {
    const kept = new KeptUntilWrite<number, number>();
    const em = db.dataSource.manager;
    const stamp = writeStamp(em);
    const during = kept.get(em, 7, async () => {
      const value = await readValue();
      await em.query('UPDATE kept_probe SET v = v + 1 WHERE id = 1');
      return value;
    });
    const stale = await during;
    expect(unwrittenSince(em, stamp)).toBe(false);
    expect(await kept.get(em, 7, readValue)).toBe(stale + 1);
  });

  it('keeps at most maxEntries values', async () => {
    const kept = new KeptUntilWrite<number, number>(2);
    const em = db.dataSource.manager;
    const read = jest.fn(async () => 1);
    for (const key of [1, 2, 3, 1]) await kept.get(em, key, read);
    // Key 1 was the oldest when key 3 came, so it is read again.
    expect(read).toHaveBeenCalledTimes(4);
  });
});
