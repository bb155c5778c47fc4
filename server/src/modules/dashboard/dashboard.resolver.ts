import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { DashboardService } from './dashboard.service';
import { EditableDashboardList } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboards: DashboardService) {}

  @Query(() => EditableDashboardList, { description: "The save modal's dashboard picker: dashboards the actor may add a chart to, by title." })
  editableDashboards(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 100 }) pageSize: number,
  ): Promise<EditableDashboardList> {
    return this.dashboards.editable(ctx, { search, page, pageSize });
  }
}
