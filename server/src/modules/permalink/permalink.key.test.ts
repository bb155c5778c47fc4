import { decodePermalinkKey, encodePermalinkKey } from './permalink.key';

const SECRET = 'permalink-test-secret';
const UUID = '8c1e3a52-6f55-4b7e-9a1d-2f3c4b5a6d7e';

describe('permalink keys', () => {
  it.each([1, 2, 255, 65_536, 2_147_483_647, 4_294_967_295])('round-trips id %i', (id) => {
    const key = encodePermalinkKey(SECRET, 'sqllab_permalink', id, UUID);
    expect(key).toMatch(/^[A-Za-z0-9_-]{18}$/);
    const decoded = decodePermalinkKey(key);
    expect(decoded?.id).toBe(id);
    expect(decoded?.matches(SECRET, 'sqllab_permalink', UUID)).toBe(true);
  });

  it('accepts the kv: prefix SQL Lab links may carry', () => {
    const key = encodePermalinkKey(SECRET, 'sqllab_permalink', 42, UUID);
    expect(decodePermalinkKey(`kv:${key}`)?.id).toBe(42);
  });

  it('does not reveal consecutive ids through a shared prefix', () => {
    const a = encodePermalinkKey(SECRET, 'explore_permalink', 10, UUID);
    const b = encodePermalinkKey(SECRET, 'explore_permalink', 11, UUID);
    expect(a.slice(0, 4)).not.toBe(b.slice(0, 4));
  });

  it.each([
    ['another secret', 'other-secret', 'sqllab_permalink', UUID],
    ['another resource', SECRET, 'explore_permalink', UUID],
    ['another row uuid', SECRET, 'sqllab_permalink', '00000000-0000-4000-8000-000000000000'],
  ])('does not match with %s', (_label, secret, resource, uuid) => {
    const key = encodePermalinkKey(SECRET, 'sqllab_permalink', 7, UUID);
    expect(decodePermalinkKey(key)?.matches(secret, resource, uuid)).toBe(false);
  });

  it('rejects a key whose id was altered', () => {
    const key = encodePermalinkKey(SECRET, 'sqllab_permalink', 7, UUID);
    const bytes = Buffer.from(key, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    const tampered = decodePermalinkKey(bytes.toString('base64url'));
    expect(tampered?.id).not.toBe(7);
    expect(tampered?.matches(SECRET, 'sqllab_permalink', UUID)).toBe(false);
  });

  it.each(['', 'abc', '12345678901', 'x'.repeat(18).replace(/x/g, '!'), 'a'.repeat(19), '1'])('refuses %p as malformed', (text) => {
    expect(decodePermalinkKey(text)).toBeNull();
  });

  it('refuses ids outside the encodable range', () => {
    expect(() => encodePermalinkKey(SECRET, 'x', 0, UUID)).toThrow(RangeError);
  });
});
