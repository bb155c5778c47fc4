import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { FavoriteService } from './favorite.service';
import { FavoriteObjectType, FavoriteStatus } from './favorite.types';

@Resolver()
export class FavoriteResolver {
  constructor(private readonly favorites: FavoriteService) {}

  @Query(() => [FavoriteStatus], { description: 'Whether the acting user starred each object, in request order.' })
  favoriteStatus(
    @Ctx() ctx: RequestContext,
    @Arg('objectType', () => FavoriteObjectType) objectType: FavoriteObjectType,
    @Arg('ids', () => [Int]) ids: number[],
  ): Promise<FavoriteStatus[]> {
    return this.favorites.status(ctx, objectType, ids);
  }

  @Mutation(() => FavoriteStatus)
  addFavorite(
    @Ctx() ctx: RequestContext,
    @Arg('objectType', () => FavoriteObjectType) objectType: FavoriteObjectType,
    @Arg('id', () => Int) id: number,
  ): Promise<FavoriteStatus> {
    return this.favorites.add(ctx, objectType, id);
  }

  @Mutation(() => FavoriteStatus)
  removeFavorite(
    @Ctx() ctx: RequestContext,
    @Arg('objectType', () => FavoriteObjectType) objectType: FavoriteObjectType,
    @Arg('id', () => Int) id: number,
  ): Promise<FavoriteStatus> {
    return this.favorites.remove(ctx, objectType, id);
  }
}
