import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JsonValue, ResultColumn } from '../../engines';
import { FileResultsBackend } from '../../platform/results-backend';
import { LimitingFactor } from './query-state';
import { ResultCollector, readStoredResults } from './sqllab-result-store';

const columns: ResultColumn[] = [
  { name: 'n', nativeType: 'BIGINT', genericType: 'NUMERIC', isDttm: false },
  { name: 's', nativeType: 'VARCHAR', genericType: 'STRING', isDttm: false },
];
const rowsFrom = (start: number, count: number): JsonValue[][] => Array.from({ length: count }, (_, i) => [start + i, `r${start + i}`]);

describe('ResultCollector and readStoredResults', () => {
  let dir: string;
  let backend: FileResultsBackend;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'result-store-'));
    backend = new FileResultsBackend(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** Streams `total` rows in batches of `batch` into a collector with the given limit and page size. */
  async function collect(key: string, total: number, batch: number, limit: number | null, displayMax: number): Promise<ResultCollector> {
    const writer = await backend.createWriter(key, 60);
    const collector = new ResultCollector(writer, 9, limit, displayMax);
    for (let i = 0; i < total; i += batch) await collector.onBatch(columns, rowsFrom(i, Math.min(batch, total - i)));
    await collector.finish();
    await writer.commit();
    return collector;
  }

  it('stores every row within the limit, keeps the first page, and tells a cut by the extra row', async () => {
    const collector = await collect('a', 1001, 300, 1000, 250);
    expect(collector.kept).toBe(1000);
    expect(collector.seen).toBe(1001);
    expect(collector.page).toHaveLength(250);
    expect(collector.page[249]).toEqual({ n: 249, s: 'r249' });
    expect(collector.limitingFactor(LimitingFactor.DROPDOWN)).toBe(LimitingFactor.DROPDOWN);

    const whole = await readStoredResults(backend, 'a', { offset: 0, limit: null }, LimitingFactor.DROPDOWN);
    expect(whole.status).toBe('ok');
    if (whole.status !== 'ok') return;
    expect(whole.stored.rows).toHaveLength(1000);
    expect(whole.stored.rows[999]).toEqual({ n: 999, s: 'r999' });
    expect(whole.stored).toMatchObject({ queryId: 9, columns, limitingFactor: LimitingFactor.DROPDOWN });
  });

  it.each([
    [0, 10, 0, 10],
    [295, 10, 295, 10],
    [600, 1000, 600, 400],
    [1000, 5, 1000, 0],
  ])('reads rows from offset %i, %i of them, across batch boundaries', async (offset, limit, first, count) => {
    await collect('b', 1000, 300, null, 10);
    const read = await readStoredResults(backend, 'b', { offset, limit }, LimitingFactor.NOT_LIMITED);
    if (read.status !== 'ok') throw new Error(read.status);
    expect(read.stored.rows).toHaveLength(count);
    if (count) expect(read.stored.rows[0]).toEqual({ n: first, s: `r${first}` });
  });

  it('reports NOT_LIMITED when the engine answered no more than the limit, and stores an empty result', async () => {
    const full = await collect('c', 1000, 1000, 1000, 10);
    expect(full.limitingFactor(LimitingFactor.DROPDOWN)).toBe(LimitingFactor.NOT_LIMITED);
    const empty = await collect('d', 0, 1, 10, 10);
    expect(empty.kept).toBe(0);
    const read = await readStoredResults(backend, 'd', { offset: 0, limit: 10 }, LimitingFactor.NOT_LIMITED);
    expect(read).toEqual({ status: 'ok', stored: { queryId: 9, columns: [], rows: [], limitingFactor: LimitingFactor.NOT_LIMITED } });
  });

  it('reads the earlier one-object format, and tells a missing key from an unreadable value', async () => {
    await backend.set('old', JSON.stringify({ version: 1, queryId: 3, columns, rows: [{ n: 1, s: 'a' }, { n: 2, s: 'b' }], limitingFactor: 'QUERY' }), 60);
    const old = await readStoredResults(backend, 'old', { offset: 1, limit: 5 }, LimitingFactor.QUERY);
    expect(old).toEqual({ status: 'ok', stored: { queryId: 3, columns, rows: [{ n: 2, s: 'b' }], limitingFactor: LimitingFactor.QUERY } });
    expect(await readStoredResults(backend, 'nothing', { offset: 0, limit: 5 }, LimitingFactor.QUERY)).toEqual({ status: 'missing' });
    await backend.set('bad', 'not json', 60);
    expect(await readStoredResults(backend, 'bad', { offset: 0, limit: 5 }, LimitingFactor.QUERY)).toEqual({ status: 'invalid' });
  });
});
