import {
  ArticlePageSchema,
  ArticleQuerySchema,
  ArticleResponseSchema,
  ChangelogListSchema,
  ChangelogResponseSchema,
  IdParamsSchema,
  SaveArticleSchema,
  SaveChangelogSchema,
  SaveStoreSchema,
  StoreListSchema,
  StoreResponseSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import {
  deleteContent,
  findArticle,
  findArticles,
  findChangelog,
  findStores,
  insertArticle,
  insertChangelog,
  insertStore,
  updateArticle,
  updateChangelog,
  updateStore,
} from './content.repository.ts';

const tags = ['support'];
const opsTags = ['ops', 'support'];
const config = { isStaffOnly: true } as const;
const partners = { publishedOnly: true };
const staff = { publishedOnly: false };
const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw notFound();
  return value;
};

/** The information center, the DSP list and the changelog: partners read what is published, staff keep them. */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v2/informationcenter',
    { schema: { tags, querystring: ArticleQuerySchema, response: { 200: ArticlePageSchema } } },
    async (request) => ({ data: await findArticles(db, request.query, partners) }),
  );
  app.get(
    '/api/v2/informationcenter/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: ArticleResponseSchema } } },
    async (request) => ({ data: found(await findArticle(db, request.params.id, partners)) }),
  );
  app.get('/api/v2/dsplist', { schema: { tags, response: { 200: StoreListSchema } } }, async () => ({
    data: await findStores(db, partners),
  }));
  app.get('/api/v2/changelog', { schema: { tags, response: { 200: ChangelogListSchema } } }, async () => ({
    data: await findChangelog(db, partners),
  }));

  app.get(
    '/api/ops/informationcenter',
    { config, schema: { tags: opsTags, querystring: ArticleQuerySchema, response: { 200: ArticlePageSchema } } },
    async (request) => ({ data: await findArticles(db, request.query, staff) }),
  );
  app.post(
    '/api/ops/informationcenter',
    { config, schema: { tags: opsTags, body: SaveArticleSchema, response: { 201: ArticleResponseSchema } } },
    async (request, reply) => {
      const id = await insertArticle(db, request.body);
      return reply.status(201).send({ data: found(await findArticle(db, id, staff)) });
    },
  );
  app.put(
    '/api/ops/informationcenter/:id',
    {
      config,
      schema: {
        tags: opsTags,
        params: IdParamsSchema,
        body: SaveArticleSchema,
        response: { 200: ArticleResponseSchema },
      },
    },
    async (request) => {
      found((await updateArticle(db, request.params.id, request.body)) || undefined);
      return { data: found(await findArticle(db, request.params.id, staff)) };
    },
  );

  app.get('/api/ops/dsplist', { config, schema: { tags: opsTags, response: { 200: StoreListSchema } } }, async () => ({
    data: await findStores(db, staff),
  }));
  app.post(
    '/api/ops/dsplist',
    { config, schema: { tags: opsTags, body: SaveStoreSchema, response: { 201: StoreResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await insertStore(db, request.body) }),
  );
  app.put(
    '/api/ops/dsplist/:id',
    {
      config,
      schema: { tags: opsTags, params: IdParamsSchema, body: SaveStoreSchema, response: { 200: StoreResponseSchema } },
    },
    async (request) => ({ data: found(await updateStore(db, request.params.id, request.body)) }),
  );

  app.get(
    '/api/ops/changelog',
    { config, schema: { tags: opsTags, response: { 200: ChangelogListSchema } } },
    async () => ({
      data: await findChangelog(db, staff),
    }),
  );
  app.post(
    '/api/ops/changelog',
    { config, schema: { tags: opsTags, body: SaveChangelogSchema, response: { 201: ChangelogResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await insertChangelog(db, request.body) }),
  );
  app.put(
    '/api/ops/changelog/:id',
    {
      config,
      schema: {
        tags: opsTags,
        params: IdParamsSchema,
        body: SaveChangelogSchema,
        response: { 200: ChangelogResponseSchema },
      },
    },
    async (request) => ({ data: found(await updateChangelog(db, request.params.id, request.body)) }),
  );

  for (const [path, table] of [
    ['/api/ops/informationcenter/:id', 'info_articles'],
    ['/api/ops/dsplist/:id', 'dsp_stores'],
    ['/api/ops/changelog/:id', 'changelog_entries'],
  ] as const) {
    app.delete(path, { config, schema: { tags: opsTags, params: IdParamsSchema } }, async (request, reply) => {
      found((await deleteContent(db, table, request.params.id)) || undefined);
      return reply.status(204).send();
    });
  }
};
