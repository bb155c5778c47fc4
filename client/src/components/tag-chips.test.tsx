import { tagLabel, tagPageUrl } from './tag-chips';
import { bulkTagMessages } from '../features/tags/bulk-tag-modal';

describe('tag chips', () => {
  it('cuts a name longer than 20 characters and adds an ellipsis', () => {
    expect(tagLabel('finance')).toBe('finance');
    expect(tagLabel('x'.repeat(20))).toBe('x'.repeat(20));
    expect(tagLabel('quarterly review of the sales')).toBe('quarterly review of ...');
  });

  it('links to the tag page', () => {
    expect(tagPageUrl(7)).toBe('/all_entities/?id=7');
  });
});

describe('bulk tag toasts', () => {
  it('says how many were tagged, and first how many were skipped when some were', () => {
    expect(bulkTagMessages(3, 0, 'chart')).toEqual(['Tagged 3 charts']);
    expect(bulkTagMessages(1, 2, 'dashboard')).toEqual([
      '2 items could not be tagged because you don\u2019t have edit permissions to all selected objects.',
      'Tagged 1 dashboards',
    ]);
  });
});
