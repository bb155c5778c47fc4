/**
 * The arguments of every `related/<column>` picker (FAB's related endpoints): a text filter, paging, and
 * ids to append whatever the filter says (include_ids); and the page of options they answer. One ArgsType
 * and one result type so every picker takes and answers them alike.
 */
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PaginatedList } from './list-types';
import { GraphQLJSON } from './scalars';

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

@ObjectType({ description: 'One option of a related-field picker (owners, database, creator): value is the id.' })
export class RelatedOption {
  @Field(() => Int) value: number;
  @Field(() => String) text: string;
  @Field(() => GraphQLJSON) extra: Record<string, unknown>;
}

@ObjectType({ description: 'A page of related-field options (FAB related/{column}).' })
export class RelatedList extends PaginatedList(RelatedOption) {}

/** Options without FAB's related `extra` (audit users, roles, databases) as a RelatedList: `extra` is {}. */
export const relatedPage = (page: { count: number; items: readonly { value: number; text: string }[] }): RelatedList => ({
  count: page.count,
  items: page.items.map((option) => ({ ...option, extra: {} })),
});
