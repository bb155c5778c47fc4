// The server's configured limits, read once per session (cache-first). While the answer is on its way, and
// if it fails, Superset's defaults stand in; the server enforces the real values either way.
import { useQuery } from '@apollo/client/react';
import { AppConfigDocument, type AppConfigQuery } from '../gql/graphql';

export type AppConfig = AppConfigQuery['appConfig'];

/** The config's on/off switches (its feature flags: taggingSystem, dashboardRbac, ...). */
export type FeatureFlag = { [K in keyof AppConfig]-?: AppConfig[K] extends boolean ? K : never }[keyof AppConfig];

export const DEFAULT_APP_CONFIG: AppConfig = {
  sqlMaxRow: 100_000,
  rowLimit: 50_000,
  samplesRowLimit: 1000,
  defaultSqlLabLimit: 1000,
  displayMaxRow: 10_000,
  sqlLabTimeoutSec: 30,
  sqlLabBackendPersistence: true,
  enableTemplateProcessing: false,
  dashboardRbac: false,
  taggingSystem: true,
};

export function useAppConfig(): AppConfig {
  const { data } = useQuery(AppConfigDocument, { fetchPolicy: 'cache-first' });
  return data?.appConfig ?? DEFAULT_APP_CONFIG;
}
