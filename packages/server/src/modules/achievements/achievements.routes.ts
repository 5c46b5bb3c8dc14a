import {
  AchievementListQuerySchema,
  AchievementListResponseSchema,
  AchievementSummaryResponseSchema,
  ClaimAchievementRequestSchema,
  ClaimAchievementResponseSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { claimAchievement, listAchievements, summarizeAchievements } from './achievements.service.ts';

const config = { featureSwitch: 'achievements' } as const;
const tags = ['achievements'];

/** The company's achievements, earned from what it did, and claiming them (SPEC §7 Achievements). */
export const achievementsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v2/achievements/summary',
    { config, schema: { tags, response: { 200: AchievementSummaryResponseSchema } } },
    async (request) => ({ data: await summarizeAchievements(db, callerOf(request).company.id) }),
  );

  app.get(
    '/api/v2/achievements/all',
    {
      config,
      schema: { tags, querystring: AchievementListQuerySchema, response: { 200: AchievementListResponseSchema } },
    },
    async (request) => ({ data: await listAchievements(db, callerOf(request).company.id, request.query) }),
  );

  app.post(
    '/api/v2/achievements/claim',
    {
      config,
      schema: { tags, body: ClaimAchievementRequestSchema, response: { 200: ClaimAchievementResponseSchema } },
    },
    async (request) => {
      const { company, user } = callerOf(request);
      return {
        data: await claimAchievement(db, { companyId: company.id, userId: user.id }, request.body.achievement_id),
      };
    },
  );
};
