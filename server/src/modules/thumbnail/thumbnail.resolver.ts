import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { ChartType } from '../chart';
import { DashboardType } from '../dashboard';
import type { ThumbnailKind } from './thumbnail-digest';
import type { ThumbnailService } from './thumbnail.service';
import { ThumbnailKindEnum } from './thumbnail.types';

@ObjectType({ description: 'A thumbnail asked for at a digest: its picture, the current digest when the asked one is stale, or the state of the task taking it.' })
export class Thumbnail {
  @Field(() => String, { nullable: true, description: 'The PNG, base64-encoded, when it is ready.' }) base64: string | null;
  @Field(() => String, { nullable: true, description: 'The current digest, when the asked one is not it (the object changed).' }) movedTo: string | null;
  @Field(() => String, { nullable: true, description: "The picture's task while it is being taken: Pending, In Progress or Failure." }) taskStatus: string | null;
  @Field(() => Date, { nullable: true }) taskUpdatedAt: Date | null;
}

@Resolver()
export class ThumbnailResolver {
  constructor(private readonly thumbnails: ThumbnailService) {}

  @Query(() => Thumbnail, { description: "A chart's or dashboard's thumbnail at a digest (its thumbnailUrl's); asking queues the picture when it is not taken yet." })
  async thumbnail(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => ThumbnailKindEnum) kind: ThumbnailKindEnum,
    @Arg('id', () => Int) id: number,
    @Arg('digest', () => String) digest: string,
  ): Promise<Thumbnail> {
    const answer = await this.thumbnails.picture(ctx, kind as ThumbnailKind, id, digest);
    return {
      base64: answer.kind === 'ready' ? answer.png.toString('base64') : null,
      movedTo: answer.kind === 'moved' ? answer.digest : null,
      taskStatus: answer.kind === 'pending' ? answer.status : null,
      taskUpdatedAt: answer.kind === 'pending' ? answer.updatedAt : null,
    };
  }
}

@Resolver(() => ChartType)
export class ChartThumbnailResolver {
  constructor(private readonly thumbnails: ThumbnailService) {}

  @FieldResolver(() => String, { nullable: true, description: "The chart's card picture for the caller (null when thumbnails are off)." })
  thumbnailUrl(@Ctx() ctx: RequestContext, @Root() chart: ChartType): string | null {
    return this.thumbnails.url(ctx, 'chart', chart);
  }
}

@Resolver(() => DashboardType)
export class DashboardThumbnailResolver {
  constructor(private readonly thumbnails: ThumbnailService) {}

  @FieldResolver(() => String, { nullable: true, description: "The dashboard's card picture for the caller (null when thumbnails are off)." })
  thumbnailUrl(@Ctx() ctx: RequestContext, @Root() dashboard: DashboardType): string | null {
    return this.thumbnails.url(ctx, 'dashboard', dashboard);
  }
}
