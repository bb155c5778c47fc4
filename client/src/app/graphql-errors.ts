// Apollo's error classes -> the list of error objects the server sent, so screens can show "the first
// response error" (spec section 8) whatever path the error took.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export interface ResponseError {
  message?: string | null;
}

/** The server's errors for a failed operation; [] for transport failures (no response to read). */
export function responseErrorsOf(error: unknown): ResponseError[] {
  if (CombinedGraphQLErrors.is(error)) return [...error.errors];
  if (ServerError.is(error)) {
    // A non-2xx answer may still carry a GraphQL body (e.g. 400 for an invalid document).
    try {
      const body: unknown = JSON.parse(error.bodyText);
      if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
        return (body as { errors: ResponseError[] }).errors;
      }
    } catch {
      return [];
    }
  }
  return [];
}

/** What to tell a person about a failed operation: the server's first error, else the error's own text. */
export function firstErrorMessage(error: unknown): string {
  return responseErrorsOf(error)[0]?.message ?? (error instanceof Error ? error.message : String(error));
}

/** The field-keyed messages of a failed save (the server's `extensions.extra.fields`), each field's joined; null when it has none. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const first = responseErrorsOf(error)[0] as { extensions?: { extra?: { fields?: unknown } } } | undefined;
  const fields = first?.extensions?.extra?.fields;
  if (!fields || typeof fields !== 'object') return null;
  return Object.fromEntries(Object.entries(fields as Record<string, unknown>).map(([field, messages]) => [field, Array.isArray(messages) ? messages.join(' ') : String(messages)]));
}
