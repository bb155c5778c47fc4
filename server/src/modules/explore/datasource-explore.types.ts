import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { JsonTextField } from '../../platform/json-text';
import { GraphQLJSON } from '../../platform/scalars';
import { ChartQueryInput, ChartQueryResult } from './chart-data.types';

@InputType({ description: "A page of a dataset's rows (Superset's datasource samples)." })
export class DatasourceSamplesInput {
  @Field(() => String, { defaultValue: 'table' }) datasourceType: string;
  @Field(() => Int) datasourceId: number;
  @Field(() => Boolean, { defaultValue: false }) force: boolean;
  @Field(() => Int, { defaultValue: 1 }) page: number;
  @Field(() => Int, { nullable: true, description: 'Rows per page; at most SAMPLES_ROW_LIMIT, which is also the default.' }) perPage?: number | null;
  @Field(() => Int, { nullable: true }) dashboardId?: number | null;
  @Field(() => ChartQueryInput, { nullable: true, description: "The chart's filters: drill-to-detail rows (the time range applies) instead of samples." })
  payload?: ChartQueryInput | null;
}

@ObjectType()
export class DatasourceSamplesPayload {
  @Field(() => ChartQueryResult) result: ChartQueryResult;
  @Field(() => Int) page: number;
  @Field(() => Int) perPage: number;
  @Field(() => Int) totalCount: number;
}

@ObjectType()
export class DatasourceMetadataColumn {
  @Field(() => Int) id: number;
  @Field(() => String) columnName: string;
  @Field(() => String, { nullable: true }) verboseName: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) expression: string | null;
  @Field(() => Boolean) filterable: boolean;
  @Field(() => Boolean) groupby: boolean;
  @Field(() => Boolean) isDttm: boolean;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => String, { nullable: true }) type: string | null;
  @Field(() => Int, { description: '0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN' }) typeGeneric: number;
  @Field(() => String, { nullable: true }) pythonDateFormat: string | null;
  @Field(() => String, { nullable: true }) advancedDataType: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) extra: unknown;
  @Field(() => Boolean) isCertified: boolean;
  @Field(() => String, { nullable: true }) certifiedBy: string | null;
  @Field(() => String, { nullable: true }) certificationDetails: string | null;
  @Field(() => String, { nullable: true }) warningMarkdown: string | null;
}

@ObjectType()
export class DatasourceMetadataMetric {
  @Field(() => Int) id: number;
  @Field(() => String) metricName: string;
  @Field(() => String, { nullable: true }) verboseName: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String) expression: string;
  @Field(() => String, { nullable: true }) metricType: string | null;
  @Field(() => String, { nullable: true }) warningText: string | null;
  @Field(() => String, { nullable: true }) d3format: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) currency: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) extra: unknown;
  @Field(() => Boolean) isCertified: boolean;
  @Field(() => String, { nullable: true }) certifiedBy: string | null;
  @Field(() => String, { nullable: true }) certificationDetails: string | null;
  @Field(() => String, { nullable: true }) warningMarkdown: string | null;
}

@ObjectType()
export class DatasourceMetadataDatabase {
  @Field(() => Int) id: number;
  @Field(() => String) databaseName: string;
  @Field(() => String, { description: "The engine, e.g. 'duckdb'." }) backend: string;
  @Field(() => Boolean) allowsSubquery: boolean;
  @Field(() => Boolean) allowsCostEstimate: boolean;
  @Field(() => Boolean) allowsVirtualTableExplore: boolean;
  @Field(() => Boolean) disableDataPreview: boolean;
  @Field(() => Boolean) disableDrillToDetail: boolean;
  @Field(() => Int) exploreDatabaseId: number;
}

@ObjectType({ description: 'What Explore needs to know about a datasource (Superset\'s datasource "data" payload).' })
export class DatasourceMetadata {
  @Field(() => Int) id: number;
  @Field(() => String, { description: '<id>__table' }) uid: string;
  @Field(() => String) type: string;
  @Field(() => String, { description: 'schema.table_name' }) name: string;
  @Field(() => String) datasourceName: string;
  @Field(() => String) tableName: string;
  @Field(() => String, { nullable: true }) schema: string | null;
  @Field(() => String, { nullable: true }) catalog: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) mainDttmCol: string | null;
  @Field(() => String, { nullable: true }) defaultEndpoint: string | null;
  @Field(() => Int) offset: number;
  @Field(() => Int, { nullable: true }) cacheTimeout: number | null;
  @Field(() => String, { nullable: true }) sql: string | null;
  @Field(() => Boolean) isSqllabView: boolean;
  @Field(() => String, { nullable: true }) templateParams: string | null;
  @Field(() => String, { nullable: true }) fetchValuesPredicate: string | null;
  @Field(() => Boolean) filterSelectEnabled: boolean;
  @Field(() => Boolean) alwaysFilterMainDttm: boolean;
  @Field(() => Boolean) normalizeColumns: boolean;
  @Field(() => GraphQLJSON, { nullable: true }) params: unknown;
  @JsonTextField('params') paramsText: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) extra: unknown;
  @JsonTextField('extra') extraText: string | null;
  @Field(() => String, { nullable: true }) perm: string | null;
  @Field(() => String) editUrl: string;
  @Field(() => String, { nullable: true }) selectStar: string | null;
  @Field(() => String, { nullable: true }) healthCheckMessage: string | null;
  @Field(() => Boolean) isManagedExternally: boolean;
  @Field(() => [Int]) owners: number[];
  @Field(() => DatasourceMetadataDatabase) database: DatasourceMetadataDatabase;
  @Field(() => [DatasourceMetadataColumn]) columns: DatasourceMetadataColumn[];
  @Field(() => [DatasourceMetadataMetric]) metrics: DatasourceMetadataMetric[];
  @Field(() => GraphQLJSON, { description: '{name: verbose name} of columns and metrics.' }) verboseMap: unknown;
  @Field(() => GraphQLJSON, { description: '{metric: d3 format}' }) columnFormats: unknown;
  @Field(() => GraphQLJSON, { description: '{metric: currency}' }) currencyFormats: unknown;
  @Field(() => [[String]], { description: "[value, label] pairs: '[\"col\", true]', 'col [asc]'." }) orderByChoices: string[][];
  @Field(() => [[String]], { description: '[duration, name] of each time grain of the engine.' }) timeGrainSqla: string[][];
  @Field(() => [[String]], { description: '[column, column] of each temporal column.' }) granularitySqla: string[][];
}
