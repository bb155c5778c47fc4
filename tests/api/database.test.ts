// /api/v1/database/ over HTTP: the engines on offer, the examples database browsed down to a table, and a
// DuckDB database under a temp path created, tested, updated and deleted. The server runs on this machine,
// so the temp path is one it can open.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { graphql } from './support/graphql';
import { get, login, post, request, risonString, withQ } from './support/http';

const MASK = 'XXXXXXXXXX';

describe('/api/v1/database/', () => {
  let token: string;
  let examplesId: number;
  let dir: string;
  const name = `api-test-${process.pid}-${Date.now()}`;

  beforeAll(async () => {
    token = (await login()).access_token;
    const answer = await get(withQ('/api/v1/database/', `(filters:!((col:database_name,opr:eq,value:examples)))`), { token });
    expect(answer.status).toBe(200);
    examplesId = answer.json.ids[0];
    dir = mkdtempSync(path.join(tmpdir(), 'tessera-api-db-'));
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists the examples database in Superset’s list shape', async () => {
    const answer = await get(withQ('/api/v1/database/', '(order_column:database_name,order_direction:asc,page:0,page_size:-1)'), { token });
    expect(answer.status).toBe(200);
    expect(answer.json.list_title).toBe('List Database');
    const examples = answer.json.result.find((r: { database_name: string }) => r.database_name === 'examples');
    expect(examples).toMatchObject({ backend: 'duckdb', expose_in_sqllab: true, engine_information: { supports_file_upload: true } });
    expect(examples).not.toHaveProperty('sqlalchemy_uri');
  });

  it('offers the engines, preferred first, with the connection form of server engines', async () => {
    const answer = await get('/api/v1/database/available/', { token });
    expect(answer.status).toBe(200);
    const engines = answer.json.databases as { engine: string; preferred: boolean; parameters?: { properties: object } }[];
    expect(engines.map((e) => e.engine)).toEqual(expect.arrayContaining(['duckdb', 'postgresql']));
    const firstOther = engines.findIndex((e) => !e.preferred);
    expect(engines.slice(firstOther).every((e) => !e.preferred)).toBe(true);
    expect(engines.find((e) => e.engine === 'postgresql')?.parameters?.properties).toHaveProperty('host');
    expect(engines.find((e) => e.engine === 'duckdb')).not.toHaveProperty('parameters');
  });

  it('reports the caller’s Database permissions in _info', async () => {
    const answer = await get(withQ('/api/v1/database/_info', '(keys:!(permissions))'), { token });
    expect(answer.json.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
  });

  it('offers the users a database list can be filtered by', async () => {
    const answer = await get(withQ('/api/v1/database/related/created_by', '(page:0,page_size:5)'), { token });
    expect(answer.status).toBe(200);
    expect(answer.json.count).toBeGreaterThanOrEqual(1);
    expect(answer.json.result[0]).toEqual({ value: expect.any(Number), text: expect.any(String), extra: {} });
    expect((await get('/api/v1/database/related/owners', { token })).status).toBe(404);
  });

  it('browses the examples database down to a table', async () => {
    const schemas = await get(withQ(`/api/v1/database/${examplesId}/schemas/`, '(force:!t)'), { token });
    expect(schemas.status).toBe(200);
    expect(schemas.json.result).toContain('main');
    expect(schemas.json.result).toEqual([...schemas.json.result].sort());

    const tables = await get(withQ(`/api/v1/database/${examplesId}/tables/`, '(schema_name:main)'), { token });
    expect(tables.status).toBe(200);
    expect(tables.json.result).toEqual(expect.arrayContaining([{ value: 'birth_names', type: 'table', extra: null }]));
    expect(tables.json.count).toBe(tables.json.result.length);

    const meta = await get(`/api/v1/database/${examplesId}/table_metadata/?name=birth_names&schema=main`, { token });
    expect(meta.status).toBe(200);
    expect(meta.json.name).toBe('birth_names');
    expect(meta.json.columns.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['ds', 'gender', 'name', 'num']));
    expect(meta.json.selectStar).toMatch(/^SELECT "ds",/);
    expect(meta.json.selectStar).toMatch(/LIMIT 100$/);

    const star = await get(`/api/v1/database/${examplesId}/select_star/birth_names/main/`, { token });
    expect(star.json.result).toBe('SELECT *\nFROM "main"."birth_names"\nLIMIT 100');
    expect((await get(`/api/v1/database/${examplesId}/select_star/no_such_table/main/`, { token })).json).toEqual({ message: 'Table not found on the database' });
    const missing = await get(`/api/v1/database/${examplesId}/table_metadata/?name=no_such_table&schema=main`, { token });
    expect(missing.status).toBe(404);
    expect(missing.json.errors[0].error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
  });

  it('tests connections: OK, or the engine’s typed error without the password', async () => {
    const ok = await post('/api/v1/database/test_connection/', { sqlalchemy_uri: `duckdb:///${path.join(dir, 'probe.duckdb')}` }, { token });
    expect([ok.status, ok.json]).toEqual([200, { message: 'OK' }]);
    const closed = await post('/api/v1/database/test_connection/', { sqlalchemy_uri: 'postgresql://u:s3cret@127.0.0.1:1/db' }, { token });
    expect(closed.status).toBe(400);
    expect(closed.json.errors[0].error_type).toBe('CONNECTION_PORT_CLOSED_ERROR');
    expect(closed.text).not.toContain('s3cret');
    const bad = await post('/api/v1/database/test_connection/', { sqlalchemy_uri: 'not a uri' }, { token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.message)).toEqual(['sqlalchemy_uri']);
  });

  it('validates connection parameters', async () => {
    const answer = await post('/api/v1/database/validate_parameters/', { engine: 'postgresql', configuration_method: 'dynamic_form', parameters: { host: '' } }, { token });
    expect(answer.status).toBe(422);
    expect(answer.json.errors[0]).toMatchObject({
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      extra: { missing: ['database', 'host', 'port', 'username'] },
    });
  });

  it('creates, reads, updates and deletes a DuckDB database', async () => {
    const uri = `duckdb:///${path.join(dir, 'crud.duckdb')}`;
    const created = await post('/api/v1/database/', { database_name: name, sqlalchemy_uri: uri, allow_dml: true }, { token });
    expect(created.status).toBe(201);
    expect(created.json.result).toMatchObject({ database_name: name, sqlalchemy_uri: uri, allow_dml: true, expose_in_sqllab: true, driver: 'duckdb_engine' });
    const id = created.json.id as number;

    const shown = await get(`/api/v1/database/${id}`, { token });
    expect(Object.keys(shown.json)).toEqual(['id', 'result']);
    expect(shown.json.result).toMatchObject({ id, database_name: name, backend: 'duckdb', allow_dml: true });
    expect(shown.json.result).not.toHaveProperty('sqlalchemy_uri');
    expect((await get(`/api/v1/database/${id}/connection`, { token })).json.result.sqlalchemy_uri).toBe(uri);

    const duplicate = await post('/api/v1/database/', { database_name: name, sqlalchemy_uri: uri }, { token });
    expect([duplicate.status, duplicate.json]).toEqual([422, { message: { database_name: ['A database with the same name already exists.'] } }]);

    const updated = await request('PUT', `/api/v1/database/${id}`, { token, body: { allow_dml: false, cache_timeout: 120, extra: '{"disable_data_preview": true}' } });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ id, result: { allow_dml: false, cache_timeout: 120, sqlalchemy_uri: uri } });
    const listed = await get(withQ('/api/v1/database/', `(filters:!((col:database_name,opr:eq,value:${risonString(name)})))`), { token });
    expect(listed.json.result[0]).toMatchObject({ allow_dml: false, disable_data_preview: true });

    const tables = await get(withQ(`/api/v1/database/${id}/tables/`, '(schema_name:main,force:!t)'), { token });
    expect(tables.json).toEqual({ count: 0, result: [] });

    expect((await request('DELETE', `/api/v1/database/${id}`, { token })).json).toEqual({ message: 'OK' });
    expect((await get(`/api/v1/database/${id}`, { token })).status).toBe(404);
  });

  it('refuses to delete a database that datasets use', async () => {
    const answer = await request('DELETE', `/api/v1/database/${examplesId}`, { token });
    expect([answer.status, answer.json]).toEqual([422, { message: 'Cannot delete a database that has datasets attached' }]);
  });

  it('answers URIs over GraphQL with the password masked or absent', async () => {
    const answer = await graphql(
      `query($id: Int!) { databaseConnection(id: $id) { databaseName sqlalchemyUri } databases(pageSize: null) { items { databaseName sqlalchemyUri } } }`,
      { id: examplesId },
      token,
    );
    expect(answer.errors).toBeUndefined();
    for (const db of answer.data.databases.items) {
      const uri = new URL(db.sqlalchemyUri);
      expect([MASK, '']).toContain(uri.password);
    }
  });

  it('describes a table over GraphQL too', async () => {
    const answer = await graphql(
      `query($id: Int!) { tableMetadata(databaseId: $id, table: "birth_names", schema: "main") { name type columns { name isDttm } selectStar } }`,
      { id: examplesId },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.tableMetadata.type).toBe('table');
    expect(answer.data.tableMetadata.columns).toEqual(expect.arrayContaining([{ name: 'ds', isDttm: true }]));
  });
});
