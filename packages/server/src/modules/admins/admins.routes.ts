import {
  AdminAccountListResponseSchema,
  AdminAccountResponseSchema,
  CreateAdminRequestSchema,
  IdParamsSchema,
  OkResponseSchema,
  SetAdminPasswordRequestSchema,
  UpdateAdminRequestSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/authenticate.ts';
import type { ProfileDeps } from '../profile/index.ts';
import { createAdmin, getAdmin, listAdmins, removeAdmin, setAdminPassword, updateAdmin } from './admins.service.ts';

const tags = ['profile', 'admins'];
const params = IdParamsSchema;
const ok = { data: { ok: true as const } };

/** The admin-settings tab: the owner manages admin accounts and their feature switches (owner only). */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/profile/admin/contact',
    { schema: { tags, response: { 200: AdminAccountListResponseSchema } } },
    async (request) => ({ data: await listAdmins(deps, callerOf(request)) }),
  );

  app.post(
    '/api/v2/profile/contact',
    { schema: { tags, body: CreateAdminRequestSchema, response: { 201: AdminAccountResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createAdmin(deps, callerOf(request), request.body) }),
  );

  app.get(
    '/api/v2/profile/contact/id/:id',
    { schema: { tags, params, response: { 200: AdminAccountResponseSchema } } },
    async (request) => ({ data: await getAdmin(deps, callerOf(request), request.params.id) }),
  );

  app.put(
    '/api/v2/profile/contact/id/:id',
    { schema: { tags, params, body: UpdateAdminRequestSchema, response: { 200: AdminAccountResponseSchema } } },
    async (request) => ({ data: await updateAdmin(deps, callerOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/v2/profile/changepassword/id/:id',
    { schema: { tags, params, body: SetAdminPasswordRequestSchema, response: { 200: OkResponseSchema } } },
    async (request) => {
      await setAdminPassword(deps, callerOf(request), request.params.id, request.body.new_password);
      return ok;
    },
  );

  app.delete(
    '/api/v2/profile/contact/id/:id',
    { schema: { tags, params, response: { 200: OkResponseSchema } } },
    async (request) => {
      await removeAdmin(deps, callerOf(request), request.params.id);
      return ok;
    },
  );
};
