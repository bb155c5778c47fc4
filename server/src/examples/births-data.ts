/**
 * Generates Superset's `birth_names` example table deterministically: the same seed gives the same rows
 * on every machine. Upstream downloads real SSA data; here a seeded PRNG (mulberry32) shapes plausible
 * numbers instead: each name has a popularity rank and a peak year, each state a share of births, so
 * trends, pies and name clouds look like real data. About 100,000 rows, 1965–2008.
 */
import type { EngineConnection } from '../engines';
import { buildTable, insertRows, type ExampleColumn, type ProgressFn } from './table-builder';

export const BIRTH_NAMES_TABLE = 'birth_names';
export const DEFAULT_BIRTHS_SEED = 20240101;
export const FIRST_YEAR = 1965;
export const LAST_YEAR = 2008;

/** The states in Superset's birth_names, plus 'other' for the rest of the country; weights are shares of births. */
export const STATE_WEIGHTS: [string, number][] = [
  ['CA', 1.0],
  ['TX', 0.66],
  ['NY', 0.52],
  ['FL', 0.38],
  ['IL', 0.36],
  ['PA', 0.31],
  ['OH', 0.3],
  ['MI', 0.28],
  ['NJ', 0.23],
  ['MA', 0.17],
  ['other', 3.1],
];

// Most popular first: the rank drives the base popularity.
const BOY_NAMES = `Michael James John Robert David William Christopher Joseph Daniel Matthew Richard Joshua Anthony Thomas Mark
Andrew Charles Steven Kevin Brian Jason Ryan Jeffrey Timothy Eric Jacob Nicholas Paul Kenneth Scott Jonathan Brandon Justin
Gregory Stephen Benjamin Tyler Samuel Patrick Jose Aaron Adam Zachary Donald Gary Nathan Kyle Jeremy Sean Jordan Alexander
Dustin Travis Edward Christian Ronald Larry Keith Austin Dennis Bradley Cody Jesse Frank Raymond Juan Peter Jerry Luis
Carlos Shawn Ethan Noah Dylan Corey Derek Todd Troy Terry Jared Marcus Chad Logan Evan Gabriel Nathaniel Bryan Victor
Antonio Jack Henry Luke Isaac Caleb Mason Liam Aiden Jayden Elijah Hunter Connor Owen Wyatt Carter Lucas Jackson Hayden`
  .split(/\s+/)
  .filter(Boolean);

const GIRL_NAMES = `Jennifer Jessica Ashley Sarah Amanda Emily Elizabeth Michelle Stephanie Melissa Nicole Lisa Kimberly Amy
Laura Heather Rebecca Angela Megan Rachel Samantha Hannah Lauren Christina Kelly Mary Karen Susan Julie Patricia Emma
Madison Brittany Danielle Amber Tiffany Andrea Erin Katherine Christine Olivia Sara Kayla Alexis Abigail Victoria Anna Taylor
Alyssa Courtney Shannon Crystal Tracy Dawn Kristen April Natalie Chelsea Kathleen Catherine Grace Sophia Isabella Ava
Chloe Brianna Jasmine Morgan Kaitlyn Destiny Haley Sydney Allison Mia Ella Addison Lily Brooke Kristin Kelsey Erica Vanessa
Monica Denise Tammy Theresa Linda Barbara Donna Deborah Sandra Cynthia Pamela Brenda Diane Wendy Kathy Julia Maria Jacqueline
Leah Savannah Zoe Madeline Paige Gabriella`
  .split(/\s+/)
  .filter(Boolean);

