/**
 * Who is acting: the shape every service receives through the RequestContext. The security module builds
 * Actors (modules/security/actor.ts: roles, permission pairs, data access); everything else only reads them.
 */

export interface ActorUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  loginCount: number;
  createdOn: Date | null;
  lastLogin: Date | null;
}

export interface ActorRole {
  name: string;
  permissions: [permission: string, viewMenu: string][];
}

export interface Actor {
  user: ActorUser;
  roles: ActorRole[];
  isAdmin: boolean;
  /** Object-level data access: permission name -> view-menu names. */
  dataAccess: Map<string, string[]>;
  can(permission: string, viewMenu: string): boolean;
  /** Permission names held on one view-menu (what `_info` reports). */
  permissionsOn(viewMenu: string): string[];
}
