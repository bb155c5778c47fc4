/**
 * The single place a thrown error becomes a GraphQL error: TesseraErrors keep their message and carry
 * `extensions` (code, errorType, level, status, extra); GraphQL's own request errors (parse, validation, variables)
 * become BAD_USER_INPUT;
 * anything unexpected is logged and answered with a generic message (no stack traces unless debugging).
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { TesseraError, toExtensions } from './errors';
import type { Logger } from './logger';

export function formatGraphQLError(logger: Logger, exposeDetails: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof TesseraError) {
      return { message: original.message, locations: formatted.locations, path: formatted.path, extensions: toExtensions(original) };
    }
    const code = formatted.extensions?.code;
    // graphql-js's own request errors carry no code when Apollo does not classify them (e.g. 'Too many errors
    // processing variables'): not raised by a resolver (no path) nor wrapping a thrown error, they are the request's fault.
    const requestError = error instanceof GraphQLError && error.originalError === undefined && error.path === undefined && error.extensions.code === undefined;
    if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT' || code === 'GRAPHQL_PARSE_FAILED' || code === 'BAD_REQUEST' || requestError) {
      return {
        ...formatted,
        extensions: { code: 'BAD_USER_INPUT', errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR', level: 'warning', status: 400, extra: {} },
      };
    }
    if (code === 'PERSISTED_QUERY_NOT_FOUND' || code === 'OPERATION_RESOLUTION_FAILURE') return formatted;
    logger.error('Unexpected error while resolving a GraphQL operation', {
      path: formatted.path,
      error: original instanceof Error ? (original.stack ?? original.message) : String(original),
    });
    return {
      message: exposeDetails && original instanceof Error ? original.message : 'Sorry, an unknown error occurred',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', errorType: 'GENERIC_BACKEND_ERROR', level: 'error', status: 500, extra: {} },
    };
  };
}