/** mulberry32: tiny, fast, and identical on every platform (integer arithmetic only). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface NameProfile {
  name: string;
  gender: 'boy' | 'girl';
  base: number;
  peakYear: number;
  spread: number;
}

function profiles(random: () => number): NameProfile[] {
  const make = (names: string[], gender: 'boy' | 'girl') =>
    names.map((name, rank) => ({
      name,
      gender,
      // Zipf-like: the top name is ~40x the 100th.
      base: 9000 / (rank + 1) ** 0.8,
      peakYear: Math.round(1950 + random() * 65),
      spread: 12 + random() * 20,
    }));
  return [...make(BOY_NAMES, 'boy'), ...make(GIRL_NAMES, 'girl')];
}

export type BirthRow = [Date, string, string, number, string, number, number];

export interface BirthYears {
  from: number;
  to: number;
}

const ALL_YEARS: BirthYears = { from: FIRST_YEAR, to: LAST_YEAR };

/** Every row, in a fixed order: by year, then state, then gender and name rank. */
export function* birthRows(seed = DEFAULT_BIRTHS_SEED, years: BirthYears = ALL_YEARS): Generator<BirthRow> {
  const random = mulberry32(seed);
  const names = profiles(random);
  for (let year = years.from; year <= years.to; year += 1) {
    const ds = new Date(Date.UTC(year, 0, 1));
    // A gentle baby-boom echo: more births in the early 1990s and late 2000s.
    const cycle = 1 + 0.08 * Math.sin(((year - 1975) / 30) * 2 * Math.PI);
    for (const [state, weight] of STATE_WEIGHTS) {
      for (const p of names) {
        if (random() < 0.02) continue; // not every name is recorded in every state every year
        const fashion = 0.2 + Math.exp(-(((year - p.peakYear) / p.spread) ** 2));
        const noise = 0.85 + random() * 0.3;
        const num = Math.max(5, Math.round(p.base * weight * cycle * fashion * noise));
        yield [ds, p.gender, p.name, num, state, p.gender === 'boy' ? num : 0, p.gender === 'girl' ? num : 0];
      }
    }
  }
}

/** Number of rows `birthRows` yields for a seed (cheap: no table is written). */
export function countBirthRows(seed = DEFAULT_BIRTHS_SEED, years: BirthYears = ALL_YEARS): number {
  let n = 0;
  for (const _ of birthRows(seed, years)) n += 1;
  return n;
}

export interface GenerateBirthNamesOptions {
  onProgress?: ProgressFn;
  seed?: number;
  /** A shorter span for quick samples; the default is the full 1965–2008. */
  years?: BirthYears;
  schema?: string | null;
  /** Rows per appender flush or INSERT statement. */
  batchSize?: number;
  signal?: AbortSignal;
}

export const BIRTH_NAMES_COLUMNS: ExampleColumn[] = [
  { name: 'ds', type: 'TIMESTAMP' },
  { name: 'gender', type: 'VARCHAR', length: 16 },
  { name: 'name', type: 'VARCHAR', length: 255 },
  { name: 'num', type: 'BIGINT' },
  { name: 'state', type: 'VARCHAR', length: 10 },
  { name: 'num_boys', type: 'BIGINT' },
  { name: 'num_girls', type: 'BIGINT' },
];

/**
 * (Re)creates `birth_names` through any EngineConnection: the engine's bulk appender when it has one
 * (DuckDB), else batched multi-row INSERTs with bound parameters. Rows come from a JS loop (not SQL, like
 * the other examples) because each name's popularity curve is shaped by its own profile.
 */
export async function generateBirthNames(conn: EngineConnection, opts: GenerateBirthNamesOptions = {}): Promise<{ rows: number }> {
  const seed = opts.seed ?? DEFAULT_BIRTHS_SEED;
  const years = opts.years ?? ALL_YEARS;
  const total = countBirthRows(seed, years);
  const batchSize = opts.batchSize ?? (conn.appendRows ? 10_000 : 500);
  return buildTable(
    conn,
    BIRTH_NAMES_TABLE,
    BIRTH_NAMES_COLUMNS,
    async (staging) => {
      let batch: BirthRow[] = [];
      let written = 0;
      opts.onProgress?.(0, total);
      const flush = async () => {
        if (!batch.length) return;
        if (opts.signal?.aborted) throw new Error('The example generation was stopped.');
        await insertRows(conn, staging.ref, batch);
        written += batch.length;
        batch = [];
        opts.onProgress?.(written, total);
      };
      for (const row of birthRows(seed, years)) {
        batch.push(row);
        if (batch.length >= batchSize) await flush();
      }
      await flush();
      return written;
    },
    { schema: opts.schema },
  );
}
