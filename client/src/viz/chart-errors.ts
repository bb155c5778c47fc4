// The chart error texts of the spec (section 8: chart errors).

export const NETWORK_ERROR = 'Network error.';

export function renderFailureMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `An error occurred while rendering the visualization: ${detail}`;
}

/** An update failure shows the first response error's text, or 'Network error.' when the response had none. */
export function updateFailureMessage(responseErrors: ReadonlyArray<{ message?: string | null }> | null | undefined): string {
  const first = responseErrors?.find((error) => typeof error.message === 'string' && error.message.trim() !== '');
  return first?.message ?? NETWORK_ERROR;
}

/** A query that ran but failed reports its error in the result rather than as a GraphQL error. */
export function failedQueryMessage(
  queries: ReadonlyArray<{ status: string; error?: string | null }>,
): string | null {
  const failed = queries.find((query) => query.error || query.status === 'failed' || query.status === 'timed_out');
  if (!failed) return null;
  return failed.error || (failed.status === 'timed_out' ? 'Query timeout' : NETWORK_ERROR);
}
