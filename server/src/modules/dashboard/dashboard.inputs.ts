/**
 * Dashboard mutation inputs: Superset's DashboardPostSchema / DashboardPutSchema / DashboardCopySchema and
 * the filters and colours endpoints, camel-cased. `positionJson` and `jsonMetadata` take the layout and the
 * metadata as objects or as their JSON text (as REST clients send them). An omitted field stays undefined:
 * updates are partial.
 */
import { Field, InputType, Int } from 'type-graphql';
import { GraphQLJSON } from '../../platform/scalars';

@InputType()
export class CreateDashboardInput {
  @Field(() => String, { nullable: true, description: "Empty becomes '[ untitled dashboard ]'." }) dashboardTitle?: string | null;
  @Field(() => String, { nullable: true, description: 'Trimmed, spaces become dashes, other characters than letters, digits, _ and - dropped; empty becomes none. Unique.' })
  slug?: string | null;
  @Field(() => [Int], { nullable: true, description: 'Owner ids; without them the creator is the sole owner.' }) owners?: number[] | null;
  @Field(() => [Int], { nullable: true, description: 'Role ids the dashboard is shared with (DASHBOARD_RBAC).' }) roles?: number[] | null;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The layout (an object, or its JSON text).' }) positionJson?: unknown;
  @Field(() => String, { nullable: true }) css?: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The metadata (an object, or its JSON text); a `positions` key replaces the layout and the chart set.' })
  jsonMetadata?: unknown;
  @Field(() => Boolean, { nullable: true }) published?: boolean | null;
  @Field(() => String, { nullable: true }) certifiedBy?: string | null;
  @Field(() => String, { nullable: true, description: 'Kept only when certifiedBy is set.' }) certificationDetails?: string | null;
  @Field(() => Boolean, { nullable: true }) isManagedExternally?: boolean | null;
  @Field(() => String, { nullable: true }) externalUrl?: string | null;
  @Field(() => Int, { nullable: true }) themeId?: number | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@InputType()
export class UpdateDashboardInput extends CreateDashboardInput {
  @Field(() => [Int], { nullable: true, description: 'Replaces the custom tags (can_tag on Dashboard to change them).' }) tags?: number[] | null;
  @Field(() => Date, {
    nullable: true,
    description: "The dashboard's changedOn as the editor loaded it: when the stored dashboard has changed since, the update is refused (CONFLICT, 409) with the current state, to confirm before overwriting.",
  })
  expectedChangedOn?: Date | null;
}

@InputType()
export class CopyDashboardInput {
  @Field(() => String) dashboardTitle: string;
  @Field(() => String, { nullable: true }) css?: string | null;
  @Field(() => GraphQLJSON, { description: 'The metadata of the copy; with duplicateSlices it must hold the layout as `positions`.' }) jsonMetadata: unknown;
  @Field(() => Boolean, { nullable: true, description: 'Copy the charts too (owned by the caller), remapping them in the layout.' }) duplicateSlices?: boolean | null;
}

@InputType({ description: 'Native filter changes (PUT /dashboard/{id}/filters).' })
export class DashboardFiltersInput {
  @Field(() => [GraphQLJSON], { nullable: true, description: 'Filter configurations replacing those with the same id, or appended when new.' }) modified?: unknown[] | null;
  @Field(() => [String], { nullable: true, description: 'Ids of filters to remove.' }) deleted?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'The new order, by filter id.' }) reordered?: string[] | null;
}

@InputType({ description: 'Colour settings (PUT /dashboard/{id}/colors).' })
export class DashboardColorsInput {
  @Field(() => String, { nullable: true }) colorNamespace?: string | null;
  @Field(() => String, { nullable: true }) colorScheme?: string | null;
  @Field(() => GraphQLJSON, { nullable: true, description: '{label: colour}' }) labelColors?: unknown;
  @Field(() => [String], { nullable: true }) sharedLabelColors?: string[] | null;
  @Field(() => GraphQLJSON, { nullable: true, description: '{label: colour}' }) mapLabelColors?: unknown;
  @Field(() => [String], { nullable: true }) colorSchemeDomain?: string[] | null;
}

@InputType({ description: "Cross-filter settings, written into json_metadata (the filter bar's settings menu); omitted keys stay as stored." })
export class DashboardCrossFilterSettingsInput {
  @Field(() => GraphQLJSON, { nullable: true, description: 'Per-chart cross-filter scoping: {chartId: {id, crossFilters: {scope, chartsInScope}}}.' }) chartConfiguration?: unknown;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Scoping for every chart without its own: {scope: {rootPath, excluded}, chartsInScope}.' }) globalChartConfiguration?: unknown;
  @Field(() => Boolean, { nullable: true }) crossFiltersEnabled?: boolean | null;
  @Field(() => String, { nullable: true, description: 'VERTICAL or HORIZONTAL' }) filterBarOrientation?: string | null;
}

@InputType({ description: 'Restoring a kept version of a dashboard (a new save of that content).' })
export class RestoreDashboardVersionInput {
  @Field(() => Int, { description: 'The id of the version to restore.' }) versionId: number;
  @Field(() => Date, { nullable: true, description: "The dashboard's changedOn as the history was loaded: when it has changed since, the restore is refused (CONFLICT, 409) as an update is." })
  expectedChangedOn?: Date | null;
}
