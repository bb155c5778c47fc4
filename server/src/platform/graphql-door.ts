/**
 * The checks every GraphQL operation passes, whichever way it comes in: over HTTP, over graphql-ws, or
 * in-process from the REST gateway (which runs through the same Apollo pipeline). Malformed transport is
 * answered as a GraphQL error in JSON, never as Express's HTML error page.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { GraphQLError, OperationTypeNode, parse, specifiedRules, validate, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import { badUserInput, SafeLiteralsRule, unsafeVariablesError } from './graphql-input';
import { costLimitError, LIMIT_RULES, MAX_QUERY_TOKENS } from './graphql-limits';

const BODY_LIMIT = '10mb';

type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** What body-parser's failure means for the client, worded for a GraphQL error. */
function bodyErrorMessage(error: { type?: unknown; message: string; expose?: unknown }): string {
  if (error.type === 'entity.parse.failed') return `The request body is not valid JSON: ${error.message}`;
  if (error.type === 'entity.too.large') return `The request body is larger than ${BODY_LIMIT}`;
  return error.expose === true ? error.message : 'The request body could not be read';
}

/** JSON request bodies for /graphql; a body that does not parse is answered `{"errors": [...]}` with its 4xx. */
export function graphqlJsonBody(formatError: FormatError): [RequestHandler, ErrorRequestHandler] {
  const answerBodyError: ErrorRequestHandler = (error: Error & { status?: unknown; type?: unknown; expose?: unknown }, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 400;
    const graphqlError = new GraphQLError(bodyErrorMessage(error), { extensions: { code: 'BAD_REQUEST' } });
    res.status(status).json({ errors: [formatError(graphqlError.toJSON(), graphqlError)] });
  };
  return [express.json({ limit: BODY_LIMIT }), answerBodyError];
}

export interface GraphQLGuards {
  parseOptions: { maxTokens: number };
  validationRules: typeof LIMIT_RULES;
  /** Checks that need the variables: unsafe input values and the operation's cost. */
  plugin: ApolloServerPlugin;
  /** The same checks for graphql-ws. */
  ws: Pick<ServerOptions, 'validate' | 'onSubscribe'>;
}

export function graphqlGuards(schema: GraphQLSchema): GraphQLGuards {
  const validationRules = [...LIMIT_RULES, SafeLiteralsRule];
  const variablesError = (document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | null | undefined) =>
    unsafeVariablesError(variables) ?? costLimitError(schema, document, variables, operationName);
  return {
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    validationRules,
    plugin: {
      async requestDidStart() {
        return {
          async didResolveOperation({ request, document, operation, operationName }) {
            // graphql-ws serves subscriptions; over HTTP the subscribe resolver would run without its event.
            if (operation?.operation === OperationTypeNode.SUBSCRIPTION) throw badUserInput('Subscriptions are served over graphql-ws (a WebSocket on /graphql), not over HTTP.');
            const error = variablesError(document, request.variables, operationName);
            if (error) throw error;
          },
          // A typed error thrown before execution (a plugin's CSRF check) would otherwise answer HTTP 500
          // whatever it means: answer the status its extensions declare.
          async willSendResponse({ response }) {
            if (response.body.kind !== 'single' || response.http.status !== 500) return;
            const { data, errors } = response.body.singleResult;
            const status = errors?.[0]?.extensions?.status;
            if (data === undefined && typeof status === 'number' && status >= 400 && status < 500) response.http.status = status;
          },
        };
      },
    },
    ws: {
      validate: (wsSchema, document) => validate(wsSchema, document, [...specifiedRules, ...validationRules]),
      onSubscribe: (_ctx, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: MAX_QUERY_TOKENS });
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
        }
        const error = variablesError(document, payload.variables ?? undefined, payload.operationName);
        return error ? [error] : undefined;
      },
    },
  };
}
