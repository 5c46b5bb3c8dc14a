import {
  IdeaContentOpsQuerySchema,
  IdeaContentPageSchema,
  IdeaContentParamsSchema,
  IdeaContentSchema,
  IdeaContentWriteSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeContent, createContent, type IdeasDeps, listAllContent, removeContent } from './ideas.service.ts';

const config = { isStaffOnly: true } as const;
const tags = ['ops'];
const one = z.object({ data: IdeaContentSchema });

/** Staff manage the banners, social posts, hot topics and trending video ideas every partner sees. */
export const ideasOpsRoutes: FastifyPluginAsyncZod<{ deps: IdeasDeps }> = async (app, { deps }) => {
  app.get(
    '/api/ops/ideas/content',
    {
      config,
      schema: {
        tags,
        querystring: IdeaContentOpsQuerySchema,
        response: { 200: z.object({ data: IdeaContentPageSchema }) },
      },
    },
    async (request) => ({ data: await listAllContent(deps, request.query) }),
  );

  app.post(
    '/api/ops/ideas/content',
    { config, schema: { tags, body: IdeaContentWriteSchema, response: { 201: one } } },
    async (request, reply) => reply.code(201).send({ data: await createContent(deps, request.body) }),
  );

  app.put(
    '/api/ops/ideas/content/:id',
    { config, schema: { tags, params: IdeaContentParamsSchema, body: IdeaContentWriteSchema, response: { 200: one } } },
    async (request) => ({ data: await changeContent(deps, request.params.id, request.body) }),
  );

  app.delete(
    '/api/ops/ideas/content/:id',
    { config, schema: { tags, params: IdeaContentParamsSchema } },
    async (request, reply) => {
      await removeContent(deps, request.params.id);
      return reply.code(204).send();
    },
  );
};
