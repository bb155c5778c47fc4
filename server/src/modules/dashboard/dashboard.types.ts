import { ArgsType, Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListArgsType, ListFilterType, PaginatedList } from '../../platform/list-types';
import { GraphQLJSON } from '../../platform/scalars';
import { DashboardSummary } from '../chart';

export enum DashboardFilterField {
  ID = 'ID',
  UUID = 'UUID',
  DASHBOARD_TITLE = 'DASHBOARD_TITLE',
  SLUG = 'SLUG',
  PUBLISHED = 'PUBLISHED',
  OWNERS = 'OWNERS',
  ROLES = 'ROLES',
  TAGS = 'TAGS',
  CREATED_BY = 'CREATED_BY',
  CHANGED_BY = 'CHANGED_BY',
  IS_MANAGED_EXTERNALLY = 'IS_MANAGED_EXTERNALLY',
}
registerEnumType(DashboardFilterField, { name: 'DashboardFilterField' });

export enum DashboardOrderField {
  DASHBOARD_TITLE = 'DASHBOARD_TITLE',
  PUBLISHED = 'PUBLISHED',
  CHANGED_ON = 'CHANGED_ON',
  CREATED_ON = 'CREATED_ON',
  CHANGED_BY_FIRST_NAME = 'CHANGED_BY_FIRST_NAME',
  CREATED_BY_FIRST_NAME = 'CREATED_BY_FIRST_NAME',
}
registerEnumType(DashboardOrderField, { name: 'DashboardOrderField' });

/** The pickers of the dashboard list and properties modal (REST related/{column}). */
export enum DashboardRelatedColumn {
  OWNERS = 'owners',
  ROLES = 'roles',
  CREATED_BY = 'created_by',
  CHANGED_BY = 'changed_by',
}
registerEnumType(DashboardRelatedColumn, { name: 'DashboardRelatedColumn' });

@InputType()
export class DashboardFilter extends ListFilterType<DashboardFilterField>(DashboardFilterField) {}

@ArgsType()
export class DashboardListArgs extends ListArgsType<DashboardFilter, DashboardOrderField>(DashboardFilter, DashboardOrderField) {}

@ObjectType()
export class RoleSummary {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
}

/** Tags are the tag module's; dashboards show theirs in its summary shape. */
export { TagSummary } from '../tag';

@ObjectType('Theme', { description: 'A UI theme a dashboard may use.' })
export class ThemeSummary {
  @Field(() => Int) id: number;
  @Field(() => String) themeName: string;
  @Field(() => String, { nullable: true, description: 'The theme configuration (JSON text).' }) jsonData: string | null;
}

@ObjectType()
export class DashboardAbilities {
  @Field(() => Boolean, { description: 'Edit mode, properties, layout, filters, colours: can_write on Dashboard and owner (or admin), not externally managed.' }) canEdit: boolean;
  @Field(() => Boolean, { description: 'Save (overwrite) the edited dashboard: as canEdit.' }) canSave: boolean;
  @Field(() => Boolean) canDelete: boolean;
  @Field(() => Boolean, { description: 'can_export on Dashboard' }) canExport: boolean;
  @Field(() => Boolean, { description: 'can_share_dashboard' }) canShare: boolean;
  @Field(() => Boolean, { description: 'Save as a new dashboard: can_write on Dashboard (owners only under DASHBOARD_RBAC).' }) canCopy: boolean;
  @Field(() => Boolean, { description: 'The publish/draft toggle: as canEdit.' }) canPublish: boolean;
  @Field(() => Boolean, { description: 'can_csv: download chart data' }) canDownload: boolean;
  @Field(() => Boolean, { description: 'can_explore: open a chart in Explore' }) canExplore: boolean;
  @Field(() => Boolean, { description: 'can_drill on Dashboard' }) canDrill: boolean;
  @Field(() => Boolean, { description: 'can_view_query on Dashboard' }) canViewQuery: boolean;
  @Field(() => Boolean, { description: 'can_view_chart_as_table on Dashboard' }) canViewChartAsTable: boolean;
  @Field(() => String, { nullable: true, description: 'Why editing is refused although the actor owns the dashboard.' }) editBlockedReason: string | null;
}

@ObjectType()
export class DashboardChartDatasource {
  @Field(() => Int) id: number;
  @Field(() => String) type: string;
  @Field(() => String, { description: '<id>__<type>' }) uid: string;
  @Field(() => String, { nullable: true, description: 'schema.table' }) name: string | null;
}

@ObjectType({ description: 'A chart on a dashboard, with what the dashboard needs to render it.' })
export class DashboardChart {
  @Field(() => Int) id: number;
  @Field(() => String) uuid: string;
  @Field(() => String) sliceName: string;
  @Field(() => String) vizType: string;
  @Field(() => GraphQLJSON, { description: 'The saved form data.' }) params: Record<string, unknown>;
  @Field(() => GraphQLJSON, { description: 'The form data with the chart identity (slice_id, viz_type, datasource) filled in.' }) formData: Record<string, unknown>;
  @Field(() => DashboardChartDatasource, { nullable: true }) datasource: DashboardChartDatasource | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => Int, { nullable: true }) cacheTimeout: number | null;
  @Field(() => String, { nullable: true }) certifiedBy: string | null;
  @Field(() => String, { nullable: true }) certificationDetails: string | null;
  @Field(() => Date) changedOn: Date;
  @Field(() => String) sliceUrl: string;
  @Field(() => String) url: string;
}

/** A dashboard as the API shows it; relations and derived views resolve per field (batched). */
@ObjectType()
export class Dashboard {
  @Field(() => Int) id: number;
  @Field(() => String) uuid: string;
  @Field(() => String) dashboardTitle: string;
  @Field(() => String, { nullable: true }) slug: string | null;
  @Field(() => String, { description: '/superset/dashboard/<slug or id>/' }) url: string;
  @Field(() => Boolean) published: boolean;
  @Field(() => String, { description: 'published or draft' }) status: string;
  @Field(() => String, { nullable: true }) css: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) certifiedBy: string | null;
  @Field(() => String, { nullable: true }) certificationDetails: string | null;
  @Field(() => Boolean) isManagedExternally: boolean;
  @Field(() => String, { nullable: true }) externalUrl: string | null;
  @Field(() => String, { nullable: true, description: 'The layout exactly as stored.' }) positionJson: string | null;
  @Field(() => String, { nullable: true, description: 'The metadata exactly as stored.' }) jsonMetadata: string | null;
  @Field(() => String, { nullable: true }) thumbnailUrl: string | null;
  @Field(() => Date) changedOn: Date;
  @Field(() => Date) createdOn: Date;
  @Field(() => Float, { description: 'changed_on in epoch seconds, whole seconds (conflict detection).' }) lastModifiedTime: number;

  themeId: number | null;
  createdById: number | null;
  changedById: number | null;
}

@ObjectType()
export class DashboardList extends PaginatedList(Dashboard) {}

@ObjectType()
export class DeleteDashboardsPayload {
  @Field(() => Int) count: number;
  @Field(() => [Int]) ids: number[];
}

@ObjectType({ description: "The dashboard's tabs: every tab's title by id, and the tab tree ({value, title, parents, children})." })
export class DashboardTabs {
  @Field(() => GraphQLJSON) allTabs: Record<string, string>;
  @Field(() => GraphQLJSON) tabTree: unknown[];
}

@ObjectType({ description: 'Dashboards the actor may add a chart to (owned, or all for admins).' })
export class EditableDashboardList extends PaginatedList(DashboardSummary) {}
