import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { MEDIA_MAX_BYTES } from '@irama/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppContext, AppModule, ModuleOptions } from './context.ts';
import { requestValidatorCompiler } from './lib/request-validation.ts';
import { achievementsModule } from './modules/achievements/achievements.module.ts';
import { adminsModule } from './modules/admins/admins.module.ts';
import { analyticsModule } from './modules/analytics/analytics.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { callerResolver } from './modules/auth/caller.service.ts';
import { balanceModule } from './modules/balance/balance.module.ts';
import { catalogsModule } from './modules/catalogs/catalogs.module.ts';
import { chatModule } from './modules/chat/chat.module.ts';
import { companiesModule } from './modules/companies/companies.module.ts';
import { dashboardModule } from './modules/dashboard/dashboard.module.ts';
import { dspModule } from './modules/dsp/dsp.module.ts';
import { dspreportModule } from './modules/dspreport/dspreport.module.ts';
import { entModule } from './modules/ent/ent.module.ts';
import { expertiseModule } from './modules/expertise/expertise.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { ideasModule } from './modules/ideas/ideas.module.ts';
import { ingestModule } from './modules/ingest/ingest.module.ts';
import { mediaModule } from './modules/media/media.module.ts';
import { musicbankModule } from './modules/musicbank/musicbank.module.ts';
import { networkplaceModule } from './modules/networkplace/networkplace.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { paylaterModule } from './modules/paylater/paylater.module.ts';
import { paymentModule } from './modules/payment/payment.module.ts';
import { profileModule } from './modules/profile/profile.module.ts';
import { publicModule } from './modules/public/public.module.ts';
import { releaseModule } from './modules/release/release.module.ts';
import { songshareModule } from './modules/songshare/songshare.module.ts';
import { songstatsModule } from './modules/songstats/songstats.module.ts';
import { streamsModule } from './modules/streams/streams.module.ts';
import { supportModule } from './modules/support/support.module.ts';
import { isSwitchOn } from './modules/switches/index.ts';
import { switchesModule } from './modules/switches/switches.module.ts';
import { uploadsModule } from './modules/uploads/uploads.module.ts';
import { whitelabelModule } from './modules/whitelabel/whitelabel.module.ts';
import { youtubeModule } from './modules/youtube/youtube.module.ts';
import { authenticate } from './plugins/authenticate.ts';
import { bodyTypes, documentingMultipart } from './plugins/body-types.ts';
import { canonicalPaths } from './plugins/canonical-paths.ts';
import { draining } from './plugins/draining.ts';
import { problems, sendFrameworkError } from './plugins/problems.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';

// Each domain's one entry; their order is the order of the OpenAPI document's paths.
const MODULES: AppModule[] = [
  healthModule,
  publicModule,
  authModule,
  companiesModule,
  ingestModule,
  profileModule,
  adminsModule,
  whitelabelModule,
  mediaModule,
  uploadsModule,
  releaseModule,
  catalogsModule,
  youtubeModule,
  dspreportModule,
  analyticsModule,
  dspModule,
  paymentModule,
  balanceModule,
  entModule,
  notificationsModule,
  streamsModule,
  ideasModule,
  dashboardModule,
  supportModule,
  networkplaceModule,
  chatModule,
  expertiseModule,
  switchesModule,
  achievementsModule,
  musicbankModule,
  paylaterModule,
  songshareModule,
  songstatsModule,
];

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
      redact: ['req.headers["x-authorization"]', 'req.headers.authorization', 'req.headers.cookie'],
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

  app.setValidatorCompiler(requestValidatorCompiler);
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
  await app.register(authenticate, {
    resolveCaller: callerResolver(database.db),
    isSwitchOn: (key) => isSwitchOn(database.db, key),
  });
  await app.register(bodyTypes);
  // One file part per request; routes lower the size further (profile pictures: 5 MB).
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  const moduleOptions: ModuleOptions = {
    context,
    authRateLimit: { max: config.rateLimitAuthPerMinute, timeWindow: 60_000 },
  };
  for (const module of MODULES) await app.register(module, moduleOptions);
  app.get('/api/openapi.json', { config: { isPublic: true }, schema: { hide: true } }, async () => app.swagger());

  await app.register(webApp, { webDist: config.webDist });

  return app;
}
