// The session's CSRF token, held in memory only (never in storage, where other scripts could read it). It is
// set from the boot `Session` query (sessionCsrfToken) and from the `login` payload; the Apollo link reads it per request.
let token: string | null = null;

export function setCsrfToken(value: string | null): void {
  token = value;
}

export function getCsrfToken(): string | null {
  return token;
}
