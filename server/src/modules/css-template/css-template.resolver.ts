import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { RelatedList, RelatedListArgs, relatedPage } from '../../platform/related-args';
import type { CssTemplateService } from './css-template.service';
import { CssTemplate, CssTemplateInput, CssTemplateList, CssTemplateListArgs, CssTemplateRelatedColumn, DeleteCssTemplatesPayload } from './css-template.types';

@Resolver(() => CssTemplate)
export class CssTemplateResolver {
  constructor(private readonly service: CssTemplateService) {}

  @Query(() => CssTemplateList, { description: 'CSS templates (can_read on CssTemplate).' })
  cssTemplates(@Ctx() ctx: RequestContext, @Args(() => CssTemplateListArgs) args: CssTemplateListArgs): Promise<CssTemplateList> {
    return this.service.list(ctx, args);
  }

  @Query(() => CssTemplate, { nullable: true })
  cssTemplate(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<CssTemplate | null> {
    return this.service.get(ctx, id);
  }

  @Query(() => RelatedList, { description: 'Users to filter CSS templates by creator or last editor.' })
  async cssTemplateRelated(
    @Ctx() ctx: RequestContext,
    @Arg('column', () => CssTemplateRelatedColumn) _column: CssTemplateRelatedColumn,
    @Args(() => RelatedListArgs) args: RelatedListArgs,
  ): Promise<RelatedList> {
    return relatedPage(await this.service.relatedUsers(ctx, args));
  }

  @Mutation(() => CssTemplate)
  createCssTemplate(@Ctx() ctx: RequestContext, @Arg('input', () => CssTemplateInput) input: CssTemplateInput): Promise<CssTemplate> {
    return this.service.create(ctx, input);
  }

  @Mutation(() => CssTemplate, { description: 'A partial update: omitted fields stay as they are.' })
  updateCssTemplate(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => CssTemplateInput) input: CssTemplateInput): Promise<CssTemplate> {
    return this.service.update(ctx, id, input);
  }

  @Mutation(() => Int, { description: 'The id of the deleted CSS template.' })
  deleteCssTemplate(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<number> {
    return this.service.delete(ctx, id);
  }

  @Mutation(() => DeleteCssTemplatesPayload, { description: 'All or nothing.' })
  async deleteCssTemplates(@Ctx() ctx: RequestContext, @Arg('ids', () => [Int]) ids: number[]): Promise<DeleteCssTemplatesPayload> {
    return { count: await this.service.deleteMany(ctx, ids) };
  }
}
