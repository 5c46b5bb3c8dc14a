import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, preParsingHookHandler } from 'fastify';
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

/** The media types a route's body may have: what a multipart route declares, JSON with a body schema, else none. */
function bodyTypesOf(schema: FastifySchema | undefined): readonly string[] {
  if (takesMultipart(schema)) return schema?.consumes ?? [MULTIPART];
  return schema?.body ? [JSON_TYPE] : [];
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

/** The preParsing hook of a route whose body must be one of `expected`. */
function checkBodyType(expected: readonly string[]): preParsingHookHandler {
  return (request, _reply, payload, done) => {
    const header = request.headers['content-type'] ?? '';
    const mediaType = header.split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!expected.includes(mediaType)) {
      const fieldErrors = expected.includes(MULTIPART) ? { file: 'validation.multipart_required' } : undefined;
      return done(new AppError('unsupported_media_type', { fieldErrors }));
    }
    if (mediaType === MULTIPART && !BOUNDARY.test(header)) return done(malformedUpload());
    done(null, payload);
  };
}

/**
 * Each route takes the one body type it declares, checked before the body is read: any other
 * type, or none, is a 415; a multipart body without a boundary busboy can use is a 400. Handlers
 * and upload readers can then rely on the body being what they expect. The check is added to the
 * routes that take a body only, ahead of their own preParsing hooks; other requests never meet it.
 */
export const bodyTypes = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const expected = bodyTypesOf(route.schema);
    if (expected.length === 0) return;
    const own = route.preParsing ?? [];
    route.preParsing = [checkBodyType(expected), ...(Array.isArray(own) ? own : [own])];
  });
});
