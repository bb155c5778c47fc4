import { graphqlError, startGateway, type Harness } from '../test-support/gateway-harness';

let gateway: Harness;
const answer = (data: Record<string, unknown>) => () => ({ data });

beforeAll(async () => {
  gateway = await startGateway({
    RestDatabaseUpload: answer({ uploadFileToDatabase: { rows: 2, datasetId: 9, datasetCreated: true } }),
    RestUploadFileMetadata: (variables) =>
      (variables.input as { type: string }).type === 'EXCEL'
        ? { data: { uploadFileMetadata: [{ sheetName: 'Sales', columnNames: ['region', 'sold'] }] } }
        : { data: { uploadFileMetadata: [{ sheetName: null, columnNames: ['a', 'b'] }] } },
    RestDatabaseUploadSchemas: answer({ databaseSchemas: ['public'] }),
  });
});
afterAll(() => gateway.close());

function form(fields: Record<string, string>, file?: string): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file !== undefined) body.append('file', new Blob([file], { type: 'text/csv' }), 'data.csv');
  return body;
}

describe('POST /database/{pk}/upload/', () => {
  it('sends the file and the form options to the upload, and answers 201 OK', async () => {
    const response = await gateway.request('POST', '/api/v1/database/3/upload/', {
      body: form(
        { type: 'csv', table_name: 'orders', schema: 'public', already_exists: 'append', delimiter: ';', header_row: '1', day_first: 'true', null_values: 'NA, n/a', column_dates: 'day', column_data_types: '{"id":"int64"}', columns_read: 'id,day' },
        'id;day\n1;14/01/2019\n',
      ),
    });
    expect([response.status, response.body]).toEqual([201, { message: 'OK' }]);
    expect(gateway.executed.at(-1)).toEqual({
      operation: 'RestDatabaseUpload',
      variables: {
        databaseId: 3,
        input: {
          type: 'CSV',
          fileName: 'data.csv',
          contentBase64: Buffer.from('id;day\n1;14/01/2019\n').toString('base64'),
          delimiter: ';',
          headerRow: 1,
          tableName: 'orders',
          schema: 'public',
          alreadyExists: 'APPEND',
          skipRows: null,
          rowsToRead: null,
          nullValues: ['NA', 'n/a'],
          decimalCharacter: null,
          dayFirst: true,
          columnDates: ['day'],
          columnDataTypes: { id: 'int64' },
          columnsRead: ['id', 'day'],
          dataframeIndex: null,
          indexLabel: null,
          sheetName: null,
        },
      },
    });
  });

  it('reports missing and malformed fields in the marshmallow shape', async () => {
    const response = await gateway.request('POST', '/api/v1/database/3/upload/', { body: form({ type: 'tsv', header_row: 'x', already_exists: 'merge' }) });
    expect([response.status, response.body]).toEqual([
      400,
      {
        message: {
          type: ['Must be one of: csv, excel, columnar.'],
          file: ['Missing data for required field.'],
          header_row: ['Not a valid integer.'],
          table_name: ['Missing data for required field.'],
          already_exists: ['Must be one of: fail, replace, append.'],
        },
      },
    ]);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await gateway.postJson('/api/v1/database/3/upload/', { type: 'csv' });
    expect([response.status, response.body]).toEqual([400, { message: 'Request is not multipart/form-data' }]);
  });

  it("passes the server's refusal through", async () => {
    const refusing = await startGateway({
      RestDatabaseUpload: () => graphqlError('Database "x" schema "y" is not allowed for file uploads. Please contact your administrator.', { code: 'FORBIDDEN', status: 403, errorType: 'GENERIC_COMMAND_ERROR' }),
    });
    try {
      const response = await refusing.request('POST', '/api/v1/database/3/upload/', { body: form({ type: 'csv', table_name: 't' }, 'a\n1\n') });
      expect(response.status).toBe(403);
    } finally {
      await refusing.close();
    }
  });
});

describe('upload helpers', () => {
  it('reads the column names of a CSV file and the sheets of a workbook', async () => {
    expect((await gateway.request('POST', '/api/v1/database/upload_metadata/', { body: form({ type: 'csv' }, 'a,b\n') })).body).toEqual({ result: { items: [{ column_names: ['a', 'b'] }] } });
    expect((await gateway.request('POST', '/api/v1/database/upload_metadata/', { body: form({ type: 'excel' }, 'xlsx bytes') })).body).toEqual({
      result: { items: [{ sheet_name: 'Sales', column_names: ['region', 'sold'] }] },
    });
  });

  it('lists the schemas files may be uploaded to', async () => {
    expect((await gateway.getJson('/api/v1/database/3/schemas_access_for_file_upload/')).body).toEqual({ schemas: ['public'] });
  });
});
