import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListArgsType, ListFilterType, PaginatedList } from '../../platform/list-types';
import { UserSummary } from '../security';

/** Search columns of TagRestApi (REST ref §6.9): every list column, and `type` with custom_tag. */
export enum TagFilterField {
  ID = 'ID',
  NAME = 'NAME',
  TYPE = 'TYPE',
  DESCRIPTION = 'DESCRIPTION',
  CREATED_BY = 'CREATED_BY',
  CHANGED_BY = 'CHANGED_BY',
}
registerEnumType(TagFilterField, { name: 'TagFilterField' });

export enum TagOrderField {
  ID = 'ID',
  NAME = 'NAME',
  TYPE = 'TYPE',
  DESCRIPTION = 'DESCRIPTION',
  CHANGED_ON = 'CHANGED_ON',
  CREATED_ON = 'CREATED_ON',
}
registerEnumType(TagOrderField, { name: 'TagOrderField' });

/** What a tag is attached to; `QUERY` is a saved query (Superset's ObjectType names, upper-cased). */
export enum TaggableType {
  QUERY = 'QUERY',
  CHART = 'CHART',
  DASHBOARD = 'DASHBOARD',
  DATASET = 'DATASET',
}
registerEnumType(TaggableType, { name: 'TaggableType', description: 'What a tag is attached to: a saved query, a chart, a dashboard or a dataset.' });

@ObjectType('Tag', { description: 'A tag: custom (user-created) or implicit (type:, owner:, favorited_by:).' })
export class TagView {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'custom, type, owner or favorited_by' }) type: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => Date) createdOn: Date;
  @Field(() => Date) changedOn: Date;
  @Field(() => UserSummary, { nullable: true }) createdBy: UserSummary | null;
  @Field(() => UserSummary, { nullable: true }) changedBy: UserSummary | null;
}

@ObjectType()
export class TagList extends PaginatedList(TagView) {}

@InputType()
export class TagFilter extends ListFilterType<TagFilterField>(TagFilterField) {}

@ArgsType()
export class TagListArgs extends ListArgsType<TagFilter, TagOrderField>(TagFilter, TagOrderField) {}

@InputType({ description: 'One object to tag.' })
export class TaggableRefInput {
  @Field(() => TaggableType) objectType: TaggableType;
  @Field(() => Int) objectId: number;
}

@ObjectType('TaggableRef', { description: 'One tagged (or skipped) object.' })
export class TaggableRef {
  @Field(() => TaggableType) objectType: TaggableType;
  @Field(() => Int) objectId: number;
}

/** Create and update alike; on update an omitted field stays, given objectsToTag replaces the tag's objects. */
@InputType()
export class TagInput {
  @Field(() => String, { nullable: true, description: 'Required to create; 1 to 250 characters.' }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [TaggableRefInput], { nullable: true }) objectsToTag?: TaggableRefInput[] | null;
}

@InputType({ description: 'One tag of a bulk tagging: created when no tag has the name.' })
export class BulkTagInput {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [TaggableRefInput], { nullable: true }) objectsToTag?: TaggableRefInput[] | null;
}

@ObjectType({ description: 'What a bulk tagging did: objects tagged, and objects skipped because the actor may not edit them.' })
export class BulkTagPayload {
  @Field(() => [TaggableRef]) objectsTagged: TaggableRef[];
  @Field(() => [TaggableRef]) objectsSkipped: TaggableRef[];
}

@ObjectType()
export class DeleteTagsPayload {
  @Field(() => Int) count: number;
}

/** A tag as an object carrying it shows it. */
@ObjectType()
export class TagSummary {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'custom, type, owner or favorited_by' }) type: string;
}

@ObjectType({ description: 'An object carrying a tag, as the tag page lists it.' })
export class TaggedObjectView {
  @Field(() => Int) id: number;
  @Field(() => TaggableType) type: TaggableType;
  @Field(() => String) name: string;
  @Field(() => String) url: string;
  @Field(() => Date, { nullable: true }) changedOn: Date | null;
  @Field(() => UserSummary, { nullable: true }) createdBy: UserSummary | null;
  @Field(() => [UserSummary]) owners: UserSummary[];
  @Field(() => [TagSummary]) tags: TagSummary[];
}

/** Users to filter the list by creator or last editor (related/created_by, related/changed_by). */
export enum TagRelatedColumn {
  CREATED_BY = 'created_by',
  CHANGED_BY = 'changed_by',
}
registerEnumType(TagRelatedColumn, { name: 'TagRelatedColumn' });
