// Posting the upload form to the REST endpoint with the session cookie and its CSRF token.
import { getCsrfToken } from '../../app/csrf-token';

export interface UploadMetadataItem {
  sheet_name?: string;
  column_names: string[];
}

/** Superset's error bodies: {message: text} or {message: {field: [texts]}}. */
function errorText(body: unknown, status: number): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object') {
    return Object.entries(message as Record<string, unknown>)
      .map(([field, texts]) => `${field}: ${Array.isArray(texts) ? texts.join(' ') : String(texts)}`)
      .join('; ');
  }
  return `The upload failed (HTTP ${status}).`;
}

async function postForm(path: string, body: FormData): Promise<unknown> {
  const token = getCsrfToken();
  const response = await fetch(path, { method: 'POST', body, credentials: 'same-origin', headers: token ? { 'X-CSRFToken': token } : {} });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorText(json, response.status));
  return json;
}

export async function uploadFile(databaseId: number, body: FormData): Promise<void> {
  await postForm(`/api/v1/database/${databaseId}/upload/`, body);
}

export async function fileMetadata(body: FormData): Promise<UploadMetadataItem[]> {
  const json = (await postForm('/api/v1/database/upload_metadata/', body)) as { result?: { items?: UploadMetadataItem[] } };
  return json.result?.items ?? [];
}
