/**
 * Seeded users as the server acts for them: each one's Actor loaded the way sign-in loads it (roles,
 * permissions and data access resolved), for service tests that call as a given user.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../platform/actor';
import { AuthService, TokenService } from '../modules/security';

const authOf = (dataSource: DataSource) =>
  new AuthService(dataSource, new TokenService({ secretKey: 'test', accessTokenTtlSec: 60, refreshTokenTtlSec: 60, sessionTtlSec: 60 }), { secureCookies: false });

/** One user's Actor (the user must exist). */
export async function loadActor(dataSource: DataSource, user: { id: number }): Promise<Actor> {
  const actor = await authOf(dataSource).loadActor(user.id);
  if (!actor) throw new Error(`No user ${user.id} to act as`);
  return actor;
}

export async function loadActors<K extends string>(dataSource: DataSource, users: Record<K, { id: number }>): Promise<Record<K, Actor>> {
  const auth = authOf(dataSource);
  const actors = {} as Record<K, Actor>;
  for (const key of Object.keys(users) as K[]) {
    const actor = await auth.loadActor(users[key].id);
    if (!actor) throw new Error(`No user ${users[key].id} to act as`);
    actors[key] = actor;
  }
  return actors;
}
