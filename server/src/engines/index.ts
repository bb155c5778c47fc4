/**
 * The engines' public surface: code outside server/src/engines imports from here, never from a file
 * inside. Engines import no module and nothing from semantic; they stand on platform alone.
 */
export * from './engine-spec';
export type { SqlDialect, SqlValidator } from './sql-dialect';
export { ALL_TIME_GRAINS, TIME_GRAINS, isTimeGrain, timeGrainInfo, type TimeGrain, type TimeGrainInfo } from './time-grains';
export { DEFAULT_SQL_DIALECT, closeAllEngines, evictEngine, getConnection, getEngineSpec, listEngineSpecs, uriScheme } from './registry';
export { errorText, syntaxErrorMessage, toEngineError } from './shared/engine-errors';
export { genericTypeFromNativeType } from './shared/generic-type';
export { quoteWith, renderStandardLiteral } from './shared/sql-builders';
/** The embedded engine: example data is generated in it and uploads are read through it. */
export { duckdbEngineSpec } from './duckdb';
export { setDuckDBMemoryLimit } from './duckdb/connection';
