import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { MEDIA_MAX_BYTES } from '@irama/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppContext } from './context.ts';
import { strictBodyValidatorCompiler } from './lib/strict-schema.ts';
import { adminRoutes } from './modules/admins/admins.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import type { AuthDeps } from './modules/auth/auth.service.ts';
import { createGoogleVerifier } from './modules/auth/google.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { ingestRoutes } from './modules/ingest/ingest.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createLocalMediaStorage } from './modules/media/media.storage.ts';
import { opsRoutes } from './modules/ops/ops.routes.ts';
import { companyChangeRoutes } from './modules/profile/company-change.routes.ts';
import type { ProfileDeps } from './modules/profile/profile.deps.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { publicRoutes } from './modules/public/public.routes.ts';
import { releaseModule } from './modules/release/release.module.ts';
import { whitelabelRoutes } from './modules/whitelabel/whitelabel.routes.ts';
import { authenticate } from './plugins/authenticate.ts';
import { bodyTypes, documentingMultipart } from './plugins/body-types.ts';
import { canonicalPaths } from './plugins/canonical-paths.ts';
import { draining } from './plugins/draining.ts';
import { problems, sendFrameworkError } from './plugins/problems.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export type BuildOptions = {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
};

/** Builds the whole HTTP app on a context, without listening: tests drive it with `inject`. */
export async function buildApp(context: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config, database } = context;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["x-authorization"]', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // The draining plugin answers requests during shutdown with a problem instead.
    return503OnClosing: false,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks on every request that never wait take a callback: cheaper than an async function's promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(problems);
  await app.register(securityHeaders, { config });
  await app.register(draining);
  await app.register(canonicalPaths);
  await app.register(swagger, {
    openapi: { info: { title: 'Irama API', version: '1.0.0' } },
    transform: documentingMultipart(jsonSchemaTransform),
  });
  await app.register(rateLimit, {
    global: false,
    ...(context.redis ? { redis: context.redis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
  });
  await app.register(authenticate, { db: database.db });
  await app.register(bodyTypes);
  // One file part per request; routes lower the size further (profile pictures: 5 MB).
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  const authDeps: AuthDeps = {
    db: database.db,
    hasher: context.hasher,
    counters: context.counters,
    sessionTtlMs: config.sessionTtlMs,
    maxFailedLoginsPerHour: config.maxFailedLoginsPerHour,
    mailer: context.mailer,
    publicUrl: config.publicUrl,
    google: createGoogleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl }),
    logsMailedLinks: !config.smtpUrl,
  };
  const authRateLimit = { max: config.rateLimitAuthPerMinute, timeWindow: 60_000 };

  await app.register(healthRoutes, { db: database.db });
  await app.register(publicRoutes, { db: database.db, config });
  await app.register(authRoutes, { deps: authDeps, authRateLimit });
  await app.register(opsRoutes, { db: database.db });
  await app.register(ingestRoutes, { db: database.db, dataDir: config.dataDir });
  const profileDeps: ProfileDeps = {
    db: database.db,
    hasher: context.hasher,
    mailer: context.mailer,
    storage: createLocalMediaStorage(path.join(config.dataDir, 'media'), config.serviceUrls.media),
    publicUrl: config.publicUrl,
  };
  await app.register(profileRoutes, { deps: profileDeps, passwordRateLimit: authRateLimit });
  await app.register(adminRoutes, { deps: profileDeps });
  await app.register(companyChangeRoutes, { deps: profileDeps });
  await app.register(whitelabelRoutes, { db: database.db });
  await app.register(mediaRoutes, { storage: profileDeps.storage });
  await app.register(releaseModule, { context });
  app.get('/api/openapi.json', { config: { isPublic: true }, schema: { hide: true } }, async () => app.swagger());

  await app.register(webApp, { webDist: config.webDist });

  return app;
}
