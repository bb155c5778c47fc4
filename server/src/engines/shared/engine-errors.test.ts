import { TesseraError } from '../../platform/errors';
import { classifyEngineError, toEngineError } from './engine-errors';
import { genericTypeFromNativeType } from './generic-type';

describe('classifyEngineError', () => {
  const cases: [string, string, string, Record<string, string>][] = [
    ['Catalog Error: Table with name nope does not exist!\nDid you mean "pg_enum"?', 'TABLE_DOES_NOT_EXIST_ERROR', 'The table "nope" does not exist. A valid table must be used to run this query.', { table: 'nope' }],
    ['Catalog Error: Table with name "nos.tab" does not exist because schema "nos" does not exist.', 'SCHEMA_DOES_NOT_EXIST_ERROR', 'The schema "nos" does not exist. A valid schema must be used to run this query.', { table: 'nos.tab', schema: 'nos' }],
    ['Binder Error: Referenced column "b" not found in FROM clause!', 'COLUMN_DOES_NOT_EXIST_ERROR', `We can't seem to resolve the column "b".`, { column: 'b' }],
    ['relation "public.orders" does not exist', 'TABLE_DOES_NOT_EXIST_ERROR', 'The table "public.orders" does not exist. A valid table must be used to run this query.', { table: 'public.orders' }],
    ['column "amount" does not exist', 'COLUMN_DOES_NOT_EXIST_ERROR', `We can't seem to resolve the column "amount".`, { column: 'amount' }],
    ['schema "sales" does not exist', 'SCHEMA_DOES_NOT_EXIST_ERROR', 'The schema "sales" does not exist. A valid schema must be used to run this query.', { schema: 'sales' }],
    ['syntax error at or near "FORM"', 'SYNTAX_ERROR', 'Please check your query for syntax errors at or near "FORM". Then, try running your query again.', { near: 'FORM' }],
    ['password authentication failed for user "bob"', 'CONNECTION_INVALID_PASSWORD_ERROR', 'The password provided for username "bob" is incorrect.', { username: 'bob' }],
    ['database "shop" does not exist', 'CONNECTION_UNKNOWN_DATABASE_ERROR', 'Unable to connect to database "shop".', { database: 'shop' }],
    ['connect ECONNREFUSED 127.0.0.1:5432', 'CONNECTION_PORT_CLOSED_ERROR', 'The port is closed.', {}],
    ['no such table: orders', 'TABLE_DOES_NOT_EXIST_ERROR', 'The table "orders" does not exist. A valid table must be used to run this query.', { table: 'orders' }],
    ['no such column: amount', 'COLUMN_DOES_NOT_EXIST_ERROR', `We can't seem to resolve the column "amount".`, { column: 'amount' }],
    ['near "FORM": syntax error', 'SYNTAX_ERROR', 'Please check your query for syntax errors at or near "FORM". Then, try running your query again.', { near: 'FORM' }],
    ["Table 'shop.orders' doesn't exist", 'TABLE_DOES_NOT_EXIST_ERROR', 'The table "shop.orders" does not exist. A valid table must be used to run this query.', { table: 'shop.orders' }],
    ["Unknown column 'amount' in 'field list'", 'COLUMN_DOES_NOT_EXIST_ERROR', `We can't seem to resolve the column "amount".`, { column: 'amount' }],
    ["Access denied for user 'bob'@'localhost'", 'CONNECTION_ACCESS_DENIED_ERROR', 'Either the username or the password is wrong.', { username: 'bob' }],
    ['Out of Memory Error: failed to allocate\nmore detail', 'GENERIC_DB_ENGINE_ERROR', 'TestDB error: Out of Memory Error: failed to allocate', {}],
  ];

  it.each(cases)('%s', (text, errorType, message, groups) => {
    expect(classifyEngineError(text, 'TestDB')).toEqual({ errorType, message, extra: { engine_name: 'TestDB', ...groups } });
  });

  it('tries engine-specific patterns first', () => {
    const extra = [{ pattern: /quota exceeded/, errorType: 'CONNECTION_DATABASE_PERMISSIONS_ERROR' as const, message: () => 'Quota exceeded.' }];
    expect(classifyEngineError('quota exceeded; relation "x" does not exist', 'X', extra).errorType).toBe('CONNECTION_DATABASE_PERMISSIONS_ERROR');
  });
});

describe('toEngineError', () => {
  it('wraps driver errors and keeps the cause', () => {
    const cause = new Error('no such table: t');
    const error = toEngineError(cause, 'SQLite');
    expect(error).toBeInstanceOf(TesseraError);
    expect(error.errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(error.cause).toBe(cause);
  });

  it('passes TesseraErrors through', () => {
    const original = new TesseraError('SQLLAB_TIMEOUT_ERROR', 'slow');
    expect(toEngineError(original, 'X')).toBe(original);
  });

  it('reads messages of errors from another realm and of plain values', () => {
    expect(toEngineError({ message: 'no such column: c' }, 'X').errorType).toBe('COLUMN_DOES_NOT_EXIST_ERROR');
    expect(toEngineError('boom', 'X').message).toBe('X error: boom');
  });
});

describe('genericTypeFromNativeType', () => {
  it.each([
    ['BIGINT', 'NUMERIC'],
    ['HUGEINT', 'NUMERIC'],
    ['DECIMAL(10,2)', 'NUMERIC'],
    ['double precision', 'NUMERIC'],
    ['REAL', 'NUMERIC'],
    ['int4', 'NUMERIC'],
    ['TIMESTAMP', 'TEMPORAL'],
    ['TIMESTAMP WITH TIME ZONE', 'TEMPORAL'],
    ['timestamptz', 'TEMPORAL'],
    ['DATE', 'TEMPORAL'],
    ['DATETIME', 'TEMPORAL'],
    ['TIME', 'TEMPORAL'],
    ['BOOLEAN', 'BOOLEAN'],
    ['bool', 'BOOLEAN'],
    ['VARCHAR(16)', 'STRING'],
    ['TEXT', 'STRING'],
    ['INTERVAL', 'STRING'],
    ['INTEGER[]', 'STRING'],
    ['STRUCT(a INTEGER)', 'STRING'],
    ['JSON', 'STRING'],
    ['UUID', 'STRING'],
    ['', 'STRING'],
  ])('%s is %s', (native, generic) => {
    expect(genericTypeFromNativeType(native)).toBe(generic);
  });

  it('treats a missing type as a string', () => {
    expect(genericTypeFromNativeType(null)).toBe('STRING');
  });
});
