import { parseStat, subtreesNamed, type ProcessEntry } from './background-priority';

describe('parseStat', () => {
  it('reads the pid, the parent and a name holding spaces and parentheses', () => {
    expect(parseStat('4242 (chromium) S 17 4242 4242 0 -1 4194560 1 0')).toEqual({ pid: 4242, ppid: 17, name: 'chromium' });
    expect(parseStat('7 (a (b) c) R 1 7 7 0')).toEqual({ pid: 7, ppid: 1, name: 'a (b) c' });
  });

  it('gives nothing for a line that is not a stat line', () => {
    expect(parseStat('')).toBeNull();
    expect(parseStat('12 no name 3')).toBeNull();
    expect(parseStat('x (y) S z')).toBeNull();
  });
});

describe('subtreesNamed', () => {
  const table: ProcessEntry[] = [
    { pid: 100, ppid: 1, name: 'node' }, // the server
    { pid: 101, ppid: 100, name: 'node' }, // another child of the server (PGlite's initdb)
    { pid: 102, ppid: 100, name: 'chromium' }, // the browser
    { pid: 103, ppid: 102, name: 'chromium' }, // its zygote
    { pid: 104, ppid: 103, name: 'chromium' }, // a renderer
    { pid: 105, ppid: 102, name: 'exe' }, // its network service, named after /proc/self/exe
    { pid: 200, ppid: 1, name: 'chromium' }, // someone else's browser
    { pid: 201, ppid: 200, name: 'chromium' },
  ];

  it("takes the matching children of the root with everything below them, whatever its name", () => {
    expect(subtreesNamed(table, 100, /^chromium/).sort()).toEqual([102, 103, 104, 105]);
  });

  it('leaves processes outside the root alone, and finds nothing under a root without the name', () => {
    expect(subtreesNamed(table, 100, /^chromium/)).not.toContain(200);
    expect(subtreesNamed(table, 101, /^chromium/)).toEqual([]);
    expect(subtreesNamed(table, 100, /^firefox/)).toEqual([]);
  });
});
