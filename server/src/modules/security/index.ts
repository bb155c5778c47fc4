/** Users, roles, permissions and authentication: what other modules may use, and the module's declaration. */
import type { TesseraModule } from '../../platform/module';
import { AuthService } from './auth.service';
import { Group } from './group.entity';
import { Permission, PermissionView, ViewMenu } from './permission.entity';
import { Role } from './role.entity';
import { SecurityResolver } from './security.resolver';
import { TokenService } from './tokens';
import { User } from './user.entity';

export { buildActor, canAccessDatasource, type DatasourceAccessTarget, type PermissionRow, requireDatasourceAccess, seesAllData } from './actor';
export { AuditedEntity } from './audited-entity';
export { assertCsrf, AuthService, hashPassword, SESSION_COOKIE } from './auth.service';
export { dropViewMenu, ensurePermissionView, renameViewMenu, renameViewMenuPrefix } from './permission-views';
export { Permission, PermissionView, ViewMenu } from './permission.entity';
export { databaseAccessView, datasourceAccessView, type PermissionPair, schemaAccessView } from './role-permissions';
export { Role } from './role.entity';
export { existingRoleIds, relatedRoles, roleJoin } from './roles';
export { ensureAdminUser, syncSecurity } from './security-sync';
export { UserSummary } from './security.types';
export { TokenService } from './tokens';
export { User } from './user.entity';
export { existingUserIds, joinedUser, joinedUserColumns, type JoinedUserNames, relatedOwners, type RelatedUser, relatedUsers, type RelatedUsersArgs, toUserSummary, userJoin, userNameSql, userEntitySummary, userSummaries, type UserRow, type UserSummaryRow } from './users';

export const securityModule: TesseraModule = {
  name: 'security',
  entities: [User, Role, Group, Permission, ViewMenu, PermissionView],
  resolvers: [SecurityResolver],
  register(services) {
    const { dataSource, config } = services.platform;
    const tokens = services.provide(TokenService, new TokenService(config));
    const auth = services.provide(AuthService, new AuthService(dataSource, tokens, { secureCookies: config.production }));
    services.provide(SecurityResolver, new SecurityResolver(auth));
  },
};
