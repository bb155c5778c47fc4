// The row-limit bounds SQL Lab's client works with, from the server's configuration (SQL_MAX_ROW,
// DEFAULT_SQLLAB_LIMIT). The server caps every run itself; these values only shape the dropdown.
import type { AppConfig } from '../../app/app-config';

export interface SqlLabSettings {
  sqlMaxRow: number;
  defaultQueryLimit: number;
}

export function sqlLabSettingsOf(config: Pick<AppConfig, 'sqlMaxRow' | 'defaultSqlLabLimit'>): SqlLabSettings {
  return { sqlMaxRow: config.sqlMaxRow, defaultQueryLimit: config.defaultSqlLabLimit };
}
