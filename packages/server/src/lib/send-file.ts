import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from './errors.ts';
import type { ByteRange, ObjectStorage } from './storage/index.ts';

/**
 * An object ready to send: its key in the storage, its type and disposition, and how long a browser
 * may keep it (0: not at all, for what only a session token opens).
 */
export type ServedObject = { key: string; mime: string; disposition: string; maxAgeSeconds: number };

/**
 * The one range a `Range` header asks of `size` bytes: `undefined` for the whole object (no header,
 * or one this server may ignore: another unit, several ranges, a malformed one), `'unsatisfiable'`
 * when it starts past the end.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  return start > end ? undefined : { start, end };
}

/**
 * True when a list of entity tags (`If-None-Match`, `If-Match`) names `etag` or is `*`; compared
 * weakly (`W/` ignored) for If-None-Match, strongly for If-Match, as RFC 9110 asks.
 */
function listsTag(header: string, etag: string, comparison: 'weak' | 'strong'): boolean {
  const normal = (tag: string) => (comparison === 'weak' ? tag.replace(/^W\//, '') : tag);
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || normal(tag) === normal(etag));
}

/**
 * Streams a stored object from either storage with its ETag: 304 when `If-None-Match` names it, 412
 * when `If-Match` does not, a single range with 206 (whole when `If-Range` names another version),
 * one past the end with 416 (Content-Range `bytes *\/size`).
 */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ObjectStorage,
  file: ServedObject,
) {
  // A row whose bytes are gone is as missing as a row that never was.
  const info = await storage.stat(file.key);
  if (!info) throw notFound();
  const { size, etag } = info;
  reply.header(
    'cache-control',
    file.maxAgeSeconds > 0 ? `private, max-age=${file.maxAgeSeconds}` : 'private, no-store',
  );
  if (etag) reply.header('etag', etag);
  const { 'if-match': ifMatch, 'if-none-match': ifNoneMatch } = request.headers;
  if (ifMatch !== undefined && !listsTag(ifMatch, etag, 'strong')) throw new AppError('precondition_failed');
  if (ifNoneMatch !== undefined && listsTag(ifNoneMatch, etag, 'weak')) return reply.code(304).send();
  // A range of another version than the one the client holds part of would splice two files together.
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? rangeOf(request.headers.range, size) : undefined;
  if (range === 'unsatisfiable')
    throw new AppError('range_not_satisfiable', { headers: { 'content-range': `bytes */${size}` } });
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.mime)
    .header('content-disposition', file.disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  reply.header('content-length', range ? range.end - range.start + 1 : size);
  // An empty stream keeps the Content-Length above (Fastify's HEAD route counts any other body as 0)
  // without fetching the bytes.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  const object = await storage.read(file.key, range);
  if (!object) throw notFound();
  return reply.send(object.stream);
}
