/**
 * A file the server hands out for download through GraphQL (an export bundle, chart data as CSV or XLSX, a
 * SQL Lab run as CSV): one shape for all of them, the content base64-encoded.
 */
import { Field, ObjectType } from 'type-graphql';

export const FILE_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

export type FileKind = keyof typeof FILE_CONTENT_TYPES;

@ObjectType({ description: 'A file to download (an export bundle, chart data, a SQL Lab run as CSV), base64-encoded.' })
export class ExportFile {
  @Field(() => String) filename: string;
  @Field(() => String) contentType: string;
  @Field(() => String) base64: string;
}

export const downloadFile = (filename: string, kind: FileKind, body: Buffer): ExportFile => ({
  filename,
  contentType: FILE_CONTENT_TYPES[kind],
  base64: body.toString('base64'),
});
