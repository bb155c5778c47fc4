import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { JsonTextField } from '../../platform/json-text';
import { GraphQLJSON } from '../../platform/scalars';
import { ListArgsType, ListFilterType, PaginatedList } from '../../platform/list-types';
import { UserSummary } from '../security';

export enum ChartFilterField {
  ID = 'ID',
  UUID = 'UUID',
  SLICE_NAME = 'SLICE_NAME',
  VIZ_TYPE = 'VIZ_TYPE',
  DESCRIPTION = 'DESCRIPTION',
  DATASOURCE_ID = 'DATASOURCE_ID',
  DATASOURCE_NAME = 'DATASOURCE_NAME',
  DATASOURCE_TYPE = 'DATASOURCE_TYPE',
  OWNERS = 'OWNERS',
  DASHBOARDS = 'DASHBOARDS',
  CREATED_BY = 'CREATED_BY',
  CHANGED_BY = 'CHANGED_BY',
  LAST_SAVED_AT = 'LAST_SAVED_AT',
  LAST_SAVED_BY = 'LAST_SAVED_BY',
  TAGS = 'TAGS',
}
registerEnumType(ChartFilterField, { name: 'ChartFilterField' });

export enum ChartOrderField {
  SLICE_NAME = 'SLICE_NAME',
  VIZ_TYPE = 'VIZ_TYPE',
  DATASOURCE_ID = 'DATASOURCE_ID',
  DATASOURCE_NAME = 'DATASOURCE_NAME',
  CHANGED_ON = 'CHANGED_ON',
  CREATED_ON = 'CREATED_ON',
  LAST_SAVED_AT = 'LAST_SAVED_AT',
  CHANGED_BY_FIRST_NAME = 'CHANGED_BY_FIRST_NAME',
  LAST_SAVED_BY_ID = 'LAST_SAVED_BY_ID',
  LAST_SAVED_BY_FIRST_NAME = 'LAST_SAVED_BY_FIRST_NAME',
  LAST_SAVED_BY_LAST_NAME = 'LAST_SAVED_BY_LAST_NAME',
}
registerEnumType(ChartOrderField, { name: 'ChartOrderField' });

/** The user pickers of the chart list and properties modal (REST related/{column}). */
export enum ChartRelatedColumn {
  OWNERS = 'owners',
  CREATED_BY = 'created_by',
  CHANGED_BY = 'changed_by',
}
registerEnumType(ChartRelatedColumn, { name: 'ChartRelatedColumn' });

@ObjectType()
export class ChartAbilities {
  @Field(() => Boolean, { description: 'Edit properties and overwrite: can_write on Chart, owner (or admin), not externally managed.' }) canEdit: boolean;
  @Field(() => Boolean, { description: "The save modal's Overwrite (same rule as canEdit)." }) canOverwrite: boolean;
  @Field(() => Boolean) canDelete: boolean;
  @Field(() => Boolean) canExport: boolean;
  @Field(() => Boolean, { description: "The save modal's Save as: can_write on Chart." }) canSaveAs: boolean;
  @Field(() => Boolean, { description: 'can_share_chart' }) canShare: boolean;
  @Field(() => Boolean, { description: 'can_csv: download the data' }) canDownload: boolean;
  @Field(() => String, { nullable: true, description: 'Why editing is refused although the actor owns the chart.' }) editBlockedReason: string | null;
}

@ObjectType()
export class DashboardSummary {
  @Field(() => Int) id: number;
  @Field(() => String) dashboardTitle: string;
  @Field(() => GraphQLJSON, { nullable: true }) jsonMetadata: unknown;
  @JsonTextField('jsonMetadata') jsonMetadataText: string | null;
}

@ObjectType()
export class DatasourceSummary {
  @Field(() => Int) id: number;
  @Field(() => String) type: string;
  @Field(() => String, { nullable: true }) uuid: string | null;
  @Field(() => String) tableName: string;
  @Field(() => String, { nullable: true }) schema: string | null;
  @Field(() => String, { nullable: true }) defaultEndpoint: string | null;
  @Field(() => String, { description: 'schema.table, or table when there is no schema' }) nameText: string;
  @Field(() => String) exploreUrl: string;
}

/** A chart as the API shows it; relations (owners, dashboards, users, datasource) resolve through loaders. */
@ObjectType()
export class Chart {
  @Field(() => Int) id: number;
  @Field(() => String) uuid: string;
  @Field(() => String) sliceName: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String) vizType: string;
  @Field(() => GraphQLJSON, { description: "The chart's saved form data." }) params: Record<string, unknown>;
  @JsonTextField('params') paramsText: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) queryContext: unknown;
  @JsonTextField('queryContext') queryContextText: string | null;
  @Field(() => Int, { nullable: true }) cacheTimeout: number | null;
  @Field(() => String, { nullable: true }) certifiedBy: string | null;
  @Field(() => String, { nullable: true }) certificationDetails: string | null;
  @Field(() => Boolean) isManagedExternally: boolean;
  @Field(() => String, { nullable: true }) externalUrl: string | null;
  @Field(() => Int, { nullable: true }) datasourceId: number | null;
  @Field(() => String, { nullable: true }) datasourceType: string | null;
  @Field(() => String) url: string;
  @Field(() => String) sliceUrl: string;
  @Field(() => String) editUrl: string;
  @Field(() => String, { nullable: true }) thumbnailUrl: string | null;
  @Field(() => Date) createdOn: Date;
  @Field(() => Date) changedOn: Date;
  @Field(() => Date, { nullable: true }) lastSavedAt: Date | null;

  createdById: number | null;
  changedById: number | null;
  lastSavedById: number | null;
}

@ObjectType()
export class ChartList extends PaginatedList(Chart) {}

@ObjectType()
export class DeleteChartsPayload {
  @Field(() => Int) count: number;
  @Field(() => [Int]) ids: number[];
}

@ObjectType({ description: "What the save modal needs for its toast: the chart, the dashboard it was added to, and the spec's message." })
export class SaveChartPayload {
  @Field(() => Chart) chart: Chart;
  @Field(() => DashboardSummary, { nullable: true }) dashboard: DashboardSummary | null;
  @Field(() => Boolean, { description: 'The dashboard was created by this save.' }) dashboardCreated: boolean;
  @Field(() => String, {
    description:
      "'Chart [%s] has been saved or overwritten, and was added to dashboard [%s]', 'Dashboard [%s] just got created and chart [%s] was added to it.', or 'Chart [%s] has been saved' / 'Chart [%s] has been overwritten'.",
  })
  message: string;
}

@InputType()
export class ChartFilter extends ListFilterType<ChartFilterField>(ChartFilterField) {}

@ArgsType()
export class ChartListArgs extends ListArgsType<ChartFilter, ChartOrderField>(ChartFilter, ChartOrderField) {}

export { UserSummary };
