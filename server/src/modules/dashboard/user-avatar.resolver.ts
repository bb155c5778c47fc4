import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { UserAvatarService } from './user-avatar.service';
import { UserAvatar } from './user-avatar.types';

@Resolver()
export class UserAvatarResolver {
  constructor(private readonly avatars: UserAvatarService) {}

  @Query(() => UserAvatar, { nullable: true, description: "A user's avatar; null for an unknown user." })
  userAvatar(@Ctx() ctx: RequestContext, @Arg('userId', () => Int) userId: number): Promise<UserAvatar | null> {
    return this.avatars.avatar(ctx, userId);
  }
}
