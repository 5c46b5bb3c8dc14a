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
import {
  createArticle,
  createChangelogEntry,
  createStore,
  getArticle,
  listArticles,
  listChangelog,
  listStores,
  PARTNERS,
  removeContent,
  STAFF,
  saveArticle,
  saveChangelogEntry,
  saveStore,
} from './content.service.ts';

const tags = ['support'];
const opsTags = ['ops', 'support'];
const config = { isStaffOnly: true } as const;

/** The information center, the DSP list and the changelog: partners read what is published, staff keep them. */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v2/informationcenter',
    { schema: { tags, querystring: ArticleQuerySchema, response: { 200: ArticlePageSchema } } },
    async (request) => ({ data: await listArticles(db, request.query, PARTNERS) }),
  );
  app.get(
    '/api/v2/informationcenter/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: ArticleResponseSchema } } },
    async (request) => ({ data: await getArticle(db, request.params.id, PARTNERS) }),
  );
  app.get('/api/v2/dsplist', { schema: { tags, response: { 200: StoreListSchema } } }, async () => ({
    data: await listStores(db, PARTNERS),
  }));
  app.get('/api/v2/changelog', { schema: { tags, response: { 200: ChangelogListSchema } } }, async () => ({
    data: await listChangelog(db, PARTNERS),
  }));

  app.get(
    '/api/ops/informationcenter',
    { config, schema: { tags: opsTags, querystring: ArticleQuerySchema, response: { 200: ArticlePageSchema } } },
    async (request) => ({ data: await listArticles(db, request.query, STAFF) }),
  );
  app.post(
    '/api/ops/informationcenter',
    { config, schema: { tags: opsTags, body: SaveArticleSchema, response: { 201: ArticleResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await createArticle(db, request.body) }),
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
    async (request) => ({ data: await saveArticle(db, request.params.id, request.body) }),
  );

  app.get('/api/ops/dsplist', { config, schema: { tags: opsTags, response: { 200: StoreListSchema } } }, async () => ({
    data: await listStores(db, STAFF),
  }));
  app.post(
    '/api/ops/dsplist',
    { config, schema: { tags: opsTags, body: SaveStoreSchema, response: { 201: StoreResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await createStore(db, request.body) }),
  );
  app.put(
    '/api/ops/dsplist/:id',
    {
      config,
      schema: { tags: opsTags, params: IdParamsSchema, body: SaveStoreSchema, response: { 200: StoreResponseSchema } },
    },
    async (request) => ({ data: await saveStore(db, request.params.id, request.body) }),
  );

  app.get(
    '/api/ops/changelog',
    { config, schema: { tags: opsTags, response: { 200: ChangelogListSchema } } },
    async () => ({
      data: await listChangelog(db, STAFF),
    }),
  );
  app.post(
    '/api/ops/changelog',
    { config, schema: { tags: opsTags, body: SaveChangelogSchema, response: { 201: ChangelogResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await createChangelogEntry(db, request.body) }),
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
    async (request) => ({ data: await saveChangelogEntry(db, request.params.id, request.body) }),
  );

  for (const [path, table] of [
    ['/api/ops/informationcenter/:id', 'info_articles'],
    ['/api/ops/dsplist/:id', 'dsp_stores'],
    ['/api/ops/changelog/:id', 'changelog_entries'],
  ] as const) {
    app.delete(path, { config, schema: { tags: opsTags, params: IdParamsSchema } }, async (request, reply) => {
      await removeContent(db, table, request.params.id);
      return reply.status(204).send();
    });
  }
};
