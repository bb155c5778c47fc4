import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { RelatedListArgs } from '../../platform/related-args';
import { SortDirection } from '../../platform/list-query';
import { SqlLabDistinctList, SqlLabRelatedList, SqlTableRef, sqlTablesOf } from '../saved-query';
import { SqlLabQuery } from './query.types';
import type { QueryListService } from './query-list.service';
import { QueryFilter, QueryOrderField, SqlLabQueryList } from './query-list.types';

@Resolver(() => SqlLabQuery)
export class QueryListResolver {
  constructor(private readonly history: QueryListService) {}

  @Query(() => SqlLabQueryList, { description: 'SQL Lab runs: the caller’s own, or everyone’s with all_query_access (newest change first).' })
  queries(
    @Ctx() ctx: RequestContext,
    @Arg('filters', () => [QueryFilter], { nullable: true }) filters: QueryFilter[] | null,
    @Arg('orderBy', () => QueryOrderField, { nullable: true }) orderBy: QueryOrderField | null,
    @Arg('orderDirection', () => SortDirection, { nullable: true }) orderDirection: SortDirection | null,
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 25 }) pageSize: number,
  ): Promise<SqlLabQueryList> {
    return this.history.list(ctx, { filters: filters ?? [], orderBy, orderDirection, page, pageSize });
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
    @Arg('filter', () => String, { nullable: true }) filter: string | null,
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize: number,
  ): Promise<SqlLabDistinctList> {
    return this.history.distinctStatus(ctx, { filter, page, pageSize });
  }

  @FieldResolver(() => [SqlTableRef], { description: 'Tables the SQL reads, as parsed from it ([] when it does not parse).' })
  sqlTables(@Root() query: SqlLabQuery): SqlTableRef[] {
    return sqlTablesOf(query.sql);
  }
}
