import type { AppContext, AppModule } from '../../context.ts';
import { authRoutes } from './auth.routes.ts';
import type { AuthDeps } from './auth.service.ts';
import { createGoogleVerifier } from './google.service.ts';

/** The auth services' dependencies from the app context. */
export function createAuthDeps(context: AppContext): AuthDeps {
  const { config } = context;
  return {
    db: context.database.db,
    hasher: context.hasher,
    counters: context.counters,
    sessionTtlMs: config.sessionTtlMs,
    maxFailedLoginsPerHour: config.maxFailedLoginsPerHour,
    mailer: context.mailer,
    publicUrl: config.publicUrl,
    google: createGoogleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl }),
    logsMailedLinks: !config.smtpUrl,
  };
}

/** Registers sign-in, sign-up, password reset and the session's own user. */
export const authModule: AppModule = async (app, { context, authRateLimit }) => {
  await app.register(authRoutes, { deps: createAuthDeps(context), authRateLimit });
};
