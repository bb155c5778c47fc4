import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { TabStateService } from './tab-state.service';
import { AddTableSchemaInput, CreateSqlLabTabInput, SqlLabTab, SqlLabTableSchema, SqlLabTabs, UpdateSqlLabTabInput } from './tab-state.types';

/** SQL Lab tabs persisted on the server; every operation refuses while SQLLAB_BACKEND_PERSISTENCE is off. */
@Resolver(() => SqlLabTab)
export class TabStateResolver {
  constructor(private readonly tabs: TabStateService) {}

  @Query(() => SqlLabTabs, { description: "The caller's SQL Lab tabs with their tables and latest runs." })
  sqlLabTabs(@Ctx() ctx: RequestContext): Promise<SqlLabTabs> {
    return this.tabs.tabs(ctx);
  }

  @Query(() => SqlLabTab, { description: 'One of the caller’s tabs (NOT_FOUND for a missing tab or someone else’s).' })
  sqlLabTab(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<SqlLabTab> {
    return this.tabs.tab(ctx, id);
  }

  @Mutation(() => SqlLabTab, { description: 'A new tab; it becomes the only active one.' })
  createSqlLabTab(@Ctx() ctx: RequestContext, @Arg('input', () => CreateSqlLabTabInput) input: CreateSqlLabTabInput): Promise<SqlLabTab> {
    return this.tabs.create(ctx, input);
  }

  @Mutation(() => SqlLabTab)
  updateSqlLabTab(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('patch', () => UpdateSqlLabTabInput) patch: UpdateSqlLabTabInput): Promise<SqlLabTab> {
    return this.tabs.update(ctx, id, patch);
  }

  @Mutation(() => SqlLabTab)
  activateSqlLabTab(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<SqlLabTab> {
    return this.tabs.activate(ctx, id);
  }

  @Mutation(() => Int, { description: 'The id of the deleted tab.' })
  deleteSqlLabTab(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<number> {
    return this.tabs.delete(ctx, id);
  }

  @Mutation(() => SqlLabTab, { description: "Sets the tab's latest run (null clears it)." })
  setSqlLabTabQuery(
    @Ctx() ctx: RequestContext,
    @Arg('tabId', () => Int) tabId: number,
    @Arg('clientId', () => String, { nullable: true }) clientId: string | null,
  ): Promise<SqlLabTab> {
    return this.tabs.setLatestQuery(ctx, tabId, clientId);
  }

  @Mutation(() => Int, { description: 'Moves a run kept in the browser onto the tab (migration to the backend).' })
  migrateSqlLabQuery(@Ctx() ctx: RequestContext, @Arg('tabId', () => Int) tabId: number, @Arg('clientId', () => String) clientId: string): Promise<number> {
    return this.tabs.migrateQuery(ctx, tabId, clientId);
  }

  @Mutation(() => Int, { description: 'Deletes one run of the tab.' })
  deleteSqlLabTabQuery(@Ctx() ctx: RequestContext, @Arg('tabId', () => Int) tabId: number, @Arg('clientId', () => String) clientId: string): Promise<number> {
    return this.tabs.deleteQuery(ctx, tabId, clientId);
  }

  @Mutation(() => SqlLabTableSchema)
  addTableSchema(@Ctx() ctx: RequestContext, @Arg('input', () => AddTableSchemaInput) input: AddTableSchemaInput): Promise<SqlLabTableSchema> {
    return this.tabs.addTableSchema(ctx, input);
  }

  @Mutation(() => SqlLabTableSchema, { description: 'Expands or collapses a table card.' })
  updateTableSchema(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('expanded', () => Boolean) expanded: boolean): Promise<SqlLabTableSchema> {
    return this.tabs.setTableSchemaExpanded(ctx, id, expanded);
  }

  @Mutation(() => Int, { description: 'The id of the removed table.' })
  deleteTableSchema(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<number> {
    return this.tabs.deleteTableSchema(ctx, id);
  }
}
