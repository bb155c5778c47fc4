import { TAG_NAME_MAX, truncateTagName } from './tag-chips';

describe('tag chip names', () => {
  it('keeps a name of up to 20 characters whole', () => {
    expect(truncateTagName('quarterly-revenue-25')).toBe('quarterly-revenue-25');
    expect(TAG_NAME_MAX).toBe(20);
  });

  it('cuts a longer name to 20 characters, the last an ellipsis', () => {
    const shown = truncateTagName('quarterly-revenue-2025-q4');
    expect(shown).toBe('quarterly-revenue-2…');
    expect([...shown]).toHaveLength(20);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateTagName('📊'.repeat(21))).toBe(`${'📊'.repeat(19)}…`);
  });
});
