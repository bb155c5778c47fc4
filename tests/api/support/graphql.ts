// GraphQL over HTTP (POST /graphql) and over graphql-ws (the graphql-transport-ws protocol, spoken by hand
// on a plain `ws` socket so the test checks the wire format rather than a client library).
import WebSocket from 'ws';
import { BASE_URL, post } from './http';

export interface GraphQLAnswer {
  status: number;
  data?: any;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export async function graphql(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphQLAnswer> {
  const answer = await post('/graphql', { query, variables }, { token });
  if (answer.json === undefined) throw new Error(`/graphql answered HTTP ${answer.status} without JSON: ${answer.text.slice(0, 300)}`);
  return { status: answer.status, ...answer.json };
}

/** Opens a graphql-ws connection, runs one operation, and resolves with its single result. */
export function graphqlOverWebSocket(
  query: string,
  options: { token?: string; variables?: Record<string, unknown>; timeoutMs?: number } = {},
): Promise<{ data?: any; errors?: unknown[] }> {
  const url = `${BASE_URL.replace(/^http/, 'ws')}/graphql`;
  const auth = options.token ? { Authorization: `Bearer ${options.token}` } : {};
  const socket = new WebSocket(url, 'graphql-transport-ws', { headers: auth });
  return new Promise((resolve, reject) => {
    let result: { data?: any; errors?: unknown[] } | undefined;
    const timer = setTimeout(() => fail(new Error(`no graphql-ws answer within ${options.timeoutMs ?? 15000} ms`)), options.timeoutMs ?? 15000);
    function fail(error: Error) {
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    }
    socket.on('error', fail);
    socket.on('close', (code, reason) => {
      clearTimeout(timer);
      if (result) resolve(result);
      else reject(new Error(`graphql-ws closed before a result: ${code} ${reason.toString()}`));
    });
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'connection_init', payload: auth }));
    });
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables: options.variables ?? {} } }));
      } else if (message.type === 'next' && message.id === '1') {
        result = message.payload;
      } else if (message.type === 'error' && message.id === '1') {
        result = { errors: message.payload };
        socket.close(1000);
      } else if (message.type === 'complete' && message.id === '1') {
        socket.close(1000);
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      }
    });
  });
}
