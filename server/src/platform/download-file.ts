/** Making an ExportFile (the GraphQL download shape) from a file's bytes and its kind. */
import type { ExportFile } from './export-file';

export const FILE_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

export type FileKind = keyof typeof FILE_CONTENT_TYPES;

export const downloadFile = (filename: string, kind: FileKind, body: Buffer): ExportFile => ({
  filename,
  contentType: FILE_CONTENT_TYPES[kind],
  base64: body.toString('base64'),
});
