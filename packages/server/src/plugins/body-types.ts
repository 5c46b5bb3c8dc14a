import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { malformedUpload } from '../lib/upload-stream.ts';

const MULTIPART = 'multipart/form-data';
const JSON_TYPE = 'application/json';

/** A `boundary` parameter busboy can read: 1 to 70 characters (RFC 2046), quoted or not. */
const BOUNDARY = /;\s*boundary\s*=\s*(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/** Whether a route declares a multipart body (`consumes: ['multipart/form-data']` in its schema). */
function takesMultipart(schema: FastifySchema | undefined): boolean {
  return schema?.consumes?.includes(MULTIPART) ?? false;
}

/** The media type a route's body must have: multipart as declared, JSON with a body schema, else none. */
function bodyTypeOf(schema: FastifySchema | undefined): string | null {
  if (takesMultipart(schema)) return MULTIPART;
  return schema?.body ? JSON_TYPE : null;
}

/** How the OpenAPI document shows a multipart body: its one `file` part. */
const FILE_FORM = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary', description: 'The uploaded file' } },
  required: ['file'],
};

/**
 * Wraps the document's schema transform so a multipart route, which has no body schema (its parts
 * are streamed, never validated as one object), still documents its `multipart/form-data` body.
 */
export function documentingMultipart<S extends FastifySchema>(transform: SwaggerTransform<S>): SwaggerTransform<S> {
  return (input) => {
    const result = transform(input);
    if (!takesMultipart(input.schema) || result.schema.hide || result.schema.body) return result;
    return { ...result, schema: { ...result.schema, body: FILE_FORM } };
  };
}

/**
 * Each route takes the one body type it declares, checked before the body is read: any other
 * type, or none, is a 415; a multipart body without a boundary busboy can use is a 400. Handlers
 * and upload readers can then rely on the body being what they expect.
 */
export const bodyTypes = fp(async (app: FastifyInstance) => {
  // A callback hook: it runs on every request with a body, and an async function would cost a promise.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const expected = bodyTypeOf(request.routeOptions.schema);
    if (!expected) return done(null, payload);
    const header = request.headers['content-type'] ?? '';
    const mediaType = header.split(';', 1)[0]?.trim().toLowerCase();
    if (mediaType !== expected) {
      const fieldErrors = expected === MULTIPART ? { file: 'validation.multipart_required' } : undefined;
      return done(new AppError('unsupported_media_type', { fieldErrors }));
    }
    if (expected === MULTIPART && !BOUNDARY.test(header)) {
      return done(malformedUpload());
    }
    done(null, payload);
  });
});
