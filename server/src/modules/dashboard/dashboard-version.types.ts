import { Field, Int, ObjectType } from 'type-graphql';
import { PaginatedList } from '../../platform/list-types';

@ObjectType({ description: 'A kept version of a dashboard: the content one save left it with, who saved it, when, and what changed in a sentence.' })
export class DashboardVersion {
  @Field(() => Int) id: number;
  @Field(() => Int) dashboardId: number;
  @Field(() => Int, { description: "Counts the dashboard's saves from 1 (the newest 50 are kept)." }) versionNumber: number;
  @Field(() => Date) createdOn: Date;
  @Field(() => String, { description: 'What the save changed, e.g. "moved 2 charts, added filter Gender".' }) summary: string;
  @Field(() => String, { nullable: true }) dashboardTitle: string | null;
  @Field(() => String, { nullable: true }) slug: string | null;
  @Field(() => String, { nullable: true }) css: string | null;
  @Field(() => String, { nullable: true, description: 'The metadata as kept.' }) jsonMetadata: string | null;
  @Field(() => String, { nullable: true, description: 'The layout as kept.' }) positionJson: string | null;
  @Field(() => Boolean) published: boolean;
  @Field(() => String, { nullable: true }) certifiedBy: string | null;
  @Field(() => String, { nullable: true }) certificationDetails: string | null;

  createdById: number | null;
}

@ObjectType({ description: "A dashboard's kept versions, newest first." })
export class DashboardVersionList extends PaginatedList(DashboardVersion) {}
