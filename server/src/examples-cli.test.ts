import { isFileLockError, parseArgs } from './examples-cli';

describe('examples CLI arguments', () => {
  it.each([
    [[], { large: false, force: false, databaseUrl: null, help: false }],
    [['--large'], { large: true, force: false, databaseUrl: null, help: false }],
    [['--large', '--force'], { large: true, force: true, databaseUrl: null, help: false }],
    [['--database-url', 'postgresql://u@h/db'], { large: false, force: false, databaseUrl: 'postgresql://u@h/db', help: false }],
    [['--database-url=postgresql://u@h/db', '--large'], { large: true, force: false, databaseUrl: 'postgresql://u@h/db', help: false }],
    [['-h'], { large: false, force: false, databaseUrl: null, help: true }],
  ])('%j', (argv, expected) => {
    expect(parseArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--lage'], 'Unknown option: --lage'],
    [['--database-url'], '--database-url needs a URL'],
    [['--database-url', '--large'], '--database-url needs a URL'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('isFileLockError', () => {
  it('recognises DuckDB refusing a file another process holds, also when wrapped', () => {
    const duck = new Error('IO Error: Could not set lock on file "/data/examples.duckdb": Conflicting lock is held in /usr/bin/node (PID 42)');
    expect(isFileLockError(duck)).toBe(true);
    expect(isFileLockError(Object.assign(new Error('DuckDB error'), { cause: duck }))).toBe(true);
    expect(isFileLockError(new Error('Catalog Error: Table with name x does not exist!'))).toBe(false);
  });
});
