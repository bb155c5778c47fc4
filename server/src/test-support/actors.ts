/**
 * Seeded users as the server acts for them: each one's Actor loaded the way sign-in loads it (roles,
 * permissions and data access resolved), for service tests that call as a given user.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../platform/actor';
import { AuthService, TokenService, type User } from '../modules/security';

export async function loadActors<K extends string>(dataSource: DataSource, users: Record<K, User>): Promise<Record<K, Actor>> {
  const auth = new AuthService(dataSource, new TokenService({ secretKey: 'test', accessTokenTtlSec: 60, refreshTokenTtlSec: 60, sessionTtlSec: 60 }), { secureCookies: false });
  const actors = {} as Record<K, Actor>;
  for (const key of Object.keys(users) as K[]) actors[key] = (await auth.loadActor(users[key].id))!;
  return actors;
}
