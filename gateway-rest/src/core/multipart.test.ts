import express from 'express';
import type { AddressInfo } from 'node:net';
import { fieldValue, readMultipart } from './multipart';

async function post(body: FormData | string, maxFileBytes?: number, contentType?: string) {
  const app = express();
  app.post('/', (req, res) => {
    readMultipart(req, maxFileBytes).then(
      (parsed) => res.json({ fields: parsed.fields, files: parsed.files.map((f) => ({ ...f, data: f.data.toString('utf8') })), table: fieldValue(parsed, 'table_name') }),
      (err: { status: number; body: unknown }) => res.status(err.status).json(err.body),
    );
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : undefined });
    return { status: response.status, body: await response.json() };
  } finally {
    server.close();
  }
}

describe('readMultipart', () => {
  it('reads text fields and files', async () => {
    const form = new FormData();
    form.append('table_name', 'sales');
    form.append('columns_read', 'a');
    form.append('columns_read', 'b');
    form.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'sales.csv');
    const { status, body } = await post(form);
    expect(status).toBe(200);
    expect(body.fields).toEqual({ table_name: ['sales'], columns_read: ['a', 'b'] });
    expect(body.files).toEqual([{ fieldName: 'file', fileName: 'sales.csv', mimeType: 'text/csv', data: 'a,b\n1,2\n' }]);
    expect(body.table).toBe('sales');
  });

  it('refuses a body that is not multipart, and a file over the limit', async () => {
    expect(await post('{}', undefined, 'application/json')).toEqual({ status: 400, body: { message: 'Request is not multipart/form-data' } });
    const form = new FormData();
    form.append('file', new Blob(['x'.repeat(2 * 1024 * 1024)]), 'big.csv');
    expect((await post(form, 1024 * 1024)).status).toBe(413);
  });
});
