/**
 * A user's avatar (Superset's UserRestApi.avatar): the picture URL kept in user_attribute when there is one;
 * otherwise, with avatars on (SLACK_ENABLE_AVATARS, as Superset names the switch), the initials the REST
 * gateway draws as a PNG. Any signed-in user may ask about any user; an unknown user is null.
 */
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../platform/context';
import { dbFor, isRowId } from '../../platform/sql';
import { userSummaries, type UserSummary } from '../security';
import type { UserAvatar } from './user-avatar.types';
import { UserAttribute } from './user-attribute.entity';

/** Up to two initials: first and last name, else the username's first letter. */
export function initialsOf(user: Pick<UserSummary, 'firstName' | 'lastName' | 'username'>): string {
  const first = (text: string | null | undefined) => [...(text ?? '').trim()][0] ?? '';
  const initials = `${first(user.firstName)}${first(user.lastName)}` || first(user.username);
  return initials.toUpperCase();
}

export class UserAvatarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly avatarsEnabled: boolean,
  ) {}

  async avatar(ctx: RequestContext, userId: number): Promise<UserAvatar | null> {
    ctx.requireActor();
    if (!isRowId(userId)) return null;
    const user = await userSummaries(ctx, dbFor(ctx, this.dataSource)).load(userId);
    if (!user) return null;
    const attribute = await dbFor(ctx, this.dataSource).getRepository(UserAttribute).findOne({ where: { userId }, order: { id: 'ASC' } });
    return { url: attribute?.avatarUrl || null, initials: this.avatarsEnabled ? initialsOf(user) : null };
  }
}
