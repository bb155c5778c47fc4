import type { ActorUser } from '../../platform/actor';
import { buildActor, type PermissionRow } from '../security';
import {
  canCopyDashboard,
  DASHBOARD_MANAGED_EXTERNALLY,
  dashboardAbilities,
  dashboardDeleteRefusal,
  dashboardEditRefusal,
  roleGrantsDashboard,
  type DashboardPolicyTarget,
} from './dashboard.policy';

const user = (id: number): ActorUser => ({ id, username: `u${id}`, firstName: 'U', lastName: String(id), email: '', active: true, loginCount: 0, createdOn: null, lastLogin: null });
const actor = (id: number, roles: Record<string, [string, string][]>) =>
  buildActor(
    user(id),
    Object.entries(roles).flatMap(([role, pairs]) => (pairs.length ? pairs.map(([permission, viewMenu]): PermissionRow => ({ role, permission, viewMenu })) : [{ role, permission: null, viewMenu: null }])),
  );

const admin = actor(1, { Admin: [] });
const gamma = actor(2, { Gamma: [['can_read', 'Dashboard'], ['can_write', 'Dashboard'], ['can_export', 'Dashboard'], ['can_share_dashboard', 'Superset']], Sales: [] });
const reader = actor(3, { Viewer: [['can_read', 'Dashboard']] });
const target = (ownerIds: number[], extra: Partial<DashboardPolicyTarget> = {}): DashboardPolicyTarget => ({ ownerIds, roleNames: [], published: true, isManagedExternally: false, ...extra });

describe('dashboard policy: edit', () => {
  it.each([
    ['an owner with can_write may edit', gamma, target([2]), null],
    ['a co-owner may edit', gamma, target([7, 2]), null],
    ['a non-owner may not, even on a published dashboard', gamma, target([9]), 'ownership'],
    ['an admin owns everything', admin, target([]), null],
    ['without can_write nobody may', reader, target([3]), 'permission'],
    ['an externally managed dashboard refuses its owner', gamma, target([2], { isManagedExternally: true }), 'managed-externally'],
  ])('%s', (_title, who, t, expected) => {
    expect(dashboardEditRefusal(who, t)).toBe(expected);
  });
});

describe('dashboard policy: delete', () => {
  it.each([
    ['an owner may delete', gamma, target([2]), null],
    ['even when externally managed', gamma, target([2], { isManagedExternally: true }), null],
    ['a non-owner may not', gamma, target([9]), 'ownership'],
    ['without can_write nobody may', reader, target([3]), 'permission'],
  ])('%s', (_title, who, t, expected) => {
    expect(dashboardDeleteRefusal(who, t)).toBe(expected);
  });
});

describe('dashboard policy: copy', () => {
  it('lets anyone with can_write copy, and only owners under DASHBOARD_RBAC', () => {
    expect(canCopyDashboard(gamma, target([9]), { rbac: false })).toBe(true);
    expect(canCopyDashboard(gamma, target([9]), { rbac: true })).toBe(false);
    expect(canCopyDashboard(gamma, target([2]), { rbac: true })).toBe(true);
    expect(canCopyDashboard(reader, target([3]), { rbac: false })).toBe(false);
  });
});

describe('dashboard policy: the DASHBOARD_RBAC role grant', () => {
  it.each([
    ['a shared role on a published dashboard grants', target([], { roleNames: ['Sales'] }), true, true],
    ['not without the feature', target([], { roleNames: ['Sales'] }), false, false],
    ['not on a draft', target([], { roleNames: ['Sales'], published: false }), true, false],
    ['not for other roles', target([], { roleNames: ['Finance'] }), true, false],
    ['not when the dashboard has no roles', target([]), true, false],
  ])('%s', (_title, t, rbac, expected) => {
    expect(roleGrantsDashboard(gamma, t, { rbac })).toBe(expected);
  });
});

describe('dashboard abilities', () => {
  it('derives every ability from the rules and the permissions', () => {
    expect(dashboardAbilities(gamma, target([2]), { rbac: false })).toEqual({
      canEdit: true,
      canSave: true,
      canDelete: true,
      canExport: true,
      canShare: true,
      canCopy: true,
      canPublish: true,
      canDownload: false,
      canExplore: false,
      canDrill: false,
      canViewQuery: false,
      canViewChartAsTable: false,
      editBlockedReason: null,
    });
    expect(dashboardAbilities(gamma, target([2], { isManagedExternally: true }), { rbac: false })).toMatchObject({ canEdit: false, canPublish: false, canDelete: true, editBlockedReason: DASHBOARD_MANAGED_EXTERNALLY });
    expect(dashboardAbilities(reader, target([3]), { rbac: false })).toMatchObject({ canEdit: false, canDelete: false, canCopy: false, canExport: false });
  });
});
