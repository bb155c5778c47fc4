import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from '../../platform/scalars';
import { ChartType } from '../chart';
import { DatasourceMetadata } from './datasource-explore.types';

/** What Explore opens with (Superset's GET /explore/): the form data, the saved chart, the dataset, a warning. */
@ObjectType()
export class ExploreState {
  @Field(() => GraphQLJSON, { description: "The form data to start from: the chart's saved params, overridden by a permalink's, with datasource '<id>__table'." })
  formData: Record<string, unknown>;
  @Field(() => ChartType, { nullable: true, description: 'The saved chart (slice_id), when there is one.' }) slice: ChartType | null;
  @Field(() => DatasourceMetadata, { nullable: true, description: 'The dataset; null when none was named or it no longer exists.' })
  dataset: DatasourceMetadata | null;
  @Field(() => String, { nullable: true, description: "A warning to show, e.g. 'The dataset associated with this chart no longer exists'." })
  message: string | null;
  @Field(() => String, { nullable: true, description: "Where to go instead (the dataset's default endpoint when no viz type is set); REST answers 302." })
  redirect: string | null;
}

@ObjectType()
export class ExplorePermalinkState {
  @Field(() => GraphQLJSON) formData: Record<string, unknown>;
  @Field(() => [[String]], { nullable: true, description: '[key, value] pairs of the address the link was made from.' }) urlParams: string[][] | null;
}

/** A stored explore permalink (Superset's GET /explore/permalink/{key} answer) with its key and app path. */
@ObjectType()
export class ExplorePermalink {
  @Field(() => String) key: string;
  @Field(() => String, { description: 'The app path that opens the state: /explore/p/<key>/.' }) url: string;
  @Field(() => Int, { nullable: true }) chartId: number | null;
  @Field(() => Int) datasourceId: number;
  @Field(() => String) datasourceType: string;
  @Field(() => String, { description: '<id>__<type>' }) datasource: string;
  @Field(() => ExplorePermalinkState) state: ExplorePermalinkState;
}

/** Explore's unsaved form data, kept under a key (Superset's explore form-data cache). */
@InputType()
export class ExploreFormDataInput {
  @Field(() => Int) datasourceId: number;
  @Field(() => String, { description: "'table' for a dataset." }) datasourceType: string;
  @Field(() => Int, { nullable: true }) chartId?: number | null;
  @Field(() => String, { description: 'The form data as JSON text, stored as sent.' }) formData: string;
}
