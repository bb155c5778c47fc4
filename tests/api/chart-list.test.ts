import { beforeAll, describe, expect, it } from '@jest/globals';
import { EXAMPLE_VIZ_TYPES, listCharts, type ExampleChart } from './support/examples';
import { get, login, risonString, withQ } from './support/http';

const METADATA_KEYS = ['description_columns', 'label_columns', 'list_columns', 'list_title', 'order_columns'];

describe('GET /api/v1/chart/', () => {
  let token: string;
  let charts: ExampleChart[];
  const list = (rison: string) => get(withQ('/api/v1/chart/', rison), { token });

  beforeAll(async () => {
    token = (await login()).access_token;
    charts = await listCharts(token);
  });

  it('includes the example charts: a table, a line over time and a pie', () => {
    expect(charts.map((c) => c.viz_type)).toEqual(expect.arrayContaining([...EXAMPLE_VIZ_TYPES]));
  });

  it('pages and sorts in Superset’s list shape', async () => {
    const answer = await list('(page:0,page_size:2,order_column:slice_name,order_direction:asc)');
    expect(answer.status).toBe(200);
    const body = answer.json;
    expect(Object.keys(body).sort()).toEqual(['count', 'ids', 'result', ...METADATA_KEYS].sort());
    expect(body.count).toBe(charts.length);
    expect(body.count).toBeGreaterThanOrEqual(3);
    expect(body.result).toHaveLength(2);
    expect(body.result.map((r: { slice_name: string }) => r.slice_name)).toEqual(charts.slice(0, 2).map((c) => c.slice_name));
    expect(body.ids).toEqual(body.result.map((r: { id: number }) => r.id));
    expect(body.list_title).toBe('List Slice');
    expect(body.description_columns).toEqual({});
    expect(body.list_columns).toEqual(expect.arrayContaining(['id', 'slice_name', 'viz_type', 'params', 'url']));
    expect(body.label_columns).toMatchObject({ id: 'Id', slice_name: 'Slice Name', viz_type: 'Viz Type' });
    expect(body.order_columns).toEqual(expect.arrayContaining(['slice_name', 'viz_type', 'changed_on_delta_humanized']));
    for (const row of body.result) expect(Object.keys(row)).toEqual(expect.arrayContaining(body.list_columns.filter((c: string) => !c.includes('.'))));
  });

  it('returns the next page without overlap', async () => {
    const answer = await list('(page:1,page_size:2,order_column:slice_name,order_direction:asc)');
    expect(answer.status).toBe(200);
    expect(answer.json.ids).toEqual(charts.slice(2, 4).map((c) => c.id));
  });

  it('sorts descending as the reverse of ascending', async () => {
    const answer = await list('(page:0,page_size:100,order_column:slice_name,order_direction:desc,columns:!(id))');
    expect(answer.status).toBe(200);
    expect(answer.json.ids).toEqual(charts.map((c) => c.id).reverse());
  });

  it('emits no metadata keys for keys:!(none)', async () => {
    const answer = await list('(keys:!(none),page_size:2)');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual(['count', 'ids', 'result']);
  });

  it('projects the result onto columns:!(id,slice_name)', async () => {
    const answer = await list('(columns:!(id,slice_name),order_column:slice_name,order_direction:asc)');
    expect(answer.status).toBe(200);
    for (const row of answer.json.result) expect(Object.keys(row).sort()).toEqual(['id', 'slice_name']);
    expect([...answer.json.list_columns].sort()).toEqual(['id', 'slice_name']);
    expect(answer.json.order_columns).toEqual(['slice_name']);
    expect(Object.keys(answer.json.label_columns).sort()).toEqual(['id', 'slice_name']);
  });

  it('nests dotted columns such as owners.first_name', async () => {
    const answer = await list('(columns:!(id,owners.id,owners.first_name),page_size:1)');
    expect(answer.status).toBe(200);
    const [row] = answer.json.result;
    expect(Array.isArray(row.owners)).toBe(true);
    for (const owner of row.owners) expect(Object.keys(owner).sort()).toEqual(['first_name', 'id']);
  });

  it('filters with (col:viz_type,opr:eq,value:pie)', async () => {
    const answer = await list('(filters:!((col:viz_type,opr:eq,value:pie)),columns:!(id,viz_type))');
    expect(answer.status).toBe(200);
    const pies = charts.filter((c) => c.viz_type === 'pie');
    expect(answer.json.count).toBe(pies.length);
    expect(answer.json.result.map((r: { viz_type: string }) => r.viz_type)).toEqual(pies.map(() => 'pie'));
  });

  it('searches name, description, viz type and dataset with chart_all_text', async () => {
    const line = charts.find((c) => c.viz_type === 'echarts_timeseries_line')!;
    const byVizType = await list(`(filters:!((col:slice_name,opr:chart_all_text,value:${risonString('timeseries_line')})),columns:!(id))`);
    expect(byVizType.status).toBe(200);
    expect(byVizType.json.ids).toContain(line.id);

    const byName = await list(`(filters:!((col:slice_name,opr:chart_all_text,value:${risonString(line.slice_name.toUpperCase())})),columns:!(id))`);
    expect(byName.json.ids).toContain(line.id);

    const none = await list(`(filters:!((col:slice_name,opr:chart_all_text,value:${risonString('no chart is called this 7f3a')})))`);
    expect(none.status).toBe(200);
    expect(none.json).toMatchObject({ count: 0, ids: [], result: [] });
  });

  it('rejects a q that is neither rison nor JSON with 400', async () => {
    const answer = await get('/api/v1/chart/?q=(page:0,', { token });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: 'Not a valid rison/json argument' });
  });

  it('accepts JSON in q as a fallback', async () => {
    const answer = await get(`/api/v1/chart/?q=${encodeURIComponent(JSON.stringify({ page: 0, page_size: 1 }))}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json.result).toHaveLength(1);
  });

  it('rejects an unknown order column with 400', async () => {
    const answer = await list('(order_column:no_such_column,order_direction:asc)');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: 'Invalid order by column: no_such_column' });
  });

  it('rejects a filter on a column that is not searchable with 400', async () => {
    const answer = await list('(filters:!((col:no_such_column,opr:eq,value:1)))');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: 'Filter column: no_such_column not allowed to filter' });
  });

  it('caps page_size at 100 instead of failing', async () => {
    const answer = await list('(page:0,page_size:1000,columns:!(id))');
    expect(answer.status).toBe(200);
    expect(answer.json.result.length).toBeLessThanOrEqual(100);
    expect(answer.json.result).toHaveLength(Math.min(100, charts.length));
  });

  it('orders by changed_on descending by default', async () => {
    const answer = await list('(columns:!(id,changed_on_utc),page_size:100)');
    expect(answer.status).toBe(200);
    const times = answer.json.result.map((r: { changed_on_utc: string }) => Date.parse(r.changed_on_utc.replace(/\+0000$/, 'Z')));
    expect(times.every((t: number) => Number.isFinite(t))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
