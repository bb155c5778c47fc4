/** Superset lands on its welcome page after login. */
export const DEFAULT_AFTER_LOGIN = '/';

/** The `next` parameter after login, accepted only as a path on this origin: a link like
 * /login/?next=//evil.example must not turn the login page into an open redirect. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next) return DEFAULT_AFTER_LOGIN;
  // Browsers drop tabs/newlines inside URLs and treat '\' like '/', so '/\t/host' or '/\host' mean '//host'.
  if ([...next].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return DEFAULT_AFTER_LOGIN;
  }
  if (!next.startsWith('/') || next.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  if (next === '/login' || next.startsWith('/login/') || next.startsWith('/login?')) return DEFAULT_AFTER_LOGIN;
  return next;
}

export function loginPath(next: string): string {
  return `/login/?next=${encodeURIComponent(next)}`;
}
