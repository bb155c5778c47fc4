import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { parseJsonObjectOrNull, parseJsonObjectText } from '../../platform/json-text';
import { GraphQLJSON } from '../../platform/scalars';
import { userSummaries, UserSummary } from '../security';
import { toMetadataView } from './dashboard-metadata';
import { DashboardMetadata } from './dashboard-metadata.types';
import type { DashboardVersionService } from './dashboard-version.service';
import { DashboardVersion, DashboardVersionList } from './dashboard-version.types';
import type { DashboardWriteService } from './dashboard-write.service';
import { RestoreDashboardVersionInput } from './dashboard.inputs';
import { Dashboard } from './dashboard.types';

/** A dashboard's version history: the kept versions, one with the one before it, and restoring one. */
@Resolver(() => DashboardVersion)
export class DashboardVersionResolver {
  constructor(
    private readonly versions: DashboardVersionService,
    private readonly writes: DashboardWriteService,
  ) {}

  @Query(() => DashboardVersionList, { description: "A dashboard's kept versions, newest first (the newest 50 saves); NOT_FOUND when the actor may not see it." })
  dashboardVersions(@Ctx() ctx: RequestContext, @Arg('idOrSlug', () => String) idOrSlug: string): Promise<DashboardVersionList> {
    return this.versions.list(ctx, idOrSlug);
  }

  @Query(() => DashboardVersion, { description: 'One kept version of a dashboard; NOT_FOUND when the dashboard is not visible or does not keep it.' })
  dashboardVersion(@Ctx() ctx: RequestContext, @Arg('idOrSlug', () => String) idOrSlug: string, @Arg('id', () => Int) id: number): Promise<DashboardVersion> {
    return this.versions.get(ctx, idOrSlug, id);
  }

  @Mutation(() => Dashboard, { description: "Saves a kept version's content again, as a new version (owners, roles, tags and the published flag stay); refused like an update when the dashboard changed since expectedChangedOn." })
  restoreDashboardVersion(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => RestoreDashboardVersionInput) input: RestoreDashboardVersionInput): Promise<Dashboard> {
    return this.writes.restoreVersion(ctx, id, input);
  }

  @FieldResolver(() => UserSummary, { nullable: true, description: 'Who saved it (null once that user is deleted, or for a change no user made).' })
  createdBy(@Root() version: DashboardVersion, @Ctx() ctx: RequestContext) {
    return version.createdById == null ? null : userSummaries(ctx, this.versions.em(ctx)).load(version.createdById);
  }

  @FieldResolver(() => DashboardVersion, { nullable: true, description: 'The kept version before this one: what this save changed is the difference (null for the oldest kept).' })
  previous(@Root() version: DashboardVersion, @Ctx() ctx: RequestContext): Promise<DashboardVersion | null> {
    return this.versions.previous(ctx, version);
  }

  @FieldResolver(() => GraphQLJSON, { nullable: true, description: 'The layout as kept, parsed (null when there was none).' })
  position(@Root() version: DashboardVersion): Record<string, unknown> | null {
    return parseJsonObjectOrNull(version.positionJson);
  }

  @FieldResolver(() => DashboardMetadata, { description: 'The metadata as kept, typed as the dashboard types it.' })
  metadata(@Root() version: DashboardVersion): DashboardMetadata {
    return toMetadataView(parseJsonObjectText(version.jsonMetadata));
  }
}
