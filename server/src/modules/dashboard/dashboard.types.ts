import { Field, Int, ObjectType } from 'type-graphql';
import { DashboardSummary } from '../chart';

@ObjectType({ description: 'Dashboards the actor may add a chart to (owned, or all for admins).' })
export class EditableDashboardList {
  @Field(() => Int) count: number;
  @Field(() => [DashboardSummary]) items: DashboardSummary[];
}
