import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { RelatedList, RelatedListArgs, relatedPage } from '../../platform/related-args';
import type { TagService } from './tag.service';
import { BulkTagInput, BulkTagPayload, DeleteTagsPayload, TaggableType, TaggedObjectView, TagInput, TagList, TagListArgs, TagView } from './tag.types';

@Resolver(() => TagView)
export class TagResolver {
  constructor(private readonly service: TagService) {}

  @Query(() => TagList, { description: 'Tags (can_read on Tag).' })
  tags(@Ctx() ctx: RequestContext, @Args(() => TagListArgs) args: TagListArgs): Promise<TagList> {
    return this.service.list(ctx, args);
  }

  @Query(() => TagView, { nullable: true })
  tag(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<TagView | null> {
    return this.service.get(ctx, id);
  }

  @Query(() => RelatedList, { description: 'Users to filter tags by creator or last editor (related/created_by, related/changed_by).' })
  async tagRelatedUsers(@Ctx() ctx: RequestContext, @Args(() => RelatedListArgs) args: RelatedListArgs): Promise<RelatedList> {
    return relatedPage(await this.service.relatedUsers(ctx, args));
  }

  @Query(() => [TaggedObjectView], { description: 'The objects the actor sees carrying any of the tags (by id, else by name; neither: any tag), by kind and name.' })
  taggedObjects(
    @Ctx() ctx: RequestContext,
    @Arg('tagIds', () => [Int], { nullable: true }) tagIds: number[] | null,
    @Arg('tagNames', () => [String], { nullable: true }) tagNames: string[] | null,
    @Arg('types', () => [TaggableType], { nullable: true }) types: TaggableType[] | null,
  ): Promise<TaggedObjectView[]> {
    return this.service.taggedObjects(ctx, { tagIds, tagNames, types });
  }

  @Mutation(() => TagView, { description: 'A new custom tag, on objects the actor may tag.' })
  createTag(@Ctx() ctx: RequestContext, @Arg('input', () => TagInput) input: TagInput): Promise<TagView> {
    return this.service.create(ctx, input);
  }

  @Mutation(() => TagView, { description: 'A partial update of a custom tag; given objectsToTag become its objects.' })
  updateTag(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => TagInput) input: TagInput): Promise<TagView> {
    return this.service.update(ctx, id, input);
  }

  @Mutation(() => DeleteTagsPayload, { description: 'Deletes tags by id or by name; all or nothing.' })
  async deleteTags(
    @Ctx() ctx: RequestContext,
    @Arg('ids', () => [Int], { nullable: true }) ids: number[] | null,
    @Arg('names', () => [String], { nullable: true }) names: string[] | null,
  ): Promise<DeleteTagsPayload> {
    return { count: await this.service.deleteMany(ctx, { ids, names }) };
  }

  @Mutation(() => [TagView], { description: 'Tags one object with custom tags by name (created when missing).' })
  tagObject(
    @Ctx() ctx: RequestContext,
    @Arg('objectType', () => TaggableType) objectType: TaggableType,
    @Arg('objectId', () => Int) objectId: number,
    @Arg('tags', () => [String]) tags: string[],
  ): Promise<TagView[]> {
    return this.service.tagObject(ctx, objectType, objectId, tags);
  }

  @Mutation(() => Boolean, { description: 'Removes one tag, by name, from one object.' })
  untagObject(
    @Ctx() ctx: RequestContext,
    @Arg('objectType', () => TaggableType) objectType: TaggableType,
    @Arg('objectId', () => Int) objectId: number,
    @Arg('tag', () => String) tag: string,
  ): Promise<boolean> {
    return this.service.untagObject(ctx, objectType, objectId, tag);
  }

  @Mutation(() => BulkTagPayload, { description: 'Tags many objects with many tags; objects the actor may not edit are skipped and reported.' })
  bulkTag(@Ctx() ctx: RequestContext, @Arg('tags', () => [BulkTagInput]) tags: BulkTagInput[]): Promise<BulkTagPayload> {
    return this.service.bulkCreate(ctx, tags);
  }
}
