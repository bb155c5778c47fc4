import { inflateSync } from 'node:zlib';
import { AVATAR_SIZE, crc32, drawableInitials, initialsPng } from './initials-png';

/** The chunks of a PNG, each CRC checked. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
    out.push({ type: typeAndData.subarray(0, 4).toString('ascii'), data: typeAndData.subarray(4) });
    at += 12 + length;
  }
  return out;
}

describe('initialsPng', () => {
  it('computes the CRC-32 PNG chunks use', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });

  it('draws a valid square truecolour PNG with white initials on a colour', () => {
    const png = initialsPng('AL', 3);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = parts[0].data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([AVATAR_SIZE, AVATAR_SIZE, 8, 2]);
    const raw = inflateSync(parts[1].data);
    expect(raw.length).toBe((AVATAR_SIZE * 3 + 1) * AVATAR_SIZE);
    const pixel = (x: number, y: number) => [...raw.subarray(y * (AVATAR_SIZE * 3 + 1) + 1 + x * 3, y * (AVATAR_SIZE * 3 + 1) + 4 + x * 3)];
    const background = pixel(0, 0);
    expect(background).not.toEqual([255, 255, 255]);
    let white = 0;
    for (let y = 0; y < AVATAR_SIZE; y++) for (let x = 0; x < AVATAR_SIZE; x++) if (pixel(x, y).every((v) => v === 255)) white += 1;
    // 'A' lights 18 and 'L' 11 font pixels, each a 4x4 block.
    expect(white).toBe((18 + 11) * 16);
  });

  it('keeps a colour per person and draws what its font lacks as ?', () => {
    expect(initialsPng('AL', 3).equals(initialsPng('AL', 3))).toBe(true);
    expect(initialsPng('AL', 3).equals(initialsPng('AL', 4))).toBe(false);
    expect(drawableInitials('éz')).toEqual(['E', 'Z']);
    expect(drawableInitials('李')).toEqual(['?']);
    expect(drawableInitials('')).toEqual(['?']);
    expect(drawableInitials('abc')).toEqual(['A', 'B']);
  });
});
