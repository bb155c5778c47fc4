/**
 * Chart mutation inputs: Superset's ChartPostSchema / ChartPutSchema, camel-cased, and the save modal's one
 * operation. `params` and `queryContext` take the form data / query context as an object (or its JSON text,
 * as REST clients send it). An omitted field stays undefined: updates are partial.
 */
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from '../../platform/scalars';

@InputType()
export class CreateChartInput {
  @Field(() => String) sliceName: string;
  @Field(() => Int) datasourceId: number;
  @Field(() => String, { description: "'table' (a dataset); the aliases 'dataset', 'query', ... are refused unless they name a dataset." })
  datasourceType: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) vizType?: string | null;
  @Field(() => [Int], { nullable: true, description: 'Owner ids; without them the creator is the sole owner.' }) owners?: number[] | null;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The form data (an object, or its JSON text).' }) params?: unknown;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The query context (an object, or its JSON text).' }) queryContext?: unknown;
  @Field(() => Boolean, { nullable: true }) queryContextGeneration?: boolean | null;
  @Field(() => Int, { nullable: true }) cacheTimeout?: number | null;
  @Field(() => String, { nullable: true }) datasourceName?: string | null;
  @Field(() => [Int], { nullable: true, description: 'Dashboards to add the chart to; the caller must own each.' }) dashboards?: number[] | null;
  @Field(() => String, { nullable: true }) certifiedBy?: string | null;
  @Field(() => String, { nullable: true }) certificationDetails?: string | null;
  @Field(() => Boolean, { nullable: true }) isManagedExternally?: boolean | null;
  @Field(() => String, { nullable: true }) externalUrl?: string | null;
  @Field(() => String, { nullable: true }) uuid?: string | null;
}

@InputType()
export class UpdateChartInput {
  @Field(() => String, { nullable: true }) sliceName?: string | null;
  @Field(() => Int, { nullable: true, description: 'Swaps the dataset; datasourceType is then required.' }) datasourceId?: number | null;
  @Field(() => String, { nullable: true }) datasourceType?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) vizType?: string | null;
  @Field(() => [Int], { nullable: true, description: 'Replaces the owners; omitted keeps them.' }) owners?: number[] | null;
  @Field(() => GraphQLJSON, { nullable: true }) params?: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) queryContext?: unknown;
  @Field(() => Boolean, { nullable: true }) queryContextGeneration?: boolean | null;
  @Field(() => Int, { nullable: true }) cacheTimeout?: number | null;
  @Field(() => String, { nullable: true }) datasourceName?: string | null;
  @Field(() => [Int], { nullable: true, description: "Replaces the chart's dashboards; omitted keeps them." }) dashboards?: number[] | null;
  @Field(() => String, { nullable: true }) certifiedBy?: string | null;
  @Field(() => String, { nullable: true }) certificationDetails?: string | null;
  @Field(() => Boolean, { nullable: true }) isManagedExternally?: boolean | null;
  @Field(() => String, { nullable: true }) externalUrl?: string | null;
  @Field(() => String, { nullable: true }) uuid?: string | null;
  @Field(() => [Int], { nullable: true, description: 'Replaces the custom tags (changing them needs can_tag on Chart); omitted keeps them.' })
  tags?: number[] | null;
}

export enum SaveChartAction {
  /** A new chart (the save modal's "Save as..."). */
  SAVE_AS = 'SAVE_AS',
  /** Overwrite `chartId` (owners only). */
  OVERWRITE = 'OVERWRITE',
}
registerEnumType(SaveChartAction, { name: 'SaveChartAction' });

@InputType({ description: 'The save modal: save as new or overwrite, and optionally add the chart to a dashboard (existing, or created by name).' })
export class SaveChartInput {
  @Field(() => SaveChartAction) action: SaveChartAction;
  @Field(() => Int, { nullable: true, description: 'The chart to overwrite (OVERWRITE only).' }) chartId?: number | null;
  @Field(() => String) sliceName: string;
  @Field(() => String) vizType: string;
  @Field(() => Int) datasourceId: number;
  @Field(() => String, { defaultValue: 'table' }) datasourceType: string;
  @Field(() => GraphQLJSON, { description: 'The form data.' }) params: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) queryContext?: unknown;
  @Field(() => Int, { nullable: true, description: 'Add the chart to this existing dashboard.' }) dashboardId?: number | null;
  @Field(() => String, { nullable: true, description: 'Create a dashboard with this title and add the chart to it.' }) newDashboardTitle?: string | null;
}
