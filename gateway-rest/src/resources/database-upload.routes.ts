// File upload into a database (multipart, as Superset's upload forms post it) and its helpers.
import { badRequest } from '../core/errors';
import { flaskIntId } from '../core/flask-int-id';
import { fieldValue, readMultipart, type MultipartBody } from '../core/multipart';
import { ok, type RouteDef } from '../core/route';
import {
  RestDatabaseUploadDocument,
  RestDatabaseUploadSchemasDocument,
  RestUploadFileMetadataDocument,
  type DatabaseUploadInput,
  type UploadAlreadyExists,
  type UploadedFileInput,
  type UploadFileType,
} from '../gql/graphql';

const REQUIRED = ['Missing data for required field.'];
const TYPES: Record<string, UploadFileType> = { csv: 'CSV', excel: 'EXCEL', columnar: 'COLUMNAR' };
const ALREADY_EXISTS: Record<string, UploadAlreadyExists> = { fail: 'FAIL', replace: 'REPLACE', append: 'APPEND' };

type Problems = Record<string, string[]>;

function choice<T>(body: MultipartBody, name: string, choices: Record<string, T>, problems: Problems, fallback?: T): T | undefined {
  const value = fieldValue(body, name);
  if (value === undefined || value === '') {
    if (fallback === undefined) problems[name] = REQUIRED;
    return fallback;
  }
  if (!Object.hasOwn(choices, value)) problems[name] = [`Must be one of: ${Object.keys(choices).join(', ')}.`];
  return choices[value];
}

function int(body: MultipartBody, name: string, problems: Problems): number | null {
  const value = fieldValue(body, name);
  if (value === undefined || value === '') return null;
  if (!/^-?\d+$/.test(value.trim())) problems[name] = ['Not a valid integer.'];
  return Number(value);
}

function bool(body: MultipartBody, name: string, problems: Problems): boolean | null {
  const value = fieldValue(body, name)?.trim().toLowerCase();
  if (value === undefined || value === '') return null;
  if (['true', '1', 'yes', 'y', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'n', 'off'].includes(value)) return false;
  problems[name] = ['Not a valid boolean.'];
  return null;
}

/** Superset's DelimitedListField: a comma-separated text (or the field repeated). */
function list(body: MultipartBody, name: string): string[] | null {
  const values = body.fields[name];
  if (!values?.length) return null;
  const items = values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  return items.length ? items : null;
}

function jsonObject(body: MultipartBody, name: string, problems: Problems): Record<string, string> | null {
  const value = fieldValue(body, name);
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, string>;
  } catch {
    // reported below
  }
  problems[name] = ['Not a valid JSON object.'];
  return null;
}

function fileInput(body: MultipartBody, problems: Problems): UploadedFileInput {
  const type = choice(body, 'type', TYPES, problems);
  const file = body.files.find((f) => f.fieldName === 'file');
  if (!file) problems.file = REQUIRED;
  return {
    type: type ?? 'CSV',
    fileName: file?.fileName ?? '',
    contentBase64: file?.data.toString('base64') ?? '',
    delimiter: fieldValue(body, 'delimiter') || null,
    headerRow: int(body, 'header_row', problems),
  };
}

function failOn(problems: Problems): void {
  if (Object.keys(problems).length) throw badRequest(problems);
}

export const databaseUploadRoutes: readonly RouteDef[] = [
  {
    method: 'post',
    path: '/database/:pk/upload/',
    async handle({ req, params, run }) {
      const databaseId = flaskIntId(params.pk);
      const body = await readMultipart(req);
      const problems: Problems = {};
      const tableName = fieldValue(body, 'table_name');
      if (!tableName) problems.table_name = REQUIRED;
      const input: DatabaseUploadInput = {
        ...fileInput(body, problems),
        tableName: tableName ?? '',
        schema: fieldValue(body, 'schema') || null,
        alreadyExists: choice(body, 'already_exists', ALREADY_EXISTS, problems, 'FAIL'),
        skipRows: int(body, 'skip_rows', problems),
        rowsToRead: int(body, 'rows_to_read', problems) ?? int(body, 'nrows', problems),
        nullValues: list(body, 'null_values'),
        decimalCharacter: fieldValue(body, 'decimal_character') || null,
        dayFirst: bool(body, 'day_first', problems),
        columnDates: list(body, 'column_dates'),
        columnDataTypes: jsonObject(body, 'column_data_types', problems),
        columnsRead: list(body, 'columns_read'),
        dataframeIndex: bool(body, 'dataframe_index', problems),
        indexLabel: fieldValue(body, 'index_label') || null,
        sheetName: fieldValue(body, 'sheet_name') || null,
      };
      failOn(problems);
      await run(RestDatabaseUploadDocument, { databaseId, input });
      return { status: 201, body: { message: 'OK' } };
    },
  },
  {
    method: 'post',
    path: '/database/upload_metadata/',
    async handle({ req, run }) {
      const body = await readMultipart(req);
      const problems: Problems = {};
      const input = fileInput(body, problems);
      failOn(problems);
      const { uploadFileMetadata } = await run(RestUploadFileMetadataDocument, { input });
      return ok({
        result: { items: uploadFileMetadata.map((item) => (item.sheetName ? { sheet_name: item.sheetName, column_names: item.columnNames } : { column_names: item.columnNames })) },
      });
    },
  },
  {
    method: 'get',
    path: '/database/:pk/schemas_access_for_file_upload/',
    async handle({ params, run }) {
      const { databaseSchemas } = await run(RestDatabaseUploadSchemasDocument, { id: flaskIntId(params.pk) });
      return ok({ schemas: databaseSchemas });
    },
  },
];
