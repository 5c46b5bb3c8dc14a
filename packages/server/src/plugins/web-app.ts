import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { isCanonicalPath, pathOf } from './canonical-paths.ts';
import { sendProblem } from './problems.ts';

// What the server answers itself under these names is never a page of the SPA (`s`: a track's share page).
const SERVER_SEGMENTS = new Set(['api', 'media', 'asset-analytic', 's']);

/**
 * Whether a path may be one of the SPA's pages: not when any segment, however spelled (escaped,
 * in any case, with matrix parameters), names the API or the media, nor when it names a file.
 */
function mayBePage(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it is; its other segments still count.
  }
  const segments = decoded.toLowerCase().split(/[/\\;]/);
  return !segments.some((segment) => SERVER_SEGMENTS.has(segment.trim())) && !segments.at(-1)?.includes('.');
}

/**
 * The built SPA: its files, public and cached by name, and its page for every other GET that is
 * a page. Everything else no route answers is a 404 problem.
 */
export async function webApp(app: FastifyInstance, options: { webDist: string }) {
  const { webDist } = options;
  const hasWeb = fs.existsSync(webDist);
  if (hasWeb) {
    // The build's files are what every visitor downloads before signing in. This plugin is
    // encapsulated, so the hook sees only the routes @fastify/static adds here.
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, isPublic: true };
    });
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Only the build's content-hashed files (assets/) may be kept for ever: the logos and the
      // favicon keep their names when they change. index.html gets its own header below.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const isHashed = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
        response.setHeader('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
      // The web build writes .br and .gz beside each file; send those to clients that accept them.
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (!hasWeb || request.method !== 'GET' || !mayBePage(path)) {
      return sendProblem(reply, request, new AppError('not_found'));
    }
    if (!isCanonicalPath(path)) {
      // A page link with a trailing slash is a common slip: send it to the page's one spelling.
      const withoutSlash = path.replace(/\/+$/, '');
      if (withoutSlash && isCanonicalPath(withoutSlash)) {
        return reply.redirect(withoutSlash + request.url.slice(path.length), 308);
      }
      return sendProblem(reply, request, new AppError('not_found'));
    }
    // Client-side routes: every other GET is the SPA, which shows its own 404 page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });
}
