import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { Actor } from '../../platform/actor';

@ObjectType()
export class UserSummary {
  @Field(() => Int) id: number;
  @Field(() => String) username: string;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
}

@ObjectType()
export class PermissionPair {
  @Field(() => String) permission: string;
  @Field(() => String) viewMenu: string;
}

@ObjectType()
export class RoleGrant {
  @Field(() => String) name: string;
  @Field(() => [PermissionPair]) permissions: PermissionPair[];
}

@ObjectType({ description: 'Object-level data access the user holds, e.g. datasource_access -> [examples].[birth_names](id:1).' })
export class DataAccessGrant {
  @Field(() => String) permission: string;
  @Field(() => [String]) views: string[];
}

@ObjectType()
export class Me {
  @Field(() => Int) id: number;
  @Field(() => String) username: string;
  @Field(() => String) email: string;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => Boolean) active: boolean;
  @Field(() => Boolean) isAdmin: boolean;
  @Field(() => Int) loginCount: number;
  @Field(() => Date, { nullable: true }) createdOn: Date | null;
  @Field(() => Date, { nullable: true }) lastLogin: Date | null;
  @Field(() => [RoleGrant]) roles: RoleGrant[];
  @Field(() => [DataAccessGrant]) dataAccess: DataAccessGrant[];
}

@InputType()
export class LoginInput {
  @Field(() => String) username: string;
  @Field(() => String) password: string;
  @Field(() => String, { defaultValue: 'db' }) provider: string;
  @Field(() => Boolean, { defaultValue: false }) refresh: boolean;
}

@ObjectType()
export class LoginPayload {
  @Field(() => Me) me: Me;
  @Field(() => String) accessToken: string;
  @Field(() => String, { nullable: true }) refreshToken: string | null;
  @Field(() => String) csrfToken: string;
}

@ObjectType()
export class RefreshPayload {
  @Field(() => String) accessToken: string;
}

/** The one mapping from an Actor to its GraphQL shape. */
export function toMe(actor: Actor): Me {
  const u = actor.user;
  return Object.assign(new Me(), {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    active: u.active,
    isAdmin: actor.isAdmin,
    loginCount: u.loginCount,
    createdOn: u.createdOn,
    lastLogin: u.lastLogin,
    roles: actor.roles.map((r) => ({ name: r.name, permissions: r.permissions.map(([permission, viewMenu]) => ({ permission, viewMenu })) })),
    dataAccess: [...actor.dataAccess.entries()].map(([permission, views]) => ({ permission, views })),
  });
}
