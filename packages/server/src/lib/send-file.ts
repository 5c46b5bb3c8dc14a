import path from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from './errors.ts';

/** A file ready to send: where it is, its type and disposition, and how long a browser may keep it. */
export type ServedFile = { absolute: string; mime: string; disposition: string; maxAgeSeconds: number };

/**
 * Streams a stored file with @fastify/send, which answers ranges (206, 416 with Content-Range),
 * conditional requests and HEAD; its own error pages are replaced by problem JSON.
 */
export async function sendServedFile(request: FastifyRequest, reply: FastifyReply, file: ServedFile) {
  const result = await send(request.raw, `/${encodeURIComponent(path.basename(file.absolute))}`, {
    root: path.dirname(file.absolute),
    acceptRanges: true,
    cacheControl: false,
    contentType: false,
    dotfiles: 'deny',
    index: false,
  });
  if (result.type !== 'file') {
    result.stream.destroy();
    if (result.statusCode === 416) {
      throw new AppError('range_not_satisfiable', {
        headers: { 'content-range': result.headers['Content-Range'] ?? '' },
      });
    }
    if (result.statusCode === 412) throw new AppError('precondition_failed');
    // A row whose bytes are gone is as missing as a row that never was.
    if (result.statusCode === 404 || result.statusCode === 403) throw notFound();
    request.log.error(
      { err: 'error' in result.metadata ? result.metadata.error : undefined },
      'stored file unreadable',
    );
    throw new AppError('internal');
  }
  return reply
    .code(result.statusCode)
    .headers(result.headers)
    .header('content-type', file.mime)
    .header('content-disposition', file.disposition)
    .header('cache-control', `private, max-age=${file.maxAgeSeconds}`)
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(result.stream);
}
