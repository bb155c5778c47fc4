/**
 * The arguments of every `related/<column>` picker (FAB's related endpoints): a text filter, paging, and
 * ids to append whatever the filter says (include_ids). One ArgsType so every picker takes them alike.
 */
import { ArgsType, Field, Int } from 'type-graphql';

/** The arguments of every `distinct/<column>` list: a text filter and paging. */
@ArgsType()
export class DistinctListArgs {
  @Field(() => String, { nullable: true }) filter: string | null;
  @Field(() => Int, { defaultValue: 0 }) page: number;
  @Field(() => Int, { defaultValue: 20 }) pageSize: number;
}

@ArgsType()
export class RelatedListArgs extends DistinctListArgs {
  @Field(() => [Int], { nullable: true }) includeIds: number[] | null;
}
