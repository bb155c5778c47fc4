import { buildActor } from '../security';
import type { ActorUser } from '../../platform/actor';
import { savedQueryAbilities, validateSavedQueryFields } from './saved-query.policy';

const user = (id: number): ActorUser => ({ id, username: `u${id}`, firstName: 'U', lastName: String(id), email: '', active: true, loginCount: 0, createdOn: null, lastLogin: null });
const sqlLab = buildActor(user(1), [
  { role: 'sql_lab', permission: 'can_read', viewMenu: 'SavedQuery' },
  { role: 'sql_lab', permission: 'can_write', viewMenu: 'SavedQuery' },
]);
const admin = buildActor(user(2), [{ role: 'Admin', permission: null, viewMenu: null }]);

describe('savedQueryAbilities', () => {
  it.each([
    ['the owner with write but no export', sqlLab, 1, { canEdit: true, canDelete: true, canExport: false }],
    ['the owner as admin', admin, 2, { canEdit: true, canDelete: true, canExport: true }],
    ['an admin on another user’s query', admin, 1, { canEdit: false, canDelete: false, canExport: false }],
    ['anyone on an unowned query', sqlLab, null, { canEdit: false, canDelete: false, canExport: false }],
  ])('%s', (_label, actor, userId, expected) => {
    expect(savedQueryAbilities(actor, { userId })).toEqual(expected);
  });
});

describe('validateSavedQueryFields', () => {
  it.each([
    [{ label: 'x'.repeat(256), templateParameters: '{"a": 1}', extraJson: '' }, null],
    [{ label: 'x'.repeat(257) }, { label: ['Longer than maximum length 256.'] }],
    [{ templateParameters: '{a' }, { template_parameters: ['Not a valid JSON.'] }],
    [{ extraJson: '[1]' }, { extra_json: ['Not a valid JSON object.'] }],
    [{ schema: null, catalog: null, extraJson: '{"schedule_info": {"output_table": "t"}}' }, null],
  ])('%j -> %j', (input, expected) => {
    expect(validateSavedQueryFields(input)).toEqual(expected);
  });
});
