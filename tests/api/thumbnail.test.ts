import { beforeAll, describe, expect, it } from '@jest/globals';
import { BASE_URL, get, login, request, withQ } from './support/http';

/** Thumbnails over HTTP: 202 while the server's Chromium takes the picture, then the PNG; 302 from a stale digest. */
describe('/api/v1/{chart|dashboard}/{pk}/thumbnail/{digest}/', () => {
  let token: string;

  beforeAll(async () => {
    token = (await login()).access_token;
  });

  /** The picture behind a thumbnail address, asked for until it is taken (202 meanwhile, with the task's status). */
  async function picture(url: string): Promise<{ bytes: Buffer; statuses: string[] }> {
    const statuses: string[] = [];
    for (let attempt = 0; attempt < 240; attempt++) {
      const response = await fetch(`${BASE_URL}${url}`, { headers: { Authorization: `Bearer ${token}` }, redirect: 'manual' });
      if (response.status === 200) {
        expect(response.headers.get('content-type')).toBe('image/png');
        return { bytes: Buffer.from(await response.arrayBuffer()), statuses };
      }
      expect(response.status).toBe(202);
      const body = (await response.json()) as { task_status: string; task_updated_at: string };
      expect(['Pending', 'In Progress']).toContain(body.task_status);
      expect(Number.isNaN(Date.parse(body.task_updated_at))).toBe(false);
      statuses.push(body.task_status);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`${url} was never taken`);
  }

  /** A PNG's width and height (its IHDR chunk). */
  const pngSize = (png: Buffer) => {
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    return [png.readUInt32BE(16), png.readUInt32BE(20)];
  };

  it("answers a chart card's picture: 202 while it is taken, then an 800x600 PNG", async () => {
    const list = await get(withQ('/api/v1/chart/', "(filters:!((col:slice_name,opr:eq,value:Genders)),columns:!(id,thumbnail_url))"), { token });
    const [{ id, thumbnail_url: url }] = list.json.result;
    expect(url).toMatch(new RegExp(`^/api/v1/chart/${id}/thumbnail/[0-9a-f]{32}/$`));
    const { bytes, statuses } = await picture(url);
    expect(statuses.length).toBeGreaterThan(0);
    expect(pngSize(bytes)).toEqual([800, 600]);
    // Taken once: asked again, it is there at once.
    expect((await get(url, { token })).status).toBe(200);
  }, 150_000);

  it("answers a dashboard card's picture, the dashboard scaled to 800x600", async () => {
    const show = await get('/api/v1/dashboard/births', { token });
    const { bytes } = await picture(show.json.result.thumbnail_url);
    expect(pngSize(bytes)).toEqual([800, 600]);
  }, 150_000);

  it('moves with the chart: a saved change gives a new address, and the old one redirects to it', async () => {
    const births = await get(withQ('/api/v1/dataset/', '(filters:!((col:table_name,opr:eq,value:birth_names)))'), { token });
    const params = { viz_type: 'big_number_total', metric: 'count', adhoc_filters: [] };
    const created = await request('POST', '/api/v1/chart/', {
      token,
      body: { slice_name: 'Thumbnail test', viz_type: 'big_number_total', datasource_id: births.json.result[0].id, datasource_type: 'table', params: JSON.stringify(params) },
    });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    try {
      const before = (await get(`/api/v1/chart/${id}`, { token })).json.result.thumbnail_url as string;
      const updated = await request('PUT', `/api/v1/chart/${id}`, { token, body: { params: JSON.stringify({ ...params, subheader: 'births' }) } });
      expect(updated.status).toBe(200);
      const after = (await get(`/api/v1/chart/${id}`, { token })).json.result.thumbnail_url as string;
      expect(after).not.toBe(before);
      const stale = await get(before, { token });
      expect([stale.status, stale.headers.get('location')]).toEqual([302, after]);
      // Any digest that is not the current one (not even hex) redirects too; the address is never used as given.
      expect((await get(`/api/v1/chart/${id}/thumbnail/not-a-digest/`, { token })).headers.get('location')).toBe(after);
    } finally {
      await request('DELETE', `/api/v1/chart/${id}`, { token });
    }
  });

  it('answers 404 for a chart or dashboard that does not exist, and 401 without a session', async () => {
    expect((await get('/api/v1/chart/999999/thumbnail/abc/', { token })).status).toBe(404);
    expect((await get('/api/v1/dashboard/999999/thumbnail/abc/', { token })).status).toBe(404);
    expect((await get('/api/v1/chart/abc/thumbnail/abc/', { token })).status).toBe(404);
    expect((await get('/api/v1/chart/1/thumbnail/abc/')).status).toBe(401);
  });
});
