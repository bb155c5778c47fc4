/**
 * Generates Superset's `wb_health_population` example deterministically: one row per economy and year,
 * 1960–2014 (~12,000 rows), with a reduced set of the World Bank indicator columns (the ones Superset's
 * saved charts and metrics use, plus a few neighbours). Each economy gets seeded parameters around its
 * region's profile (growth, urbanisation, life expectancy, HIV prevalence, income), and the yearly values
 * follow smooth trends with a little noise, anchored on the real 2014 population.
 */
import type { EngineConnection } from '../engines';
import { gaussian, uniform, valuesTable } from './generate-sql';
import { buildTable, fillInChunks, type ExampleColumn, type ProgressFn } from './table-builder';
import { WB_COUNTRIES, type WbRegion } from './world-countries';

export const WB_TABLE = 'wb_health_population';
export const DEFAULT_WB_SEED = 19600101;
export const WB_FIRST_YEAR = 1960;
export const WB_LAST_YEAR = 2014;

/** Indicator columns (World Bank codes with '.' replaced by '_'), all FLOAT/DOUBLE and nullable. */
export const WB_INDICATORS = [
  'SP_POP_TOTL',
  'SP_POP_GROW',
  'SP_POP_TOTL_FE_ZS',
  'SP_POP_0014_TO_ZS',
  'SP_POP_65UP_TO_ZS',
  'SP_RUR_TOTL',
  'SP_RUR_TOTL_ZS',
  'SP_URB_TOTL',
  'SP_URB_TOTL_IN_ZS',
  'SP_DYN_LE00_IN',
  'SP_DYN_LE00_FE_IN',
  'SP_DYN_LE00_MA_IN',
  'SP_DYN_CBRT_IN',
  'SP_DYN_TFRT_IN',
  'SP_DYN_IMRT_IN',
  'SH_DYN_MORT',
  'SH_DYN_AIDS',
  'NY_GNP_PCAP_CD',
] as const;

export const WB_COLUMNS: ExampleColumn[] = [
  { name: 'country_code', type: 'VARCHAR', length: 3 },
  { name: 'country_name', type: 'VARCHAR', length: 255 },
  { name: 'region', type: 'VARCHAR', length: 255 },
  { name: 'year', type: 'TIMESTAMP' },
  ...WB_INDICATORS.map((name): ExampleColumn => ({ name, type: 'DOUBLE' })),
];

interface RegionProfile {
  /** Yearly population growth. */
  growth: number;
  /** Rural share of the population in 2014. */
  rural: number;
  /** Life expectancy at birth in 2014, and its gain since 1960. */
  lifeExpectancy: number;
  lifeGain: number;
  /** Crude birth rate per 1,000 in 2014. */
  birthRate: number;
  /** Infant mortality per 1,000 live births in 2014. */
  infantMortality: number;
  /** GNI per capita (US$) in 2014. */
  gni: number;
  /** Peak adult HIV prevalence (share of the population). */
  hiv: number;
}

const PROFILES: Record<WbRegion, RegionProfile> = {
  'East Asia & Pacific': { growth: 0.016, rural: 0.45, lifeExpectancy: 74, lifeGain: 22, birthRate: 15, infantMortality: 15, gni: 10_000, hiv: 0.002 },
  'Europe & Central Asia': { growth: 0.006, rural: 0.3, lifeExpectancy: 77, lifeGain: 9, birthRate: 12, infantMortality: 7, gni: 25_000, hiv: 0.002 },
  'Latin America & Caribbean': { growth: 0.019, rural: 0.22, lifeExpectancy: 74, lifeGain: 18, birthRate: 18, infantMortality: 15, gni: 9_000, hiv: 0.005 },
  'Middle East & North Africa': { growth: 0.025, rural: 0.35, lifeExpectancy: 73, lifeGain: 24, birthRate: 24, infantMortality: 20, gni: 8_000, hiv: 0.001 },
  'North America': { growth: 0.011, rural: 0.18, lifeExpectancy: 79, lifeGain: 9, birthRate: 12, infantMortality: 5.5, gni: 55_000, hiv: 0.004 },
  'South Asia': { growth: 0.021, rural: 0.66, lifeExpectancy: 67, lifeGain: 25, birthRate: 21, infantMortality: 40, gni: 1_500, hiv: 0.002 },
  'Sub-Saharan Africa': { growth: 0.028, rural: 0.6, lifeExpectancy: 58, lifeGain: 17, birthRate: 37, infantMortality: 55, gni: 1_600, hiv: 0.05 },
};

