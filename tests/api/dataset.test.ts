import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { get, login, post, request, risonString, withQ } from './support/http';

/** The REST dataset surface against a running server and its `examples` database. */
describe('/api/v1/dataset', () => {
  let token: string;
  let examplesId: number;
  const suffix = Date.now().toString(36);
  const name = `api_births_by_name_${suffix}`;
  const created: number[] = [];
  const put = (path: string, body: unknown) => request('PUT', path, { token, body });
  const del = (path: string) => request('DELETE', path, { token });

  beforeAll(async () => {
    token = (await login()).access_token;
    const databases = await get(withQ('/api/v1/dataset/related/database', '(filter:examples)'), { token });
    expect(databases.status).toBe(200);
    const examples = databases.json.result.find((d: { text: string }) => d.text === 'examples');
    if (!examples) throw new Error(`no examples database: ${databases.text}`);
    examplesId = examples.value;
  });

  afterAll(async () => {
    for (const id of created) await del(`/api/v1/dataset/${id}`);
  });

  it('lists the example birth_names dataset with Superset’s list shape', async () => {
    const answer = await get(
      withQ('/api/v1/dataset/', `(filters:!((col:table_name,opr:eq,value:birth_names),(col:sql,opr:dataset_is_null_or_empty,value:!t)),page:0,page_size:25)`),
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.json.list_title).toBe('List Sqla Table');
    expect(answer.json.count).toBe(1);
    expect(answer.json.result[0]).toMatchObject({ table_name: 'birth_names', kind: 'physical', datasource_type: 'table', database: { database_name: 'examples' } });
    expect(answer.json.ids).toEqual([answer.json.result[0].id]);
  });

  it('get_or_create finds the existing physical dataset', async () => {
    const list = await get(withQ('/api/v1/dataset/', '(filters:!((col:table_name,opr:eq,value:birth_names)),columns:!(id,schema))'), { token });
    const { id, schema } = list.json.result[0];
    const answer = await post('/api/v1/dataset/get_or_create/', { database_id: examplesId, schema, table_name: 'birth_names' }, { token });
    expect(answer).toMatchObject({ status: 200, json: { result: { table_id: id } } });
  });

  it('creates, shows, updates, refreshes, duplicates and deletes a virtual dataset', async () => {
    const sql = 'SELECT name, gender, SUM(num) AS total FROM birth_names GROUP BY name, gender';
    const createdAnswer = await post('/api/v1/dataset/', { database: examplesId, table_name: name, sql }, { token });
    expect(createdAnswer.status).toBe(201);
    const id: number = createdAnswer.json.id;
    created.push(id);
    expect(createdAnswer.json.result).toEqual({ database: examplesId, table_name: name, sql, normalize_columns: false, always_filter_main_dttm: false });
    expect(createdAnswer.json.data).toMatchObject({ id, kind: 'virtual' });

    const shown = await get(`/api/v1/dataset/${id}`, { token });
    expect(shown.status).toBe(200);
    expect(Object.keys(shown.json)).toEqual(['id', 'result']);
    const result = shown.json.result;
    expect(result.columns.map((c: { column_name: string }) => c.column_name)).toEqual(['name', 'gender', 'total']);
    expect(result.metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(['count']);
    expect(result.owners.map((o: { first_name: string }) => typeof o.first_name)).toEqual(['string']);
    expect(result.select_star).toContain('LIMIT 100');
    expect(result.uid).toBe(`${id}__table`);

    // Label a column, add a certified metric, clear the cache timeout the way the editor does ("").
    const name0 = result.columns[0];
    const count = result.metrics[0];
    const updated = await put(`/api/v1/dataset/${id}`, {
      description: 'Totals by name',
      cache_timeout: '',
      columns: result.columns.map((c: { id: number; column_name: string }) => (c.id === name0.id ? { id: c.id, column_name: c.column_name, verbose_name: 'First name' } : { id: c.id, column_name: c.column_name })),
      metrics: [
        { id: count.id, metric_name: 'count', expression: 'COUNT(*)' },
        { metric_name: 'sum_total', expression: 'SUM(total)', verbose_name: 'Births', d3format: ',d', extra: JSON.stringify({ certification: { certified_by: 'API test', details: 'ok' } }) },
      ],
    });
    expect(updated).toMatchObject({ status: 200, json: { id, result: { description: 'Totals by name', cache_timeout: null } } });
    const afterUpdate = (await get(`/api/v1/dataset/${id}`, { token })).json.result;
    expect(afterUpdate.columns.find((c: { column_name: string }) => c.column_name === 'name').verbose_name).toBe('First name');
    expect(afterUpdate.verbose_map).toMatchObject({ sum_total: 'Births', name: 'First name' });
    expect(afterUpdate.column_formats).toEqual({ sum_total: ',d' });
    expect(JSON.parse(afterUpdate.metrics.find((m: { metric_name: string }) => m.metric_name === 'sum_total').extra)).toEqual({
      certification: { certified_by: 'API test', details: 'ok' },
    });

    // New SQL with override_columns: the columns follow the query, the edited label survives.
    const sql2 = 'SELECT name, state, SUM(num) AS total FROM birth_names GROUP BY name, state';
    const overridden = await put(`/api/v1/dataset/${id}?override_columns=true`, { sql: sql2, columns: afterUpdate.columns.map((c: { id: number; column_name: string; verbose_name: string | null }) => ({ id: c.id, column_name: c.column_name, verbose_name: c.verbose_name })) });
    expect(overridden.status).toBe(200);
    const afterOverride = (await get(withQ(`/api/v1/dataset/${id}`, '(columns:!(sql,columns))'), { token })).json.result;
    expect(afterOverride.sql).toBe(sql2);
    expect(afterOverride.columns.map((c: { column_name: string }) => c.column_name).sort()).toEqual(['name', 'state', 'total']);
    expect(afterOverride.columns.find((c: { column_name: string }) => c.column_name === 'name').verbose_name).toBe('First name');

    expect(await put(`/api/v1/dataset/${id}/refresh`, undefined)).toMatchObject({ status: 200, json: { message: 'OK' } });

    const copy = await post('/api/v1/dataset/duplicate', { base_model_id: id, table_name: `${name}_copy` }, { token });
    expect(copy.status).toBe(201);
    created.push(copy.json.id);
    const copyShown = (await get(`/api/v1/dataset/${copy.json.id}`, { token })).json.result;
    expect(copyShown.metrics.map((m: { metric_name: string }) => m.metric_name).sort()).toEqual(['count', 'sum_total']);

    const listed = await get(withQ('/api/v1/dataset/', `(filters:!((col:table_name,opr:sw,value:${risonString(name)})),order_column:table_name,order_direction:asc)`), { token });
    expect(listed.json.result.map((r: { table_name: string }) => r.table_name)).toEqual([name, `${name}_copy`]);

    expect(await del(withQ('/api/v1/dataset/', `!(${id},${copy.json.id})`))).toMatchObject({ status: 200, json: { message: 'Deleted 2 datasets' } });
    created.length = 0;
    expect((await get(`/api/v1/dataset/${id}`, { token })).status).toBe(404);
  });

  it('answers Superset’s error shapes', async () => {
    const dup = await post('/api/v1/dataset/', { database: examplesId, schema: 'main', table_name: 'birth_names' }, { token });
    expect(dup.status).toBe(422);
    expect(dup.json.message.table[0]).toMatch(/^Dataset .*birth_names already exists$/);

    const dml = await post('/api/v1/dataset/', { database: examplesId, table_name: `api_dml_${suffix}`, sql: 'DELETE FROM birth_names' }, { token });
    expect(dml.status).toBe(422);
    expect(Object.keys(dml.json.message)).toEqual(['sql']);

    const invalid = await post('/api/v1/dataset/', { table_name: '', nope: 1 }, { token });
    expect(invalid).toMatchObject({
      status: 400,
      json: { message: { database: ['Missing data for required field.'], table_name: ['Length must be between 1 and 250.'], nope: ['Unknown field.'] } },
    });

    expect(await get('/api/v1/dataset/987654321', { token })).toMatchObject({ status: 404, json: { message: 'Not found' } });
    expect((await get('/api/v1/dataset/')).status).toBe(401);

    // DatasetRestApi.duplicate answers any invalid field, an unknown base included, with DatasetInvalidError.
    const unknownBase = await post('/api/v1/dataset/duplicate', { base_model_id: 987654321, table_name: `api_dup_${suffix}` }, { token });
    expect([unknownBase.status, unknownBase.json]).toEqual([422, { message: 'Dataset parameters are invalid.' }]);
    const physical = await post('/api/v1/dataset/get_or_create/', { database_id: examplesId, table_name: 'birth_names', schema: 'main' }, { token });
    const physicalCopy = await post('/api/v1/dataset/duplicate', { base_model_id: physical.json.result.table_id, table_name: `api_dup_${suffix}` }, { token });
    expect([physicalCopy.status, physicalCopy.json]).toEqual([422, { message: 'Dataset parameters are invalid.' }]);
  });

  it('answers related owners, distinct schemas and _info permissions', async () => {
    const owners = await get(withQ('/api/v1/dataset/related/owners', '(filter:admin)'), { token });
    expect(owners.status).toBe(200);
    expect(owners.json.result[0]).toMatchObject({ value: expect.any(Number), text: expect.any(String), extra: { active: true } });
    const schemas = await get('/api/v1/dataset/distinct/schema', { token });
    expect(schemas.json.result).toContainEqual({ text: 'main', value: 'main' });
    const info = await get(withQ('/api/v1/dataset/_info', '(keys:!(permissions))'), { token });
    expect(info.json.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write', 'can_duplicate']));
  });
});
