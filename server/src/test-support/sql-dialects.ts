/** Tests name a SQL dialect by its engine's key ('postgresql', 'mysql', …), as the statement corpus does. */
import { getEngineSpec, type SqlDialect } from '../engines';

export function dialectOf(engine: string): SqlDialect {
  return getEngineSpec(engine).sqlDialect;
}
