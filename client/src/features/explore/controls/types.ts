// What the controls need to know about the datasource: a structural subset of the DatasourceMetadata
// GraphQL type (schema.graphql `datasourceMetadata`), so the explore page passes its query result as is.
import type { ControlConfig, ControlError } from '../../../viz/shared/control-panel';
import type { QueryFormData } from '../../../viz/shared/form-data';

export interface ControlDatasourceColumn {
  columnName: string;
  verboseName?: string | null;
  description?: string | null;
  expression?: string | null;
  type?: string | null;
  /** 0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN */
  typeGeneric?: number | null;
  isDttm?: boolean | null;
  groupby?: boolean | null;
  filterable?: boolean | null;
  isCertified?: boolean | null;
  certifiedBy?: string | null;
  warningMarkdown?: string | null;
}

export interface ControlDatasourceMetric {
  metricName: string;
  verboseName?: string | null;
  description?: string | null;
  expression?: string | null;
  isCertified?: boolean | null;
  certifiedBy?: string | null;
  certificationDetails?: string | null;
  warningText?: string | null;
  warningMarkdown?: string | null;
}

export interface ControlDatasource {
  id: number;
  type: string;
  mainDttmCol?: string | null;
  columns: readonly ControlDatasourceColumn[];
  metrics: readonly ControlDatasourceMetric[];
  /** [duration, name] of each time grain of the engine. */
  timeGrainSqla?: ReadonlyArray<readonly string[]> | null;
  /** {metric or column name: verbose name} (a JSON value; read with readVerboseMap). */
  verboseMap?: unknown;
}

/** What every control component receives. */
export interface ControlProps<V = unknown> {
  config: ControlConfig;
  value: V;
  onChange: (value: V) => void;
  formData: QueryFormData;
  datasource: ControlDatasource | null;
  /** The validation message of this control, shown under it. */
  error?: string | null;
}

export type ControlErrors = readonly ControlError[];
