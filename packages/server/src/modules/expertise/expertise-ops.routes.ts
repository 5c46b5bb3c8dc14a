import {
  AttachUploadSchema,
  CourseWriteSchema,
  EPISODE_FILE_RULES,
  EpisodeFileParamsSchema,
  EpisodeWriteSchema,
  IdParamsSchema,
  OpsCourseResponseSchema,
  OpsCoursesQuerySchema,
  OpsCoursesResponseSchema,
  OpsEpisodeResponseSchema,
  OpsTopicResponseSchema,
  OpsTopicsResponseSchema,
  TopicWriteSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationErrorOf } from '../../lib/request-validation.ts';
import { fileStreamOf } from '../../lib/upload-stream.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { attachEpisodeUpload, replaceEpisodeFile, uploadEpisodeFile } from './episode-files.service.ts';
import type { ExpertiseDeps } from './expertise.deps.ts';
import {
  createCourse,
  createEpisode,
  createTopic,
  getOpsCourse,
  listOpsCourses,
  listOpsTopics,
  removeCourse,
  removeEpisode,
  removeTopic,
  saveCourse,
  saveEpisode,
  saveTopic,
} from './ops.service.ts';

const config = { isStaffOnly: true } as const;
const tags = ['ops'];
const base = '/api/ops/expertise';
/** An hour, as release uploads: a long episode on a slow line takes a while. */
const UPLOAD_TIMEOUT_MS = 3_600_000;

/** Staff: topics, courses and episodes with their video, poster and subtitles. */
export const expertiseOpsRoutes: FastifyPluginAsyncZod<{ deps: ExpertiseDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const topic = { 200: OpsTopicResponseSchema, 201: OpsTopicResponseSchema };
  const course = { 200: OpsCourseResponseSchema, 201: OpsCourseResponseSchema };
  const episode = { 200: OpsEpisodeResponseSchema, 201: OpsEpisodeResponseSchema };

  app.get(`${base}/topics`, { config, schema: { tags, response: { 200: OpsTopicsResponseSchema } } }, async () => ({
    data: await listOpsTopics(db),
  }));
  app.post(
    `${base}/topics`,
    { config, schema: { tags, body: TopicWriteSchema, response: topic } },
    async (request, reply) => reply.status(201).send({ data: await createTopic(db, request.body) }),
  );
  app.put(
    `${base}/topics/:id`,
    { config, schema: { tags, params: IdParamsSchema, body: TopicWriteSchema, response: topic } },
    async (request) => ({ data: await saveTopic(db, request.params.id, request.body) }),
  );
  app.delete(`${base}/topics/:id`, { config, schema: { tags, params: IdParamsSchema } }, async (request, reply) => {
    await removeTopic(db, request.params.id);
    return reply.status(204).send();
  });

  app.get(
    `${base}/courses`,
    { config, schema: { tags, querystring: OpsCoursesQuerySchema, response: { 200: OpsCoursesResponseSchema } } },
    async (request) => ({ data: await listOpsCourses(db, request.query) }),
  );
  app.get(
    `${base}/courses/:id`,
    { config, schema: { tags, params: IdParamsSchema, response: { 200: OpsCourseResponseSchema } } },
    async (request) => ({ data: await getOpsCourse(deps, request.params.id) }),
  );
  app.post(
    `${base}/courses`,
    { config, schema: { tags, body: CourseWriteSchema, response: course } },
    async (request, reply) => reply.status(201).send({ data: await createCourse(deps, request.body) }),
  );
  app.put(
    `${base}/courses/:id`,
    { config, schema: { tags, params: IdParamsSchema, body: CourseWriteSchema, response: course } },
    async (request) => ({ data: await saveCourse(deps, request.params.id, request.body) }),
  );
  app.delete(`${base}/courses/:id`, { config, schema: { tags, params: IdParamsSchema } }, async (request, reply) => {
    await removeCourse(deps, request.params.id);
    return reply.status(204).send();
  });

  app.post(
    `${base}/courses/:id/episodes`,
    { config, schema: { tags, params: IdParamsSchema, body: EpisodeWriteSchema, response: episode } },
    async (request, reply) =>
      reply.status(201).send({ data: await createEpisode(deps, request.params.id, request.body) }),
  );
  app.put(
    `${base}/episodes/:id`,
    { config, schema: { tags, params: IdParamsSchema, body: EpisodeWriteSchema, response: episode } },
    async (request) => ({ data: await saveEpisode(deps, request.params.id, request.body) }),
  );
  app.delete(`${base}/episodes/:id`, { config, schema: { tags, params: IdParamsSchema } }, async (request, reply) => {
    await removeEpisode(deps, request.params.id);
    return reply.status(204).send();
  });

  app.put(
    `${base}/episodes/:id/files/:kind`,
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        description:
          'Multipart body with one `file` part: video MP4 or WebM, poster JPEG or PNG, subtitles WebVTT, checked by content (EPISODE_FILE_RULES); for the video also JSON `{ "upload_id" }` naming a finished `course_video` upload of /api/uploads, checked the same way',
        params: EpisodeFileParamsSchema,
        response: { 200: OpsEpisodeResponseSchema },
      },
      onRequest: async (request) => {
        request.raw.setTimeout?.(UPLOAD_TIMEOUT_MS);
      },
    },
    async (request) => {
      const { id, kind } = request.params;
      if (!request.isMultipart()) {
        const body = AttachUploadSchema.safeParse(request.body);
        if (!body.success) throw validationErrorOf(body.error, request.body, AttachUploadSchema);
        const caller = callerOf(request);
        const owner = { userId: caller.user.id, companyId: caller.company.id };
        return { data: await attachEpisodeUpload(deps, owner, id, kind, body.data.upload_id) };
      }
      const openFile = async () => {
        // One byte over the limit reaches the size guard, which answers 413 with the kind's key.
        const part = await request.file({
          limits: { fileSize: EPISODE_FILE_RULES[kind].maxBytes + 1, files: 1, fields: 0 },
        });
        return part?.fieldname === 'file' ? { stream: fileStreamOf(part), filename: part.filename } : undefined;
      };
      return { data: await uploadEpisodeFile(deps, id, kind, openFile) };
    },
  );
  app.delete(
    `${base}/episodes/:id/files/:kind`,
    { config, schema: { tags, params: EpisodeFileParamsSchema, response: { 200: OpsEpisodeResponseSchema } } },
    async (request) => ({ data: await replaceEpisodeFile(deps, request.params.id, request.params.kind, null) }),
  );
};
