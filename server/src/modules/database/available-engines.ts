/**
 * The engines a database can be connected with, in Superset's /database/available/ terms. Driver names
 * are Superset's (the SQLAlchemy dialect drivers its users type into URIs, declared by each EngineSpec);
 * Tessera's own drivers stand behind them, so each engine has exactly one.
 */
import type { EngineSpec } from '../../engines';
import type { AvailableEngine, EngineInformation } from './database.types';

/** Superset's PREFERRED_DATABASES default, in its order; listed first. */
export const PREFERRED_ENGINES = ['PostgreSQL', 'Presto', 'MySQL', 'SQLite'];

/** The driver a URI names (`postgresql+psycopg2://`), or the engine's default. */
export function uriDriver(spec: EngineSpec | null, uri: string): string | null {
  const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(uri.trim())?.[1] ?? '';
  const plus = scheme.indexOf('+');
  if (plus >= 0) return scheme.slice(plus + 1);
  return spec ? spec.driver : null;
}

export function engineInformation(spec: EngineSpec | null): EngineInformation {
  return {
    supportsFileUpload: spec !== null,
    // Tessera does not open SSH tunnels; saying so keeps clients from offering them.
    disableSshTunneling: true,
    supportsDynamicCatalog: spec?.supportsCatalogs ?? false,
    supportsOauth2: false,
  };
}

export function toAvailableEngine(spec: EngineSpec): AvailableEngine {
  const params = spec.parameters;
  return {
    name: spec.engineName,
    engine: spec.engine,
    availableDrivers: [spec.driver],
    defaultDriver: spec.driver,
    sqlalchemyUriPlaceholder: spec.sqlalchemyUriPlaceholder,
    preferred: PREFERRED_ENGINES.includes(spec.engineName),
    engineInformation: engineInformation(spec),
    supportsOauth2: false,
    parameters: params?.schema ?? null,
    requiredParameters: params ? [...params.required] : [],
    defaultPort: params?.defaultPort ?? null,
    opensLocalFiles: spec.opensLocalFiles,
  };
}

/** Preferred engines first, in the configured order; then the others by name. */
export function availableEngines(specs: readonly EngineSpec[]): AvailableEngine[] {
  const rank = (e: AvailableEngine) => (e.preferred ? PREFERRED_ENGINES.indexOf(e.name) : PREFERRED_ENGINES.length);
  return specs.map(toAvailableEngine).sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
