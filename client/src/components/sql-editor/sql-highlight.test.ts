import { MySQL, PostgreSQL, SQLite, StandardSQL, type SQLDialect } from '@codemirror/lang-sql';
import { highlightTree, tags as t, type Tag } from '@lezer/highlight';
import { dialectFor } from '../../features/sqllab/dialect';
import { sqlHighlightStyle } from './sql-highlight';

const KINDS: Record<string, Tag[]> = {
  keyword: [t.keyword],
  string: [t.string],
  identifier: [t.special(t.string)],
  number: [t.number],
  comment: [t.comment],
};

/** The kind each highlighted piece of `sql` is coloured as, in the dialect's language. */
function colouredAs(sql: string, dialect: SQLDialect): Array<[string, string]> {
  const kindOf = new Map(Object.entries(KINDS).map(([kind, tags]) => [sqlHighlightStyle.style(tags), kind]));
  const out: Array<[string, string]> = [];
  highlightTree(dialect.language.parser.parse(sql), sqlHighlightStyle, (from, to, classes) => {
    out.push([sql.slice(from, to), kindOf.get(classes) ?? classes]);
  });
  return out;
}

describe('SQL highlighting', () => {
  it('gives keywords, strings, numbers and comments each their own colour', () => {
    const classes = Object.values(KINDS).map((tags) => sqlHighlightStyle.style(tags));
    expect(classes.every((c) => typeof c === 'string' && c.length > 0)).toBe(true);
    expect(new Set(classes).size).toBe(classes.length);
  });

  it.each<[string, SQLDialect, string, Array<[string, string]>]>([
    ['PostgreSQL', PostgreSQL, "SELECT 'a', 42 -- total", [['SELECT', 'keyword'], ["'a'", 'string'], ['42', 'number'], ['-- total', 'comment']]],
    ['PostgreSQL', PostgreSQL, 'select $$x$$ /* c */', [['select', 'keyword'], ['$$x$$', 'string'], ['/* c */', 'comment']]],
    ['MySQL', MySQL, 'SELECT "a", `col` # note', [['SELECT', 'keyword'], ['"a"', 'string'], ['`col`', 'identifier'], ['# note', 'comment']]],
    ['SQLite', SQLite, 'SELECT "col", 1.5', [['SELECT', 'keyword'], ['"col"', 'identifier'], ['1.5', 'number']]],
    ['standard (DuckDB)', StandardSQL, 'FROM "birth_names" SELECT 3', [['FROM', 'keyword'], ['"birth_names"', 'identifier'], ['SELECT', 'keyword'], ['3', 'number']]],
  ])('colours each token by the %s dialect', (_name, dialect, sql, expected) => {
    const coloured = colouredAs(sql, dialect).filter(([, kind]) => Object.keys(KINDS).includes(kind));
    expect(coloured).toEqual(expected);
  });

  it('reads # as a comment only in MySQL', () => {
    expect(colouredAs('SELECT 1 # x', MySQL)).toContainEqual(['# x', 'comment']);
    expect(colouredAs('SELECT 1 # x', PostgreSQL).some(([, kind]) => kind === 'comment')).toBe(false);
  });

  it('picks the dialect from the database engine', () => {
    expect(dialectFor('postgresql')).toBe(PostgreSQL);
    expect(dialectFor('mysql')).toBe(MySQL);
    expect(dialectFor('mariadb')).toBe(MySQL);
    expect(dialectFor('sqlite')).toBe(SQLite);
    expect(dialectFor('duckdb')).toBe(StandardSQL);
  });
});
