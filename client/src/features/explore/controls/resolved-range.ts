// The picker's "ACTUAL TIME RANGE": the server evaluates the expression (one parser for picker and query).
import { useQuery } from '@apollo/client/react';
import { responseErrorsOf } from '../../../app/graphql-errors';
import { ResolveTimeRangeDocument } from '../../../gql/graphql';
import { NO_FILTER } from './time-range-options';

/** 'YYYY-MM-DDTHH:MM:SS' shown as a date when it is midnight, else as date and time; open ends as ∞. */
export function boundText(value: string | null | undefined, open: string): string {
  if (!value) return open;
  return value.endsWith('T00:00:00') ? value.slice(0, 10) : value.replace('T', ' ');
}

export function resolvedSummary(since: string | null | undefined, until: string | null | undefined, column = 'col'): string {
  return `${boundText(since, '-∞')} ≤ ${column} < ${boundText(until, '∞')}`;
}

export function useResolvedRange(timeRange: string): { summary: string | null; error: string | null; loading: boolean } {
  const skip = !timeRange.trim() || timeRange.trim() === NO_FILTER;
  const { data, error, loading } = useQuery(ResolveTimeRangeDocument, { variables: { ranges: [{ timeRange }] }, skip });
  if (skip) return { summary: NO_FILTER, error: null, loading: false };
  if (error) return { summary: null, error: responseErrorsOf(error)[0]?.message ?? error.message, loading: false };
  const range = data?.timeRanges[0];
  return { summary: range ? resolvedSummary(range.since, range.until) : null, error: null, loading };
}
