/**
 * What the dataset's engine says about it without connecting: the SELECT SQL Lab opens it with, and the time
 * grains charts may bucket by. Both need only the EngineSpec of the stored (masked) URI.
 */
import { timeGrainInfo } from '../../engines';
import { findEngine, SELECT_STAR_LIMIT } from '../database';
import { DatasetKind, type Dataset, type DatasetTimeGrain } from './dataset.types';

export function selectStarOf(dataset: Dataset): string | null {
  const spec = findEngine(dataset.databaseUri);
  if (!spec) return null;
  if (dataset.kind === DatasetKind.VIRTUAL && dataset.sql) {
    // Superset prints a SELECT on the dataset's name, which no database knows for a virtual dataset; the
    // dataset's own query, wrapped, is what actually runs.
    return spec.applyLimit(`SELECT *\nFROM (${dataset.sql}\n) AS ${spec.quoteIdentifier('virtual_table')}`, SELECT_STAR_LIMIT);
  }
  return spec.selectStar({ name: dataset.tableName, schema: dataset.schema, catalog: dataset.catalog }, null, SELECT_STAR_LIMIT);
}

export function timeGrainsOf(dataset: Dataset): DatasetTimeGrain[] {
  const spec = findEngine(dataset.databaseUri);
  return (spec?.timeGrains ?? []).map((grain) => ({ duration: grain, name: timeGrainInfo(grain).name }));
}
