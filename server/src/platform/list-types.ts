/**
 * The GraphQL shapes every list shares, as class factories a resource extends once: its page type
 * (`count` + `items`), its filter input (field + operator + value) and its list arguments. Vendure's
 * PaginatedList is the model; the SQL side is list-query.ts.
 */
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import type { GraphQLScalarType } from 'graphql';
import { LIST_FILTER_OPS, SortDirection, type ListFilterOp } from './list-query';
import { GraphQLJSON } from './scalars';

/** A page: how many match before paging (`count`) and this page's `items`. */
export function PaginatedList<T>(itemType: GraphQLScalarType | StringConstructor | (abstract new (...args: never[]) => T), description?: string) {
  @ObjectType()
  abstract class PaginatedListType {
    @Field(() => Int, { description }) count: number;
    @Field(() => [itemType]) items: T[];
  }
  return PaginatedListType;
}

/** A list filter input over a resource's filter-field enum. */
export function ListFilterType<Field extends string>(
  fieldEnum: object,
  valueDescription = 'A scalar, or a list for IN / NOT_IN (a list with any other operator applies the filter once per element, AND-ed).',
) {
  @InputType()
  abstract class ListFilterInputType {
    @Field(() => fieldEnum) field: Field;
    @Field(() => LIST_FILTER_OPS) op: ListFilterOp;
    @Field(() => GraphQLJSON, { nullable: true, description: valueDescription }) value: unknown;
  }
  return ListFilterInputType;
}

/**
 * A list's arguments: filters, an order field of the resource's enum, the direction and a page.
 * `allPages` describes a page size that may be null for every row (the database list).
 */
export function ListArgsType<Filter, Order extends string>(filterType: abstract new (...args: never[]) => Filter, orderEnum: object, options: { allPages?: string } = {}) {
  @ArgsType()
  abstract class ListArgsClass {
    @Field(() => [filterType], { nullable: true }) filters: Filter[] | null;
    @Field(() => orderEnum, { nullable: true }) orderBy: Order | null;
    @Field(() => SortDirection, { nullable: true }) orderDirection: SortDirection | null;
    @Field(() => Int, { defaultValue: 0 }) page: number;
    @Field(() => Int, options.allPages ? { nullable: true, defaultValue: 25, description: options.allPages } : { defaultValue: 25 }) pageSize: number;
  }
  return ListArgsClass;
}
