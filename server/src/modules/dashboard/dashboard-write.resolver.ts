import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { DashboardWriteService } from './dashboard-write.service';
import { NativeFilter } from './dashboard-metadata.types';
import { CopyDashboardInput, CreateDashboardInput, DashboardColorsInput, DashboardCrossFilterSettingsInput, DashboardFiltersInput, UpdateDashboardInput } from './dashboard.inputs';
import { Dashboard, DeleteDashboardsPayload } from './dashboard.types';

/** Changing dashboards; every mutation answers the dashboard with its new lastModifiedTime. */
@Resolver()
export class DashboardWriteResolver {
  constructor(private readonly writes: DashboardWriteService) {}

  @Mutation(() => Dashboard, { description: 'A new dashboard owned by the caller (every field optional).' })
  createDashboard(@Ctx() ctx: RequestContext, @Arg('input', () => CreateDashboardInput, { defaultValue: {} }) input: CreateDashboardInput): Promise<Dashboard> {
    return this.writes.create(ctx, input);
  }

  @Mutation(() => Dashboard, { description: 'Edit properties, layout and metadata (owners; the layout and the chart set change together).' })
  updateDashboard(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => UpdateDashboardInput) input: UpdateDashboardInput): Promise<Dashboard> {
    return this.writes.update(ctx, id, input);
  }

  @Mutation(() => Dashboard, { description: "The header's publish / draft toggle." })
  setDashboardPublished(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('published', () => Boolean) published: boolean): Promise<Dashboard> {
    return this.writes.setPublished(ctx, id, published);
  }

  @Mutation(() => Int, { description: 'The id of the deleted dashboard.' })
  async deleteDashboard(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<number> {
    await this.writes.delete(ctx, id);
    return id;
  }

  @Mutation(() => DeleteDashboardsPayload, { description: 'All or nothing.' })
  async deleteDashboards(@Ctx() ctx: RequestContext, @Arg('ids', () => [Int]) ids: number[]): Promise<DeleteDashboardsPayload> {
    const count = await this.writes.deleteMany(ctx, ids);
    return { count, ids: [...new Set(ids)] };
  }

  @Mutation(() => Dashboard, { description: 'Save as: a copy owned by the caller, its charts cloned too with duplicateSlices.' })
  copyDashboard(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => CopyDashboardInput) input: CopyDashboardInput): Promise<Dashboard> {
    return this.writes.copy(ctx, id, input);
  }

  @Mutation(() => [NativeFilter], { description: 'Modify, delete and reorder native filters; answers the new configuration.' })
  setDashboardFilters(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => DashboardFiltersInput) input: DashboardFiltersInput): Promise<NativeFilter[]> {
    return this.writes.setFilters(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: 'Colour settings; markUpdated false keeps the last-modified time (colour sync on open).' })
  setDashboardColors(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => DashboardColorsInput) input: DashboardColorsInput,
    @Arg('markUpdated', () => Boolean, { defaultValue: true }) markUpdated: boolean,
  ): Promise<boolean> {
    return this.writes.setColors(ctx, id, input, markUpdated);
  }

  @Mutation(() => Dashboard, { description: "The filter bar's settings: cross-filter scoping, cross-filtering on or off, the bar's orientation (written into json_metadata)." })
  setDashboardCrossFilterSettings(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => DashboardCrossFilterSettingsInput) input: DashboardCrossFilterSettingsInput,
  ): Promise<Dashboard> {
    return this.writes.setCrossFilterSettings(ctx, id, input);
  }
}
