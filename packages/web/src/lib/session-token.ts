/** The session token lives in a cookie named `token` (SPEC §4); being signed in means it is present. */
const COOKIE_NAME = 'token';
// A session never outlives the server's own TTL; the cookie only needs to survive a browser restart.
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** The current session token, or null when nobody is signed in. */
export function readToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE_NAME) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}

function attributes(): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; SameSite=Strict${secure}`;
}

/** Stores the token of a new session. */
export function writeToken(token: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: SPEC §4 keeps the token in a cookie; the async Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${COOKIE_NAME}=${encodeURIComponent(token)}; Max-Age=${MAX_AGE_SECONDS}${attributes()}`;
}

/** Removes the token (logout, or a 401 from the product API). */
export function clearToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: SPEC §4 keeps the token in a cookie; the async Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${COOKIE_NAME}=; Max-Age=0${attributes()}`;
}
