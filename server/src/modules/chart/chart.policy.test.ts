import { buildActor, type PermissionRow } from '../security';
import type { ActorUser } from '../../platform/actor';
import { canAddToDashboard, chartAbilities, chartDeleteRefusal, chartEditRefusal, CHART_MANAGED_EXTERNALLY_MESSAGE } from './chart.policy';

const user = (id: number): ActorUser => ({ id, username: `u${id}`, firstName: 'U', lastName: String(id), email: '', active: true, loginCount: 0, createdOn: null, lastLogin: null });
const actor = (id: number, role: string, pairs: [string, string][]) =>
  buildActor(user(id), pairs.length ? pairs.map(([permission, viewMenu]): PermissionRow => ({ role, permission, viewMenu })) : [{ role, permission: null, viewMenu: null }]);

const admin = actor(1, 'Admin', []);
const gamma = actor(2, 'Gamma', [['can_read', 'Chart'], ['can_write', 'Chart'], ['can_export', 'Chart'], ['can_write', 'Dashboard'], ['can_share_chart', 'Superset']]);
const reader = actor(3, 'Viewer', [['can_read', 'Chart']]);
const target = (ownerIds: number[], isManagedExternally = false) => ({ ownerIds, isManagedExternally });

describe('chart policy: edit and overwrite', () => {
  it.each([
    ['an owner with can_write may edit', gamma, target([2]), false, null],
    ['a co-owner may edit', gamma, target([7, 2]), false, null],
    ['a non-owner with can_write may not', gamma, target([9]), false, 'ownership'],
    ['a chart without owners is the admins’ alone', gamma, target([]), false, 'ownership'],
    ['an admin owns everything', admin, target([9]), false, null],
    ['without can_write nobody may, owner or not', reader, target([3]), false, 'permission'],
    ['an externally managed chart refuses its owner', gamma, target([2], true), false, 'managed-externally'],
    ['and an admin', admin, target([], true), false, 'managed-externally'],
    ['a query-context refresh skips ownership (report workers)', gamma, target([9]), true, null],
    ['and the externally managed flag', gamma, target([9], true), true, null],
    ['but not can_write', reader, target([9]), true, 'permission'],
  ])('%s', (_title, who, t, queryContextOnly, expected) => {
    expect(chartEditRefusal(who, t, queryContextOnly)).toBe(expected);
  });
});

describe('chart policy: delete', () => {
  it.each([
    ['an owner may delete', gamma, target([2]), null],
    ['a non-owner may not', gamma, target([9]), 'ownership'],
    ['an externally managed chart may still be deleted by its owner', gamma, target([2], true), null],
    ['an admin may delete anything', admin, target([9]), null],
    ['without can_write nobody may', reader, target([3]), 'permission'],
  ])('%s', (_title, who, t, expected) => {
    expect(chartDeleteRefusal(who, t)).toBe(expected);
  });
});

describe('chart policy: dashboards', () => {
  it.each([
    ['an owner of the dashboard with can_write on Dashboard', gamma, [2], true],
    ['not a non-owner', gamma, [5], false],
    ['an admin, always', admin, [], true],
    ['not an owner lacking can_write on Dashboard', reader, [3], false],
  ])('%s', (_title, who, owners, expected) => {
    expect(canAddToDashboard(who, owners)).toBe(expected);
  });
});

describe('chart abilities', () => {
  it('tells the client what it may do, and why editing is blocked', () => {
    expect(chartAbilities(gamma, target([2], true))).toEqual({
      canEdit: false,
      canOverwrite: false,
      canDelete: true,
      canExport: true,
      canSaveAs: true,
      canShare: true,
      canDownload: false,
      editBlockedReason: CHART_MANAGED_EXTERNALLY_MESSAGE,
    });
    expect(chartAbilities(gamma, target([9]))).toMatchObject({ canEdit: false, canOverwrite: false, canDelete: false, canSaveAs: true, editBlockedReason: null });
    expect(chartAbilities(reader, target([3]))).toMatchObject({ canEdit: false, canSaveAs: false, canExport: false, canShare: false });
    expect(chartAbilities(admin, target([]))).toMatchObject({ canEdit: true, canDelete: true, canDownload: true });
  });
});
