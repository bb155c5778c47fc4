import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { RelatedList, RelatedListArgs, relatedPage } from '../../platform/related-args';
import type { AnnotationLayerService } from './annotation-layer.service';
import type { AnnotationService } from './annotation.service';
import {
  Annotation,
  AnnotationInput,
  AnnotationLayer,
  AnnotationLayerInput,
  AnnotationLayerList,
  AnnotationLayerListArgs,
  AnnotationLayerRelatedColumn,
  AnnotationList,
  AnnotationListArgs,
  DeleteAnnotationsPayload,
} from './annotation.types';

@Resolver(() => AnnotationLayer)
export class AnnotationLayerResolver {
  constructor(private readonly layers: AnnotationLayerService) {}

  @Query(() => AnnotationLayerList, { description: 'Native annotation layers (can_read on Annotation).' })
  annotationLayers(@Ctx() ctx: RequestContext, @Args(() => AnnotationLayerListArgs) args: AnnotationLayerListArgs): Promise<AnnotationLayerList> {
    return this.layers.list(ctx, args);
  }

  @Query(() => AnnotationLayer, { nullable: true })
  annotationLayer(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<AnnotationLayer | null> {
    return this.layers.get(ctx, id);
  }

  @Query(() => RelatedList, { description: 'Users to filter annotation layers by creator or last editor.' })
  async annotationLayerRelated(
    @Ctx() ctx: RequestContext,
    @Arg('column', () => AnnotationLayerRelatedColumn) _column: AnnotationLayerRelatedColumn,
    @Args(() => RelatedListArgs) args: RelatedListArgs,
  ): Promise<RelatedList> {
    return relatedPage(await this.layers.relatedUsers(ctx, args));
  }

  @Mutation(() => AnnotationLayer)
  createAnnotationLayer(@Ctx() ctx: RequestContext, @Arg('input', () => AnnotationLayerInput) input: AnnotationLayerInput): Promise<AnnotationLayer> {
    return this.layers.create(ctx, input);
  }

  @Mutation(() => AnnotationLayer, { description: 'A partial update: omitted fields stay as they are.' })
  updateAnnotationLayer(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input', () => AnnotationLayerInput) input: AnnotationLayerInput): Promise<AnnotationLayer> {
    return this.layers.update(ctx, id, input);
  }

  @Mutation(() => Int, { description: 'The id of the deleted layer; refused while it has annotations.' })
  deleteAnnotationLayer(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<number> {
    return this.layers.delete(ctx, id);
  }

  @Mutation(() => DeleteAnnotationsPayload, { description: 'All or nothing; refused while any of them has annotations.' })
  async deleteAnnotationLayers(@Ctx() ctx: RequestContext, @Arg('ids', () => [Int]) ids: number[]): Promise<DeleteAnnotationsPayload> {
    return { count: await this.layers.deleteMany(ctx, ids) };
  }
}

@Resolver(() => Annotation)
export class AnnotationResolver {
  constructor(private readonly service: AnnotationService) {}

  @Query(() => AnnotationList, { description: "A layer's annotations (can_read on Annotation)." })
  annotations(@Ctx() ctx: RequestContext, @Arg('layerId', () => Int) layerId: number, @Args(() => AnnotationListArgs) args: AnnotationListArgs): Promise<AnnotationList> {
    return this.service.list(ctx, layerId, args);
  }

  @Query(() => Annotation, { nullable: true })
  annotation(@Ctx() ctx: RequestContext, @Arg('layerId', () => Int) layerId: number, @Arg('id', () => Int) id: number): Promise<Annotation | null> {
    return this.service.get(ctx, layerId, id);
  }

  @Mutation(() => Annotation)
  createAnnotation(@Ctx() ctx: RequestContext, @Arg('layerId', () => Int) layerId: number, @Arg('input', () => AnnotationInput) input: AnnotationInput): Promise<Annotation> {
    return this.service.create(ctx, layerId, input);
  }

  @Mutation(() => Annotation, { description: 'A partial update: omitted fields stay as they are.' })
  updateAnnotation(
    @Ctx() ctx: RequestContext,
    @Arg('layerId', () => Int) layerId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AnnotationInput) input: AnnotationInput,
  ): Promise<Annotation> {
    return this.service.update(ctx, layerId, id, input);
  }

  @Mutation(() => Int, { description: 'The id of the deleted annotation.' })
  deleteAnnotation(@Ctx() ctx: RequestContext, @Arg('layerId', () => Int) layerId: number, @Arg('id', () => Int) id: number): Promise<number> {
    return this.service.delete(ctx, layerId, id);
  }

  @Mutation(() => DeleteAnnotationsPayload, { description: 'All or nothing: every id must be an annotation of the layer.' })
  async deleteAnnotations(@Ctx() ctx: RequestContext, @Arg('layerId', () => Int) layerId: number, @Arg('ids', () => [Int]) ids: number[]): Promise<DeleteAnnotationsPayload> {
    return { count: await this.service.deleteMany(ctx, layerId, ids) };
  }
}
