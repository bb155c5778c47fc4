import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { DistinctListArgs, RelatedListArgs } from '../../platform/related-args';

import { SqlLabDistinctList, SqlLabRelatedList, SqlTableRef, sqlTablesOf } from '../saved-query';
import { SqlLabQuery } from './query.types';
import type { QueryListService } from './query-list.service';
import { QueryListArgs, SqlLabQueryList } from './query-list.types';

@Resolver(() => SqlLabQuery)
export class QueryListResolver {
  constructor(private readonly history: QueryListService) {}

  @Query(() => SqlLabQueryList, { description: 'SQL Lab runs: the caller’s own, or everyone’s with all_query_access (newest change first).' })
  queries(
    @Ctx() ctx: RequestContext,
    @Args(() => QueryListArgs) args: QueryListArgs,
  ): Promise<SqlLabQueryList> {
    return this.history.list(ctx, args);
  }

  @Query(() => SqlLabRelatedList, { description: 'Databases to filter the query history by.' })
  queryRelatedDatabases(
    @Ctx() ctx: RequestContext,
    @Args(() => RelatedListArgs) args: RelatedListArgs,
  ): Promise<SqlLabRelatedList> {
    return this.history.relatedDatabases(ctx, args);
  }

  @Query(() => SqlLabRelatedList, { description: 'Users to filter the query history by.' })
  queryRelatedUsers(
    @Ctx() ctx: RequestContext,
    @Args(() => RelatedListArgs) args: RelatedListArgs,
  ): Promise<SqlLabRelatedList> {
    return this.history.relatedUsers(ctx, args);
  }

  @Query(() => SqlLabDistinctList, { description: 'Distinct statuses of the runs the caller sees.' })
  queryDistinctStatus(
    @Ctx() ctx: RequestContext,
    @Args(() => DistinctListArgs) args: DistinctListArgs,
  ): Promise<SqlLabDistinctList> {
    return this.history.distinctStatus(ctx, args);
  }

  @FieldResolver(() => [SqlTableRef], { description: 'Tables the SQL reads, as parsed from it ([] when it does not parse).' })
  sqlTables(@Root() query: SqlLabQuery): SqlTableRef[] {
    return sqlTablesOf(query.sql);
  }
}
