import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { VersionedCache } from './versioned-cache.ts';

/** The route's 200 answer as JSON text, checked against its response schema as every answer is. */
function serializeAnswer(request: FastifyRequest, answer: unknown): string {
  const { schema, url = '' } = request.routeOptions;
  const ok = (schema?.response as Record<string, z.ZodType> | undefined)?.[200];
  if (!ok) throw new Error(`${url} keeps answers but has no 200 response schema`);
  return serializerCompiler({ schema: ok, method: request.method, url, httpStatus: '200' })(answer);
}

/**
 * Answers with the text `answers` keeps for the company's request (its URL) at `version`, computing
 * and keeping it first when there is none or the version moved on. The text is kept, so a kept
 * answer is neither computed nor serialized again; a computation that throws (a 404, say) is never
 * kept. The caller decides the company before asking, so no entry is ever another company's.
 */
async function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: { answers: VersionedCache<string>; companyId: number; version: string },
  compute: () => Promise<unknown>,
) {
  const entry = `${kept.companyId} ${request.url}`;
  const text = await kept.answers.get(entry, kept.version, async () => serializeAnswer(request, await compute()));
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * Answers kept by one module at once: most are a few kilobytes, a year's daily series about 60, so
 * at this bound a module keeps some tens of megabytes at most.
 */
const KEPT_ANSWERS = 1_000;

/**
 * A module's kept answers: each is kept per company and URL until `readVersion` (one cheap read of
 * what the company's answers are made of, shared by the requests that ask together: `recentReads`)
 * moves on. The route decides the company before asking.
 */
export function keepAnswers(readVersion: (companyId: number) => Promise<string>) {
  const answers = new VersionedCache<string>(KEPT_ANSWERS);
  return async (request: FastifyRequest, reply: FastifyReply, companyId: number, compute: () => Promise<unknown>) =>
    sendKept(request, reply, { answers, companyId, version: await readVersion(companyId) }, compute);
}

export type KeptAnswers = ReturnType<typeof keepAnswers>;