function worldHealthSelect(seed: number, from: number, to: number): string {
  const countries = valuesTable(
    'countries',
    ['cidx', 'country_code', 'country_name', 'region', 'pop2014'],
    WB_COUNTRIES.map((c, i) => [i, c.code, c.name, c.region, c.population2014]),
  );
  const regions = valuesTable(
    'regions',
    ['region', 'growth', 'rural', 'le', 'le_gain', 'cbrt', 'imrt', 'gni', 'hiv'],
    Object.entries(PROFILES).map(([region, p]) => [region, p.growth, p.rural, p.lifeExpectancy, p.lifeGain, p.birthRate, p.infantMortality, p.gni, p.hiv]),
  );
  // Per-economy parameters (keyed by the economy) and per-year noise (keyed by economy and year).
  const cu = (salt: number) => uniform(seed, salt, 'cidx');
  const noise = (salt: number) => gaussian(seed, salt, 'cidx, yr');
  return `WITH ${countries},
  ${regions},
  params AS (
    SELECT c.*, r.* EXCLUDE (region),
      r.growth + (${cu(1)} - 0.5) * 0.012 AS g,
      LEAST(0.95, GREATEST(0.02, r.rural + (${cu(2)} - 0.5) * 0.3)) AS rural_2014,
      LEAST(0.97, rural_2014 + 0.12 + 0.2 * ${cu(3)}) AS rural_1960,
      r.le + (${cu(4)} - 0.5) * 8 AS le_2014,
      le_2014 - r.le_gain * (0.7 + 0.6 * ${cu(5)}) AS le_1960,
      r.cbrt * (0.8 + 0.4 * ${cu(6)}) AS cbrt_2014,
      r.imrt * (0.6 + 0.8 * ${cu(7)}) AS imrt_2014,
      r.gni * exp((${cu(8)} - 0.5) * 1.6) AS gni_2014,
      r.hiv * pow(${cu(9)}, 2) * 2 AS hiv_peak,
      0.485 + 0.03 * ${cu(10)} AS female_share
    FROM countries c JOIN regions r USING (region)
    WHERE cidx >= ${from} AND cidx < ${to}
  )
  SELECT country_code, country_name, region, CAST(make_date(CAST(yr AS INTEGER), 1, 1) AS TIMESTAMP) AS year,
    round(pop2014 * 1000000 * exp(-g * (2014 - yr)) * (1 + 0.004 * ${noise(20)})) AS SP_POP_TOTL,
    round(100 * g + 0.15 * ${noise(23)}, 3) AS SP_POP_GROW,
    round(100 * female_share, 3) AS SP_POP_TOTL_FE_ZS,
    round(LEAST(50, GREATEST(12, cbrt_now * 1.15)), 3) AS SP_POP_0014_TO_ZS,
    round(LEAST(28, GREATEST(1.5, (le_now - 50) * 0.45)), 3) AS SP_POP_65UP_TO_ZS,
    round(SP_POP_TOTL * rural_now) AS SP_RUR_TOTL,
    round(100 * rural_now, 3) AS SP_RUR_TOTL_ZS,
    SP_POP_TOTL - SP_RUR_TOTL AS SP_URB_TOTL,
    round(100 - SP_RUR_TOTL_ZS, 3) AS SP_URB_TOTL_IN_ZS,
    round(le_now + 0.3 * ${noise(26)}, 3) AS SP_DYN_LE00_IN,
    round(SP_DYN_LE00_IN + 2.5, 3) AS SP_DYN_LE00_FE_IN,
    round(SP_DYN_LE00_IN - 2.5, 3) AS SP_DYN_LE00_MA_IN,
    round(cbrt_now, 3) AS SP_DYN_CBRT_IN,
    round(cbrt_now / 6.5, 3) AS SP_DYN_TFRT_IN,
    round(imrt_2014 * (1 + 3 * (2014 - yr) / 54.0), 2) AS SP_DYN_IMRT_IN,
    round(SP_DYN_IMRT_IN * 1.45, 2) AS SH_DYN_MORT,
    -- Estimates start in 1990 and are not published for the smallest economies.
    CASE WHEN yr < 1990 OR pop2014 < 0.2 THEN NULL
      ELSE round(SP_POP_TOTL * 0.55 * hiv_peak * exp(-pow((yr - 2001) / 14.0, 2))) END AS SH_DYN_AIDS,
    CASE WHEN yr < 1962 THEN NULL ELSE round(gni_2014 * exp(-0.055 * (2014 - yr)) * (1 + 0.03 * ${noise(29)}), -1) END AS NY_GNP_PCAP_CD
  FROM (
    SELECT params.*, yr,
      rural_1960 + (rural_2014 - rural_1960) * (yr - 1960) / 54.0 AS rural_now,
      le_1960 + (le_2014 - le_1960) * (1 - pow(1 - (yr - 1960) / 54.0, 1.5)) AS le_now,
      cbrt_2014 + 15 * (2014 - yr) / 54.0 AS cbrt_now
    FROM params, range(${WB_FIRST_YEAR}, ${WB_LAST_YEAR + 1}) y(yr)
  )
  ORDER BY cidx, yr`;
}

export interface GenerateWorldHealthOptions {
  seed?: number;
  /** Only the first N economies (quick samples in tests). */
  countries?: number;
  onProgress?: ProgressFn;
  signal?: AbortSignal;
}

/** (Re)creates `wb_health_population` in a DuckDB database. */
export async function generateWorldHealth(conn: EngineConnection, opts: GenerateWorldHealthOptions = {}): Promise<{ rows: number }> {
  const seed = opts.seed ?? DEFAULT_WB_SEED;
  const countries = Math.min(opts.countries ?? WB_COUNTRIES.length, WB_COUNTRIES.length);
  const years = WB_LAST_YEAR - WB_FIRST_YEAR + 1;
  return buildTable(conn, WB_TABLE, WB_COLUMNS, async (staging) => {
    await fillInChunks(conn, staging.sql, countries, Math.ceil(countries / 2), (from, to) => worldHealthSelect(seed, from, to), {
      onProgress: (done, total) => opts.onProgress?.(done * years, total * years),
      signal: opts.signal,
    });
    return countries * years;
  });
}
