// Characters a file name never keeps: controls, invisible formatting (bidirectional overrides
// included), lone surrogates, path separators and the quote and backslash of the quoted string.
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}/\\"]/gu;
const MAX_NAME = 200;

/** A display name fit for a download: unsafe characters gone, trimmed, at most 200 characters. */
export function safeFileName(name: string | null | undefined, fallback: string): string {
  const cleaned = [...(name ?? '').replace(UNSAFE, '').trim()].slice(0, MAX_NAME).join('').trim();
  return cleaned || fallback;
}

/** Percent-encoding of RFC 8187 (`attr-char` left as is), for `filename*`. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A `Content-Disposition` header (RFC 6266): `filename` holds an ASCII fallback (accents dropped,
 * anything else `_`), and `filename*` the UTF-8 name when it is not plain ASCII.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|[%"\\]/g, '_');
  const header = `${type}; filename="${ascii}"`;
  return ascii === name ? header : `${header}; filename*=UTF-8''${encodeExtValue(name)}`;
}
