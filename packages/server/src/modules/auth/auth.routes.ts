import {
  AcceptedResponseSchema,
  ForgotPasswordRequestSchema,
  GoogleLoginRequestSchema,
  LoginRequestSchema,
  type Me,
  MeResponseSchema,
  OkResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SessionResponseSchema,
  VerifyEmailRequestSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/authenticate.ts';
import { type AuthDeps, getMe, login, logout, signInWithGoogle } from './auth.service.ts';
import { meResponseJson } from './me.serializer.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { register, verifyEmail } from './registration.service.ts';

const accepted = { data: { accepted: true as const } };

/** Sign-in (password or Google), sign-up, password reset, the session's own user, and sign-out. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; authRateLimit: object }> = async (
  app,
  { deps, authRateLimit },
) => {
  // Every public auth route is limited per IP: each one guesses, mails, or hashes on demand.
  const publicLimited = { isPublic: true, rateLimit: authRateLimit };

  app.post(
    '/api/auth/client',
    {
      config: publicLimited,
      schema: { tags: ['auth'], body: LoginRequestSchema, response: { 200: SessionResponseSchema } },
    },
    async (request) => ({ data: await login(deps, request.body, request.headers['user-agent'] ?? null) }),
  );

  app.post(
    '/api/auth/google',
    {
      config: publicLimited,
      schema: { tags: ['auth'], body: GoogleLoginRequestSchema, response: { 200: SessionResponseSchema } },
    },
    async (request) => ({ data: await signInWithGoogle(deps, request.body, request.headers['user-agent'] ?? null) }),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: publicLimited,
      schema: { tags: ['auth'], body: ForgotPasswordRequestSchema, response: { 202: AcceptedResponseSchema } },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body, request.log);
      return reply.status(202).send(accepted);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: publicLimited,
      schema: { tags: ['auth'], body: ResetPasswordRequestSchema, response: { 200: OkResponseSchema } },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: publicLimited,
      schema: { tags: ['auth'], body: RegisterRequestSchema, response: { 202: AcceptedResponseSchema } },
    },
    async (request, reply) => {
      await register(deps, request.body, request.log);
      return reply.status(202).send(accepted);
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: publicLimited,
      schema: { tags: ['auth'], body: VerifyEmailRequestSchema, response: { 200: SessionResponseSchema } },
    },
    async (request) => ({ data: await verifyEmail(deps, request.body, request.headers['user-agent'] ?? null) }),
  );

  app.get(
    '/api/auth/me',
    {
      schema: { tags: ['auth'], response: { 200: MeResponseSchema } },
      // Asked on every page load: written field by field instead of parsed against the schema.
      serializerCompiler: () => (answer) => meResponseJson(answer as { data: Me }),
    },
    async (request) => ({ data: await getMe(deps, callerOf(request)) }),
  );

  app.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 200: OkResponseSchema } } }, async (request) => {
    await logout(deps, callerOf(request));
    return { data: { ok: true as const } };
  });
};
