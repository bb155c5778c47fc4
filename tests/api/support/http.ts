// A tiny HTTP client for the API tests: plain fetch against BASE_URL, answers read once as text and JSON.
export const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:8088').replace(/\/$/, '');
export const ADMIN_USERNAME = process.env.ADMIN_USERNAME ?? 'admin';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'admin';

export interface HttpAnswer {
  status: number;
  contentType: string;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: any;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Gives up (a TimeoutError) when the answer has not arrived by then. */
  timeoutMs?: number;
}

export async function request(method: string, path: string, options: RequestOptions = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const signal = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
  const response = await fetch(`${BASE_URL}${path}`, { method, headers, body, redirect: 'manual', signal });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', headers: response.headers, text, json };
}

export const get = (path: string, options?: RequestOptions) => request('GET', path, options);
export const post = (path: string, body: unknown, options?: RequestOptions) => request('POST', path, { ...options, body });

/** Superset's q parameter: the rison text, URL-encoded. */
export const withQ = (path: string, rison: string) => `${path}?q=${encodeURIComponent(rison)}`;

/** A rison string literal, written by hand so the tests do not share the server's rison code. */
export function risonString(value: string): string {
  return `'${value.replace(/!/g, '!!').replace(/'/g, "!'")}'`;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export async function login(username = ADMIN_USERNAME, password = ADMIN_PASSWORD): Promise<Tokens> {
  const answer = await post('/api/v1/security/login', { username, password, provider: 'db', refresh: true });
  if (answer.status !== 200) throw new Error(`login as ${username} failed: HTTP ${answer.status} ${answer.text}`);
  return answer.json as Tokens;
}

/** The decoded (unverified) claims of a JWT. */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
