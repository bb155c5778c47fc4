import { buildActor, type PermissionRow } from '../security';
import type { ActorUser } from '../../platform/actor';
import { datasetAbilities, editRefusal, MANAGED_EXTERNALLY_MESSAGE } from './dataset.policy';

const user = (id: number): ActorUser => ({ id, username: `u${id}`, firstName: 'U', lastName: String(id), email: '', active: true, loginCount: 0, createdOn: null, lastLogin: null });
const actor = (id: number, role: string, pairs: [string, string][]) =>
  buildActor(user(id), pairs.length ? pairs.map(([permission, viewMenu]): PermissionRow => ({ role, permission, viewMenu })) : [{ role, permission: null, viewMenu: null }]);

const admin = actor(1, 'Admin', []);
const writer = actor(2, 'Alpha', [['can_write', 'Dataset'], ['can_duplicate', 'Dataset'], ['can_export', 'Dataset']]);
const reader = actor(3, 'Gamma', [['can_read', 'Dataset']]);
const target = (ownerIds: number[], isManagedExternally = false, isVirtual = false) => ({ ownerIds, isManagedExternally, isVirtual });

describe('dataset policy', () => {
  it.each([
    ['an owner with can_write may edit', writer, target([2]), null],
    ['a non-owner with can_write may not', writer, target([9]), 'ownership'],
    ['an admin owns everything', admin, target([9]), null],
    ['without can_write nobody may', reader, target([3]), 'permission'],
    ['an externally managed dataset refuses even its owner', writer, target([2], true), 'managed-externally'],
    ['and even an admin', admin, target([], true), 'managed-externally'],
  ])('%s', (_title, who, t, expected) => {
    expect(editRefusal(who, t)).toBe(expected);
  });

  it('exposes abilities, with the reason editing is blocked', () => {
    expect(datasetAbilities(writer, target([2], true, true))).toEqual({
      canEdit: false,
      canDelete: true,
      canDuplicate: true,
      canExport: true,
      editBlockedReason: MANAGED_EXTERNALLY_MESSAGE,
    });
    expect(datasetAbilities(reader, target([3], false, true))).toMatchObject({ canEdit: false, canDelete: false, canDuplicate: false });
    expect(datasetAbilities(writer, target([2]))).toMatchObject({ canDuplicate: false });
  });
});
