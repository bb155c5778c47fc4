/**
 * multipart/form-data bodies (CSV/Excel/columnar uploads, import bundles), read inside the route so each
 * endpoint answers a missing or oversized file with its own Superset message. Files are held in memory:
 * they go on to the GraphQL operation as base64 text anyway.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { badRequest, RestError } from './errors';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  mimeType: string;
  data: Buffer;
}

export interface MultipartBody {
  /** Text fields; a repeated field keeps every value in order. */
  fields: Record<string, string[]>;
  files: UploadedFile[];
}

export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export function isMultipartRequest(req: Pick<Request, 'headers'>): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Reads the whole body; 400 when it is not multipart, 413 when a file exceeds `maxFileBytes` or, when
 * `maxFieldBytes` is given, a text field exceeds it (otherwise busboy cuts fields at 1 MB).
 */
export function readMultipart(req: Request, maxFileBytes = MAX_UPLOAD_BYTES, maxFieldBytes?: number): Promise<MultipartBody> {
  if (!isMultipartRequest(req)) return Promise.reject(badRequest('Request is not multipart/form-data'));
  return new Promise((resolve, reject) => {
    const body: MultipartBody = { fields: {}, files: [] };
    let failure: RestError | null = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxFileBytes, ...(maxFieldBytes === undefined ? {} : { fieldSize: maxFieldBytes }) } });
    } catch (err) {
      reject(badRequest(`Malformed multipart body: ${(err as Error).message}`));
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated && maxFieldBytes !== undefined) failure ??= new RestError(413, { message: `The field ${name} is larger than ${maxFieldBytes} bytes` });
      else (body.fields[name] ??= []).push(value);
    });
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = new RestError(413, { message: `The file is larger than ${Math.round(maxFileBytes / 1024 / 1024)} MB` });
        stream.resume();
      });
      stream.on('close', () => {
        if (!failure) body.files.push({ fieldName, fileName: info.filename ?? '', mimeType: info.mimeType, data: Buffer.concat(chunks) });
      });
    });
    parser.on('error', (err: Error) => reject(badRequest(`Malformed multipart body: ${err.message}`)));
    parser.on('close', () => (failure ? reject(failure) : resolve(body)));
    req.pipe(parser);
  });
}

/** The one value of a text field, or undefined. */
export function fieldValue(body: MultipartBody, name: string): string | undefined {
  return body.fields[name]?.at(-1);
}
