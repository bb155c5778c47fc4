import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { PermalinkService } from './permalink.service';
import { SqlLabPermalink, SqlLabPermalinkInput } from './permalink.types';
import { createSqlLabPermalink, getSqlLabPermalink } from './sqllab-permalink';

@Resolver(() => SqlLabPermalink)
export class SqlLabPermalinkResolver {
  constructor(private readonly permalinks: PermalinkService) {}

  @Mutation(() => SqlLabPermalink)
  createSqlLabPermalink(@Ctx() ctx: RequestContext, @Arg('state', () => SqlLabPermalinkInput) state: SqlLabPermalinkInput): Promise<SqlLabPermalink> {
    return createSqlLabPermalink(ctx, this.permalinks, state);
  }

  @Query(() => SqlLabPermalink)
  sqlLabPermalink(@Ctx() ctx: RequestContext, @Arg('key', () => String) key: string): Promise<SqlLabPermalink> {
    return getSqlLabPermalink(ctx, this.permalinks, key);
  }
}
