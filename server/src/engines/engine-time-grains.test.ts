/**
 * Every time grain, executed on every engine: a Wednesday timestamp, a Sunday DATE and a Sunday
 * afternoon before 1970 (where epoch arithmetic goes negative) land in the same buckets everywhere.
 */
import { TIME_GRAINS, type TimeGrain } from './time-grains';
import type { EngineConnection } from './engine-spec';
import { enginesUnderTest, warnSkipped, type TestDatabase } from '../test-support/engine-databases';

const ENGINES = enginesUnderTest();
warnSkipped('time grains', ENGINES);

// [grain, Wednesday 2024-05-15 13:47:38, Sunday DATE 2024-05-19, Sunday 1965-03-07 13:17:43]
const CASES: [TimeGrain, string, string, string][] = [
  ['PT1S', '2024-05-15T13:47:38', '2024-05-19T00:00:00', '1965-03-07T13:17:43'],
  ['PT5S', '2024-05-15T13:47:35', '2024-05-19T00:00:00', '1965-03-07T13:17:40'],
  ['PT30S', '2024-05-15T13:47:30', '2024-05-19T00:00:00', '1965-03-07T13:17:30'],
  ['PT1M', '2024-05-15T13:47:00', '2024-05-19T00:00:00', '1965-03-07T13:17:00'],
  ['PT5M', '2024-05-15T13:45:00', '2024-05-19T00:00:00', '1965-03-07T13:15:00'],
  ['PT10M', '2024-05-15T13:40:00', '2024-05-19T00:00:00', '1965-03-07T13:10:00'],
  ['PT15M', '2024-05-15T13:45:00', '2024-05-19T00:00:00', '1965-03-07T13:15:00'],
  ['PT30M', '2024-05-15T13:30:00', '2024-05-19T00:00:00', '1965-03-07T13:00:00'],
  ['PT1H', '2024-05-15T13:00:00', '2024-05-19T00:00:00', '1965-03-07T13:00:00'],
  ['PT6H', '2024-05-15T12:00:00', '2024-05-19T00:00:00', '1965-03-07T12:00:00'],
  ['P1D', '2024-05-15T00:00:00', '2024-05-19T00:00:00', '1965-03-07T00:00:00'],
  ['P1W', '2024-05-13T00:00:00', '2024-05-13T00:00:00', '1965-03-01T00:00:00'],
  ['P1M', '2024-05-01T00:00:00', '2024-05-01T00:00:00', '1965-03-01T00:00:00'],
  ['P3M', '2024-04-01T00:00:00', '2024-04-01T00:00:00', '1965-01-01T00:00:00'],
  ['P1Y', '2024-01-01T00:00:00', '2024-01-01T00:00:00', '1965-01-01T00:00:00'],
  ['1969-12-28T00:00:00Z/P1W', '2024-05-12T00:00:00', '2024-05-19T00:00:00', '1965-03-07T00:00:00'],
  ['1969-12-29T00:00:00Z/P1W', '2024-05-13T00:00:00', '2024-05-13T00:00:00', '1965-03-01T00:00:00'],
  ['P1W/1970-01-03T00:00:00Z', '2024-05-18T00:00:00', '2024-05-25T00:00:00', '1965-03-13T00:00:00'],
  ['P1W/1970-01-04T00:00:00Z', '2024-05-19T00:00:00', '2024-05-19T00:00:00', '1965-03-07T00:00:00'],
];

it('covers every grain of the spec', () => {
  expect(CASES.map((c) => c[0])).toEqual(TIME_GRAINS.map((g) => g.duration));
});

describe.each(ENGINES)('$label time grains, executed', (engine) => {
  const run = engine.create ? describe : describe.skip;
  run(`on ${engine.label}`, () => {
    let db: TestDatabase;
    let conn: EngineConnection;
    beforeAll(async () => {
      db = await engine.create!();
      conn = await engine.spec.connect(db.uri);
      // MySQL's TIMESTAMP starts in 1970; DATETIME is its zone-less timestamp.
      const ts = engine.spec.engine === 'mysql' ? 'DATETIME' : 'TIMESTAMP';
      await conn.query(`CREATE TABLE grains (wed ${ts}, sun DATE, old ${ts})`);
      await conn.query("INSERT INTO grains VALUES ('2024-05-15 13:47:38', '2024-05-19', '1965-03-07 13:17:43')");
    });
    afterAll(async () => {
      await conn?.close();
      await db?.drop();
    });

    it.each(CASES)('%s', async (grain, wed, sun, old) => {
      const g = (col: string) => engine.spec.timeGrainExpression(engine.spec.quoteIdentifier(col), grain);
      const { rows, columns } = await conn.query(`SELECT ${g('wed')} AS w, ${g('sun')} AS s, ${g('old')} AS o FROM grains`);
      expect(columns.map((c) => c.genericType)).toEqual(['TEMPORAL', 'TEMPORAL', 'TEMPORAL']);
      expect(rows[0]).toEqual({ w: Date.parse(`${wed}Z`), s: Date.parse(`${sun}Z`), o: Date.parse(`${old}Z`) });
    });
  });
});
